#!/usr/bin/env bash
# The documentation (issue 15): the DocC catalogs build offline with the toolchain's docc, warnings
# as errors; every public symbol has a doc comment; the landing pages and articles render in
# headless Chromium with no broken link. Chromium comes from Debian's `chromium` package; a CI
# machine without it installs it here, and a failed install fails this step (it is never skipped).
# That the articles' code compiles is checked by `swift test` (DocSnippetSyncTests).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
bash scripts/docs.sh --browser-check
