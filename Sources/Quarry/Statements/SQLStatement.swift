/// A complete SQL statement: renders to parameterized SQL and describes itself with values inlined.
public protocol SQLStatement: SQLRenderable, CustomStringConvertible {}

extension SQLStatement {
    /// The statement with every value inlined as an escaped literal: valid SQL that returns what
    /// the parameterized statement returns.
    public var description: String { getDescription() }
}
