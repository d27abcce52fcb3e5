import Foundation
import QuarrySQLite
import Testing

// Bad bindings are reported, naming the mistake, by the first statement that uses them.

private struct ColumnTwice: TableRecord {
    var a: Int64
    var b: Int64
    static let definition = TableDefinition<ColumnTwice>("twice") {
        Field(\.a, "a")
        Field(\.b, "A")
    }
}

private struct KeyPathTwice: TableRecord {
    var a: Int64
    static let definition = TableDefinition<KeyPathTwice>("keypath") {
        Field(\.a, "a")
        Field(\.a, "b")
    }
}

private struct KeyOnNoField: TableRecord {
    var a: Int64
    var b: Int64
    static let definition = TableDefinition<KeyOnNoField>("nokey", primaryKey: \.a, \.b) {
        Field(\.a, "a")
    }
}

private struct TwoFieldKeys: TableRecord {
    var a: Int64
    var b: Int64
    static let definition = TableDefinition<TwoFieldKeys>("twokeys") {
        Field(\.a, "a").primaryKey()
        Field(\.b, "b").primaryKey()
    }
}

private struct IndexOnNoField: TableRecord {
    var a: Int64
    var b: Int64
    static let definition = TableDefinition<IndexOnNoField>("noindex") {
        Field(\.a, "a")
        TableIndex("noindex_b", \.b)
    }
}

private struct UnboundProperty: TableRecord {
    var a: Int64
    var extra: String
    static let definition = TableDefinition<UnboundProperty>("unbound") {
        Field(\.a, "a").primaryKey()
    }
}

private struct ComputedField: TableRecord {
    var a: Int64
    var double: Int64 { a * 2 }
    enum CodingKeys: String, CodingKey { case a }
    static let definition = TableDefinition<ComputedField>("computed") {
        Field(\.a, "a").primaryKey()
        Field(\.double, "double")
    }
}

private struct WrongStorage: TableRecord {
    var name: String
    var list: [UInt8]
    static let definition = TableDefinition<WrongStorage>("wrong") {
        Field(\.name, "name", storage: .unixSeconds)
        Field(\.list, "list", storage: .json)
    }
}

private struct WithoutRowIDWithoutKey: TableRecord {
    var a: Int64
    static let definition = TableDefinition<WithoutRowIDWithoutKey>("nokeyrowid", options: [.withoutRowID]) {
        Field(\.a, "a")
    }
}

private struct NoKey: TableRecord {
    var a: Int64
    static let definition = TableDefinition<NoKey>("nokey_table") {
        Field(\.a, "a")
    }
}

@Suite struct BindingErrorTests {
    func message(of body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as QuarryError {
            return error.message
        } catch let error as DatabaseError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func aColumnNamedTwice() throws {
        let db = try Database.inMemory()
        let text = message { try db.create(ColumnTwice.self) }
        #expect(text == #"column "A" of table twice is bound twice, by \ColumnTwice.a and by \ColumnTwice.b"#)
        #expect(throws: QuarryError.self) { try ColumnTwice.all().render() }
    }

    @Test func aKeyPathBoundTwice() throws {
        let text = message { _ = try KeyPathTwice.definition.createTable() }
        #expect(text == #"\KeyPathTwice.a is bound twice, to columns "a" and "b""#)
    }

    @Test func aPrimaryKeyOnNoColumn() throws {
        let text = message { _ = try KeyOnNoField.definition.createTable() }
        #expect(
            text
                == #"the primary key of table nokey names \KeyOnNoField.b, which no field binds: a key must be on a column"#
        )
    }

    @Test func twoFieldsEachDeclaredPrimaryKey() throws {
        let text = message { _ = try TwoFieldKeys.definition.createTable() }
        #expect(text?.hasPrefix("fields a, b of table twokeys are each declared primaryKey()") == true)
    }

    @Test func anIndexOnNoField() throws {
        let text = message { _ = try IndexOnNoField.definition.createTable() }
        #expect(text == #"index noindex_b of table noindex names \IndexOnNoField.b, which no field binds"#)
    }

    @Test func aPropertyTheBindingLacksIsRefusedAtTheFirstWrite() throws {
        let db = try Database.inMemory()
        try db.create(UnboundProperty.self)
        let text = message { try db.insert(UnboundProperty(a: 1, extra: "x")) }
        #expect(
            text?.hasPrefix(#"UnboundProperty encodes "extra", which no field of table unbound binds"#)
                == true)
        #expect(try db.fetchValue("SELECT count(*) FROM unbound" as SQLFragment, as: Int.self) == 0)
    }

    @Test func aComputedPropertyIsNoCodingKey() throws {
        let db = try Database.inMemory()
        let text = message { try db.create(ComputedField.self) }
        #expect(
            text?.hasPrefix(
                #"the field \ComputedField.<computed"#) == true)
        #expect(
            text?.contains(
                #"of table computed has no coding key in ComputedField: the column name "double" is none, and its key path reaches a property whose name Quarry cannot read"#
            ) == true)
        #expect(try db.tableExists("computed") == false)
    }

    @Test func aStorageThatDoesNotFitTheType() throws {
        let text = message { _ = try WrongStorage.definition.createTable() }
        #expect(text == "field name is String, not a Date: unixSeconds is for dates")
    }

    @Test func withoutRowIDNeedsAKey() throws {
        let text = message { _ = try WithoutRowIDWithoutKey.definition.createTable() }
        #expect(text == "WITHOUT ROWID table nokeyrowid needs a primary key")
    }

    @Test func keyOperationsOnATableWithoutKey() throws {
        let db = try Database.inMemory()
        try db.create(NoKey.self)
        try db.insert(NoKey(a: 1))
        #expect(
            message { _ = try db.find(NoKey.self, key: 1) }
                == "a lookup by key needs a primary key, and table nokey_table has none")
        #expect(
            message { try db.update(NoKey(a: 1)) }
                == "update(_:) needs a primary key, and table nokey_table has none")
    }

    @Test func aColumnForAKeyPathNoFieldBindsFailsToRender() throws {
        let unbound = message {
            _ = try Select { Sample.columns.transient }.from(Sample.table).render()
        }
        #expect(
            unbound
                == #"\Sample.transient is not bound to a column of table sample: add a Field for it to the definition"#
        )
    }
}
