/// How a table rebuild reads the old table's rowids: through its INTEGER PRIMARY KEY when it has
/// one (as SQLite decides it: `INTEGER PRIMARY KEY DESC` is not one), else through the first of
/// `rowid`, `oid`, `_rowid_` that no column has taken (a column of that name hides the rowid).
struct RowIDSource {
    let expression: UntypedExpression

    /// The names under which SQLite reads a rowid, unless a column has the name.
    static let names = ["rowid", "oid", "_rowid_"]

    /// The rowids of `table`, a rowid table with these columns.
    init(of table: TableName, columns: [ColumnInfo], in db: Database) throws {
        if let alias = try db.rowIDAlias(in: table) {
            expression = Column<SQLValue>(SQLIdentifier(alias)).untyped
        } else if let name = Self.freeName(among: columns) {
            expression = Column<SQLValue>(SQLIdentifier(name)).untyped
        } else {
            throw DatabaseError(
                .error,
                "rebuildTable(\(table.name.name.debugDescription)): the table has columns named rowid, oid "
                    + "and _rowid_ and no INTEGER PRIMARY KEY, so its rowids cannot be read to keep them")
        }
    }

    /// The first name of the rowid that none of these columns has.
    static func freeName(among columns: [ColumnInfo]) -> String? {
        names.first { name in !columns.contains { $0.name.isSameSQLiteName(as: name) } }
    }
}
