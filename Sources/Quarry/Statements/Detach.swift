/// `DETACH DATABASE "schema"`: closes a database opened with ``Attach``.
public struct Detach: SQLStatement {
    /// The schema name of the attached database.
    public let schema: SQLIdentifier

    /// `DETACH DATABASE "schema"`.
    public init(_ schema: SQLIdentifier) { self.schema = schema }

    public func render(into renderer: inout SQLRenderer) {
        renderer.require(.detach)
        renderer.write("DETACH DATABASE ")
        renderer.write(identifier: schema)
    }
}
