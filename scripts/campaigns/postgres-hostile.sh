#!/usr/bin/env bash
# The whole PostgreSQL suite against a server whose test database has hostile settings
# (standard_conforming_strings off, DateStyle 'SQL, DMY', IntervalStyle sql_standard, another time
# zone, extra_float_digits 0, escape bytea and an odd search_path): the core pins its session, so
# every test must pass as on a default server.
#
#   scripts/campaigns/postgres-hostile.sh [CASES]
#       CASES is ignored (the suite has no case count); campaigns all take it first.
#
# The throwaway cluster is made hostile by QUARRY_POSTGRES_HOSTILE=1 (PostgresTestServer); a server
# named by QUARRY_POSTGRES_URL is used as it is.
set -euo pipefail
cd "$(dirname "$0")/../.."
QUARRY_POSTGRES_HOSTILE=1 swift test --filter QuarryPostgresTests
