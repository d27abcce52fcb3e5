import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// The salvage damage oracle over generated files (see ``SalvageOracle``): 200 cases here, each
/// damage kind in turn; `QUARRY_SALVAGE_CASES` or `scripts/campaigns/salvage.sh` for more.
@Suite struct SalvageOracleTests {
    static let baseSeed: UInt64 = 0x5A1_7A6E

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["QUARRY_SALVAGE_CASES"].flatMap(Int.init) ?? 200
    }

    @Test func salvageReportsOnlyWhatIsTrueOfDamagedFiles() throws {
        let folder = try TemporaryFolder()
        var failures = 0
        var refused = 0
        var unknown = 0
        var copied = 0
        var expected = 0
        let kinds = SalvageDamage.allCases
        for index in 0..<Self.caseCount {
            let seed = SplitMix64.seed(ofCase: index, base: Self.baseSeed)
            let kind = kinds[index % kinds.count]
            let started = ContinuousClock.now
            let outcome = try SalvageOracle.run(seed: seed, damage: kind, in: folder)
            let took = ContinuousClock.now - started
            if took > .seconds(3) {
                print("slow salvage oracle case \(index) seed \(seed) (\(kind): \(outcome.damage)): \(took)")
            }
            if outcome.refused { refused += 1 }
            unknown += outcome.tablesWithUnknownLoss
            copied += outcome.copiedRows
            expected += outcome.expectedRows
            if let failure = outcome.failure {
                failures += 1
                Issue.record("case \(index) seed \(seed) (\(kind): \(outcome.damage)):\n\(failure)")
                if failures >= 5 { break }
            }
        }
        print(
            "salvage oracle: \(Self.caseCount) cases, \(refused) refused with an error, \(unknown) tables with an unknown loss, \(copied) of \(expected) rows copied"
        )
    }
}
