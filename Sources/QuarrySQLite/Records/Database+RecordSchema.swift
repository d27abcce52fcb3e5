extension Database {
    /// Creates the record's table and its indexes, in one transaction (`IF NOT EXISTS` by default,
    /// so it can run at every launch).
    public func create<Record: TableRecord>(_ type: Record.Type, ifNotExists: Bool = true) throws {
        let definition = try Record.definition.resolved()
        try inTransaction { db in
            try db.execute(definition.createTable(ifNotExists: ifNotExists))
            for index in definition.indexes {
                try db.execute(index.statement(on: definition.table, ifNotExists: ifNotExists))
            }
        }
    }

    /// Makes the table match the record's definition, as WCDB's `createTable` does, in one
    /// transaction: creates a missing table; adds the columns the table lacks (a UNIQUE one without
    /// its UNIQUE, which becomes a unique index); creates missing indexes; never drops anything and
    /// reports columns the definition no longer has. A change SQLite cannot make in place is
    /// refused before anything changes, with an error saying what to do: a new PRIMARY KEY column,
    /// a NOT NULL column without a default on a table that has rows, or a column the definition
    /// no longer binds that is NOT NULL without a default (every insert would fail). Names are compared as
    /// SQLite compares them (ASCII case folded, nothing else: `é` and `É` are two columns); an
    /// index of a definition's name on another table is an error. An existing table that does not
    /// fill the field the definition makes the rowid (a key written `INTEGER PRIMARY KEY DESC` or
    /// `INT PRIMARY KEY` by hand, no key, or a WITHOUT ROWID table) is refused: inserts would give
    /// records keys no row has.
    @discardableResult
    public func sync<Record: TableRecord>(_ type: Record.Type) throws -> SchemaSyncReport {
        let definition = try Record.definition.resolved()
        return try inTransaction { db in
            guard try db.tableExists(definition.table.name) else {
                try db.create(Record.self, ifNotExists: false)
                return SchemaSyncReport(
                    createdTable: true, addedColumns: [], createdIndexes: definition.indexes.map(\.name.name),
                    extraColumns: [])
            }
            return try db.syncExisting(definition)
        }
    }

    private func syncExisting<Record: TableRecord>(_ definition: ResolvedDefinition<Record>) throws
        -> SchemaSyncReport
    {
        let table = definition.table
        try checkKeyShape(of: definition)
        let existing = try columns(in: table.name)
        try checkDateStorages(of: definition, in: existing)
        let existingNames = Set(existing.map { SQLiteNameKey($0.name) })
        let missing = definition.fields.filter { !existingNames.contains(SQLiteNameKey($0.info.name.name)) }
        let hasRows =
            missing.isEmpty
            ? false : try fetchValue(Select { SQL.exists(Select.all.from(table)) }, as: Bool.self) ?? false
        for field in missing {
            try checkAddable(
                field.info, isKey: definition.primaryKey.contains(field.info.index),
                table: table.name.name.name,
                hasRows: hasRows)
        }
        try checkLeftColumns(existing, of: definition)
        let strict = definition.options.contains(.strict)
        for field in missing {
            let column = try field.columnDefinition(
                columns: definition.columns, strict: strict, unique: false)
            try execute(AlterTable(table.name).addColumn(column))
        }
        var created: [String] = []
        let known = try indexes(on: table.name)
        // Without IF NOT EXISTS: an index of that name on another table is an error, not an
        // index reported as created that does not exist.
        for index in definition.indexes
        where !known.contains(where: { $0.name.isSameSQLiteName(as: index.name.name) }) {
            try execute(index.statement(on: table, ifNotExists: false))
            created.append(index.name.name)
        }
        for field in definition.fields where field.info.isUnique {
            let column = field.info.name.name
            let covered = known.contains { index in
                index.isUnique && index.columns.count == 1
                    && index.columns[0]?.isSameSQLiteName(as: column) == true
            }
            guard !covered else { continue }
            let name = "\(table.name.name.name)_\(field.info.name.name)_unique"
            let unique = ResolvedIndex(
                name: SQLIdentifier(name), isUnique: true,
                columns: [Column<SQLValue>(field.info.name).orderingTerm],
                columnNames: [field.info.name.name], condition: nil)
            try execute(unique.statement(on: table, ifNotExists: false))
            created.append(name)
        }
        let bound = Set(definition.fields.map { SQLiteNameKey($0.info.name.name) })
        return SchemaSyncReport(
            createdTable: false, addedColumns: missing.map(\.info.name.name), createdIndexes: created,
            extraColumns: existing.map(\.name).filter { !bound.contains(SQLiteNameKey($0)) })
    }

    /// Refuses a table with a column the definition no longer binds that every insert must fill
    /// (NOT NULL, no default): the records' inserts would all fail, so sync says so now rather
    /// than reporting the column as harmlessly left in place.
    private func checkLeftColumns<Record: TableRecord>(
        _ existing: [ColumnInfo], of definition: ResolvedDefinition<Record>
    ) throws {
        var filled = Set(definition.fields.map { SQLiteNameKey($0.info.name.name) })
        // SQLite fills the rowid's own column (INTEGER PRIMARY KEY NOT NULL) when an insert leaves it out.
        if let alias = try rowIDAlias(in: definition.table.name) { filled.insert(SQLiteNameKey(alias)) }
        guard
            let blocking = existing.first(where: { column in
                column.visibility == .normal && column.isNotNull
                    && (column.defaultSQL.map { $0.isSameSQLiteName(as: "NULL") } ?? true)
                    && !filled.contains(SQLiteNameKey(column.name))
            })
        else { return }
        throw QuarryError(
            .invalidStatement,
            "cannot sync \(Record.self) with the existing table \(definition.table.name.name.name.debugDescription): its column \(blocking.name.debugDescription) is NOT NULL without a default and the definition no longer binds it, so every insert would fail; bind it in the definition, or give it a default or drop it in a migration (rebuildTable)"
        )
    }

    /// Refuses a column that ALTER TABLE ADD COLUMN cannot add, saying what to do instead.
    /// Refuses a table whose rowid is not the one the definition describes: a record whose key
    /// the definition calls the rowid would take the rowid as its key where the table stores NULL
    /// (`INT PRIMARY KEY`, `INTEGER PRIMARY KEY DESC` written by hand), and a WITHOUT ROWID table
    /// has no rowid to give back. Decided by `rowIDAlias(in:)`, SQLite's own answer.
    private func checkKeyShape<Record: TableRecord>(of definition: ResolvedDefinition<Record>) throws {
        let name = definition.table.name
        let withoutRowID = try tableList(name).first?.isWithoutRowID ?? false
        let definedWithoutRowID = definition.options.contains(.withoutRowID)
        let alias = try rowIDAlias(in: name)
        let definedAlias = definition.rowIDField.map { definition.fields[$0].info.name.name }
        // Only the direction that gives records wrong keys: a field the definition calls the rowid
        // that the table does not fill (no alias there, another column, or WITHOUT ROWID). A table
        // whose rowid is a column the definition keys otherwise is stricter, not wrong.
        let keyIsNotTheRowID =
            definedAlias.map { defined in
                alias.map { !$0.isSameSQLiteName(as: defined) } ?? true
            } ?? false
        guard keyIsNotTheRowID else { return }
        func describe(_ withoutRowID: Bool, _ alias: String?) -> String {
            if withoutRowID { return "a WITHOUT ROWID table" }
            return alias.map { "a table whose rowid is column \($0.debugDescription)" }
                ?? "a table whose rowid is no column"
        }
        throw QuarryError(
            .invalidStatement,
            "cannot sync \(Record.self) with the existing table \(name.name.name.debugDescription): the definition describes \(describe(definedWithoutRowID, definedAlias)), the table is \(describe(withoutRowID, alias)) (for example INTEGER PRIMARY KEY DESC or INT PRIMARY KEY, which are not the rowid); change the definition to match the table, or rebuild the table (a migration)"
        )
    }

    private func checkAddable(_ field: FieldInfo, isKey: Bool, table: String, hasRows: Bool) throws {
        let name = field.name.name
        if isKey {
            throw QuarryError(
                .invalidStatement,
                "cannot add PRIMARY KEY column \(name) to the existing table \(table): SQLite cannot add a key in place; create a new table, copy the rows and rename it (a migration)"
            )
        }
        if !field.isOptional, !field.hasDefault, hasRows {
            throw QuarryError(
                .invalidStatement,
                "cannot add NOT NULL column \(name) without a default to table \(table), which has rows: give the field a default (.default(…)) or make its property optional"
            )
        }
    }
}
