import Foundation
import QuarrySQLite
import Testing

private struct NoteV1: TableRecord {
    var id: Int64?
    var body: String
    static let definition = TableDefinition<NoteV1>("note") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.body, "body")
    }
}

private struct NoteV2: TableRecord {
    var id: Int64?
    var title: String
    var pinned: Bool
    var slug: String?
    static let definition = TableDefinition<NoteV2>("note") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.title, "title").default("")
        Field(\.pinned, "pinned").default(false)
        Field(\.slug, "slug").unique()
        TableIndex("note_pinned", \.pinned)
    }
}

private struct NoteNotNullWithoutDefault: TableRecord {
    var id: Int64?
    var body: String
    var rank: Int
    static let definition = TableDefinition<NoteNotNullWithoutDefault>("note") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.body, "body")
        Field(\.rank, "rank")
    }
}

private struct NoteBodyOnly: TableRecord {
    var body: String
    static let definition = TableDefinition<NoteBodyOnly>("note") {
        Field(\.body, "body")
    }
}

private struct NoteNewKey: TableRecord {
    var id: Int64?
    var code: String
    static let definition = TableDefinition<NoteNewKey>("note", primaryKey: \.id, \.code) {
        Field(\.id, "id")
        Field(\.code, "code")
    }
}

private struct NoteNonConstantDefault: TableRecord {
    var id: Int64?
    var body: String
    var extra: String?
    var stamp: String?
    static let definition = TableDefinition<NoteNonConstantDefault>("note") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.body, "body")
        Field(\.extra, "extra")
        Field(\.stamp, "stamp").default(.currentTimestamp)
    }
}

@Suite struct SchemaSyncTests {
    @Test func syncCreatesAMissingTableWithItsIndexes() throws {
        let db = try Database.inMemory()
        let report = try db.sync(NoteV2.self)
        #expect(
            report
                == SchemaSyncReport(
                    createdTable: true, addedColumns: [], createdIndexes: ["note_pinned"], extraColumns: []))
        #expect(try db.indexes(on: "note").map(\.name).contains("note_pinned"))
        #expect(try db.sync(NoteV2.self).isUnchanged)
    }

    @Test func syncAddsColumnsAndIndexesAndReportsColumnsTheBindingDropped() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL DEFAULT ''); INSERT INTO note(body) VALUES ('kept')"
        )
        let report = try db.sync(NoteV2.self)
        #expect(report.addedColumns == ["title", "pinned", "slug"])
        #expect(report.createdIndexes == ["note_pinned", "note_slug_unique"])
        #expect(report.extraColumns == ["body"])
        #expect(try db.columns(in: "note").map(\.name) == ["id", "body", "title", "pinned", "slug"])
        #expect(try db.fetchValue("SELECT body FROM note" as SQLFragment, as: String.self) == "kept")
        let unique = try db.indexes(on: "note").first { $0.name == "note_slug_unique" }
        #expect(unique?.isUnique == true)
        #expect(try db.sync(NoteV2.self).isUnchanged)
    }

    @Test func aNotNullColumnWithoutDefaultIsRefusedOnATableWithRows() throws {
        let db = try Database.inMemory()
        try db.sync(NoteV1.self)
        #expect(try db.sync(NoteNotNullWithoutDefault.self).addedColumns == ["rank"])
        let full = try Database.inMemory()
        try full.sync(NoteV1.self)
        try full.insert(NoteV1(id: nil, body: "x"))
        #expect {
            try full.sync(NoteNotNullWithoutDefault.self)
        } throws: { error in
            (error as? QuarryError)?.message
                == "cannot add NOT NULL column rank without a default to table note, which has rows: give the field a default (.default(…)) or make its property optional"
        }
        #expect(try full.columns(in: "note").map(\.name) == ["id", "body"])
    }

    @Test func aColumnLeftBehindThatEveryInsertMustFillIsRefused() throws {
        let db = try Database.inMemory()
        try db.sync(NoteV1.self)
        #expect {
            try db.sync(NoteV2.self)
        } throws: { error in
            (error as? QuarryError)?.message
                == #"cannot sync NoteV2 with the existing table "note": its column "body" is NOT NULL without a default and the definition no longer binds it, so every insert would fail; bind it in the definition, or give it a default or drop it in a migration (rebuildTable)"#
        }
        #expect(try db.columns(in: "note").map(\.name) == ["id", "body"])
        #expect(try db.indexes(on: "note").isEmpty)
    }

    @Test func anUnboundRowIDColumnIsNotRefusedSinceSQLiteFillsIt() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY NOT NULL, body TEXT NOT NULL DEFAULT '')")
        let report = try db.sync(NoteBodyOnly.self)
        #expect(report.extraColumns == ["id"])
        try db.insert(NoteBodyOnly(body: "kept"))
        #expect(try db.fetchValue("SELECT id FROM note" as SQLFragment, as: Int64.self) == 1)
    }

    @Test func aNewPrimaryKeyColumnIsRefused() throws {
        let db = try Database.inMemory()
        try db.sync(NoteV1.self)
        #expect {
            try db.sync(NoteNewKey.self)
        } throws: { error in
            (error as? QuarryError)?.message.hasPrefix(
                "cannot add PRIMARY KEY column code to the existing table note") == true
        }
        #expect(try db.columns(in: "note").map(\.name) == ["id", "body"])
    }

    @Test func aChangeSQLiteRefusesMidwayLeavesTheTableAsItWas() throws {
        let db = try Database.inMemory()
        try db.sync(NoteV1.self)
        try db.insert(NoteV1(id: nil, body: "x"))
        #expect(throws: DatabaseError.self) { try db.sync(NoteNonConstantDefault.self) }
        #expect(try db.columns(in: "note").map(\.name) == ["id", "body"])
    }
}
