import QuarrySQLite
import Testing

/// `"é"` (U+00E9) and `"e\u{301}"` are one string to Swift's `==` and two names and two texts to
/// SQLite. Every path that keeps SQL, names or values by `String` must tell them apart (issue 27).
@Suite struct CanonicalEquivalenceTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    /// Two tables whose names differ only in normal form, each with its own row.
    static func twoTables() throws -> Database {
        let db = try Database.inMemory()
        try db.execute(SQLFragment(unsafeSQL: #"CREATE TABLE "\#(composed)" (v)"#))
        try db.execute(SQLFragment(unsafeSQL: #"CREATE TABLE "\#(decomposed)" (v)"#))
        try db.execute(SQLFragment(unsafeSQL: #"INSERT INTO "\#(composed)" VALUES ('composed')"#))
        try db.execute(SQLFragment(unsafeSQL: #"INSERT INTO "\#(decomposed)" VALUES ('decomposed')"#))
        return db
    }

    @Test func theStatementCacheKeepsCanonicallyEquivalentSQLApart() throws {
        let db = try Self.twoTables()
        for _ in 0..<2 {
            let first = try db.fetchValue(
                SQLFragment(unsafeSQL: #"SELECT v FROM "\#(Self.composed)""#), as: String.self)
            let second = try db.fetchValue(
                SQLFragment(unsafeSQL: #"SELECT v FROM "\#(Self.decomposed)""#), as: String.self)
            #expect(first == "composed")
            #expect(second == "decomposed")
        }
        #expect(db.cachedStatementCount >= 2)
    }

    @Test func theStatementsOfTheLanguageReadTheirOwnTable() throws {
        let db = try Self.twoTables()
        for name in [Self.composed, Self.decomposed, Self.composed] {
            let v = Column<String>("v", in: Table(SQLIdentifier(name)))
            let read = try db.fetchValue(Select { v }.from(Table(SQLIdentifier(name))), as: String.self)
            #expect(read == (name.utf8.count == 2 ? "composed" : "decomposed"), "\(Array(name.utf8))")
        }
    }

    /// A DEFAULT is inlined in the CREATE TABLE text, so a cached CREATE of the other normal form
    /// wrote the other literal.
    @Test func aDefaultLiteralKeepsItsNormalForm() throws {
        let db = try Database.inMemory()
        for text in [Self.composed, Self.decomposed] {
            let v = Column<String>("v", in: Table("t"))
            try db.execute(CreateTable("t") { ColumnDefinition(v).default(text) })
            try db.execute(Insert(into: "t").defaultValues)
            let stored = try db.fetchValue("SELECT hex(v) FROM t" as SQLFragment, as: String.self)
            #expect(stored == hex(text))
            try db.execute(Drop(.table, "t"))
        }
    }

    @Test func aColumnIsFoundByItsBytes() throws {
        let db = try Database.inMemory()
        let sql = SQLFragment(unsafeSQL: #"SELECT 1 AS "\#(Self.composed)", 2 AS "\#(Self.decomposed)""#)
        let values = try db.fetchAll(sql) { row in
            try (
                row.value(named: Self.composed, as: Int64.self),
                row.value(named: Self.decomposed, as: Int64.self)
            )
        }
        #expect(values.first?.0 == 1)
        #expect(values.first?.1 == 2)
        let snapshot = try #require(try db.fetchOne(sql))
        #expect(snapshot[Self.composed] == .integer(1))
        #expect(snapshot[Self.decomposed] == .integer(2))
    }

    @Test func aColumnOnlyInTheOtherNormalFormIsMissing() throws {
        let db = try Database.inMemory()
        let sql = SQLFragment(unsafeSQL: #"SELECT 1 AS "\#(Self.composed)""#)
        let index = try db.fetchAll(sql) { row in row.index(ofColumn: Self.decomposed) }
        #expect(index == [nil])
        let snapshot = try #require(try db.fetchOne(sql))
        #expect(snapshot[Self.decomposed] == nil)
    }

    @Test func columnNamesFoldASCIICaseOnly() throws {
        let db = try Database.inMemory()
        let sql = SQLFragment(unsafeSQL: #"SELECT 1 AS "Name", 2 AS "\#u{C9}", 3 AS "\#u{212A}""#)
        let found = try db.fetchAll(sql) { row in
            [
                row.index(ofColumn: "name"), row.index(ofColumn: "NAME"), row.index(ofColumn: "\u{E9}"),
                row.index(ofColumn: "k"), row.index(ofColumn: "K"),
            ]
        }
        #expect(found == [[0, 0, nil, nil, nil]])
        let snapshot = try #require(try db.fetchOne(sql))
        #expect(snapshot["nAmE"] == .integer(1))
        #expect(snapshot["\u{E9}"] == nil)
        #expect(snapshot["k"] == nil)
    }

    private struct Pair: Decodable, Equatable {
        var composed: Int64
        var decomposed: Int64

        enum CodingKeys: String, CodingKey {
            case composed = "\u{E9}"
            case decomposed = "e\u{301}"
        }
    }

    @Test func decodingMatchesCodingKeysByBytes() throws {
        let db = try Database.inMemory()
        let sql = SQLFragment(unsafeSQL: #"SELECT 2 AS "\#(Self.decomposed)", 1 AS "\#(Self.composed)""#)
        // Twice: the first row records the decoding plan, later fetches reuse it.
        for _ in 0..<2 {
            #expect(try db.fetchAll(sql, as: Pair.self) == [Pair(composed: 1, decomposed: 2)])
        }
    }

    @Test func aNamedParameterIsMatchedByBytes() throws {
        let db = try Database.inMemory()
        let statement = try db.prepare(SQLFragment(unsafeSQL: "SELECT :\(Self.decomposed)"))
        #expect(throws: DatabaseError.self) { try statement.bind(named: [Self.composed: 1]) }
        #expect(throws: DatabaseError.self) { try statement.index(ofParameter: Self.composed) }
        try statement.bind(named: [Self.decomposed: 2])
        #expect(try statement.index(ofParameter: Self.decomposed) == 1)
    }

    @Test func valuesCompareAndHashByBytes() {
        let composed = SQLValue.text(Self.composed)
        let decomposed = SQLValue.text(Self.decomposed)
        #expect(composed != decomposed)
        #expect(Set([composed, decomposed]).count == 2)
        #expect(RenderedSQL(sql: Self.composed) != RenderedSQL(sql: Self.decomposed))
        let row = { (name: String) in RowSnapshot(columns: [name], values: [1]) }
        #expect(row(Self.composed) != row(Self.decomposed))
        #expect(Set([row(Self.composed), row(Self.decomposed)]).count == 2)
    }
}

private func hex(_ text: String) -> String {
    text.utf8.map { byte in
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }.joined()
}
