#!/usr/bin/env bash
# The DatabasePool load test for longer than the suite's 2 s: one writer moving money between
# accounts (with a ledger), readers checking on every read that nothing is lost or half-seen.
#
#   scripts/pool-load.sh [SECONDS] [READERS]     (defaults: 60 s, 4 readers)
set -euo pipefail
cd "$(dirname "$0")/.."
QUARRY_POOL_LOAD_SECONDS="${1:-60}" QUARRY_POOL_LOAD_READERS="${2:-4}" \
    swift test --filter 'PoolLoadTests'
