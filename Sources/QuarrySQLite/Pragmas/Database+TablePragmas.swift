extension Database {
    /// `PRAGMA table_info`: the table's visible columns.
    public func tableInfo(_ table: TableName) throws -> [ColumnInfo] {
        try fetchAll(Pragma.tableInfo(table), as: ColumnInfo.self)
    }

    /// `PRAGMA table_xinfo`: the table's columns, hidden and generated ones included.
    public func tableXInfo(_ table: TableName) throws -> [ColumnInfo] {
        try fetchAll(Pragma.tableXInfo(table), as: ColumnInfo.self)
    }

    /// `PRAGMA index_list`: the table's indexes.
    public func indexList(_ table: TableName) throws -> [IndexListEntry] {
        try fetchAll(Pragma.indexList(table), as: IndexListEntry.self)
    }

    /// `PRAGMA index_info`: the index's key columns.
    public func indexInfo(_ index: TableName) throws -> [IndexColumn] {
        try fetchAll(Pragma.indexInfo(index), as: IndexColumn.self)
    }

    /// `PRAGMA index_xinfo`: the index's columns, auxiliary ones included.
    public func indexXInfo(_ index: TableName) throws -> [IndexColumn] {
        try fetchAll(Pragma.indexXInfo(index), as: IndexColumn.self)
    }

    /// `PRAGMA foreign_key_list`: the table's foreign keys, one entry per column pair.
    public func foreignKeyList(_ table: TableName) throws -> [ForeignKeyListEntry] {
        try fetchAll(Pragma.foreignKeyList(table), as: ForeignKeyListEntry.self)
    }

    /// `PRAGMA foreign_key_check`: rows that break a foreign key, in one table or everywhere.
    public func foreignKeyCheck(_ table: TableName? = nil) throws -> [ForeignKeyViolation] {
        guard let table else { return try fetchAll(Pragma(.foreignKeyCheck), as: ForeignKeyViolation.self) }
        return try fetchAll(Pragma.foreignKeyCheck(table), as: ForeignKeyViolation.self)
    }

    /// `PRAGMA database_list`: the connection's databases.
    public func databaseList() throws -> [AttachedDatabase] {
        try fetchAll(Pragma(.databaseList), as: AttachedDatabase.self)
    }

    /// `PRAGMA table_list`: every table and view, or the ones with this name.
    public func tableList(_ table: TableName? = nil) throws -> [TableListEntry] {
        guard let table else { return try fetchAll(Pragma(.tableList), as: TableListEntry.self) }
        return try fetchAll(
            Pragma(.tableList, schema: table.schema, argument: table.name), as: TableListEntry.self)
    }
}
