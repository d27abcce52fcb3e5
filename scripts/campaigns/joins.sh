#!/usr/bin/env bash
# The associations oracle (Tests/QuarrySQLiteTests/Records/Joins/Oracle/AssociationOracleTests)
# with many seeds: random parents and children (orphans, NULL foreign keys, parents with no child,
# duplicate and hostile names, a parameter limit that splits the children's IN list), each
# belongs-to, has-many, count, exists and self-join read compared with the answer computed in Swift.
#
#   scripts/campaigns/joins.sh [CASES]     default 20000 seeds (QUARRY_JOINS_CASES; about 3 ms each)
#
# A failure prints the case index, its seed and the first read that disagreed.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-20000}"
QUARRY_JOINS_CASES="$CASES" swift test --skip-build --filter AssociationOracleTests
