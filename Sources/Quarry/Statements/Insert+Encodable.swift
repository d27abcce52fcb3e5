extension Insert {
    /// Appends one row from an `Encodable` record: each coded property is a column named by its
    /// coding key, and its value is bound. `nil` inserts `NULL`; a nested record or list is an
    /// error when the statement renders.
    ///
    /// ```swift
    /// struct Message: Encodable { var localID: Int64; var content: String? }
    /// Insert(into: messageTable).values(encoding: Message(localID: 1, content: "hi"))
    /// // INSERT INTO "message" ("localID", "content") VALUES (?, ?)
    /// ```
    public func values(encoding record: some Encodable) -> Insert {
        let row = SQLRecordEncoder.row(of: record)
        return appendingEncoded(Row(names: row.names, values: row.values))
    }

    /// What `values { … }` does with its assignments' names and values (`appending`, private to
    /// Insert.swift), without making an `Assignment` (and its one-name array) per column first.
    private consuming func appendingEncoded(_ row: Row) -> Insert {
        if case .values(var rows) = self.source, !rows.isEmpty {
            rows.append(row)
            self.source = .values(rows)
        } else {
            self.source = .values([row])
        }
        return self
    }
}
