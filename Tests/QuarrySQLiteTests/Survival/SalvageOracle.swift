import Foundation
import Quarry
import QuarrySQLite
import QuarryTesting

/// The salvage damage oracle: a generated database (every row known), one damage, a salvage
/// bounded in time, and checks that what the report says is true of the rows salvage wrote.
///
/// - every row copied as *recovered* is one the table held, byte for byte: the rows that are not
///   number at most the doubtful rows and the rows decoded from pages (and the rows whose value
///   bytes the damage overwrote in place, which nothing can see: see
///   ``SalvageDamage/Outcome``);
/// - the counts add up: the new table holds as many rows as the report says it copied;
/// - a known lost count is the truth (the rows the table held and the new one lacks), and no
///   table is said to have lost 0 rows unless every row it held is back, exact;
/// - an unknown lost count reads "lost: unknown" in the report's text, never a number;
/// - a hot journal is rolled back: the committed rows all come back and nothing is lost.
enum SalvageOracle {
    /// How long one case may take before the oracle calls it a hang.
    static let caseTimeLimit: Duration = .seconds(20)

    /// What one case came to: `nil` failure when every check held.
    struct Outcome {
        var failure: String?
        var damage: String
        var refused = false
        var tablesWithUnknownLoss = 0
        var copiedRows = 0
        var expectedRows = 0
    }

    static func run(seed: UInt64, damage kind: SalvageDamage, in folder: TemporaryFolder) throws -> Outcome {
        var random = SplitMix64(seed: seed)
        let damaged = folder.file("case-\(seed).sqlite")
        let salvaged = folder.file("case-\(seed)-salvaged.sqlite")
        defer {
            for path in [damaged, salvaged] {
                for suffix in ["", "-journal", "-wal", "-shm"] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            }
        }
        let generated = try GeneratedDatabase(at: damaged, random: &random)
        let damage = try kind.apply(to: damaged, generated, random: &random)
        var outcome = Outcome(damage: damage.description)
        outcome.expectedRows = generated.rows.values.reduce(0) { $0 + $1.count }
        let start = ContinuousClock.now
        let report: SalvageReport
        do {
            report = try Database.salvage(from: damaged, to: salvaged, timeLimit: caseTimeLimit)
        } catch let error as DatabaseError {
            // A file salvage cannot open at all is a clear error, not a failure.
            outcome.refused = true
            _ = error
            return outcome
        }
        if ContinuousClock.now - start > caseTimeLimit + .seconds(5) {
            outcome.failure = "salvage took \(ContinuousClock.now - start)"
            return outcome
        }
        var problems: [String] = []
        let lines = report.description.split(separator: "\n")
        for name in generated.tableNames {
            guard let table = report[table: name] else { continue }
            let expected = generated.rows[name] ?? [:]
            let (exact, total) = try compare(table: name, in: salvaged, with: expected)
            let wrong = total - exact
            let silent = damage.silentlyChangeableRows[name] ?? 0
            outcome.copiedRows += total
            if total != table.copiedRows {
                problems.append(
                    "\(name): the new table holds \(total) rows, the report says \(table.copiedRows)")
            }
            // Rows decoded from pages must be rows the table held, byte for byte: only doubtful ones may differ.
            if wrong > table.doubtfulRows + silent {
                problems.append(
                    "\(name): \(wrong) rows the table never held, but only \(table.doubtfulRows) doubtful"
                )
            }
            if let lost = table.lostRows {
                if abs(lost - (expected.count - exact)) > silent || wrong > silent {
                    problems.append(
                        "\(name): reports \(lost) lost, but \(expected.count - exact) are missing and \(wrong) wrong"
                    )
                }
            } else {
                outcome.tablesWithUnknownLoss += 1
                if !lines.contains(where: { $0.hasPrefix("\(name): ") && $0.contains("lost: unknown") }) {
                    problems.append("\(name): the lost count is unknown but the text does not say so")
                }
            }
            if kind == .hotJournal, exact != expected.count || wrong > 0 || table.lostRows != 0 {
                problems.append(
                    "\(name): after the journal's rollback \(exact) of \(expected.count) rows came back exact"
                )
            }
        }
        if !problems.isEmpty {
            outcome.failure = problems.joined(separator: "\n") + "\nreport:\n\(report)"
        }
        return outcome
    }

    /// How many rows of the salvaged table are ones the table held (same rowid, same values, byte
    /// for byte), and how many it has.
    static func compare(table: String, in path: String, with expected: [Int64: [SQLValue]]) throws -> (
        exact: Int, total: Int
    ) {
        let db = try Database(path: path)
        defer { try? db.close() }
        var exact = 0
        var total = 0
        try db.forEachRow("SELECT * FROM \(SQLIdentifier(table))") { row in
            let values = row.snapshot().values
            total += 1
            guard case .integer(let rowID) = values.first, let held = expected[rowID] else { return }
            if held.count == values.count - 1, zip(held, values.dropFirst()).allSatisfy(same) { exact += 1 }
        }
        return (exact, total)
    }

    /// Whether two values are the same bytes (texts by UTF-8, reals by bit pattern).
    private static func same(_ pair: (SQLValue, SQLValue)) -> Bool {
        switch pair {
        case (.null, .null): return true
        case (.integer(let a), .integer(let b)): return a == b
        case (.real(let a), .real(let b)): return a.bitPattern == b.bitPattern
        case (.text(let a), .text(let b)): return Array(a.utf8) == Array(b.utf8)
        case (.blob(let a), .blob(let b)): return a == b
        default: return false
        }
    }
}
