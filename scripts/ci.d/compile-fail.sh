#!/usr/bin/env bash
# Type errors Quarry promises: every snippet in Tests/CompileFail must fail to compile with the
# diagnostic its `// expected-error: …` comments name; MustCompile.swift (the control) must pass,
# so that a broken module path cannot make every snippet "fail" for the wrong reason. Snippets go
# as far as SIL (`-emit-sil`), because ownership errors (a borrowed ~Copyable value consumed) come
# from the move checker, after type-checking. They may import Quarry or QuarrySQLite. A snippet's
# `// swiftc-flags: …` line adds flags (`-warnings-as-errors` for a deprecation Quarry promises).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --target QuarrySQLite >/dev/null
modules="$(swift build --show-bin-path)/Modules"
if [ ! -e "$modules/Quarry.swiftmodule" ]; then
    modules="$(swift build --show-bin-path)"
fi
if [ ! -e "$modules/Quarry.swiftmodule" ]; then
    echo "compile-fail: cannot find Quarry.swiftmodule under $(swift build --show-bin-path)" >&2
    exit 1
fi

failures=0
checked=0
for snippet in Tests/CompileFail/*.swift; do
    read -r -a flags <<<"$(sed -n 's|^// swiftc-flags: ||p' "$snippet")" || true
    output="$(swiftc -emit-sil -o /dev/null -swift-version 6 ${flags[@]+"${flags[@]}"} -I "$modules" -I Sources/CSQLite "$snippet" 2>&1)" \
        && status=0 || status=$?
    if [ "$(basename "$snippet")" = MustCompile.swift ]; then
        if [ "$status" -ne 0 ]; then
            echo "FAIL $snippet: the control snippet does not compile:"
            echo "$output"
            failures=$((failures + 1))
        fi
        continue
    fi
    checked=$((checked + 1))
    if [ "$status" -eq 0 ]; then
        echo "FAIL $snippet compiled, but must not"
        failures=$((failures + 1))
        continue
    fi
    expectations="$(sed -n 's|^// expected-error: ||p' "$snippet")"
    if [ -z "$expectations" ]; then
        echo "FAIL $snippet has no // expected-error: comment"
        failures=$((failures + 1))
        continue
    fi
    while IFS= read -r expected; do
        if ! grep -qF -- "$expected" <<<"$output"; then
            echo "FAIL $snippet: diagnostic lacks \"$expected\"; got:"
            grep -E "error:" <<<"$output" | head -5
            failures=$((failures + 1))
        fi
    done <<<"$expectations"
done

if [ "$failures" -ne 0 ]; then
    echo "compile-fail: $failures problem(s)"
    exit 1
fi
echo "compile-fail: $checked snippets refused with the expected diagnostics; the control compiles"
