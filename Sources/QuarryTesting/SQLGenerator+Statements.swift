import Quarry

extension SQLGenerator {
    /// A random statement of any type Quarry has: SELECT, INSERT, UPDATE, DELETE, CREATE
    /// TABLE/INDEX/VIEW/TRIGGER, DROP, EXPLAIN, PRAGMA, transaction, savepoint, ATTACH/DETACH,
    /// VACUUM, ANALYZE and REINDEX statements against the schema.
    public mutating func statement() -> any SQLStatement {
        switch int(0...99) {
        case 0..<35: return select()
        case 35..<40: return Explain(select())
        case 40..<45: return Explain(queryPlan: select())
        case 45..<60: return write()
        case 60..<75: return definition()
        case 75..<85: return pragma()
        default: return otherStatement()
        }
    }

    /// A random PRAGMA: a read, an assignment or a table-valued call against the schema.
    public mutating func pragma() -> Pragma {
        let table = pick(schema.tables).name
        switch int(0...9) {
        case 0: return Pragma(pick([.tableInfo, .tableXInfo, .indexList, .foreignKeyList]), argument: table)
        case 1: return Pragma(.userVersion, value: integer())
        case 2: return Pragma(.cacheSize, value: int(-4000...4000))
        case 3:
            return Pragma(
                pick([.foreignKeys, .recursiveTriggers, .reverseUnorderedSelects]), value: chance(0.5))
        case 4: return Pragma(.applicationID, value: Int64(Int32.random(in: .min ... .max, using: &random)))
        case 5: return Pragma(.integrityCheck, argument: table)
        case 6: return Pragma(.tableInfo, schema: pick(["main", "temp"]), argument: table)
        case 7: return Pragma.custom(pick(["user_version", "data_version", "schema_version"]))
        case 8: return Pragma(.tableInfo, argument: text().replacingNul())
        default:
            return Pragma(pick([.pageCount, .freelistCount, .compileOptions, .collationList, .databaseList]))
        }
    }

    private mutating func otherStatement() -> any SQLStatement {
        let savepoint = SQLIdentifier(pick(["sp", "a b", "x\"y", "ｓｐ"]))
        let table = pick(schema.tables)
        switch int(0...12) {
        case 0: return Begin(pick([nil, .deferred, .immediate, .exclusive]))
        case 1: return Commit(pick([.commit, .end]))
        case 2: return chance(0.5) ? Rollback() : Rollback(to: savepoint)
        case 3: return Savepoint(savepoint)
        case 4: return Release(savepoint)
        case 5:
            return Attach(file: pick([":memory:", "", "it's.db"]), as: SQLIdentifier(text().replacingNul()))
        case 6: return Detach(SQLIdentifier(text().replacingNul()))
        case 7: return Vacuum(schema: pick([nil, "main"]))
        case 8: return Vacuum(schema: "main").into(text().replacingNul())
        case 9: return Analyze(Table(table.name))
        case 10: return chance(0.5) ? Analyze() : Analyze(schema: "main")
        case 11: return Reindex(collation: pick(["NOCASE", "BINARY", "RTRIM"]))
        default: return chance(0.5) ? Reindex(Table(table.name)) : Reindex()
        }
    }
}

extension String {
    /// The text with NUL characters replaced, for slots where SQLite cannot hold a NUL.
    func replacingNul() -> String { String(unicodeScalars.map { $0 == "\0" ? "0" : Character($0) }) }
}
