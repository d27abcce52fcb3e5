import QuarrySQLite

/// A schema as SQLite reports it: what the generator writes Swift from.
public struct SchemaModel: Sendable, Hashable {
    /// The tables, sorted by name (byte order).
    public var tables: [SchemaTable]
    /// The views, sorted by name (byte order).
    public var views: [SchemaView]
    /// Every `CREATE` statement of the schema, in the order SQLite stored them (`sqlite_schema`'s
    /// rowid), which is an order they can be run in again.
    public var statements: [String]
    /// Objects the generator leaves out, with why (virtual tables).
    public var skipped: [String]
}

/// A table: its columns (`table_xinfo`, hidden columns left out), indexes and foreign keys.
public struct SchemaTable: Sendable, Hashable {
    /// The table's SQL name.
    public var name: String
    /// Whether the table is `STRICT`.
    public var isStrict: Bool
    /// Whether the table is `WITHOUT ROWID`.
    public var isWithoutRowID: Bool
    /// The columns in table order.
    public var columns: [ColumnInfo]
    /// The indexes, sorted by name.
    public var indexes: [SchemaIndex]
    /// The foreign keys in SQLite's order.
    public var foreignKeys: [ForeignKeyDescription]
    /// The column that is the table's rowid, as ``QuarrySQLite/Database/rowIDAlias(in:)`` decides
    /// (not `INTEGER PRIMARY KEY DESC`, which SQLite keeps in an index), if any.
    public var rowIDAlias: String?
    /// The storage of each `DATE`/`DATETIME`/`TIMESTAMP` column whose values tell it (the column's
    /// position → storage), read from a sample of the values (`typeof`); a column with no values
    /// is not listed.
    public var dateStorages: [Int: DateStorage] = [:]
}

/// An index with its key columns (`index_list`, `index_xinfo`).
public struct SchemaIndex: Sendable, Hashable {
    /// The index as `index_list` reports it.
    public var entry: IndexListEntry
    /// The key columns (auxiliary columns left out).
    public var columns: [IndexColumn]
}

/// A view and its result columns.
public struct SchemaView: Sendable, Hashable {
    /// The view's SQL name.
    public var name: String
    /// Its columns (declared type empty for an expression).
    public var columns: [ColumnInfo]
}
