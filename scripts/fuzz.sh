#!/usr/bin/env bash
# A long fuzzing campaign: first the seeded oracles of QuarryFuzzTests with many cases (release
# build), then the libFuzzer harness (Fuzz/QuarryFuzzer.swift, oracles (a) and (d)) for a while.
#
#   scripts/fuzz.sh [CASES] [SECONDS] [POSTGRES_CASES]
#       defaults: 1000000 cases, 600 seconds, CASES/100 cases per oracle on the PostgreSQL server
#       (a throwaway cluster, or QUARRY_POSTGRES_URL; each case is a round trip)
#
#   QUARRY_FUZZ_TEST_FLAGS   the `swift test` flags of the seeded half (default: a release build,
#                            "-c release -Xswiftc -disable-cmo"); CI's short run passes
#                            "--skip-build" to reuse the debug build of `swift build --build-tests`
#   QUARRY_FUZZ_SEEDED=no    skips the seeded half (CI: its `swift test` runs the same suites, and
#                            QUARRY_FUZZ_CASES only raises their 20000-case default)
#
# A failure prints the seed, the statement's description and its SQL; libFuzzer also writes the
# crashing input to .build/fuzz/crash-*. Replay an input with: .build/fuzz/quarry-fuzzer FILE
set -euo pipefail
cd "$(dirname "$0")/.."
CASES="${1:-1000000}"
SECONDS_TO_RUN="${2:-600}"
POSTGRES_CASES="${3:-$((CASES / 100))}"
# -disable-cmo: Swift 6.3.1 crashes in cross-module optimization of QuarrySQLite in release
# ("Cannot initialize a nonCopyable type with a guaranteed value").
read -r -a TEST_FLAGS <<<"${QUARRY_FUZZ_TEST_FLAGS:--c release -Xswiftc -disable-cmo}"

status=0
if [ "${QUARRY_FUZZ_SEEDED:-yes}" != no ]; then
    echo "== seeded oracles: $CASES cases per oracle (QUARRY_FUZZ_CASES)"
    QUARRY_FUZZ_CASES="$CASES" swift test "${TEST_FLAGS[@]}" --filter QuarryFuzzTests || status=$?

    echo "== PostgreSQL oracles on the server: $POSTGRES_CASES cases per oracle"
    QUARRY_FUZZ_CASES="$POSTGRES_CASES" swift test "${TEST_FLAGS[@]}" --filter FuzzOracles || status=$?
fi

echo "== libFuzzer harness for $SECONDS_TO_RUN s"
OUT=.build/fuzz
mkdir -p "$OUT/corpus"
# The generators and oracles of QuarryTesting, without the files that need the Testing module.
SOURCES=()
while IFS= read -r file; do SOURCES+=("$file"); done < <(grep -L '^import Testing' Sources/QuarryTesting/*.swift | sort)
# Quarry uses the `package` access level, which needs a package name; SwiftPM passes the root
# package's identity (its folder's name, lowercased), and both modules built here must share one.
PACKAGE_NAME="$(basename "$PWD" | tr '[:upper:]' '[:lower:]')"
# -sanitize=fuzzer links the toolchain's libFuzzer (lib/clang/*/lib/linux/libclang_rt.fuzzer*).
FLAGS=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name "$PACKAGE_NAME")
# The library and the harness are separate modules, as in the package.
swiftc "${FLAGS[@]}" -emit-library -static -module-name Quarry -emit-module -emit-module-path "$OUT/Quarry.swiftmodule" \
    $(find Sources/Quarry -name '*.swift' | sort) -o "$OUT/libQuarry.a"
swiftc "${FLAGS[@]}" -module-name QuarryFuzzer -I "$OUT" -I Sources/CSQLite -L "$OUT" -lQuarry -lsqlite3 \
    "${SOURCES[@]}" Fuzz/QuarryFuzzer.swift -o "$OUT/quarry-fuzzer"
SWIFT_BACKTRACE=enable=no "$OUT/quarry-fuzzer" -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -rss_limit_mb=4096 -artifact_prefix="$OUT/" -print_final_stats=1 \
    "$OUT/corpus" || status=$?
exit "$status"
