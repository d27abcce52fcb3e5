#!/usr/bin/env bash
# The whole PostgreSQL suite through pgbouncer in transaction pooling mode (two server sessions
# shared by every test's connections, handed out per transaction), once with a default test
# database and once with the hostile one of postgres-hostile.sh: a connection with
# `pooling: .transaction` keeps nothing on a server session, so every test must pass as on a
# direct connection. Tests of what a connection keeps on its own session (prepared statements,
# the statement cache) are skipped there, and say so.
#
#   scripts/campaigns/postgres-pgbouncer.sh [CASES]
#       CASES is ignored (the suite has no case count); campaigns all take it first.
#
# Needs pgbouncer (apt-get install pgbouncer) and the throwaway cluster: QUARRY_POSTGRES_URL must
# be unset, since the pooler runs in front of a cluster this process starts.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -n "${QUARRY_POSTGRES_URL:-}" ]; then
    echo "postgres-pgbouncer: QUARRY_POSTGRES_URL is set; the pooler needs the throwaway cluster" >&2
    exit 1
fi
QUARRY_POSTGRES_PGBOUNCER=1 swift test --filter QuarryPostgresTests
QUARRY_POSTGRES_PGBOUNCER=1 QUARRY_POSTGRES_HOSTILE=1 swift test --filter QuarryPostgresTests
