import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// The read-back oracle: `SwapItem`'s two readers each take every property from a drawn column
/// (the identity, an exchange, or a shuffle among columns of one type) under hostile names, and
/// random records (values often equal, canonically equivalent text, NULLs) are inserted. The
/// model says what the promise in REFERENCE.md ("Records", the read-back check) says: a write is
/// refused exactly when its record, read back by a permuted reader, comes out different, within
/// the first 16 checked records, and the error names the field and the column it reads; no other
/// write is refused; and reading the table gives what the permuted readers make of each row
/// (the records written, when the readers are sound), or an error when a row cannot decode.
/// `QUARRY_READBACK_CASES` raises the case count (`scripts/campaigns/read-back.sh`).
@Suite(.serialized) struct ReadBackOracleTests {
    static let cases =
        ProcessInfo.processInfo.environment["QUARRY_READBACK_CASES"].flatMap { Int($0) } ?? 200

    @Test func aWriteIsRefusedExactlyWhenItsRecordReadsBackIntoOtherFields() throws {
        var failures = 0
        for index in 0..<Self.cases {
            let seed = SplitMix64.seed(ofCase: index, base: 0x5EAD_BAC4)
            var run = try ReadBackOracleRun(seed: seed)
            if let failure = try run.run() {
                failures += 1
                Issue.record(
                    Comment(
                        rawValue:
                            "read-back oracle case \(index), seed 0x\(String(seed, radix: 16)): \(failure)"))
                if failures >= 3 { break }
            }
        }
    }
}

/// One case: a layout, a database, the rows written, and how many checks have passed.
struct ReadBackOracleRun {
    /// The most records the check reads (REFERENCE.md: "at most 16 records").
    static let attempts = 16
    static let writes = 24
    static let integers: [Int64] = [0, 1, -1, 7, .max, .min, 1_000_003]
    static let texts = ["x", "y", "", "\u{E9}", "e\u{301}", "O'Reilly", "x'); DROP TABLE swap; --"]

    var random: SplitMix64
    let layout: SwapLayout
    let db: Database
    /// The percentage of records whose values of one type are all equal (they tell nothing).
    let sameness: Int
    /// The rows the table holds, as the fields stored them.
    var rows: [[SQLValue]] = []
    /// Records the check read without refusing them.
    var checks = 0
    var log: [String] = []

    init(seed: UInt64) throws {
        random = SplitMix64(seed: seed)
        layout = SwapLayout.draw(&random)
        SwapLayout.install(layout)
        sameness = [5, 50, 97].randomElement(using: &random)!
        db = try Database.inMemory()
        try db.create(SwapItem.self)
    }

    mutating func run() throws -> String? {
        for _ in 0..<Self.writes {
            if let problem = try write() { return problem + context }
        }
        if let problem = try checkReads() { return problem + context }
        return nil
    }

    var context: String {
        "\n  columns \(layout.columns.map(\.debugDescription)), init(from:) reads \(layout.fromSource), init(row:) reads \(layout.rowSource)\n  "
            + log.joined(separator: "\n  ")
    }

    mutating func write() throws -> String? {
        var record = newRecord()
        let values = Self.planting(record.values)
        let expected = checks < Self.attempts ? refusal(of: values) : nil
        log.append("insert \(record.values)\(expected.map { " (\($0.reader) misreads it)" } ?? "")")
        do {
            let rowID = try db.insert(&record)
            if let expected {
                return
                    "the insert was accepted, but \(expected.reader) reads field \(expected.field) from column \(expected.source)"
            }
            guard let rowID, record.id == rowID else {
                return
                    "insert returned \(String(describing: rowID)), record id \(String(describing: record.id))"
            }
            checks += 1
            rows.append(record.values)
        } catch {
            guard let expected else { return "insert refused: \(error)" }
            if let problem = Self.check("\(error)", names: expected) { return problem }
            if record.id != nil { return "a refused insert left id \(record.id!) in the record" }
        }
        return nil
    }

