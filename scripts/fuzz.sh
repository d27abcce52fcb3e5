#!/usr/bin/env bash
# A long fuzzing campaign: first the seeded oracles of QuarryFuzzTests with many cases (release
# build), then the libFuzzer harness (Fuzz/QuarryFuzzer.swift, oracles (a) and (d)) for a while.
#
#   scripts/fuzz.sh [CASES] [SECONDS] [POSTGRES_CASES]
#       defaults: 1000000 cases, 600 seconds, CASES/100 cases per oracle on the PostgreSQL server
#       (a throwaway cluster, or QUARRY_POSTGRES_URL; each case is a round trip)
#
# A failure prints the seed, the statement's description and its SQL; libFuzzer also writes the
# crashing input to .build/fuzz/crash-*. Replay an input with: .build/fuzz/quarry-fuzzer FILE
set -euo pipefail
cd "$(dirname "$0")/.."
CASES="${1:-1000000}"
SECONDS_TO_RUN="${2:-600}"

echo "== seeded oracles: $CASES cases per oracle (QUARRY_FUZZ_CASES)"
# -disable-cmo: Swift 6.3.1 crashes in cross-module optimization of QuarrySQLite in release
# ("Cannot initialize a nonCopyable type with a guaranteed value").
status=0
QUARRY_FUZZ_CASES="$CASES" swift test -c release -Xswiftc -disable-cmo --filter QuarryFuzzTests || status=$?

POSTGRES_CASES="${3:-$((CASES / 100))}"
echo "== PostgreSQL oracles on the server: $POSTGRES_CASES cases per oracle"
QUARRY_FUZZ_CASES="$POSTGRES_CASES" swift test -c release -Xswiftc -disable-cmo --filter FuzzOracles \
    || status=$?

echo "== libFuzzer harness for $SECONDS_TO_RUN s"
OUT=.build/fuzz
mkdir -p "$OUT/corpus"
TESTING_FILES=(SplitMix64 FuzzSchema GeneratorScope SQLGenerator SQLGenerator+Values SQLGenerator+Expressions
    SQLGenerator+Select SQLGenerator+Core SQLGenerator+Statements SQLGenerator+Writes FuzzOracle StoredValue
    SQLiteScratchDatabase
    SQLiteScratchDatabase+Rows)
SOURCES=()
for file in "${TESTING_FILES[@]}"; do SOURCES+=("Sources/QuarryTesting/$file.swift"); done
FLAGS=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6)
# The library and the harness are separate modules, as in the package.
swiftc "${FLAGS[@]}" -emit-library -static -module-name Quarry -emit-module -emit-module-path "$OUT/Quarry.swiftmodule" \
    $(find Sources/Quarry -name '*.swift' | sort) -o "$OUT/libQuarry.a"
swiftc "${FLAGS[@]}" -module-name QuarryFuzzer -I "$OUT" -I Sources/CSQLite -L "$OUT" -lQuarry -lsqlite3 \
    "${SOURCES[@]}" Fuzz/QuarryFuzzer.swift -o "$OUT/quarry-fuzzer"
SWIFT_BACKTRACE=enable=no "$OUT/quarry-fuzzer" -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -rss_limit_mb=4096 -artifact_prefix="$OUT/" -print_final_stats=1 \
    "$OUT/corpus" || status=$?
exit "$status"
