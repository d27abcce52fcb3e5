/// `ANALYZE [schema | table | index]`: gathers statistics for the query planner.
///
/// ```swift
/// Analyze()                        // ANALYZE
/// Analyze(schema: "main")          // ANALYZE "main"
/// Analyze(Message.table)           // ANALYZE "message"
/// Analyze(TableName("message_createTime", schema: "main"))   // ANALYZE "main"."message_createTime"
/// ```
public struct Analyze: SQLStatement {
    enum Target: Sendable, Hashable {
        case everything
        case schema(SQLIdentifier)
        case object(TableName)
    }

    let target: Target

    /// `ANALYZE`: every attached database.
    public init() { target = .everything }

    /// `ANALYZE "schema"`: every table and index of one database.
    public init(schema: SQLIdentifier) { target = .schema(schema) }

    /// `ANALYZE ["schema".]"name"`: one table (and its indexes) or one index. SQLite looks the name
    /// up as a table first, then as an index.
    public init(_ tableOrIndex: TableName) { target = .object(tableOrIndex) }

    /// `ANALYZE "table"` for a table value (its alias and index hint do not apply).
    public init(_ table: Table) { target = .object(table.name) }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("ANALYZE")
        switch target {
        case .everything: break
        case .schema(let schema):
            renderer.require(.analyzeSchema)
            renderer.write(" ")
            renderer.write(identifier: schema)
        case .object(let name):
            renderer.write(" ")
            name.render(into: &renderer)
        }
    }
}
