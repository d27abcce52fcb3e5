#!/usr/bin/env bash
# The backup oracle (Tests/QuarrySQLiteTests/Survival/BackupOracleTests.swift) with many cases: a
# random database, a random writer committing during the backup, and a copy that must pass
# integrity_check and equal one committed state of the source.
#
#   scripts/campaigns/backup.sh [CASES]      default 10000 cases (about 0.4 s each: over an hour)
#
# A failure names the case's seed; QUARRY_BACKUP_SEED=<seed> replays that case alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
QUARRY_BACKUP_CASES="${1:-10000}" swift test --filter BackupOracleTests
