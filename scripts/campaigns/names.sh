#!/usr/bin/env bash
# Issue 27's name oracle at length: look-alike name and text pairs (canonically equivalent, ASCII
# and non-ASCII case variants, compatibility look-alikes, random combining sequences) through the
# statement cache, the language's statements, column lookup by name, decoding and inlined DEFAULT
# literals, each compared with SQLite's own answer. First argument: the case count (default 30000).
# A failure prints the case number and its seed.
set -euo pipefail
cd "$(dirname "$0")/../.."

CASES="${1:-30000}"
QUARRY_NAMES_CASES="$CASES" swift test --filter 'NameOracleTests|ExactTextTests|SQLiteNameKeyTests'
