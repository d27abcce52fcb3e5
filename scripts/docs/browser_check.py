#!/usr/bin/env python3
"""Loads pages of the built documentation site in headless Chromium, as a reader would.

Serves the site on 127.0.0.1 (a free port), dumps each page's DOM after its scripts ran
(`chromium --headless --dump-dom`), and fails if a page renders without its title (an empty page,
DocC's "page not found") or if a link on it points into the site at something that is not there.
Links to other hosts are listed, not followed: the check runs offline.
"""

import html.parser
import http.server
import functools
import shutil
import subprocess
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request

# (path, text the rendered page must show in its <h1>)
PAGES = [
    ("/", "Quarry"),  # the root sends the reader to the landing page
    ("/documentation", "Quarry"),
    ("/documentation/quarry", "Quarry"),
    ("/documentation/quarrysqlite", "QuarrySQLite"),
    ("/documentation/quarrytesting", "QuarryTesting"),
    ("/documentation/quarrypostgres", "QuarryPostgres"),
    ("/documentation/quarrypostgres/usingpostgresql", "Using PostgreSQL"),
    ("/documentation/quarrysqlite/gettingstarted", "Getting started"),
    ("/documentation/quarry/safesql", "Safe SQL"),
]
NOT_FOUND = "The page you're looking for can't be found"


class DOM(html.parser.HTMLParser):
    """Collects the <h1> texts and the href of every <a> of a dumped DOM."""

    def __init__(self):
        super().__init__()
        self.headings, self.links, self._in_h1 = [], [], False

    def handle_starttag(self, tag, attrs):
        if tag == "h1":
            self._in_h1 = True
            self.headings.append("")
        elif tag == "a":
            href = dict(attrs).get("href")
            if href:
                self.links.append(href)

    def handle_endtag(self, tag):
        if tag == "h1":
            self._in_h1 = False

    def handle_data(self, data):
        if self._in_h1:
            self.headings[-1] += data


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("browser_check: no chromium on PATH (Debian: apt-get install chromium)")


def dump_dom(browser, url):
    result = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--virtual-time-budget=5000", "--dump-dom", url],
        capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        sys.exit(f"browser_check: chromium failed on {url}:\n{result.stderr[-2000:]}")
    return result.stdout


def status(url):
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def main():
    site = sys.argv[1]
    handler = functools.partial(QuietHandler, directory=site)
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    browser = chromium()
    failures = []
    try:
        for path, title in PAGES:
            url = base + path
            dom = DOM()
            text = dump_dom(browser, url)
            dom.feed(text)
            headings = [" ".join(h.split()) for h in dom.headings]
            if NOT_FOUND in text:
                failures.append(f"{path}: DocC says the page cannot be found")
            if title not in headings:
                failures.append(f"{path}: no <h1> {title!r} in the rendered page (h1s: {headings})")
            checked = 0
            for href in dict.fromkeys(dom.links):
                target = urllib.parse.urljoin(url + "/", href)
                parts = urllib.parse.urlsplit(target)
                if parts.scheme not in ("http", "https") or parts.netloc != urllib.parse.urlsplit(base).netloc:
                    continue
                checked += 1
                if status(target) != 200:
                    failures.append(f"{path}: broken link {href}")
                    continue
                # DocC pages are one HTML shell; what makes a page real is its JSON.
                segments = [s for s in parts.path.split("/") if s]
                if len(segments) >= 2 and segments[0] == "documentation":
                    data = f"{base}/data/{'/'.join(segments)}.json"
                    if status(data) != 200:
                        failures.append(f"{path}: link {href} has no page data")
            print(f"browser_check: {path}: rendered with <h1> {title!r}, {checked} links in the site checked")
    finally:
        server.shutdown()
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(f"browser_check: {len(failures)} problem(s)")


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # Chromium drops connections it no longer needs (a broken pipe here): not a failure.
        pass


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


if __name__ == "__main__":
    main()
