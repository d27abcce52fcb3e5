#!/usr/bin/env bash
# Builds the DocC documentation of Quarry, QuarrySQLite, QuarryTesting and QuarryPostgres offline, with the
# toolchain's own `docc`, into one static site (default .build/docs-site), warnings as errors:
#   1. symbol graphs of the four modules (swift-symbolgraph-extract on the debug build);
#   2. every public symbol has a doc comment (scripts/docs/doc_comments.py; exceptions, each with
#      its reason, in scripts/docs/undocumented.txt);
#   3. `docc convert` of Sources/<Module>/<Module>.docc with --warnings-as-errors, one archive per
#      module, then `docc merge` into one static site: /documentation/ lists the modules, each
#      module's pages are under /documentation/<module>/ (so articles link across modules with
#      plain absolute links such as /documentation/quarry/safesql).
# Options:
#   --browser-check  then serve the site on 127.0.0.1 and load each landing page and one article in
#                    headless Chromium: a page that renders empty, or a broken link, fails.
#   --serve          then serve the site on 127.0.0.1 (port $PORT, default 8000) until interrupted.
#   --output DIR     where to write the site.
# That every ```swift block of the articles is compiled is checked by `swift test`
# (Tests/QuarrySQLiteTests/DocSnippets/DocSnippetSyncTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Quarry QuarrySQLite QuarryTesting QuarryPostgres)
site=.build/docs-site
browser_check=false
serve=false
while [ $# -gt 0 ]; do
    case "$1" in
        --browser-check) browser_check=true ;;
        --serve) serve=true ;;
        --output) site="$2"; shift ;;
        *) echo "docs.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
docc="${DOCC:-$swift_bin/docc}"
if [ ! -x "$docc" ]; then
    echo "docs.sh: no docc beside swift ($docc); set DOCC" >&2
    exit 1
fi

work="$(mktemp -d)"
work_log="$work/build.log"
trap 'rm -rf "$work"' EXIT

echo "docs: symbol graphs"
# swift-symbolgraph-extract on the debug build's modules, as `swift package dump-symbol-graph`
# does, but for the library modules only: dump-symbol-graph also wants the test modules,
# which a CI step before `swift test` has not built.
for module in "${modules[@]}"; do
    swift build --target "$module" >"$work_log" 2>&1 || {
        tail -30 "$work_log" >&2
        echo "docs.sh: swift build --target $module failed" >&2
        exit 1
    }
done
bin="$(swift build --show-bin-path)"
module_dir="$bin/Modules"
[ -d "$module_dir" ] || module_dir="$bin"
triple="$(basename "$(dirname "$bin")")"
graphs="$work/symbolgraphs"
mkdir -p "$graphs"
for module in "${modules[@]}"; do
    "$swift_bin/swift-symbolgraph-extract" -module-name "$module" -target "$triple" \
        -module-cache-path "$bin/ModuleCache" -Xcc -fmodule-map-file="$PWD/Sources/CSQLite/module.modulemap" \
        -Xcc -fmodule-map-file="$PWD/Sources/CLibPQ/module.modulemap" \
        -I "$module_dir" -minimum-access-level public -skip-synthesized-members \
        -omit-extension-block-symbols -output-dir "$graphs" >"$work_log" 2>&1 || {
        tail -30 "$work_log" >&2
        echo "docs.sh: swift-symbolgraph-extract $module failed" >&2
        exit 1
    }
done

echo "docs: doc comments"
python3 scripts/docs/doc_comments.py --exceptions scripts/docs/undocumented.txt \
    "${modules[@]/#/$graphs/}"

rm -rf "$site"
for module in "${modules[@]}"; do
    echo "docs: docc convert $module"
    mkdir -p "$work/graphs/$module"
    cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$work/graphs/$module/"
    done
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "quarry.$module" \
        --output-path "$work/$module.doccarchive" \
        --transform-for-static-hosting --enable-experimental-external-link-support \
        --warnings-as-errors >"$work/docc-$module.log" 2>&1 || {
        cat "$work/docc-$module.log" >&2
        echo "docs.sh: docc convert $module failed" >&2
        exit 1
    }
done
# One site for the four modules: their pages under /documentation/<module>/, one sidebar, and a
# landing page at /documentation/ listing them.
echo "docs: docc merge"
archives=()
for module in "${modules[@]}"; do archives+=("$work/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --output-path "$site" \
    --synthesized-landing-page-name "Quarry" --synthesized-landing-page-topics-style list \
    >"$work/docc-merge.log" 2>&1 || {
    cat "$work/docc-merge.log" >&2
    echo "docs.sh: docc merge failed" >&2
    exit 1
}

# The site's root is DocC's page shell, which knows no page at "/": send readers to the landing page.
cat >"$site/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Quarry documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/"></head>
<body><p><a href="documentation/">Quarry documentation</a></p></body></html>
HTML
echo "docs: site written to $site"

if $browser_check; then
    python3 scripts/docs/browser_check.py "$site"
fi
if $serve; then
    echo "docs: serving $site on http://127.0.0.1:${PORT:-8000}/documentation/ (Ctrl-C stops)"
    exec python3 -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory "$site"
fi
