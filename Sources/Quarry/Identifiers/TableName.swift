/// A possibly schema-qualified name of a table, view, index or trigger: `"main"."message"`.
public struct TableName: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The schema (`main`, `temp`, or an attached database), when given.
    public var schema: SQLIdentifier?
    /// The object's name.
    public var name: SQLIdentifier

    /// A name, optionally qualified by a schema.
    public init(_ name: SQLIdentifier, schema: SQLIdentifier? = nil) {
        self.name = name
        self.schema = schema
    }

    /// An unqualified name from a literal.
    public init(stringLiteral value: String) { self.init(SQLIdentifier(value)) }
}

extension TableName: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        if let schema {
            renderer.write(identifier: schema)
            renderer.write(".")
        }
        renderer.write(identifier: name)
    }
}

extension TableName {
    /// The name of an index or trigger on `table`: given the table's schema when it has none,
    /// since SQLite wants the schema on the object's own name and the table unqualified.
    func inSchema(of table: Table) -> TableName {
        var name = self
        if name.schema == nil { name.schema = table.name.schema }
        return name
    }
}
