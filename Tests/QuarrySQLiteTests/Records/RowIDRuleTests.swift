import Foundation
import QuarrySQLite
import Testing

/// The definition's rowid rule (`CreateTable.rowIDColumn`, which records use) against SQLite's
/// (`Database.rowIDAlias(in:)` on the table created), for every spelling of a one-column key.
@Suite struct RowIDRuleTests {
    static let spellings: [(String, CreateTable)] = {
        let id = ColumnDefinition("id", .integer)
        let name = ColumnDefinition("name", .text)
        func table(_ elements: [TableElement]) -> CreateTable { CreateTable("t") { elements } }
        return [
            ("INTEGER PRIMARY KEY", table([.column(id.primaryKey()), .column(name)])),
            ("INTEGER PRIMARY KEY ASC", table([.column(id.primaryKey(.ascending)), .column(name)])),
            ("INTEGER PRIMARY KEY DESC", table([.column(id.primaryKey(.descending)), .column(name)])),
            ("INTEGER PRIMARY KEY AUTOINCREMENT", table([.column(id.primaryKey(autoincrement: true))])),
            (
                "integer PRIMARY KEY",
                table([.column(ColumnDefinition("id", SQLTypeName("integer")).primaryKey())])
            ),
            (
                "INTEGER(8) PRIMARY KEY",
                table([.column(ColumnDefinition("id", SQLTypeName("INTEGER", 8)).primaryKey())])
            ),
            ("INT PRIMARY KEY", table([.column(ColumnDefinition("id", .int).primaryKey())])),
            (
                "BIGINT PRIMARY KEY",
                table([.column(ColumnDefinition("id", SQLTypeName("BIGINT")).primaryKey())])
            ),
            ("TEXT PRIMARY KEY", table([.column(ColumnDefinition("id", .text).primaryKey())])),
            ("no type PRIMARY KEY", table([.column(ColumnDefinition("id").primaryKey())])),
            (
                "PRIMARY KEY (id)",
                table([.column(id), .column(name), .constraint(.primaryKey(Column<Int64>("id")))])
            ),
            (
                "PRIMARY KEY (id ASC)",
                table([.column(id), .constraint(.primaryKey(Column<Int64>("id").ascending))])
            ),
            (
                "PRIMARY KEY (id DESC)",
                table([.column(id), .constraint(.primaryKey(Column<Int64>("id").descending))])
            ),
            (
                "PRIMARY KEY (ID DESC)",
                table([.column(id), .constraint(.primaryKey(Column<Int64>("ID").descending))])
            ),
            (
                "INT, PRIMARY KEY (id)",
                table([.column(ColumnDefinition("id", .int)), .constraint(.primaryKey(Column<Int64>("id")))])
            ),
            (
                "PRIMARY KEY (id, name)",
                table([
                    .column(id), .column(name),
                    .constraint(.primaryKey(Column<Int64>("id"), Column<String>("name"))),
                ])
            ),
            ("no key", table([.column(id), .column(name)])),
            (
                "WITHOUT ROWID INTEGER PRIMARY KEY",
                table([.column(id.primaryKey()), .column(name)]).withoutRowID
            ),
            (
                "WITHOUT ROWID PRIMARY KEY (id DESC)",
                table([.column(id), .constraint(.primaryKey(Column<Int64>("id").descending))]).withoutRowID
            ),
        ]
    }()

    @Test(arguments: spellings.indices)
    func theDefinitionRuleAgreesWithSQLite(_ index: Int) throws {
        let (spelling, create) = Self.spellings[index]
        let db = try Database.inMemory()
        try db.execute(create)
        let sqlite = try db.rowIDAlias(in: TableName("t"))
        let definition = create.rowIDColumn?.name
        let agree: Bool
        switch (definition, sqlite) {
        case (let definition?, let sqlite?): agree = definition.isSameSQLiteName(as: sqlite)
        case (nil, nil): agree = true
        default: agree = false
        }
        #expect(
            agree,
            "\(spelling): the definition says \(definition ?? "none"), SQLite \(sqlite ?? "none")")
    }

    @Test func theSpellingsCoverBothAnswers() {
        let answers = Self.spellings.map { $0.1.rowIDColumn != nil }
        #expect(answers.contains(true) && answers.contains(false))
    }
}

/// A record of each key shape; the definition's rowid field must be the table's rowid.
struct DescendingKeyItem: TableRecord, Equatable {
    var id: Int64?
    var name: String
    static let definition = TableDefinition<DescendingKeyItem>("descending_item") {
        Field(\.id, "id").primaryKey(.descending)
        Field(\.name, "name")
    }
}

struct AscendingKeyItem: TableRecord, Equatable {
    var id: Int64?
    var name: String
    static let definition = TableDefinition<AscendingKeyItem>("ascending_item") {
        Field(\.id, "id").primaryKey(.ascending)
        Field(\.name, "name")
    }
}

struct ListedKeyItem: TableRecord, Equatable {
    var id: Int64?
    var name: String
    static let definition = TableDefinition<ListedKeyItem>("listed_item", primaryKey: \.id) {
        Field(\.id, "id")
        Field(\.name, "name")
    }
}

