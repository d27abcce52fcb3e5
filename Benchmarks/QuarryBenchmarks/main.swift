import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// Measures Quarry against the raw sqlite3 C API in one process and prints the table.
let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let problem):
    if !problem.message.isEmpty { print(problem.message) }
    print(Options.usage)
    exit(problem.message.isEmpty ? 0 : 2)
}

let location = try BenchmarkStorage(fileBacked: options.fileBacked)
/// A pool needs a file, whatever `--file` says.
let poolLocation = try BenchmarkStorage(fileBacked: true)

let scenarios: [() throws -> Scenario] = [
    { try InsertScenario.make(operations: options.operations, location: location) },
    { try FetchScenario.make(operations: options.operations, location: location) },
    { RenderScenario.make(operations: options.operations) },
    { try LookupScenario.make(operations: options.operations, location: location) },
    { try CursorScenario.make(rows: options.cursorRows, location: location) },
    { try RecordScenarios.insert(operations: options.operations, location: location) },
    { try RecordScenarios.find(operations: options.operations, location: location) },
    { try RecordScenarios.fetch(operations: options.operations, location: location) },
    { RenderScaleScenario.inList(quick: options.quick) },
    { RenderScaleScenario.createTable(quick: options.quick) },
    { RenderScaleScenario.insertRows(quick: options.quick) },
    { DeepTreeScenario.make(quick: options.quick) },
    { try PoolScenario.reads(operations: options.operations, storage: poolLocation) },
    { try PoolScenario.writes(operations: options.operations, storage: poolLocation) },
    { try ObservationScenario.writes(operations: options.operations, storage: poolLocation) },
    { try ObservationScenario.latency(operations: options.operations, storage: poolLocation) },
]

print(
    "quarry-benchmarks: SQLite \(String(cString: sqlite3_libversion())), "
        + "\(options.fileBacked ? "file-backed" : "in memory"), \(options.operations) operations, "
        + "\(options.rounds) rounds after one warm-up\(options.quick ? " (quick)" : "")")

var all: [Measurement] = []
var failed = false
for make in scenarios {
    do {
        let scenario = try make()
        if scenario.variants.isEmpty { continue }
        if !options.filters.isEmpty, !options.filters.contains(where: { Options.matches(scenario.name, $0) })
        {
            continue
        }
        let measurements = try Harness.run(scenario, rounds: options.rounds)
        for m in measurements {
            let memory = m.peakAdded.map { ", +\(Report.fixed(Double($0) / 1_048_576, 1)) MiB" } ?? ""
            print(
                "  \(m.scenario) / \(m.variant): median \(Report.seconds(m.median)) s, "
                    + "\(Report.fixed(m.ratio, 2))×\(memory)")
        }
        if let summary = scenario.summary { print("  \(scenario.name): \(summary())") }
        all += measurements
    } catch {
        print("FAILED: \(error)")
        failed = true
    }
}

location.removeAll()
poolLocation.removeAll()
print()
print(Report.markdown(all))

if let path = options.jsonPath {
    guard let file = fopen(path, "w") else {
        print("cannot write \(path)")
        exit(2)
    }
    fputs(Report.json(all), file)
    fclose(file)
}

let missed = all.filter { !$0.meetsGoal }
if !missed.isEmpty {
    print(
        "\n\(missed.count) goal(s) not met: "
            + missed.map { "\($0.scenario) / \($0.variant)" }.joined(separator: "; "))
}
// Goals are reported, not enforced: timing on a shared machine is not a pass/fail test. A checksum
// mismatch (variants that did different work) or an error is.
exit(failed ? 1 : 0)
