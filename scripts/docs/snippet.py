#!/usr/bin/env python3
"""Prints the `// docs:begin NAME` region of the doc snippet files as a ```swift block, dedented,
for pasting into an article (the test DocSnippetSyncTests checks they stay equal).
Usage: snippet.py NAME"""
import glob
import re
import sys

name = sys.argv[1]
for path in glob.glob("Tests/QuarrySQLiteTests/DocSnippets/*.swift"):
    match = re.search(r"// docs:begin " + re.escape(name) + r"\n(.*?)\n[ ]*// docs:end", open(path).read(), re.S)
    if match:
        lines = [line.rstrip() for line in match.group(1).split("\n")]
        indent = min(len(l) - len(l.lstrip(" ")) for l in lines if l.strip())
        print("```swift\n" + "\n".join(l[indent:] for l in lines) + "\n```")
        break
else:
    sys.exit(f"snippet.py: no snippet {name}")
