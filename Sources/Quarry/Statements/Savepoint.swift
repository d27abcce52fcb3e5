/// `SAVEPOINT "name"`: opens a named, nestable transaction; ``Release`` ends it and
/// ``Rollback/init(to:)`` undoes what followed it.
public struct Savepoint: SQLStatement {
    /// The savepoint's name.
    public let name: SQLIdentifier

    /// `SAVEPOINT "name"`.
    public init(_ name: SQLIdentifier) { self.name = name }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("SAVEPOINT ")
        renderer.write(identifier: name)
    }
}
