/// `RELEASE SAVEPOINT "name"`: ends a savepoint and every savepoint opened after it, keeping
/// their changes (committing them when the outermost savepoint is released).
public struct Release: SQLStatement {
    /// The savepoint released.
    public let savepoint: SQLIdentifier

    /// `RELEASE SAVEPOINT "name"`.
    public init(_ savepoint: SQLIdentifier) { self.savepoint = savepoint }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("RELEASE SAVEPOINT ")
        renderer.write(identifier: savepoint)
    }
}
