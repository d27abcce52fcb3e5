#!/usr/bin/env bash
# The date storage oracle (Tests/QuarrySQLiteTests/Values/DateStorageOracleTests) with many seeds:
# for each storage, 200 random dates stored as FMDB, ActiveSQLite or GRDB write them, and 60
# comparisons through a DateColumn checked against comparing the stored values themselves.
#
#   scripts/campaigns/dates.sh [CASES]     default 2000 seeds (QUARRY_DATES_CASES; each seed is 600 inserts and 180 queries, about 60 ms)
#
# A failure prints the seed, the storage, the operator and the date.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-2000}"
QUARRY_DATES_CASES="$CASES" swift test --filter DateStorageOracleTests
