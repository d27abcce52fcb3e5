import QuarrySQLite
import Testing

/// `sync` and the definition's checks compare column and index names as SQLite does: ASCII
/// letters folded, nothing else (`é` and `É`, `é` and `e\u{301}` are two columns).
private struct UpperAccent: TableRecord, Equatable {
    var id: Int64?
    var upper: String?
    enum CodingKeys: String, CodingKey {
        case id
        case upper = "É"
    }
    static let definition = TableDefinition<UpperAccent>("word") {
        Field(\.id, "id").primaryKey()
        Field(\.upper, "É")
        TableIndex("word_É", \.upper)
    }
}

private struct Decomposed: TableRecord, Equatable {
    var id: Int64?
    var decomposed: String?
    enum CodingKeys: String, CodingKey {
        case id
        case decomposed = "e\u{301}"
    }
    static let definition = TableDefinition<Decomposed>("word") {
        Field(\.id, "id").primaryKey()
        Field(\.decomposed, "e\u{301}").unique()
    }
}

private struct BothAccents: TableRecord, Equatable {
    var id: Int64?
    var lower: String?
    var upper: String?
    enum CodingKeys: String, CodingKey {
        case id
        case lower = "é"
        case upper = "É"
    }
    static let definition = TableDefinition<BothAccents>("word") {
        Field(\.id, "id").primaryKey()
        Field(\.lower, "é")
        Field(\.upper, "É")
        TableIndex("word_é", \.lower)
        TableIndex("word_É", \.upper)
    }
}

/// The coding key is `É`, the column `é`: decoding by name would look for a column the table
/// does not have.
private struct MismatchedKey: TableRecord {
    var id: Int64?
    var lower: String?
    enum CodingKeys: String, CodingKey {
        case id
        case lower = "É"
    }
    static let definition = TableDefinition<MismatchedKey>("word") {
        Field(\.id, "id").primaryKey()
        Field(\.lower, "é")
    }
}

@Suite struct SchemaSyncNameTests {
    static func makeTable(_ db: Database) throws {
        try db.executeScript(
            """
            CREATE TABLE word(id INTEGER PRIMARY KEY, "é" TEXT);
            CREATE UNIQUE INDEX "word_é" ON word("é");
            INSERT INTO word VALUES (1, 'lower');
            """)
    }

    @Test func aColumnDifferingInNonASCIICaseIsAdded() throws {
        let db = try Database.inMemory()
        try Self.makeTable(db)
        let report = try db.sync(UpperAccent.self)
        #expect(report.addedColumns == ["É"])
        #expect(report.createdIndexes == ["word_É"])
        #expect(report.extraColumns == ["é"])
        #expect(try db.columns(in: "word").map(\.name) == ["id", "é", "É"])
        try db.insert(UpperAccent(id: 2, upper: "upper"))
        #expect(
            try db.fetchAll(UpperAccent.all().orderBy { $0.id }) == [
                UpperAccent(id: 1, upper: nil), UpperAccent(id: 2, upper: "upper"),
            ])
        #expect(try db.sync(UpperAccent.self).isUnchanged)
    }

    @Test func aDecomposedColumnIsAnotherColumn() throws {
        let db = try Database.inMemory()
        try Self.makeTable(db)
        let report = try db.sync(Decomposed.self)
        #expect(report.addedColumns == ["e\u{301}"])
        // The unique index on the precomposed "é" does not cover the decomposed column.
        #expect(report.createdIndexes == ["word_e\u{301}_unique"])
        #expect(report.extraColumns == ["é"])
        try db.insert(Decomposed(id: 2, decomposed: "d"))
        #expect(throws: DatabaseError.self) { try db.insert(Decomposed(id: 3, decomposed: "d")) }
        #expect(
            try db.fetchAll(Decomposed.all().orderBy { $0.id }) == [
                Decomposed(id: 1, decomposed: nil), Decomposed(id: 2, decomposed: "d"),
            ])
    }

    @Test func columnsAndIndexesDifferingInNonASCIICaseAreNotBoundTwice() throws {
        let db = try Database.inMemory()
        let report = try db.sync(BothAccents.self)
        #expect(report.createdTable)
        try db.insert(BothAccents(id: 1, lower: "l", upper: "U"))
        #expect(try db.fetchAll(BothAccents.all()) == [BothAccents(id: 1, lower: "l", upper: "U")])
        #expect(try db.indexes(on: "word").map(\.name).sorted() == ["word_É", "word_é"])
    }

    @Test func aCodingKeyDifferingFromItsColumnInNonASCIICaseIsRefused() throws {
        let db = try Database.inMemory()
        try Self.makeTable(db)
        let error = #expect(throws: QuarryError.self) { try db.sync(MismatchedKey.self) }
        #expect(
            error?.message.hasPrefix(
                #"the field \MismatchedKey.lower (field 2 of the definition) of table word has no coding key in MismatchedKey: neither the property's name "lower" nor the column name "é" is one"#
            ) == true)
    }

    @Test func anIndexOfTheSameNameOnAnotherTableIsAnErrorNotAReportedIndex() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE word(id INTEGER PRIMARY KEY, "É" TEXT);
            CREATE TABLE other(x);
            CREATE INDEX "word_É" ON other(x);
            """)
        let error = #expect(throws: DatabaseError.self) { try db.sync(UpperAccent.self) }
        #expect(error?.message.contains("word_É already exists") == true)
    }
}
