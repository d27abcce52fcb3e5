#!/usr/bin/env bash
# Every campaign script in a short form, so that none can rot unseen (issue 27, item 19): the
# fuzzing campaign (its libFuzzer half for 5 s, compiled here by hand; its seeded half is the
# QuarryFuzzTests and FuzzOracles suites that CI's `swift test` runs at the same 20000-case default,
# since QUARRY_FUZZ_CASES only raises it: run here too it took 940 s), the pool load test, and every
# scripts/campaigns/*.sh with a small case count (the convention is in scripts/campaigns/README.md).
# faults.sh and tsan.sh have their own steps. The debug build is the one .ci/run built first.
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES="${QUARRY_CAMPAIGN_SMOKE_CASES:-50}"

status=0
run() {
    local started=$SECONDS
    echo "-- $*"
    if ! "$@"; then
        echo "campaigns: FAILED: $*"
        status=1
    fi
    echo "-- $* took $((SECONDS - started)) s"
}

QUARRY_FUZZ_SEEDED=no run bash scripts/fuzz.sh "$CASES" 5 5
run bash scripts/pool-load.sh 2 2
for script in scripts/campaigns/*.sh; do
    [ -e "$script" ] || continue
    run bash "$script" "$CASES"
done
exit "$status"
