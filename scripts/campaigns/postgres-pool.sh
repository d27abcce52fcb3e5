#!/usr/bin/env bash
# PostgresPool's oracles with many cases, on the throwaway cluster (or QUARRY_POSTGRES_URL):
# the history oracle (Tests/QuarryPostgresTests/Pool/PostgresPoolOracleTests.swift: random
# concurrent commits, throwing transactions, transactions left open, slow statements, random
# cancellations and terminated backends, then the table against what each call returned), and the
# lease queue's (PostgresLeaseQueueTests: arrival order, no slot lent twice or lost, cancellation,
# close) with a hundred times as many cases.
#
#   scripts/campaigns/postgres-pool.sh [CASES]     default 2000 history cases (QUARRY_PGPOOL_CASES)
#
# A failure prints the case, its seed and each request's operation and outcome.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-2000}"
QUARRY_PGPOOL_CASES="$CASES" QUARRY_LEASE_CASES="$((CASES * 100))" \
    swift test --filter 'PoolOracle|PostgresLeaseQueueTests'
