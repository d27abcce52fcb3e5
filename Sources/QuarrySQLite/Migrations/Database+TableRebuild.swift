extension Database {
    /// Changes a table's definition (a column's type or constraints, a key, a CHECK, WITHOUT
    /// ROWID) by SQLite's documented 12-step rebuild (`lang_altertable.html`, section 7): creates
    /// the new table under a temporary name, copies the rows, drops the old table, renames the new
    /// one, recreates the old table's indexes and triggers (temporary ones included) from
    /// `sqlite_schema`, whatever case or quoting their CREATE gave the table's name, fails if any
    /// index, trigger or view that existed before is missing, checks that every trigger and view
    /// still compiles, and runs `PRAGMA foreign_key_check` on the table and the tables that refer
    /// to it. Any failure rolls the whole rebuild back.
    ///
    /// Columns of the new definition take the old column of the same name (as SQLite compares
    /// names: ASCII case ignored, nothing else; a generated one gives its values), or the
    /// expression given for them in `values` (over the old table's columns; two keys naming one
    /// column are an error); the others get their default. Old columns the definition drops are
    /// dropped. Rowids are kept when both tables have them (the table's rowid column is decided
    /// as SQLite does, ``rowIDAlias(in:)``: `INTEGER PRIMARY KEY DESC` is not one), unless the
    /// new table's rowid column is given a value, which is then the rowid. An `AUTOINCREMENT`
    /// counter never goes back.
    ///
    /// Foreign keys must be off while the old table is dropped, or its `ON DELETE` actions would
    /// run on the child rows. Outside a transaction the rebuild turns them off around its own
    /// transaction; inside one (a ``DatabaseMigrator`` migration, whose default is to run with
    /// foreign keys off) it runs in a savepoint and refuses to run while they are on.
    ///
    /// ```swift
    /// try db.rebuildTable(
    ///     CreateTable("user") {
    ///         ColumnDefinition("id", .integer).primaryKey()
    ///         ColumnDefinition("name", .text).notNull()
    ///         ColumnDefinition("age", .integer).check(Column<Int>("age") >= 0)
    ///     },
    ///     values: ["name": SQL.ifnull(Column<String?>("name"), "").untyped])
    /// ```
    public func rebuildTable(_ definition: CreateTable, values: [String: UntypedExpression] = [:]) throws {
        var rebuild = try TableRebuild(definition: definition, values: values, in: self)
        if isInTransaction {
            guard try !pragma(.foreignKeys) else {
                throw DatabaseError(
                    .misuse,
                    "rebuildTable(\(rebuild.name.debugDescription)) inside a transaction needs foreign keys "
                        + "off, or dropping the old table would run ON DELETE actions: run it in a migration "
                        + "with the default foreign key checks (.deferred), or outside a transaction")
            }
            try inSavepoint { db in try rebuild.run(on: db, checksForeignKeys: true) }
        } else {
            let enforcesForeignKeys = try pragma(.foreignKeys)
            try withForeignKeys(off: enforcesForeignKeys) {
                try inTransaction(.immediate) { db in
                    try rebuild.run(on: db, checksForeignKeys: enforcesForeignKeys)
                }
            }
        }
    }
}
