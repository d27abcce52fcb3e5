import Quarry
import QuarrySQLite
import QuarryTesting

extension SchemaHistoryCase {
    /// An object of the schema as SQLite tells objects apart.
    struct ObjectKey: Hashable, CustomStringConvertible {
        let isTemporary: Bool
        let type: String
        let name: SQLiteNameKey
        let table: SQLiteNameKey

        var description: String {
            "\(isTemporary ? "temp " : "")\(type) \(name.name.debugDescription) on \(table.name.debugDescription)"
        }
    }

    /// Compares the database with the model: the objects of `sqlite_schema` (type, name, table,
    /// by SQLite's name rule), the table's columns (`table_xinfo`), its indexes (`index_list`,
    /// `index_xinfo`), its rows and rowids, what the triggers logged, the views' and the child
    /// table's rows, and `foreign_key_check` and `integrity_check`.
    func check() throws {
        try checkObjects()
        try checkColumns()
        try checkIndexes()
        try checkRows()
        let logged = try db.fetchValue("SELECT count(*) FROM quarry_log", as: Int.self)
        guard logged == model.logRows else {
            throw HistoryMismatch(
                description: "the triggers logged \(logged ?? -1) rows, the model expects \(model.logRows)")
        }
        for view in model.views {
            let count = try db.fetchValue(
                SQLFragment(unsafeSQL: "SELECT count(*) FROM \(HistoryNames.quoted(view))"), as: Int.self)
            guard count == model.rows.count else {
                throw HistoryMismatch(
                    description: "the view \(view.debugDescription) has \(count ?? -1) rows")
            }
        }
        if model.hasChild {
            let count = try db.fetchValue("SELECT count(*) FROM kid", as: Int.self)
            guard count == model.childRows else {
                throw HistoryMismatch(description: "kid has \(count ?? -1) rows")
            }
        }
        let violations = try db.foreignKeyCheck()
        guard violations.isEmpty else {
            throw HistoryMismatch(description: "foreign_key_check: \(violations)")
        }
        let problems = try db.integrityCheck()
        guard problems.isEmpty else { throw HistoryMismatch(description: "integrity_check: \(problems)") }
    }

    func checkObjects() throws {
        var actual: [ObjectKey] = []
        for (schema, isTemporary) in [("sqlite_schema", false), ("sqlite_temp_schema", true)] {
            actual += try db.fetchAll(
                SQLFragment(unsafeSQL: "SELECT type, name, tbl_name FROM \(schema) WHERE sql IS NOT NULL")
            ) { row in
                ObjectKey(
                    isTemporary: isTemporary, type: try row[0], name: SQLiteNameKey(try row[1]),
                    table: SQLiteNameKey(try row[2]))
            }
        }
        let table = SQLiteNameKey(model.table)
        var expected = [
            ObjectKey(isTemporary: false, type: "table", name: table, table: table),
            ObjectKey(
                isTemporary: false, type: "table", name: SQLiteNameKey("quarry_log"),
                table: SQLiteNameKey("quarry_log")),
        ]
        if model.hasChild {
            expected.append(
                ObjectKey(
                    isTemporary: false, type: "table", name: SQLiteNameKey("kid"), table: SQLiteNameKey("kid")
                ))
        }
        for index in model.indexes {
            expected.append(
                ObjectKey(isTemporary: false, type: "index", name: SQLiteNameKey(index.name), table: table))
        }
        for trigger in model.triggers {
            expected.append(
                ObjectKey(
                    isTemporary: trigger.isTemporary, type: "trigger", name: SQLiteNameKey(trigger.name),
                    table: SQLiteNameKey(trigger.tableSpelling)))
        }
        for view in model.views {
            expected.append(
                ObjectKey(
                    isTemporary: false, type: "view", name: SQLiteNameKey(view), table: SQLiteNameKey(view)))
        }
        guard actual.count == expected.count, Set(actual) == Set(expected) else {
            let missing = Set(expected).subtracting(actual).map(\.description)
            let unexpected = Set(actual).subtracting(expected).map(\.description)
            throw HistoryMismatch(description: "schema objects: missing \(missing), unexpected \(unexpected)")
        }
    }

    func checkColumns() throws {
        let columns = try db.tableXInfo(TableName(SQLIdentifier(model.table)))
        let fits =
            columns.count == model.columns.count
            && zip(columns, model.columns.enumerated()).allSatisfy { actual, expected in
                let (position, column) = expected
                return actual.name.isSameSQLiteName(as: column.name)
                    && actual.declaredType.isByteEqual(to: column.kind.declaredType)
                    && (position == 0 || actual.isNotNull == column.notNull)
                    && (actual.primaryKeyIndex > 0) == (position == 0 && model.key != .none)
            }
        guard fits else {
            let described = columns.map {
                "\($0.name.debugDescription) \($0.declaredType) nn \($0.isNotNull) pk \($0.primaryKeyIndex)"
            }
            let expected = model.columns.map {
                "\($0.name.debugDescription) \($0.kind.declaredType) nn \($0.notNull)"
            }
            throw HistoryMismatch(
                description: "table_xinfo \(described), the model expects \(expected) key \(model.key)")
        }
    }

    func checkIndexes() throws {
        let list = try db.indexList(TableName(SQLIdentifier(model.table)))
        for index in model.indexes {
            guard let entry = list.first(where: { $0.name.isSameSQLiteName(as: index.name) }),
                entry.isUnique == index.isUnique
            else {
                throw HistoryMismatch(
                    description:
                        "index_list has no \(index.isUnique ? "unique " : "")index \(index.name.debugDescription)"
                )
            }
            // The name bound, not in the PRAGMA's text: two index names that differ only in
            // normalization make two SQL texts that Swift's `String ==` takes for one.
            let keyColumns = try db.fetchValues(
                "SELECT name FROM pragma_index_xinfo(\(entry.name)) WHERE key", as: String?.self)
            guard keyColumns.count == 1, keyColumns[0]?.isSameSQLiteName(as: index.column) == true else {
                throw HistoryMismatch(
                    description:
                        "index_xinfo of \(index.name.debugDescription) is \(keyColumns), the model expects \(index.column.debugDescription)"
                )
            }
        }
    }

    func checkRows() throws {
        let rowIDName = model.key.hasRowID ? freeRowIDName() : nil
        if model.key.hasRowID, rowIDName == nil { return }
        let names = (rowIDName.map { [$0] } ?? []) + model.columns.map { HistoryNames.quoted($0.name) }
        let order = rowIDName ?? HistoryNames.quoted(model.columns[0].name)
        let sql =
            "SELECT \(names.joined(separator: ", ")) FROM \(HistoryNames.quoted(model.table)) ORDER BY \(order)"
        let actual = try db.fetchAll(SQLFragment(unsafeSQL: sql)) { row in
            try (0..<row.count).map { try row[$0] as SQLValue }
        }
        let expected = model.rows
            .sorted {
                ($0.rowID ?? $0.values[0].integerValue ?? 0) < ($1.rowID ?? $1.values[0].integerValue ?? 0)
            }
            .map { row in (row.rowID.map { [SQLValue.integer($0)] } ?? []) + row.values }
        let same =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { a, e in
                a.count == e.count && zip(a, e).allSatisfy { $0.isStoredAlike($1) }
            }
        guard same else {
            throw HistoryMismatch(
                description: "rows (rowid first when kept) \(actual), the model expects \(expected)")
        }
    }
}
