#!/usr/bin/env bash
# The salvage damage oracle (Tests/QuarrySQLiteTests/Survival/SalvageOracleTests.swift) on many
# generated files: each damage kind in turn, every case bounded in time. Exits non-zero on a
# failure, which names the case's seed and damage.
#
#   scripts/campaigns/salvage.sh [cases, default 20000]
set -euo pipefail
cd "$(dirname "$0")/../.."
QUARRY_SALVAGE_CASES=${1:-20000} swift test --filter SalvageOracleTests
