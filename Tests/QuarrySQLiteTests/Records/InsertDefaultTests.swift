import Foundation
import QuarrySQLite
import Testing

/// A record insert writes a field's declared DEFAULT where its optional value is nil, as SQLite
/// would for a column the INSERT leaves out (ActiveSQLite's `defaultValue`); updates write NULL.
@Suite struct InsertDefaultTests {
    struct Profile: TableRecord, Equatable {
        var id: Int64?
        var name: String?
        var score: Int64?
        var stamp: String?
        var note: String?

        static let definition = TableDefinition<Profile>("profile", primaryKey: \.id) {
            Field(\.id)
            Field(\.name).default("Anonymous")
            Field(\.score).default(expression: SQL.abs(SQLExpression<Int64>(value: -7)))
            Field(\.stamp).default(.currentDate)
            Field(\.note)
        }
    }

    private func stored(_ db: Database, _ id: Int64) throws -> [SQLValue] {
        try #require(
            try db.fetchOne("SELECT name, score, typeof(stamp), note FROM profile WHERE id = \(id)")
        ).values
    }

    @Test func nilTakesTheDeclaredDefault() throws {
        let db = try Database.inMemory()
        try db.create(Profile.self)
        let id = try #require(try db.insert(Profile(id: nil, name: nil, score: nil, stamp: nil, note: nil)))
        let values = try stored(db, id)
        #expect(values == [.text("Anonymous"), .integer(7), .text("text"), .null])
        // The same row as SQLite makes when the INSERT names none of the defaulted columns.
        try db.execute("INSERT INTO profile (id, note) VALUES (100, NULL)")
        let plain = try stored(db, 100)
        #expect(plain == values)
    }

    @Test func valuesAreWrittenAsTheyAre() throws {
        let db = try Database.inMemory()
        try db.create(Profile.self)
        let id = try #require(try db.insert(Profile(id: nil, name: "Ada", score: 0, stamp: "x", note: "n")))
        let values = try stored(db, id)
        #expect(values == [.text("Ada"), .integer(0), .text("text"), .text("n")])
        let found = try db.find(Profile.self, key: id)
        #expect(found == Profile(id: id, name: "Ada", score: 0, stamp: "x", note: "n"))
    }

    @Test func updateWritesNull() throws {
        let db = try Database.inMemory()
        try db.create(Profile.self)
        var profile = Profile(id: nil, name: "Ada", score: 1, stamp: "x", note: nil)
        try db.insert(&profile)
        profile.name = nil
        #expect(try db.update(&profile))
        let id = try #require(profile.id)
        let values = try stored(db, id)
        #expect(values == [.null, .integer(1), .text("text"), .null])
    }

    @Test func everyInsertFormTakesTheDefault() throws {
        let db = try Database.inMemory()
        try db.create(Profile.self)
        try db.insert(Profile(id: 1, name: nil, score: nil, stamp: nil, note: nil), or: .replace)
        try db.insertAll([Profile(id: 2, name: nil, score: 5, stamp: nil, note: nil)])
        try db.upsert(Profile(id: 3, name: nil, score: nil, stamp: nil, note: nil))
        var saved = Profile(id: nil, name: nil, score: nil, stamp: nil, note: nil)
        try db.save(&saved)
        let names = try db.fetchAll("SELECT name FROM profile ORDER BY id" as SQLFragment).map(\.values)
        #expect(names == Array(repeating: [SQLValue.text("Anonymous")], count: 4))
        // The statement binds one parameter per field: the defaults add none.
        let bound = try db.fetchOne("SELECT score FROM profile WHERE id = 2" as SQLFragment)?.values
        #expect(bound == [.integer(5)])
    }
}
