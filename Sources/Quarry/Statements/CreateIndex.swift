/// A `CREATE [UNIQUE] INDEX` statement over columns or expressions, with `COLLATE`, `ASC`/`DESC`
/// and a partial-index `WHERE`.
///
/// ```swift
/// CreateIndex("message_kind", on: Message.table, Message.kind, Message.createTime.descending)
///     .where(Message.kind != nil)
/// ```
///
/// Values in indexed expressions and in the `WHERE` are written as literals: SQLite refuses bound
/// parameters in a schema.
public struct CreateIndex: SQLStatement {
    var name: TableName
    var table: SQLIdentifier
    var unique: Bool
    var ifNotExists: Bool
    var columns: [OrderingTerm]
    var whereCondition: ExpressionNode?

    /// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns)`. When the index name has
    /// no schema, the table's schema is used for it (SQLite wants the schema on the index name).
    public init(
        _ name: TableName, on table: Table, unique: Bool = false, ifNotExists: Bool = false,
        _ columns: any OrderingTermConvertible...
    ) {
        self.name = name.inSchema(of: table)
        self.table = table.name.name
        self.unique = unique
        self.ifNotExists = ifNotExists
        self.columns = columns.map(\.orderingTerm)
    }

    /// A partial index: `WHERE condition`; calling it again ANDs the conditions together.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> CreateIndex
    where Condition.Value: SQLBooleanType {
        var copy = self
        copy.whereCondition = copy.whereCondition.and(condition.anyNode)
        return copy
    }
}

extension CreateIndex {
    public func render(into r: inout SQLRenderer) {
        writeCreateHead(
            unique ? "CREATE UNIQUE INDEX " : "CREATE INDEX ", ifNotExists: ifNotExists, name, into: &r)
        r.write(" ON ")
        r.write(identifier: table)
        r.write(" (")
        r.inliningValues { r in columns.renderIndexedColumns(into: &r) }
        r.write(")")
        r.inliningValues { r in
            r.inColumnScope(.unscoped) { r in whereCondition.render(after: " WHERE ", into: &r) }
        }
    }
}
