#!/usr/bin/env bash
# The type-check budget and the warnings check, in one build (a build from clean takes minutes):
# builds every target and the tests with -warnings-as-errors and -warn-long-expression-type-checking
# (100 ms unless TYPECHECK_LIMIT_MS says otherwise), so any compiler warning in the package's own
# code or tests fails it, an expression over the budget included; then prints the slowest
# expressions of the test files, measured with -debug-time-expression-type-checking. A warning can
# hide a wrong result: Swift's "comparing non-optional value to nil always returns false" was one.
#
# The flags change every compile command, so the build uses its own scratch directory rather than
# forcing the main .build to rebuild everything. The test module's build products are removed first
# so that its files are type-checked (and measured) on every run, not skipped as up to date; its
# output file map stays, since SwiftPM writes it only when it plans the build again.
set -euo pipefail
cd "$(dirname "$0")/../.."

limit="${TYPECHECK_LIMIT_MS:-100}"
scratch=.build/typecheck
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

if [ -d "$scratch" ]; then
    bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
    find "$bin/QuarryTests.build" -type f ! -name output-file-map.json -delete 2>/dev/null || true
fi

start=$(date +%s)
if ! swift build --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
    -Xswiftc -Xfrontend -Xswiftc "-warn-long-expression-type-checking=$limit" \
    -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking >"$log" 2>&1; then
    grep -E "^[^ |].*error:" "$log" | sort -u | head -20
    echo "type-check-budget: the build failed (warnings are errors here, an expression over ${limit} ms too)"
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
