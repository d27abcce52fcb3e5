#!/usr/bin/env bash
# A fault campaign on real files: a child process (the test binary running
# FaultCampaignTests/childWritesUntilKilled) commits write transactions and logs each commit after
# COMMIT returned (fsync'd); the campaign kills it with SIGKILL at a random moment, then checks the
# file: PRAGMA integrity_check, every logged commit present, no transaction present in part.
# Rounds alternate the rollback journal and WAL (Tests/QuarrySQLiteTests/Reliability/FaultCampaignTests.swift).
#
#   scripts/faults.sh [ROUNDS]      default 200 rounds (about 0.25 s each)
#
# A failure prints the round, the journal mode and the seed; QUARRY_FAULT_SEED=<seed> replays the
# same kill times.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-200}"

swift build --build-tests
QUARRY_FAULT_ROUNDS="$ROUNDS" swift test --skip-build --filter FaultCampaignTests
