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
        // Step 3: the indexes and triggers dropped with the table, to recreate them afterwards.
        let attached = try SchemaObject.attached(to: old.name, schema: table.schema, in: db)
        let counter = try AutoincrementCounter.read(old.name, schema: table.schema, in: db)
        let oldColumns = try db.columns(in: table)
        // Step 4.
        try db.execute(definition.named(temporaryName))
        // Step 5.
        try copyRows(from: oldColumns, keepingRowIDs: !old.isWithoutRowID, in: db)
        // Step 6 and 7. With `legacy_alter_table` off (SQLite's default), RENAME re-reads every
        // trigger and view, and fails on those naming the old table, which is gone by now.
        try db.execute(Drop.table(table))
        try db.withLegacyAlterTable(true) {
            try db.execute(AlterTable(temporaryName).rename(to: table.name))
        }
        // Step 8.
        for object in attached { try recreate(object, in: db) }
        try counter?.restore(in: db)
        // Step 9: a trigger or view that no longer fits the table (a dropped column) is the
        // caller's to change; find them now rather than when they first run.
        try checkSchemaCompiles(in: db)
        // Step 10.
        if checksForeignKeys { try checkForeignKeys(in: db) }
    }

    /// `INSERT INTO new (…) SELECT … FROM old`, column by column.
    private func copyRows(from oldColumns: [ColumnInfo], keepingRowIDs: Bool, in db: Database) throws {
        let newColumns = try db.columns(in: temporaryName).filter { $0.visibility == .normal }
        for key in values.keys where !newColumns.contains(where: { $0.name.equalsIgnoringASCIICase(key) }) {
            throw failure(
                "values name the column \(key.debugDescription), which the new definition does not have")
        }
        var names: [String] = []
        var expressions: [UntypedExpression] = []
        for column in newColumns {
            if let value = values.first(where: { $0.key.equalsIgnoringASCIICase(column.name) })?.value {
                names.append(column.name)
                expressions.append(value)
            } else if oldColumns.contains(where: { $0.name.equalsIgnoringASCIICase(column.name) }) {
                names.append(column.name)
                expressions.append(Column<SQLValue>(SQLIdentifier(column.name)).untyped)
            }
        }
        if keepingRowIDs, !definition.isWithoutRowIDTable, !Self.hasRowIDAlias(newColumns),
            !oldColumns.contains(where: { Self.rowIDNames.contains($0.name.lowercased()) })
        {
            names.append("rowid")
            expressions.append(Column<SQLValue>("rowid").untyped)
        }
        guard !names.isEmpty else { return }
        let source = Table(table.name, schema: table.schema)
        try db.execute(
            Insert(into: temporaryName).columns(names)
                .select(Select { for expression in expressions { expression } }.from(source)))
    }

    private static let rowIDNames: Set<String> = ["rowid", "oid", "_rowid_"]

    /// Whether one column is the table's INTEGER PRIMARY KEY, so that it holds the rowid.
    private static func hasRowIDAlias(_ columns: [ColumnInfo]) -> Bool {
        let key = columns.filter { $0.primaryKeyIndex > 0 }
        return key.count == 1 && key[0].declaredType.uppercased() == "INTEGER"
    }

    private func recreate(_ object: SchemaObject, in db: Database) throws {
        guard let sql = object.sql else { return }
        do {
            // The text is SQLite's own record of an object it accepted before.
            try db.execute(SQLFragment(unsafeSQL: sql))
        } catch let error as DatabaseError {
            let described = "\(object.type) \(object.name.debugDescription)"
            throw failure("the \(described) does not fit the new table: \(error.message)")
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
        where entry.type == "table" && entry.schema == (table.schema?.name ?? "main") {
            let child = TableName(SQLIdentifier(entry.name), schema: table.schema)
            guard !entry.name.equalsIgnoringASCIICase(name),
                try db.foreignKeyList(child).contains(where: { $0.table.equalsIgnoringASCIICase(name) })
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

extension String {
    /// Whether two names are the same to SQLite, which folds ASCII letters only.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        SQLIdentifier(self).namesSameColumn(as: SQLIdentifier(other))
    }
}
