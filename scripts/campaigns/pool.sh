#!/usr/bin/env bash
# The pool and queue history oracle for longer than the suite's 400 operations: threads and tasks
# writing and reading at once (with leaked cursors and prepared statements), every read checked
# against the committed prefixes of the writes (PoolHistoryOracleTests).
#
#   scripts/campaigns/pool.sh [OPERATIONS] [SEED]     (defaults: 20000 operations, seed 27)
set -euo pipefail
cd "$(dirname "$0")/../.."
QUARRY_POOL_ORACLE_CASES="${1:-20000}" QUARRY_POOL_ORACLE_SEED="${2:-27}" \
    swift test --filter 'PoolHistoryOracleTests'
