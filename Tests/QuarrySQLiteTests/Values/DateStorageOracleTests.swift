import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Seeded: for random dates in each storage, a comparison through a ``DateColumn`` finds the rows
/// that comparing the stored values themselves (numbers as numbers, text by its bytes) finds.
@Suite struct DateStorageOracleTests {
    /// A stored value as the test writes it, independently of Quarry's conversion.
    enum Stored: Equatable {
        case number(Double)
        case text([UInt8])

        /// `self op other` as SQLite orders two values of one class.
        func compare(_ op: String, _ other: Stored) -> Bool {
            let order: Int
            switch (self, other) {
            case (.number(let a), .number(let b)): order = a < b ? -1 : (a > b ? 1 : 0)
            case (.text(let a), .text(let b)):
                order = a == b ? 0 : (a.lexicographicallyPrecedes(b) ? -1 : 1)
            default: return false
            }
            switch op {
            case "<": return order < 0
            case "<=": return order <= 0
            case ">": return order > 0
            case ">=": return order >= 0
            case "=": return order == 0
            default: return order != 0
            }
        }
    }

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()

    /// The value FMDB (seconds), ActiveSQLite (milliseconds) or GRDB (text) writes for a date.
    static func stored(_ milliseconds: Int64, _ storage: DateStorage) -> (SQLValue, Stored) {
        let seconds = Date(timeIntervalSince1970: Double(milliseconds) / 1000).timeIntervalSince1970
        switch storage {
        case .unixSeconds: return (.real(seconds), .number(seconds))
        case .unixMilliseconds: return (.integer(milliseconds), .number(Double(milliseconds)))
        case .text:
            let text = formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            return (.text(text), .text(Array(text.utf8)))
        }
    }

    static func condition(_ column: DateColumn, _ op: String, _ date: Date) -> SQLExpression<Bool> {
        switch op {
        case "<": return column < date
        case "<=": return column <= date
        case ">": return column > date
        case ">=": return column >= date
        case "=": return column == date
        default: return column != date
        }
    }

    /// Seeds after 22 that `scripts/campaigns/dates.sh` adds (`QUARRY_DATES_CASES`).
    static let extraCases =
        ProcessInfo.processInfo.environment["QUARRY_DATES_CASES"].flatMap { Int($0) } ?? 0

    @Test(arguments: [DateStorage.unixSeconds, .unixMilliseconds, .text])
    func comparisonsThroughTheColumnMatchTheStoredValues(storage: DateStorage) throws {
        for index in 0...Self.extraCases {
            let seed = index == 0 ? 22 : SplitMix64.seed(ofCase: index, base: 22)
            try check(storage: storage, seed: seed)
        }
    }

    func check(storage: DateStorage, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE event(id INTEGER PRIMARY KEY, at)")
        let column = DateColumn("at", in: Table("event"), storage: storage)
        let id = Column<Int64>("id", in: Table("event"))
        // 1970-01-01 … 2100-01-01, at millisecond precision.
        let range: ClosedRange<Int64> = 0...4_102_444_800_000
        var rows: [Int64] = []
        for id in 0..<200 {
            let milliseconds = Int64.random(in: range, using: &random)
            rows.append(milliseconds)
            try db.execute("INSERT INTO event VALUES (\(Int64(id)), \(Self.stored(milliseconds, storage).0))")
        }
        let ops = ["<", "<=", ">", ">=", "=", "!="]
        for round in 0..<60 {
            let milliseconds =
                round.isMultiple(of: 3)
                ? rows[Int.random(in: 0..<rows.count, using: &random)]
                : Int64.random(in: range, using: &random)
            let op = ops[round % ops.count]
            let probe = Self.stored(milliseconds, storage).1
            let expected = rows.indices.filter { Self.stored(rows[$0], storage).1.compare(op, probe) }.map(
                Int64.init)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let found = try db.fetchValues(
                Select { id }.from(Table("event")).where(Self.condition(column, op, date)).orderBy(id),
                as: Int64.self)
            #expect(found == expected, "seed \(seed): \(storage) \(op) \(milliseconds) ms")
        }
    }
}
