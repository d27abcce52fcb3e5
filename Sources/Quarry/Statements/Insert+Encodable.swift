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
    public consuming func values(encoding record: some Encodable) -> Insert {
        let row = SQLRecordEncoder.row(of: record)
        return appending(Row(names: row.names, values: row.values))
    }
}
