#!/usr/bin/env bash
# The observation oracles (queries by table, rows by key) with more random transactions than the
# suite's 300, and the deadlock watchdog with 500 observers started during 2,000 commits
# (ObservationOracleTests, RowObservationOracleTests,
# ValueObservationTests/manyObserversAndAWriterNeverDeadlock).
#
#   scripts/campaigns/observation.sh [CASES] [SEED]     (defaults: 5000 transactions, seed 0x0B5E2026)
set -euo pipefail
cd "$(dirname "$0")/../.."
QUARRY_OBSERVATION_CASES="${1:-5000}" QUARRY_OBSERVATION_SEED="${2:-190717990}" \
    QUARRY_OBSERVATION_OBSERVERS=500 QUARRY_OBSERVATION_WRITES=2000 \
    swift test --filter 'ObservationOracleTests|RowObservationOracleTests|manyObserversAndAWriterNeverDeadlock'
