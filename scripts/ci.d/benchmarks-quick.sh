#!/usr/bin/env bash
# Smoke-runs the benchmark executable at tiny sizes: it must build in release, every variant must run,
# and every scenario's variants must agree on their checksum (a mismatch exits non-zero). Timings at
# these sizes mean nothing and no goal is enforced.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift run -c release quarry-benchmarks --quick --rounds 1
