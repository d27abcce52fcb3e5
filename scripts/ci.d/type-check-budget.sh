#!/usr/bin/env bash
# The type-check budget and the warnings check, in one build (a build from clean takes minutes):
# builds every target and the tests with -warn-long-expression-type-checking and
# -debug-time-expression-type-checking, which times every expression; any compiler warning in the
# package's own code or tests fails it, and an expression over the budget (100 ms unless
# TYPECHECK_LIMIT_MS says otherwise) fails it when it is over the budget twice: in the full build
# and again when its file is compiled once more, alone (-j 1). The timing is wall-clock: in a
# full build on 2 cores a dozen expressions read 115-165 ms that are under 100 ms alone, and a slow
# expression is slow on every build. (Not -warnings-as-errors: it would stop the build at the
# first long expression. SwiftPM prints the timings only with the long-expression warning on.)
#
# The budget holds for the library (Sources/) and for Tests/QuarryTests, which use the API as a
# user's code does (the where predicates of TypeCheck/ among them). The other test targets get a
# ceiling (250 ms unless TYPECHECK_TEST_LIMIT_MS says otherwise) and their expressions over the
# budget are listed: there a plain `x.count == y.count + 1` reads 100-210 ms because Quarry's
# generic operators are in scope in every file that imports it, the open work that list measures.
# A warning can hide a wrong result: Swift's "comparing non-optional value to nil always returns
# false" was one.
#
# The flags change every compile command, so the build uses its own scratch directory rather than
# forcing the main .build to rebuild everything. The test module's build products are removed first
# so that its files are type-checked (and measured) on every run, not skipped as up to date; its
# output file map stays, since SwiftPM writes it only when it plans the build again.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."

limit="${TYPECHECK_LIMIT_MS:-100}"
test_limit="${TYPECHECK_TEST_LIMIT_MS:-250}"
scratch=.build/typecheck
log="$(mktemp)"
again="$(mktemp)"
trap 'rm -f "$log" "$again"' EXIT

build() {
    swift build --build-tests --scratch-path "$scratch" \
        -Xswiftc -Xfrontend -Xswiftc "-warn-long-expression-type-checking=$limit" \
        -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking "$@"
}

# Prints "location<TAB>ms" for every expression of the package over its limit in the log $1: the
# budget in Sources/ and Tests/QuarryTests/, else the ceiling ($2, default the test ceiling).
over_budget() {
    grep -E "^[0-9.]+ms"$'\t' "$1" | awk -F '\t' -v limit="$limit" -v other="${2:-$test_limit}" -v root="$PWD/" '
        index($2, root) != 1 { next }
        {
            path = substr($2, length(root) + 1)
            strict = index(path, "Sources/") == 1 || index(path, "Tests/QuarryTests/") == 1
            if ($1 + 0 > (strict ? limit : other)) print $2 "\t" $1
        }' | sort -u || true
}

if [ -d "$scratch" ]; then
    bin="$(build --show-bin-path)"
    find "$bin/QuarryTests.build" -type f ! -name output-file-map.json -delete 2>/dev/null || true
fi

start=$(date +%s)
if ! build >"$log" 2>&1; then
    grep -E "^[^ |].*(error|warning):" "$log" | sort -u | head -20
    echo "type-check-budget: the build failed"
    exit 1
fi
# Every warning but the long-expression one fails here, as -warnings-as-errors would.
warnings="$(grep -E "^[^ |].*warning:" "$log" | grep -v "to type-check" | sort -u || true)"
if [ -n "$warnings" ]; then
    head -20 <<<"$warnings"
    echo "type-check-budget: the build has warnings (a warning can hide a wrong result)"
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

echo "test expressions over ${limit} ms outside Tests/QuarryTests (ceiling ${test_limit} ms):"
over_budget "$log" "$limit" | sed "s|$PWD/||" | sort -t $'\t' -k2 -rn | head -30

first="$(over_budget "$log")"
if [ -z "$first" ]; then
    echo "type-check-budget: no expression over ${limit} ms in Sources/ and Tests/QuarryTests, none over ${test_limit} ms elsewhere"
    exit 0
fi
echo "over ${limit} ms in the full build (measured again with their files compiled alone):"
sed "s|$PWD/||" <<<"$first"
cut -f1 <<<"$first" | sed -E 's/:[0-9]+:[0-9]+$//' | sort -u | xargs touch
if ! build -j 1 >"$again" 2>&1; then
    grep -E "^[^ |].*error:" "$again" | sort -u | head -20
    echo "type-check-budget: the second build failed"
    exit 1
fi
second="$(over_budget "$again")"
slow="$(join -t $'\t' <(cut -f1 <<<"$first" | sort) <(sort <<<"$second") || true)"
if [ -n "$slow" ]; then
    sed "s|$PWD/||" <<<"$slow"
    echo "type-check-budget: expressions over the ${limit} ms budget twice"
    exit 1
fi
echo "type-check-budget: under ${limit} ms when measured again; no expression over the budget twice"
