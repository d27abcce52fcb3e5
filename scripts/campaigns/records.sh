#!/usr/bin/env bash
# The records oracle (Tests/QuarrySQLiteTests/Records/Oracle) with many cases: random layouts of a
# record (rowid and WITHOUT ROWID tables, every spelling of an integer key, composite keys, date
# storages, hostile names) and 30 random writes and reads each, checked against a model.
#
#   scripts/campaigns/records.sh [CASES]     default 20000 cases (QUARRY_RECORDS_CASES)
#
# A failure prints the case, its seed, the layout and the steps that led to it.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-20000}"
QUARRY_RECORDS_CASES="$CASES" swift test --filter RecordOracleTests
