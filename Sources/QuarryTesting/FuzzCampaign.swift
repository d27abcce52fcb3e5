import Foundation
import Quarry
import Testing

/// Runs a property over many seeded cases and reports each failure with what replays it: the
/// seed, the statement's description and its rendered SQL.
///
/// ```swift
/// FuzzCampaign(cases: 20_000, seed: 1).run { generator in
///     let select = generator.select()
///     return (select, FuzzOracle.checkPreparesAsOneStatement(select, in: database))
/// }
/// ```
public struct FuzzCampaign: Sendable {
    /// How many cases to run.
    public var cases: Int
    /// The seed the cases' seeds derive from.
    public var seed: UInt64
    /// Extra seeds to run first, every time: failures found earlier, kept as regression tests.
    public var regressionSeeds: [UInt64]
    /// How many failures to report before stopping.
    public var maxFailures: Int

    /// A campaign of `cases` cases (raised by the `QUARRY_FUZZ_CASES` environment variable).
    public init(cases: Int, seed: UInt64, regressionSeeds: [UInt64] = [], maxFailures: Int = 5) {
        self.cases = max(cases, FuzzCampaign.environmentCases ?? 0)
        self.seed = seed
        self.regressionSeeds = regressionSeeds
        self.maxFailures = maxFailures
    }

    /// The case count the `QUARRY_FUZZ_CASES` environment variable asks for, if set.
    public static var environmentCases: Int? {
        ProcessInfo.processInfo.environment["QUARRY_FUZZ_CASES"].flatMap { Int($0) }
    }

    /// Runs `check` on a generator seeded for each case; `check` returns the statement it built and
    /// the failure, if any. Returns the number of cases run.
    @discardableResult
    public func run(
        limits: SQLGenerator.Limits = SQLGenerator.Limits(), schema: FuzzSchema = .standard,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (inout SQLGenerator) -> (statement: any SQLRenderable, failure: String?)
    ) -> Int {
        var failures = 0
        let seeds = regressionSeeds + (0..<cases).lazy.map { SplitMix64.seed(ofCase: $0, base: seed) }
        for caseSeed in seeds {
            var generator = SQLGenerator(seed: caseSeed, schema: schema, limits: limits)
            let (statement, failure) = check(&generator)
            guard let failure else { continue }
            failures += 1
            Issue.record(
                Comment(rawValue: Self.report(seed: caseSeed, statement: statement, failure: failure)),
                sourceLocation: sourceLocation)
            if failures >= maxFailures { break }
        }
        return seeds.count
    }

    /// The text of a failure report: seed, description, rendered SQL and arguments, and what failed.
    public static func report(seed: UInt64, statement: any SQLRenderable, failure: String) -> String {
        let rendered = FuzzOracle.rendering(statement, parenthesizeEverything: false)
        let seedText = "0x" + String(seed, radix: 16, uppercase: true)
        return """
            fuzz case seed \(seedText) failed: \(failure)
              description: \(statement.getDescription())
              SQL: \(rendered.sql)
              arguments: \(rendered.arguments)
            """
    }
}
