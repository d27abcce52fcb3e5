extension ResolvedDefinition {
    /// The SQL of an UPDATE of the chosen fields by key, rendered once per set of fields.
    func partialUpdateSQL(assigning assigned: [Int]) throws(QuarryError) -> String {
        if let sql = partialUpdates.withLock({ $0[assigned] }) { return sql }
        let infos = fields.map(\.info)
        let sql = try RecordStatements.update(
            table, assigned.map { infos[$0] }, key: primaryKey.map { infos[$0] }
        )
        .render().sql
        partialUpdates.withLock { $0[assigned] = sql }
        return sql
    }
}
