/// `REINDEX [collation | table | index]`: rebuilds indexes, for instance after a collating
/// function changed.
///
/// ```swift
/// Reindex()                                   // REINDEX
/// Reindex(collation: "NOCASE")                // REINDEX "NOCASE"
/// Reindex(Message.table)                      // REINDEX "message"
/// Reindex(TableName("message_createTime", schema: "main"))
/// ```
///
/// An unqualified name is looked up by SQLite as a collation first, then as a table or index; a
/// schema-qualified name is never a collation.
public struct Reindex: SQLStatement {
    enum Target: Sendable, Hashable {
        case everything
        case collation(SQLIdentifier)
        case object(TableName)
    }

    let target: Target

    /// `REINDEX`: every index of every attached database.
    public init() { target = .everything }

    /// `REINDEX "collation"`: every index that uses the collating sequence.
    public init(collation: SQLIdentifier) { target = .collation(collation) }

    /// `REINDEX ["schema".]"name"`: every index of a table, or one index.
    public init(_ tableOrIndex: TableName) { target = .object(tableOrIndex) }

    /// `REINDEX "table"` for a table value (its alias and index hint do not apply).
    public init(_ table: Table) { target = .object(table.name) }

    public func render(into renderer: inout SQLRenderer) {
        renderer.require(.reindex)
        renderer.write("REINDEX")
        switch target {
        case .everything: break
        case .collation(let collation):
            renderer.write(" ")
            renderer.write(identifier: collation)
        case .object(let name):
            renderer.write(" ")
            name.render(into: &renderer)
        }
    }
}
