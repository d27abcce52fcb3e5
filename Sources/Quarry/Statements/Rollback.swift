/// `ROLLBACK` (undoes the transaction) or `ROLLBACK TO SAVEPOINT "name"` (undoes what followed
/// the savepoint, which stays open).
public struct Rollback: SQLStatement {
    /// The savepoint rolled back to, or `nil` to roll back the whole transaction.
    public let savepoint: SQLIdentifier?

    /// `ROLLBACK`: undoes the whole transaction.
    public init() { savepoint = nil }

    /// `ROLLBACK TO SAVEPOINT "name"`: undoes everything after the savepoint.
    public init(to savepoint: SQLIdentifier) { self.savepoint = savepoint }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("ROLLBACK")
        if let savepoint {
            renderer.write(" TO SAVEPOINT ")
            renderer.write(identifier: savepoint)
        }
    }
}
