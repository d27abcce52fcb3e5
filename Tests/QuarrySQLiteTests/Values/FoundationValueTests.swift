import Foundation
import QuarrySQLite
import Testing

@Suite struct FoundationValueTests {
    @Test func datesAreUTCTextThatSQLiteReads() throws {
        let db = try Database.inMemory()
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        #expect(try db.fetchValue("SELECT \(date)", as: String.self) == "2023-11-14 22:13:20.123")
        #expect(try db.fetchValue("SELECT unixepoch(\(date))", as: Int64.self) == 1_700_000_000)
        #expect(try db.fetchValue("SELECT \(date)", as: Date.self) == date)
        let early = Date(timeIntervalSince1970: -86_400 * 365.25 * 100 - 0.5)
        #expect(try db.fetchValue("SELECT \(early)", as: String.self) == "1869-12-30 23:59:59.500")
        #expect(try db.fetchValue("SELECT \(early)", as: Date.self) == early)
    }

    @Test func datesReadSQLiteFormsAndNumbers() throws {
        let db = try Database.inMemory()
        let noon = Date(timeIntervalSince1970: 1_704_110_400)  // 2024-01-01 12:00:00 UTC
        #expect(try db.fetchValue("SELECT '2024-01-01 12:00'", as: Date.self) == noon)
        #expect(try db.fetchValue("SELECT '2024-01-01T13:30:00+01:30'", as: Date.self) == noon)
        #expect(try db.fetchValue("SELECT '2024-01-01T12:00:00Z'", as: Date.self) == noon)
        #expect(try db.fetchValue("SELECT 1704110400", as: Date.self) == noon)
        #expect(try db.fetchValue("SELECT datetime(1704110400, 'unixepoch')", as: Date.self) == noon)
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT '2024-13-01'", as: Date.self) }
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT 'yesterday'", as: Date.self) }
    }

    @Test func uuidsAreLowercaseTextAndReadFromBlobs() throws {
        let db = try Database.inMemory()
        let uuid = try #require(UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E"))
        #expect(
            try db.fetchValue("SELECT \(uuid)", as: String.self) == "0f8fad5b-d9cb-469f-a165-70867728950e")
        #expect(try db.fetchValue("SELECT \(uuid)", as: UUID.self) == uuid)
        #expect(try db.fetchValue("SELECT X'0F8FAD5BD9CB469FA16570867728950E'", as: UUID.self) == uuid)
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT 'not-a-uuid'", as: UUID.self) }
    }

    @Test func urlsAndDecimalsAreText() throws {
        let db = try Database.inMemory()
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(try db.fetchValue("SELECT \(url)", as: String.self) == "https://example.com/a?b=c")
        #expect(try db.fetchValue("SELECT \(url)", as: URL.self) == url)
        let price = try #require(Decimal(string: "12345678901234567890.123456789"))
        #expect(try db.fetchValue("SELECT \(price)", as: String.self) == "12345678901234567890.123456789")
        #expect(try db.fetchValue("SELECT \(price)", as: Decimal.self) == price)
        #expect(try db.fetchValue("SELECT 42", as: Decimal.self) == 42)
    }

    @Test func jsonColumnsAreTextForSQLiteJSONFunctions() throws {
        struct Tags: Codable, Equatable, Sendable {
            var name: String
            var tags: [String]
        }
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE doc(body TEXT)")
        let value = Tags(name: "a/b", tags: ["x", "y"])
        try db.execute("INSERT INTO doc(body) VALUES (\(JSONColumn(value)))")
        #expect(
            try db.fetchValue("SELECT body FROM doc", as: String.self) == #"{"name":"a/b","tags":["x","y"]}"#)
        #expect(try db.fetchValue("SELECT body ->> '$.tags[1]' FROM doc", as: String.self) == "y")
        #expect(try db.fetchValue("SELECT body FROM doc", as: JSONColumn<Tags>.self)?.value == value)
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT '{'", as: JSONColumn<Tags>.self) }
    }

    @Test func decodableRowsUseTheStorageFormats() throws {
        struct Event: Decodable, Equatable {
            var id: UUID
            var at: Date
            var link: URL?
            var tags: [String]
            var payload: Data
        }
        let db = try Database.inMemory()
        let id = UUID()
        let at = Date(timeIntervalSince1970: 1_000)
        let events = try db.fetchAll(
            "SELECT \(id) AS id, \(at) AS at, NULL AS link, '[\"a\"]' AS tags, X'0102' AS payload",
            as: Event.self)
        #expect(events == [Event(id: id, at: at, link: nil, tags: ["a"], payload: Data([1, 2]))])
    }
}
