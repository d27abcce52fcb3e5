#!/usr/bin/env bash
# The read-back oracle (Tests/QuarrySQLiteTests/Records/Oracle/ReadBackOracleTests.swift) with many
# cases: a record whose init(from:) and init(row:) each read every property from a drawn column (the
# identity, an exchange, a shuffle) under hostile names, 24 random inserts each; a write must be
# refused exactly when its record reads back into other fields (within the check's 16 records), and
# the table must read as the model says each reader reads it.
#
#   scripts/campaigns/read-back.sh [CASES]     default 20000 cases (QUARRY_READBACK_CASES)
#
# A failure prints the case, its seed, the columns, where each reader reads, and the inserts.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-20000}"
QUARRY_READBACK_CASES="$CASES" swift test --filter ReadBackOracleTests
