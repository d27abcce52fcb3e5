/// One run of ``Database/rebuildTable(_:values:)``: the steps of SQLite's 12-step table rebuild
/// that happen inside the transaction (3 to 10). Foreign keys are already off and a transaction
/// or savepoint is open when ``run(on:checksForeignKeys:)`` starts.
struct TableRebuild {
    let definition: CreateTable
    let values: [String: UntypedExpression]
    let table: TableName
    let temporaryName: TableName

    /// The table's name as given, for messages.
    var name: String { table.name.name }

    init(definition: CreateTable, values: [String: UntypedExpression], in db: Database) throws {
        table = definition.tableName
        guard definition.hasColumnList, !definition.isTemporaryOrConditional else {
            throw DatabaseError(
                .misuse,
                "rebuildTable(\(table.name.name.debugDescription)) takes a CREATE TABLE with columns, "
                    + "without TEMP, IF NOT EXISTS or AS SELECT")
        }
        self.definition = definition
        self.values = values
        temporaryName = TableName(SQLIdentifier("quarry_rebuild_" + table.name.name), schema: table.schema)
    }

    private func failure(_ problem: String) -> DatabaseError {
        DatabaseError(.error, "rebuildTable(\(name.debugDescription)): \(problem)")
    }

    /// Steps 3 to 10; the caller's transaction or savepoint is step 2 and 11.
    mutating func run(on db: Database, checksForeignKeys: Bool) throws {
        guard let old = try db.tableList(table).first(where: { $0.type == "table" }) else {
            throw failure("there is no such table")
        }
        guard try !db.tableExists(temporaryName) else {
            throw failure(
                "the table \(temporaryName.name.name.debugDescription) that the rebuild uses is in the way")
        }
        // Step 3: the indexes and triggers dropped with the table, to recreate them afterwards,
        // and every other object, to check that all of them are there at the end.
        let before = try SchemaObject.dependents(in: old.schema, db: db)
        let attached = before.filter { $0.type != "view" && $0.tableName.isSameSQLiteName(as: old.name) }
        let counter = try AutoincrementCounter.read(old.name, schema: table.schema, in: db)
        let oldColumns = try db.columns(in: table)
        let oldRowID = old.isWithoutRowID ? nil : try RowIDSource(of: table, columns: oldColumns, in: db)
        // Step 4.
        try db.execute(definition.named(temporaryName))
        // Step 5.
        try copyRows(from: oldColumns, rowID: oldRowID, in: db)
        // Step 6 and 7. With `legacy_alter_table` off (SQLite's default), RENAME re-reads every
        // trigger and view, and fails on those naming the old table, which is gone by now.
        try db.execute(Drop.table(table))
        try db.withLegacyAlterTable(true) {
            try db.execute(AlterTable(temporaryName).rename(to: table.name))
        }
        // Step 8: what DROP TABLE took (a temporary trigger on a table of another schema has the
        // same `tbl_name` as one on a table of that name elsewhere, and only one was dropped).
        let remaining = Set(try SchemaObject.dependents(in: old.schema, db: db).map(\.identity))
        for object in attached where !remaining.contains(object.identity) { try recreate(object, in: db) }
        try counter?.restore(in: db)
        try checkNothingIsMissing(before, in: old.schema, db: db)
        // Step 9: a trigger or view that no longer fits the table (a dropped column) is the
        // caller's to change; find them now rather than when they first run.
        try checkSchemaCompiles(in: db)
        // Step 10.
        if checksForeignKeys { try checkForeignKeys(in: db) }
    }

    /// `INSERT INTO new (…) SELECT … FROM old`, column by column, and the rowid when both tables
    /// have one.
    private func copyRows(from oldColumns: [ColumnInfo], rowID: RowIDSource?, in db: Database) throws {
        let allNewColumns = try db.columns(in: temporaryName)
        let newColumns = allNewColumns.filter { $0.visibility == .normal }
        let valueKeys = try checkedValueKeys(newColumns)
        var names: [String] = []
        var expressions: [UntypedExpression] = []
        for column in newColumns {
            if let key = valueKeys[SQLiteNameKey(column.name)], let value = values[key] {
                names.append(column.name)
                expressions.append(value)
            } else if oldColumns.contains(where: { $0.name.isSameSQLiteName(as: column.name) }) {
                names.append(column.name)
                expressions.append(Column<SQLValue>(SQLIdentifier(column.name)).untyped)
            }
        }
        if let rowID, !definition.isWithoutRowIDTable {
            // The new table's rowid: its INTEGER PRIMARY KEY when it has one (unless that column
            // already takes a value, which then is the rowid), else one of the rowid's own names.
            if let alias = try db.rowIDAlias(in: temporaryName) {
                if !names.contains(where: { $0.isSameSQLiteName(as: alias) }) {
                    names.append(alias)
                    expressions.append(rowID.expression)
                }
            } else if let target = RowIDSource.freeName(among: allNewColumns) {
                names.append(target)
                expressions.append(rowID.expression)
            } else {
                throw failure(
                    "the new definition has columns named rowid, oid and _rowid_, so the rowids cannot be kept"
                )
            }
        }
        guard !names.isEmpty else { return }
        let source = Table(table.name, schema: table.schema)
        try db.execute(
            Insert(into: temporaryName).columns(names)
                .select(Select { for expression in expressions { expression } }.from(source)))
    }

