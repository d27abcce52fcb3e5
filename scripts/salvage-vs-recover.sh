#!/usr/bin/env bash
# Quarry's salvage against the sqlite3 shell's .recover on the salvage oracle's damage classes
# (generated files, one damage each): prints the Markdown table of Benchmarks/README.md,
# "Salvage against .recover".
#
#   scripts/salvage-vs-recover.sh [cases per damage class, default 40]
#
# Builds the shell first if /tmp/sqlite3-recover is missing (scripts/sqlite3-recover-shell.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
shell=${QUARRY_SQLITE3_RECOVER:-/tmp/sqlite3-recover}
[ -x "$shell" ] || scripts/sqlite3-recover-shell.sh "$shell"
QUARRY_SQLITE3_RECOVER=$shell QUARRY_RECOVER_CASES=${1:-40} \
    swift test --filter SalvageVersusRecoverTests 2>&1 | tee /tmp/salvage-vs-recover.log | grep '^|' || {
    echo "the comparison failed; see /tmp/salvage-vs-recover.log" >&2
    exit 1
}
