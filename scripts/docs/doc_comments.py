#!/usr/bin/env python3
"""Fails if a public symbol of the given modules has no doc comment.

Reads the symbol graphs `swift package dump-symbol-graph` wrote (<dir>/<Module>.symbols.json and
<dir>/<Module>@<Other>.symbols.json for extensions of other modules' types). A symbol that
implements a requirement of a protocol (`description`, `==`, `init(from:)`…) inherits that
requirement's documentation, so it needs none of its own. Exceptions are listed, one precise
symbol path a line with the reason after `#`, in the file given with --exceptions; an exception
that no longer matches an undocumented symbol is an error too, so the list only shrinks.
Usage: doc_comments.py [--exceptions FILE] [--list] <graph-dir>/<Module>...
"""

import glob
import json
import os
import sys


def undocumented(module_prefix):
    found = {}
    for path in sorted(glob.glob(module_prefix + ".symbols.json") + glob.glob(module_prefix + "@*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        implements_requirement = {
            r["source"] for r in graph.get("relationships", [])
            if r.get("sourceOrigin") or r["kind"] in ("defaultImplementationOf",)
        }
        module = graph["module"]["name"]
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol["identifier"]["precise"] in implements_requirement:
                continue
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if any(line["text"].strip() for line in lines):
                continue
            name = module + "." + ".".join(symbol["pathComponents"])
            found[name] = symbol["kind"]["identifier"]
    return found


def main(argv):
    exceptions_file, listing, prefixes = None, False, []
    arguments = iter(argv)
    for argument in arguments:
        if argument == "--exceptions":
            exceptions_file = next(arguments)
        elif argument == "--list":
            listing = True
        else:
            prefixes.append(argument)
    exceptions = {}
    if exceptions_file and os.path.exists(exceptions_file):
        with open(exceptions_file) as file:
            for line in file:
                entry, _, reason = line.partition("#")
                if entry.strip():
                    exceptions[entry.strip()] = reason.strip()
    missing = {}
    for prefix in prefixes:
        if not os.path.exists(prefix + ".symbols.json"):
            sys.exit(f"doc_comments: no symbol graph {prefix}.symbols.json")
        missing.update(undocumented(prefix))
    unexplained = sorted(name for name in missing if name not in exceptions)
    stale = sorted(name for name in exceptions if name not in missing)
    if listing:
        for name in sorted(missing):
            print(f"{missing[name]}\t{name}")
    for name in unexplained:
        print(f"doc_comments: {name} ({missing[name]}) is public and has no /// doc comment", file=sys.stderr)
    for name in stale:
        print(f"doc_comments: exception {name} is documented now (or gone): remove it from the list", file=sys.stderr)
    if unexplained or stale:
        sys.exit(f"doc_comments: {len(unexplained)} undocumented public symbol(s), {len(stale)} stale exception(s)")
    print(f"doc_comments: every public symbol documented ({len(exceptions)} listed exception(s))")


if __name__ == "__main__":
    main(sys.argv[1:])
