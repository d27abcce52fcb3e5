#!/usr/bin/env bash
# The sync-and-rebuild oracle at campaign scale: random schema histories (record definitions
# synced, tables rebuilt, triggers, views and indexes attached with every spelling of the names)
# checked step by step against a model (Tests/QuarrySQLiteTests/Migrations/SchemaHistory/).
#
#   scripts/campaigns/schema.sh [CASES]     default 20000 cases (swift test runs 300)
#
# A failure prints the case number, QUARRY_SCHEMA_SEED=<seed> to replay it alone, and its steps.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${1:-20000}"

swift build --build-tests
QUARRY_SCHEMA_CASES="$CASES" swift test --skip-build --filter SchemaHistoryOracleTests
