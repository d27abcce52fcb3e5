/// `RAISE(IGNORE)` or `RAISE(ROLLBACK|ABORT|FAIL, message)`, for trigger bodies.
public enum RaiseAction: Sendable, Hashable {
    /// `RAISE(IGNORE)`: skip the rest of the trigger and the row that fired it.
    case ignore
    /// `RAISE(ROLLBACK, message)`: fail and roll back the transaction.
    case rollback(String)
    /// `RAISE(ABORT, message)`: fail and undo the statement.
    case abort(String)
    /// `RAISE(FAIL, message)`: fail, keeping the statement's earlier changes.
    case fail(String)
}

extension RaiseAction: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        let message: String
        switch self {
        case .ignore:
            r.write("RAISE(IGNORE)")
            return
        case .rollback(let text):
            r.write("RAISE(ROLLBACK, ")
            message = text
        case .abort(let text):
            r.write("RAISE(ABORT, ")
            message = text
        case .fail(let text):
            r.write("RAISE(FAIL, ")
            message = text
        }
        // SQLite's grammar takes only a string literal here.
        r.write(literal: .text(message))
        r.write(")")
    }
}
