#!/usr/bin/env bash
# The cross-engine oracle at length: random selects run on the same rows in SQLite and on the
# PostgreSQL test server (and on a database of it with an ICU en-US collation), rows compared. The
# first argument is the case count per campaign (default 20000). A failure prints its seed, the
# statement and both engines' rows.
set -euo pipefail
cd "$(dirname "$0")/../.."

CASES="${1:-20000}"
QUARRY_FUZZ_CASES="$CASES" swift test --filter 'CrossEngineOracles'
