import Foundation
import QuarrySQLite
import Testing

/// A stored number that is no date the field's storage reads is reported as a number, with its
/// unit and the storage that would read it, never as "date text".
@Suite struct DateReadErrorTests {
    struct TextStamp: TableRecord {
        var id: Int64?
        var at: Date
        static let definition = TableDefinition<TextStamp>("stamp") {
            Field(\.id, "id").primaryKey()
            Field(\.at, "at")
        }
    }

    struct MillisecondsStamp: TableRecord {
        var id: Int64?
        var at: Date
        static let definition = TableDefinition<MillisecondsStamp>("stamp") {
            Field(\.id, "id").primaryKey()
            Field(\.at, "at", storage: .unixMilliseconds)
        }
    }

    func database(holding number: String) throws -> Database {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE stamp(id INTEGER PRIMARY KEY, at INTEGER)")
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO stamp(at) VALUES (\(number))"))
        return db
    }

    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    /// Milliseconds read by a field that forgot its storage: the error names `.unixMilliseconds`.
    @Test func millisecondsInATextFieldNameTheStorage() throws {
        let db = try database(holding: "1600000000250")
        let text = message { _ = try db.fetchAll(TextStamp.all()) }
        #expect(
            text.contains(
                "a stored number read as seconds since 1970 falls outside the years 0000–9999 that a Date column holds; as milliseconds it is a date: declare the field or DateColumn with storage: .unixMilliseconds"
            ))
        #expect(!text.contains("date text"))
        #expect(!text.contains("1600000000250"))
    }

    /// A number too large even for milliseconds: said so, in the field's unit.
    @Test func aNumberBeyondMillisecondsSaysItIsNoDate() throws {
        let db = try database(holding: "9000000000000000000")
        let text = message { _ = try db.fetchAll(MillisecondsStamp.all()) }
        #expect(
            text.contains(
                "a stored number read as milliseconds since 1970 falls outside the years 0000–9999 that a Date column holds; it is not a date in milliseconds since 1970"
            ))
        #expect(!text.contains("date text"))
        let seconds = message { _ = try db.fetchAll(TextStamp.all()) }
        #expect(seconds.contains("it is not a date in seconds or milliseconds since 1970"))
    }

    /// The same column read right: its field's storage.
    @Test func theNamedStorageReadsIt() throws {
        let db = try database(holding: "1600000000250")
        #expect(
            try db.fetchAll(MillisecondsStamp.all()).map(\.at) == [
                Date(timeIntervalSince1970: 1_600_000_000.25)
            ])
    }
}

/// `row[i, storage:]`: the positional date read a generated `init(row:)` uses.
@Suite struct RowStoredDateTests {
    @Test func eachStorageReadsItsOwnForm() throws {
        let db = try Database.inMemory()
        let instant = Date(timeIntervalSince1970: 1_600_000_000.25)
        let read: [Date?] = try #require(
            try db.fetchOne(
                "SELECT 1600000000250, 1600000000.25, '2020-09-13 12:26:40.250', NULL" as SQLFragment
            ) { row in
                let millis: Date = try row[0, storage: .unixMilliseconds]
                let seconds: Date = try row[1, storage: .unixSeconds]
                let text: Date = try row[2, storage: .text]
                let missing: Date? = try row[3, storage: .unixMilliseconds]
                return [millis, seconds, text, missing]
            })
        #expect(read == [instant, instant, instant, nil])
    }

    @Test func aNullIntoADateIsAnErrorNamingTheColumn() throws {
        let db = try Database.inMemory()
        #expect {
            _ = try db.fetchOne("SELECT NULL AS at" as SQLFragment) { row -> Date in
                try row[0, storage: .unixSeconds]
            }
        } throws: { error in
            (error as? DatabaseError)?.column?.isByteEqual(to: "at") == true
        }
    }
}