struct NoRowIDItem: TableRecord, Equatable {
    var id: Int64
    var name: String
    nonisolated(unsafe) static var insertedRowIDs: [Int64] = []
    mutating func didInsert(rowID: Int64) { Self.insertedRowIDs.append(rowID) }
    static let definition = TableDefinition<NoRowIDItem>("no_rowid_item", options: [.withoutRowID]) {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

/// A definition that says nothing of WITHOUT ROWID, over tables a script made WITHOUT ROWID.
struct ScriptedKeyItem: TableRecord, Equatable {
    var id: Int64
    var name: String
    nonisolated(unsafe) static var insertedRowIDs: [Int64] = []
    mutating func didInsert(rowID: Int64) { Self.insertedRowIDs.append(rowID) }
    static let definition = TableDefinition<ScriptedKeyItem>("scripted_item") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

struct ScriptedPairItem: TableRecord, Equatable {
    var group: Int64
    var member: Int64
    nonisolated(unsafe) static var insertedRowIDs: [Int64] = []
    mutating func didInsert(rowID: Int64) { Self.insertedRowIDs.append(rowID) }
    static let definition = TableDefinition<ScriptedPairItem>(
        "scripted_pair", primaryKey: \.group, \.member
    ) {
        Field(\.group, "group")
        Field(\.member, "member")
    }
}

@Suite(.serialized) struct RecordRowIDTests {
    @Test func aRecordsOwnInt64MinKeyIsTheRowItInserted() throws {
        let db = try Database.inMemory()
        try db.create(ListedKeyItem.self)
        var item = ListedKeyItem(id: .min, name: "lowest")
        #expect(try db.insert(&item) == .min)
        #expect(item.id == .min)
        #expect(db.lastInsertRowID == .min)
        var saved = ListedKeyItem(id: nil, name: "next")
        try db.save(&saved)
        // SQLite takes one more than the largest rowid: never Int64.min itself.
        #expect(saved.id == .min + 1)
    }

    @Test func anInsertIntoATableMadeWithoutRowIDReportsNoRowIDWhateverTheDefinitionSays() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE scripted_item(id INTEGER PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
            CREATE TABLE scripted_pair("group" INTEGER, member INTEGER, PRIMARY KEY ("group", member)) WITHOUT ROWID;
            CREATE TABLE elsewhere(x);
            INSERT INTO elsewhere(rowid, x) VALUES (41, 'earlier');
            """)
        ScriptedKeyItem.insertedRowIDs = []
        ScriptedPairItem.insertedRowIDs = []
        var item = ScriptedKeyItem(id: 7, name: "seven")
        #expect(try db.insert(&item) == nil)
        #expect(item.id == 7)
        var pair = ScriptedPairItem(group: 2, member: 3)
        #expect(try db.insert(&pair) == nil)
        #expect(pair == ScriptedPairItem(group: 2, member: 3))
        try db.insertAll([ScriptedPairItem(group: 4, member: 5)])
        #expect(ScriptedKeyItem.insertedRowIDs.isEmpty && ScriptedPairItem.insertedRowIDs.isEmpty)
        #expect(try db.find(ScriptedKeyItem.self, key: Int64(7)) == item)
        // The connection's own last insert rowid is the earlier insert's, as SQLite reports it.
        #expect(db.lastInsertRowID == 41)
        var failing = ScriptedKeyItem(id: 7, name: "again")
        #expect(throws: DatabaseError.self) { try db.insert(&failing) }
        #expect(db.lastInsertRowID == 41)
    }

    @Test func aDescendingIntegerKeyIsNoRowIDAndKeepsTheKeyItWasGiven() throws {
        let db = try Database.inMemory()
        try db.create(DescendingKeyItem.self)
        #expect(try db.rowIDAlias(in: TableName("descending_item")) == nil)
        var item = DescendingKeyItem(id: 1, name: "one")
        try db.insert(&item)
        #expect(item.id == 1)
        #expect(try db.find(DescendingKeyItem.self, key: Int64(1)) == item)
        #expect(try db.fetchValue("SELECT id FROM descending_item", as: Int64.self) == 1)
    }

    @Test func aNilKeyThatIsNotTheRowIDIsRefused() throws {
        let db = try Database.inMemory()
        try db.create(DescendingKeyItem.self)
        var item = DescendingKeyItem(id: nil, name: "lost")
        #expect(throws: QuarryError.self) { try db.insert(&item) }
        #expect(throws: QuarryError.self) { try db.upsert(&item) }
        #expect(throws: QuarryError.self) { try db.save(&item) }
        #expect(try db.fetchValue("SELECT count(*) FROM descending_item", as: Int.self) == 0)
        #expect(item.id == nil)
    }

    @Test func anAscendingKeyAndAListedKeyAreTheRowID() throws {
        let db = try Database.inMemory()
        try db.create(AscendingKeyItem.self)
        try db.create(ListedKeyItem.self)
        #expect(try db.rowIDAlias(in: TableName("ascending_item")) == "id")
        #expect(try db.rowIDAlias(in: TableName("listed_item")) == "id")
        var ascending = AscendingKeyItem(id: nil, name: "a")
        var listed = ListedKeyItem(id: nil, name: "l")
        try db.insert(&ascending)
        try db.insert(&listed)
        #expect(ascending.id == 1 && listed.id == 1)
        #expect(try db.find(AscendingKeyItem.self, key: Int64(1)) == ascending)
        #expect(try db.find(ListedKeyItem.self, key: Int64(1)) == listed)
    }

    @Test func anInsertIntoAWithoutRowIDTableReportsNoRowID() throws {
        let db = try Database.inMemory()
        try db.create(NoRowIDItem.self)
        try db.create(ListedKeyItem.self)
        try db.insert(ListedKeyItem(id: 41, name: "elsewhere"))
        NoRowIDItem.insertedRowIDs = []
        var item = NoRowIDItem(id: 7, name: "seven")
        let rowID = try db.insert(&item)
        #expect(rowID == nil)
        #expect(NoRowIDItem.insertedRowIDs.isEmpty)
        #expect(item.id == 7)
        #expect(try db.find(NoRowIDItem.self, key: Int64(7)) == item)
    }
}
