import QuarrySQLite
import Testing

/// `Type.filter(key:)` is spelled like `Type.filter { }`: one call from the type.
@Suite struct FilterKeyTests {
    struct Pin: TableRecord, Equatable {
        var board: Int64
        var slot: Int64
        var label: String
        static let definition = TableDefinition<Pin>("pin", primaryKey: \.board, \.slot) {
            Field(\.board, "board")
            Field(\.slot, "slot")
            Field(\.label, "label")
        }
    }

    @Test func theTypeFiltersByKeyAsAllDoes() throws {
        let db = try Database.inMemory()
        try db.create(Pin.self)
        try db.insertAll([Pin(board: 1, slot: 1, label: "a"), Pin(board: 1, slot: 2, label: "b")])
        #expect(try db.fetchAll(Pin.filter(key: 1, 2)) == [Pin(board: 1, slot: 2, label: "b")])
        #expect(
            try Pin.filter(key: 1, 2).query.render().sql
                == #"SELECT "board", "slot", "label" FROM "pin" WHERE "board" = ? AND "slot" = ?"#)
        #expect(throws: QuarryError.self) { try db.fetchAll(Pin.filter(key: 1)) }
    }
}
