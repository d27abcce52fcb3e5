/// One way of doing a scenario's work: the raw C API or a Quarry variant.
struct Variant {
    /// The name in the table.
    let name: String
    /// The ratio to the baseline's median that this variant should stay under, if any.
    var goal: Double? = nil
    /// The peak memory (MiB) a run may add, for scenarios that measure it.
    var memoryGoal: Double? = nil
    /// Untimed preparation before every run (a fresh table, for instance).
    var setUp: () throws -> Void = {}
    /// The timed work; returns a checksum of what it did.
    let run: () throws -> UInt64
    /// Untimed check after every run, folded into the checksum (what an insert left in the table).
    var verify: () throws -> UInt64 = { 0 }
}

/// A piece of work done by several variants, the first of which is the baseline that ratios are
/// taken against.
struct Scenario {
    /// The name in the table.
    let name: String
    /// The baseline first, then the variants measured against it.
    let variants: [Variant]
    /// Whether every variant must report the same checksum (false when the variants do
    /// different amounts of work on purpose, as in the scaling scenarios).
    var checksumsMustAgree = true
    /// Turns a run's seconds into the figure reported (per node, for the scaling scenarios).
    var perRunUnit: Double = 1
    /// Measures memory added by each run, for the cursor scenario.
    var measuresPeakMemory = false
    /// A line printed after the scenario's figures, from what its runs recorded (percentiles).
    var summary: (() -> String)? = nil
}

/// What one variant measured.
struct Measurement {
    let scenario: String
    let variant: String
    let goal: Double?
    let memoryGoal: Double?
    /// Seconds of each measured round (divided by the scenario's unit), in round order.
    var seconds: [Double] = []
    /// The checksum of every run, the warm-up included.
    var checksums: [UInt64] = []
    /// The largest memory added over a run, in bytes, when measured.
    var peakAdded: Int?
    /// The median divided by the baseline's median.
    var ratio = 1.0

    var sorted: [Double] { seconds.sorted() }
    var minimum: Double { sorted.first ?? 0 }
    var maximum: Double { sorted.last ?? 0 }
    var median: Double {
        let values = sorted
        guard !values.isEmpty else { return 0 }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }

    /// The peak memory added, in MiB.
    var peakAddedMiB: Double? { peakAdded.map { Double($0) / 1_048_576 } }

    /// Whether the ratio and the memory meet their goals (or there are none).
    var meetsGoal: Bool {
        (goal.map { ratio <= $0 } ?? true) && (memoryGoal.map { (peakAddedMiB ?? 0) <= $0 } ?? true)
    }
}

/// A scenario whose variants disagree: they did not do the same work.
struct ChecksumMismatch: Error, CustomStringConvertible {
    let scenario: String
    let details: String
    var description: String { "checksum mismatch in \(scenario): \(details)" }
}

enum Harness {
    /// Runs every variant once as a warm-up, then `rounds` rounds in rotating order so that no
    /// variant always runs first (or right after the same neighbour).
    static func run(_ scenario: Scenario, rounds: Int) throws -> [Measurement] {
        var measurements = scenario.variants.map {
            Measurement(scenario: scenario.name, variant: $0.name, goal: $0.goal, memoryGoal: $0.memoryGoal)
        }
        for index in scenario.variants.indices {
            _ = try once(scenario, index, into: &measurements)
        }
        for round in 0..<rounds {
            for offset in scenario.variants.indices {
                let index = (round + offset) % scenario.variants.count
                let seconds = try once(scenario, index, into: &measurements)
                measurements[index].seconds.append(seconds / scenario.perRunUnit)
            }
        }
        try checkChecksums(scenario, measurements)
        let baseline = measurements[0].median
        for index in measurements.indices {
            measurements[index].ratio = baseline > 0 ? measurements[index].median / baseline : 0
        }
        return measurements
    }

    private static func once(_ scenario: Scenario, _ index: Int, into measurements: inout [Measurement])
        throws
        -> Double
    {
        let variant = scenario.variants[index]
        try variant.setUp()
        var before = 0
        if scenario.measuresPeakMemory {
            Memory.trim()
            Memory.resetPeak()
            before = Memory.resident ?? 0
        }
        let (seconds, checksum) = try Clock.measure(variant.run)
        if scenario.measuresPeakMemory, let peak = Memory.peakResident {
            let added = max(0, peak - before)
            measurements[index].peakAdded = max(measurements[index].peakAdded ?? 0, added)
        }
        measurements[index].checksums.append(checksum &+ (try variant.verify()))
        return seconds
    }

    private static func checkChecksums(_ scenario: Scenario, _ measurements: [Measurement]) throws {
        for measurement in measurements where Set(measurement.checksums).count > 1 {
            throw ChecksumMismatch(
                scenario: scenario.name,
                details:
                    "\(measurement.variant) gave different checksums across runs: \(measurement.checksums)")
        }
        guard scenario.checksumsMustAgree else { return }
        let expected = measurements[0].checksums.first
        for measurement in measurements.dropFirst() where measurement.checksums.first != expected {
            throw ChecksumMismatch(
                scenario: scenario.name,
                details:
                    "\(measurement.variant) gave \(measurement.checksums.first.map(String.init) ?? "none"), \(measurements[0].variant) gave \(expected.map(String.init) ?? "none")"
            )
        }
    }
}
