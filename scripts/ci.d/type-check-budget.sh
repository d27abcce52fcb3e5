#!/usr/bin/env bash
# The type-check budget: builds the tests with -warn-long-expression-type-checking (100 ms unless
# TYPECHECK_LIMIT_MS says otherwise) and fails on any such warning, then prints the slowest
# expressions of the test files, measured with -debug-time-expression-type-checking.
#
# The flags change every compile command, so the build uses its own scratch directory rather than
# forcing the main .build to rebuild everything. The test module is removed from it first so that
# its files are type-checked (and measured) on every run, not skipped as up to date.
set -euo pipefail
cd "$(dirname "$0")/../.."

limit="${TYPECHECK_LIMIT_MS:-100}"
scratch=.build/typecheck
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

if [ -d "$scratch" ]; then
    bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
    rm -rf "$bin/QuarryTests.build"
fi

start=$(date +%s)
if ! swift build --build-tests --scratch-path "$scratch" \
    -Xswiftc -Xfrontend -Xswiftc "-warn-long-expression-type-checking=$limit" \
    -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u | head -20
    echo "type-check-budget: the build failed"
    exit 1
fi
echo "type-check-budget: built in $(($(date +%s) - start)) s (scratch $scratch)"

echo "slowest expressions in Tests/QuarryTests:"
timings="$(grep -E "^[0-9.]+ms"$'\t'".*/Tests/QuarryTests/" "$log" | sort -u | sort -rn || true)"
sed -n "1,5s|$PWD/||p" <<<"$timings"
echo "slowest where predicate (Tests/QuarryTests/TypeCheck):"
grep -F "/Tests/QuarryTests/TypeCheck/" <<<"$timings" | sed -n "1s|$PWD/||p" || true

if ! grep -q "/Tests/QuarryTests/TypeCheck/WherePredicateTests.swift" "$log"; then
    echo "type-check-budget: WherePredicateTests.swift was not type-checked; nothing was measured"
    exit 1
fi

warnings="$(grep -E "^[^ |].*warning: .*to type-check" "$log" | sort -u || true)"
if [ -n "$warnings" ]; then
    echo "$warnings"
    echo "type-check-budget: expressions over the ${limit} ms budget"
    exit 1
fi
echo "type-check-budget: no expression over ${limit} ms"