    /// The keys of `values` by the column they name, refusing a key that names no new column and
    /// two keys that name one column (`"age"` and `"AGE"`: which value would win is not said).
    private func checkedValueKeys(_ newColumns: [ColumnInfo]) throws -> [SQLiteNameKey: String] {
        var keys: [SQLiteNameKey: String] = [:]
        for key in values.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) {
            guard newColumns.contains(where: { $0.name.isSameSQLiteName(as: key) }) else {
                throw failure(
                    "values name the column \(key.debugDescription), which the new definition does not have")
            }
            if let other = keys.updateValue(key, forKey: SQLiteNameKey(key)) {
                throw failure(
                    "values name one column twice, as \(other.debugDescription) and \(key.debugDescription)")
            }
        }
        return keys
    }

    private func recreate(_ object: SchemaObject, in db: Database) throws {
        guard var sql = object.sql else { return }
        // SQLite stores every trigger as `CREATE TRIGGER ` and the rest of the statement, TEMP
        // left out: a temporary one is recreated as one.
        let prefix = "CREATE TRIGGER "
        if object.schema.isSameSQLiteName(as: "temp"), object.type == "trigger",
            sql.hasSQLiteNamePrefix(prefix)
        {
            sql =
                "CREATE TEMP TRIGGER "
                + String(decoding: sql.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        do {
            // The text is SQLite's own record of an object it accepted before.
            try db.execute(SQLFragment(unsafeSQL: sql))
        } catch let error as DatabaseError {
            throw failure("the \(object.described) does not fit the new table: \(error.message)")
        }
    }

    /// Fails when an index, trigger or view that existed before the rebuild is gone: whatever way
    /// it was lost, the rebuild must not report success without it.
    private func checkNothingIsMissing(_ before: [SchemaObject], in schema: String, db: Database) throws {
        let after = Set(try SchemaObject.dependents(in: schema, db: db).map(\.identity))
        let missing = before.filter { !after.contains($0.identity) }
        guard missing.isEmpty else {
            throw failure(
                "the rebuild would lose " + missing.map(\.described).joined(separator: ", ")
                    + " (not recreated after the old table was dropped)")
        }
    }

    /// Renames the table and rolls the rename back: with `legacy_alter_table` off, SQLite
    /// compiles every trigger and view while renaming, and names the first that fails.
    private func checkSchemaCompiles(in db: Database) throws {
        let savepoint = SQLIdentifier("quarry_rebuild_check")
        try db.savepoint(savepoint)
        defer {
            try? db.rollback(to: savepoint)
            try? db.release(savepoint)
        }
        do {
            try db.withLegacyAlterTable(false) {
                try db.execute(AlterTable(table).rename(to: SQLIdentifier("quarry_rebuild_check")))
            }
        } catch let error as DatabaseError {
            throw failure("a trigger or view no longer fits the new table: \(error.message)")
        }
    }

    /// `PRAGMA foreign_key_check` on the table and on every table whose foreign keys refer to it.
    private func checkForeignKeys(in db: Database) throws {
        var violations = try db.foreignKeyCheck(table)
        for entry in try db.tableList()
        where entry.type == "table" && entry.schema.isSameSQLiteName(as: table.schema?.name ?? "main") {
            let child = TableName(SQLIdentifier(entry.name), schema: table.schema)
            guard !entry.name.isSameSQLiteName(as: name),
                try db.foreignKeyList(child).contains(where: { $0.table.isSameSQLiteName(as: name) })
            else { continue }
            violations += try db.foreignKeyCheck(child)
        }
        guard violations.isEmpty else {
            throw DatabaseError(
                .constraintForeignkey,
                "rebuildTable(\(name.debugDescription)) would break foreign keys: "
                    + ForeignKeyViolation.describe(violations))
        }
    }
}
