#!/usr/bin/env bash
# Counts the instructions each variant's timed body executes (valgrind's callgrind), which unlike
# time does not depend on what else the machine is doing. Prints each variant's count and its ratio
# to the scenario's baseline. Usage: Benchmarks/instructions.sh [SIZE] (default 10000 operations).
set -euo pipefail
cd "$(dirname "$0")/.."
size="${1:-10000}"
binary=.build/release/quarry-benchmarks
[ -x "$binary" ] || swift build -c release --product quarry-benchmarks
count() { # scenario filter, function pattern
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$2" \
        "$binary" --size "$size" --rounds 1 --only "$1" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
    rm -f "$out"
}
report() { # scenario filter, then name=pattern pairs, baseline first
    local scenario="$1" base="" name pattern n
    shift
    for pair in "$@"; do
        name="${pair%%=*}"
        pattern="${pair#*=}"
        n=$(count "$scenario" "$pattern")
        [ -z "$base" ] && base="$n"
        awk -v s="$scenario" -v v="$name" -v n="$n" -v b="$base" \
            'BEGIN { printf "| %s | %s | %d | %.2f× |\n", s, v, n, n / b }'
    done
}
echo "| scenario | variant | instructions | ratio |"
echo "| --- | --- | ---: | ---: |"
report "^insert" "raw C=*InsertScenarioO03rawC0*" "Quarry prepared once=*InsertScenarioO08preparedC0*Tf4nnd_n" \
    "Quarry built every call=*InsertScenarioO05builtC0*Tf4nnd_n" "Quarry Encodable record=*InsertScenarioO09encodableC0*"
report "^fetch" "raw C=*FetchScenarioO03rawC0*" "Quarry positional=*FetchScenarioO010positionalC0*" \
    "Quarry Decodable=*FetchScenarioO09decodableC0*"
report "render SELECT" "hand-written concatenation=*RenderScenarioO11handWritten*" \
    "Quarry build + render=*RenderScenarioO0A05level__5limit*Tf4nnnnd_n"
report "primary-key lookups" "raw C=*LookupScenarioO10rawLookups*" "Quarry built every call=*LookupScenarioO12builtLookups*Tf4nnd_n" \
    "Quarry prepared once=*LookupScenarioO15preparedLookups*Tf4nnd_n"
report cursor "raw C=*CursorScenarioO03rawC0*" "Quarry cursor=*CursorScenarioO0aC0*"
report "record insert" "raw C=*InsertScenarioO03rawC0*" "Quarry db.insert(record)=*RecordScenariosO13recordInserts*" \
    "Quarry db.insertAll(records)=*RecordScenariosO15recordInsertAll*"
report "record find" "raw C=*LookupScenarioO10rawLookups*" "Quarry db.find(key:)=*RecordScenariosO5finds*" \
    "Quarry db.find(key:), RowDecodable record=*RecordScenariosO15positionalFinds*"
report "record fetchAll" "Quarry Decodable=*FetchScenarioO09decodableC0*" "Quarry records=*RecordScenariosO11recordFetch*" \
    "Quarry RowDecodable records=*RecordScenariosO010positionalC5Fetch*"
