import Foundation
import QuarrySQLite
import Testing

/// A record that also reads itself by position: lookups and fetches of its own SELECT (column `i`
/// is field `i`) use `init(row:)`; any other statement is decoded by name.
struct PositionalNote: TableRecord {
    var id: Int64?
    var title: String
    var score: Double?
    /// Which initializer made the value.
    var readBy = "Decodable"

    enum CodingKeys: String, CodingKey {
        case id
        case title = "note_title"
        case score
    }

    static let definition = TableDefinition<PositionalNote>("positional_note") {
        Field(\.id, "id").primaryKey()
        Field(\.title, "note_title")
        Field(\.score, "score")
    }
}

extension PositionalNote: RowDecodable {
    init(row: borrowing Row) throws {
        id = try row[0]
        title = try row[1]
        score = try row[2]
        readBy = "row"
    }
}

@Suite struct PositionalRecordTests {
    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.create(PositionalNote.self)
        try db.insert(PositionalNote(id: nil, title: "a", score: 1.5))
        try db.insert(PositionalNote(id: nil, title: "b", score: nil))
        return db
    }

    @Test func findFetchAllAndFetchOneReadByPosition() throws {
        let db = try database()
        let found = try #require(try db.find(PositionalNote.self, key: 2))
        #expect(found.readBy == "row")
        #expect(found.id == 2 && found.title == "b" && found.score == nil)
        let all = try db.fetchAll(PositionalNote.all())
        #expect(all.map(\.readBy) == ["row", "row"])
        #expect(all.map(\.title) == ["a", "b"])
        #expect(all.map(\.score) == [1.5, nil])
        let one = try #require(try db.fetchOne(PositionalNote.filter { $0.title == "a" }))
        #expect(one.readBy == "row" && one.id == 1)
    }

    /// Code that knows only `TableRecord` finds the record through the definition's positional
    /// reader; both forms of the key read by position.
    @Test func genericCodeAndTheVariadicKeyReadByPosition() throws {
        let db = try database()
        func find<Record: TableRecord>(_ type: Record.Type, _ key: Int64) throws -> Record? {
            try db.find(Record.self, key: key)
        }
        #expect(try find(PositionalNote.self, 1)?.readBy == "row")
        let keys: [any SQLValueConvertible] = [Int64(2)]
        #expect(throws: QuarryError.self) { try db.find(PositionalNote.self, key: keys[0], keys[0]) }
        #expect(try db.find(PositionalNote.self, key: Int64(2) as any SQLValueConvertible)?.title == "b")
    }

    /// A value that does not decode is an error naming its column, and the lookup's statement is
    /// reset and freed, so the next lookup runs.
    @Test func aMismatchNamesTheColumnAndTheNextFindRuns() throws {
        let db = try database()
        try db.execute("INSERT INTO positional_note (id, note_title, score) VALUES (3, 'c', 'high')")
        let error = try #require(throws: DatabaseError.self) { try db.find(PositionalNote.self, key: 3) }
        #expect(error.extendedCode == .mismatch && error.column == "score")
        #expect(error.message == #"column "score": TEXT value cannot be read as Double"#)
        #expect(try db.find(PositionalNote.self, key: 1)?.title == "a")
        #expect(try db.find(PositionalNote.self, key: 9) == nil)
    }

    @Test func otherStatementsAreDecodedByName() throws {
        let db = try database()
        let reordered = try db.fetchAll(
            "SELECT score, note_title, id FROM positional_note ORDER BY id" as SQLFragment,
            as: PositionalNote.self)
        #expect(reordered.map(\.readBy) == ["Decodable", "Decodable"])
        #expect(reordered.map(\.title) == ["a", "b"])
        #expect(reordered.map(\.id) == [1, 2])
        let first = try db.fetchOne(Select.all.from(PositionalNote.table), as: PositionalNote.self)
        #expect(first?.readBy == "Decodable" && first?.title == "a")
    }
}
