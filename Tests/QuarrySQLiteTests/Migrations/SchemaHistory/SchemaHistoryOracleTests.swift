import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// The sync-and-rebuild oracle: random schema histories (``SchemaHistoryCase``) checked step by
/// step against ``HistoryModel``. `QUARRY_SCHEMA_CASES` sets the number of cases
/// (`scripts/campaigns/schema.sh`); `QUARRY_SCHEMA_SEED` replays one case.
@Suite(.serialized) struct SchemaHistoryOracleTests {
    static let base: UInt64 = 0x5C4E_3A11_0F_2026

    @Test func schemaHistoriesMatchTheModel() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["QUARRY_SCHEMA_CASES"].flatMap { Int($0) } ?? 200
        let seeds: [UInt64] =
            environment["QUARRY_SCHEMA_SEED"].flatMap { UInt64($0) }.map { [$0] }
            ?? (0..<cases).map { SplitMix64.seed(ofCase: $0, base: Self.base) }
        var failures = 0
        for (index, seed) in seeds.enumerated() {
            var history = try SchemaHistoryCase(seed: seed)
            do {
                try history.run(steps: 8)
            } catch {
                failures += 1
                let schema =
                    (try? history.db.fetchAll(
                        "SELECT type, name, tbl_name, sql FROM sqlite_schema UNION ALL SELECT type, name, tbl_name, sql FROM sqlite_temp_schema"
                    ) { row in
                        "\(try row[0] as String) \(try row[1] as String) on \(try row[2] as String): \(try row[3] as String? ?? "-")"
                    }) ?? []
                Issue.record(
                    """
                    schema history case \(index) failed (QUARRY_SCHEMA_SEED=\(seed)): \(error)
                    steps:
                    \(history.steps.joined(separator: "\n"))
                    schema:
                    \(schema.joined(separator: "\n"))
                    """)
                if failures >= 3 { break }
            }
        }
    }
}
