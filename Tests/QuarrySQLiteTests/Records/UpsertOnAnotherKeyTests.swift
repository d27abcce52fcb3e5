import QuarrySQLite
import Testing

/// An upsert that matches another unique key leaves the stored row's key as it was: the record
/// must come back naming that row, not the key it brought.
@Suite struct UpsertOnAnotherKeyTests {
    struct Tag: TableRecord, Equatable {
        var code: String
        var label: String
        var uses: Int
        static let definition = TableDefinition<Tag>("tag") {
            Field(\.code, "code").primaryKey()
            Field(\.label, "label").unique()
            Field(\.uses, "uses")
        }
    }

    struct Handle: TableRecord, Equatable {
        var id: Int64?
        var name: String
        static let definition = TableDefinition<Handle>("handle") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name").unique()
        }
    }

    struct FixedTag: TableRecord, Equatable {
        let code: String
        var label: String
        static let definition = TableDefinition<FixedTag>("fixed_tag") {
            Field(\.code, "code").primaryKey()
            Field(\.label, "label").unique()
        }
    }

    @Test func aTextKeyComesBackAsTheStoredRowsKey() throws {
        let db = try Database.inMemory()
        try db.create(Tag.self)
        try db.insert(Tag(code: "k1", label: "swift", uses: 1))
        var tag = Tag(code: "k2", label: "swift", uses: 5)
        try db.upsert(&tag, onConflict: \.label)
        #expect(tag == Tag(code: "k1", label: "swift", uses: 5))
        #expect(try db.fetchAll(Tag.all()) == [tag])
        tag.uses = 6
        #expect(try db.update(&tag))
        #expect(try db.find(Tag.self, key: "k1")?.uses == 6)
        #expect(try db.delete(tag))
        #expect(try db.fetchCount(Tag.all()) == 0)
    }

    @Test func aDoNothingUpsertStillGivesTheRecordTheStoredRowid() throws {
        let db = try Database.inMemory()
        try db.create(Handle.self)
        try db.insert(Handle(id: nil, name: "other"))
        try db.insert(Handle(id: nil, name: "taken"))
        var handle = Handle(id: nil, name: "taken")
        try db.upsert(&handle, onConflict: \.name)
        #expect(handle == Handle(id: 2, name: "taken"))
        var fresh = Handle(id: nil, name: "new")
        try db.upsert(&fresh, onConflict: \.name)
        #expect(fresh == Handle(id: 3, name: "new"))
    }

    @Test func aKeyThatCannotBeWrittenBackIsRefusedBeforeAnyWrite() throws {
        let db = try Database.inMemory()
        try db.create(FixedTag.self)
        try db.insert(FixedTag(code: "k1", label: "swift"))
        var tag = FixedTag(code: "k2", label: "swift")
        let error = #expect(throws: QuarryError.self) { try db.upsert(&tag, onConflict: \.label) }
        #expect(error?.message.contains(#"key field "code" is not a writable stored property"#) == true)
        #expect(try db.fetchAll(FixedTag.all()) == [FixedTag(code: "k1", label: "swift")])
        // On its own key the upsert needs no write-back.
        var same = FixedTag(code: "k1", label: "renamed")
        try db.upsert(&same)
        #expect(try db.fetchAll(FixedTag.all()) == [same])
    }
}
