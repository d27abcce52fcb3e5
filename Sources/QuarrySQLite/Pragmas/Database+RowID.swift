/// Which column, if any, is a table's rowid.
extension Database {
    /// The name of the column that is the table's rowid (its `INTEGER PRIMARY KEY`), or `nil` when
    /// the rowid has no column of its own (no such key, a `WITHOUT ROWID` table, a view).
    ///
    /// Decided the way SQLite decides it, not from the declared type alone: a rowid table whose
    /// one-column primary key SQLite keeps in an index of its own (`PRAGMA index_list` origin `pk`)
    /// does not hold the rowid in that column. That is the case of `INTEGER PRIMARY KEY DESC` written
    /// on the column (a documented quirk; the same key written as `PRIMARY KEY (id DESC)` is the
    /// rowid), and of `INT PRIMARY KEY` or `BIGINT PRIMARY KEY`. Every layer that asks "is this the
    /// rowid" (records, `rebuildTable`, salvage, `quarry-codegen`) asks this function.
    public func rowIDAlias(in table: TableName) throws -> String? {
        guard let entry = try tableList(table).first, entry.type == "table", !entry.isWithoutRowID else {
            return nil
        }
        let key = try tableXInfo(table).filter { $0.primaryKeyIndex > 0 }
        guard key.count == 1 else { return nil }
        if try indexList(table).contains(where: { $0.origin == .primaryKey }) { return nil }
        return key[0].name
    }
}
