#!/usr/bin/env bash
# Smoke-runs the PostgreSQL benchmark at a tiny size on the throwaway server it starts: it must
# build in release and both variants of every scenario must agree on their checksum (a mismatch
# exits non-zero). Timings at this size mean nothing and no goal is enforced.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift run -c release quarry-postgres-benchmarks --quick --rounds 1
