/// An index of a resolved definition: its columns by name, ready for CREATE INDEX.
struct ResolvedIndex: Sendable {
    let name: SQLIdentifier
    let isUnique: Bool
    let columns: [OrderingTerm]
    let columnNames: [String]
    let condition: SQLExpression<Bool>?

    /// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns) [WHERE …]`.
    func statement(on table: Table, ifNotExists: Bool) -> CreateIndex {
        let index = CreateIndex(
            TableName(name), on: table, unique: isUnique, ifNotExists: ifNotExists,
            columns: columns)
        guard let condition else { return index }
        return index.where(condition)
    }
}
