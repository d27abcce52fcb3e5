import Foundation
import QuarrySQLite
import Testing

/// Dates are stored as `YYYY-MM-DD HH:MM:SS.SSS`, the text SQLite's date functions read, which has
/// four-digit years. A date outside 0000-01-01 00:00:00.000 … 9999-12-31 23:59:59.999 (or not a
/// date at all: NaN, ±infinity) is refused both ways with `valueOutOfRange`, so that every date
/// Quarry reads can be written back and every date it writes reads back.
@Suite struct DateRangeTests {
    enum Event {
        static let table = Table("event")
        static let at = Column<Date>("at", in: table)
    }

    /// A database file with `event(at)`, a column without affinity that keeps what it is given.
    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("dates.sqlite"))
        try db.execute("CREATE TABLE event(at)")
        return db
    }

    /// 0000-01-01 00:00:00 UTC and 10000-01-01 00:00:00 UTC, in seconds since 1970.
    static let firstSecond = -62_167_219_200.0
    static let endSecond = 253_402_300_800.0

    static let unstorable: [Double] = [
        1e19, -1e19, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
        endSecond, endSecond - 0.0004, firstSecond - 0.001, firstSecond - 86_400 * 366,
        Double(Int64.max) / 1000 + 1,
    ]

    @Test(arguments: unstorable)
    func writingADateOutsideTheYears0000To9999Throws(seconds: Double) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        let date = Date(timeIntervalSince1970: seconds)
        #expect {
            try db.execute(Insert(into: Event.table).values { Event.at.set(to: date) })
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
        #expect {
            try date.sqlValue
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
        #expect(try db.fetchValue("SELECT count(*) FROM event", as: Int64.self) == 0)
    }

    @Test func theFirstAndLastStorableMillisecondsRoundTripAndSQLiteReadsThem() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        let first = Date(timeIntervalSince1970: Self.firstSecond)
        let last = Date(timeIntervalSince1970: Self.endSecond - 0.001)
        try db.execute(Insert(into: Event.table).values { Event.at.set(to: first) })
        try db.execute(Insert(into: Event.table).values { Event.at.set(to: last) })
        #expect(
            try db.fetchValues("SELECT at FROM event ORDER BY rowid", as: String.self)
                == ["0000-01-01 00:00:00.000", "9999-12-31 23:59:59.999"])
        #expect(
            try db.fetchValues("SELECT unixepoch(at) FROM event ORDER BY rowid", as: Int64.self)
                == [-62_167_219_200, 253_402_300_799])
        let read = try db.fetchValues(Select { Event.at }.from(Event.table), as: Date.self)
        #expect(read.map(\.timeIntervalSince1970) == [Self.firstSecond, Self.endSecond - 0.001])
    }

    @Test(arguments: [
        "1e19", "-1e19", "9e999", "-9e999", "9223372036854775807", "-9223372036854775808", "253402300800",
        "-62167219201", "'0000-01-01 00:00:00+00:01'", "'9999-12-31 23:59:59.9999'",
    ])
    func readingAStoredValueOutsideTheYears0000To9999Throws(stored: String) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO event VALUES (\(stored))"))
        #expect {
            try db.fetchValue(Select { Event.at }.from(Event.table), as: Date.self)
        } throws: { error in
            (error as? DatabaseError)?.code == .mismatch && (error as? DatabaseError)?.column == "at"
        }
        #expect(throws: DatabaseError.self) { try db.fetchAll("SELECT at FROM event", as: Stamped.self) }
        let value = try #require(try db.fetchValue("SELECT at FROM event", as: SQLValue.self))
        #expect {
            try Date(sqlValue: value)
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
    }

    struct Stamped: Codable {
        var at: Date
    }

    @Test func anEncodedRecordWithAnUnstorableDateThrows() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        #expect {
            try db.execute(
                Insert(into: Event.table).values(encoding: Stamped(at: Date(timeIntervalSince1970: .nan))))
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
    }
}
