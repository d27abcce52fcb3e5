#!/usr/bin/env bash
# Builds and runs Examples/SchemaPlugin: its target's Swift types come from schema.sql through
# Quarry's build tool plugin, so this checks the plugin, the generator and the generated code
# together. Offline: the example depends on this repository by path.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/SchemaPlugin"
swift build 2>&1 | tail -20
output=$(swift run --skip-build SchemaPluginExample)
echo "$output"
grep -q 'titles: \["Notes on the Analytical Engine"\]' <<<"$output"
