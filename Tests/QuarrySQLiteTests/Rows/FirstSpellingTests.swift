import QuarrySQLite
import Testing

/// The spellings users reach for first read as they expect: an optional asked of `fetchValue` is
/// one optional, and a typed column reads a row's value as its type.
@Suite struct FirstSpellingTests {
    static let item = Table("item")
    static let id = Column<Int64>("id", in: item)
    static let label = Column<String?>("label", in: item)

    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE item(id INTEGER PRIMARY KEY, label TEXT); INSERT INTO item VALUES (1, 'one'), (2, NULL)"
        )
        return db
    }

    @Test func anOptionalFetchValueIsOneOptional() throws {
        let db = try database()
        let select = { (id: Int64) in Select { Self.label }.from(Self.item).where(Self.id == id) }
        let one = try db.fetchValue(select(1), as: String?.self)
        let flat: String? = one  // `String??` would not convert: the overload flattens.
        #expect(flat == "one")
        #expect(try db.fetchValue(select(2), as: String?.self) == nil)
        #expect(try db.fetchValue(select(3), as: String?.self) == nil)
        let fragment: String? = try db.fetchValue("SELECT label FROM item WHERE id = 2", as: String?.self)
        #expect(fragment == nil)
        let prepared = try db.prepare(select(1))
        let fromPrepared: String? = try prepared.fetchValue(as: String?.self)
        #expect(fromPrepared == "one")
        // The non-optional form still tells "no row" (nil) from a value.
        #expect(
            try db.fetchValue(Select { Self.id }.from(Self.item).where(Self.id == 9), as: Int64.self) == nil)
    }

    @Test func aTypedColumnReadsTheRowAsItsType() throws {
        let db = try database()
        let select = Select {
            Self.id
            Self.label
        }.from(Self.item).orderBy(Self.id)
        let rows = try db.fetchAll(select) { row -> (Int64, String?) in
            (try row[Self.id], try row[Self.label])
        }
        #expect(rows.map(\.0) == [1, 2])
        #expect(rows.map(\.1) == ["one", nil])
        let missing = #expect(throws: DatabaseError.self) {
            try db.fetchOne(Select { Self.id }.from(Self.item)) { row -> String? in try row[Self.label] }
        }
        #expect(missing?.message.contains("label") == true)
    }
}