    /// What the check must say about values (the rowid planted as the check plants it): the first
    /// reader that reads them back different, and the first field that comes out different.
    func refusal(of values: [SQLValue]) -> (reader: String, field: Int, source: Int)? {
        for (reader, sources) in [("init(from:)", layout.fromSource), ("init(row:)", layout.rowSource)] {
            guard let read = Self.read(values, through: sources) else { continue }
            if let field = values.indices.first(where: { !Self.alike(read[$0], values[$0]) }) {
                return (reader, field, sources[field])
            }
        }
        return nil
    }

    static func check(_ message: String, names expected: (reader: String, field: Int, source: Int)) -> String?
    {
        let field = "field \\SwapItem.\(SwapItem.properties[expected.field]) "
        let source = "that field \\SwapItem.\(SwapItem.properties[expected.source]) "
        let reader = "through SwapItem's \(expected.reader)"
        for part in [field, source, reader] where !message.contains(part) {
            return "the refusal does not say \(part.debugDescription): \(message)"
        }
        return nil
    }

    /// Each row of the table read both ways must be what the model says the reader makes of it.
    func checkReads() throws -> String? {
        let byPosition = Result { try db.fetchAll(SwapItem.all()) }
        if let problem = compare(byPosition, through: layout.rowSource, "fetchAll (init(row:))") {
            return problem
        }
        let byName = Result { try db.fetchAll(SwapItem.all(), as: SwapItem.self) }
        return compare(byName, through: layout.fromSource, "fetchAll(_:as:) (init(from:))")
    }

    func compare(_ result: Result<[SwapItem], any Error>, through sources: [Int], _ path: String) -> String? {
        let expected = rows.map { Self.read($0, through: sources) }
        switch result {
        case .failure(let error):
            if expected.contains(where: { $0 == nil }) { return nil }
            return "\(path) failed: \(error)"
        case .success(let records):
            if let index = expected.firstIndex(where: { $0 == nil }) {
                return "\(path) read row \(index), which cannot decode (a NULL into a non-optional)"
            }
            guard records.count == expected.count else {
                return "\(path) read \(records.count) records of \(expected.count)"
            }
            for (index, record) in records.enumerated() {
                let want = expected[index]!
                let got = record.values
                if !zip(got, want).allSatisfy(Self.alike) {
                    return "\(path) read row \(index) as \(got), the model says \(want)"
                }
            }
            return nil
        }
    }

    // MARK: - The model

    /// The values with a NULL rowid replaced by the first integer from 1,000,003 up that no field
    /// holds, as the check plants it.
    static func planting(_ values: [SQLValue]) -> [SQLValue] {
        guard case .null = values[0] else { return values }
        var planted: Int64 = 1_000_003
        while values.contains(.integer(planted)) { planted += 1 }
        var result = values
        result[0] = .integer(planted)
        return result
    }

    /// What a reader taking each property from `sources` makes of a row, or `nil` when it cannot
    /// decode it (a NULL for a property that is not optional).
    static func read(_ values: [SQLValue], through sources: [Int]) -> [SQLValue]? {
        let read = sources.map { values[$0] }
        for (position, value) in read.enumerated() where !SwapItem.isOptional(position) {
            if case .null = value { return nil }
        }
        return read
    }

    /// Equal as SQLite stores them: integers by value, text by bytes.
    static func alike(_ left: SQLValue, _ right: SQLValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.integer(let l), .integer(let r)): l == r
        case (.text(let l), .text(let r)): l.utf8.elementsEqual(r.utf8)
        default: false
        }
    }

    // MARK: - Drawing

    mutating func newRecord() -> SwapItem {
        let same = Int.random(in: 0..<100, using: &random) < sameness
        let integer = drawInteger()
        let text = drawText()
        var a = integer
        var b = integer
        var c = integer
        var s = text
        var t = text
        var u: String? = text
        if !same {
            (a, b, c) = (drawInteger(), drawInteger(), drawInteger())
            (s, t, u) = (drawText(), drawText(), drawText())
        }
        if Int.random(in: 0..<5, using: &random) == 0 { u = nil }
        return SwapItem(id: nil, a: a, b: b, c: c, s: s, t: t, u: u)
    }

    mutating func drawInteger() -> Int64 { Self.integers.randomElement(using: &random)! }
    mutating func drawText() -> String { Self.texts.randomElement(using: &random)! }
}
