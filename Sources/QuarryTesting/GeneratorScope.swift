import Quarry

/// What an expression may refer to where a generator builds it: the columns in scope and whether
/// aggregate and window functions and subqueries are allowed there.
public struct GeneratorScope: Sendable {
    /// A column that can be named here, with the table or alias that qualifies it.
    public struct ScopedColumn: Sendable {
        /// The qualifying table name or alias.
        public var table: SQLIdentifier?
        /// The column's name.
        public var name: SQLIdentifier

        /// A column qualified by `table`.
        public init(table: SQLIdentifier?, name: SQLIdentifier) {
            self.table = table
            self.name = name
        }

        /// The column as an expression node.
        public var node: ExpressionNode { .column(ColumnReference(table: table, name: name)) }
    }

    /// The columns that may be named.
    public var columns: [ScopedColumn]
    /// Whether aggregate functions are allowed (result columns, HAVING).
    public var allowsAggregates: Bool
    /// Whether subqueries may read the schema's tables (otherwise they read only values).
    public var readsTables: Bool
    /// How deeply selects already nest here.
    public var selectDepth: Int

    /// A scope with the given columns and permissions.
    public init(
        columns: [ScopedColumn] = [], allowsAggregates: Bool = false, readsTables: Bool = false,
        selectDepth: Int = 0
    ) {
        self.columns = columns
        self.allowsAggregates = allowsAggregates
        self.readsTables = readsTables
        self.selectDepth = selectDepth
    }

    /// No columns, no aggregates, no tables: expressions over literals only.
    public static let constant = GeneratorScope()

    /// A scope that reads the columns of `table` under its own name.
    public static func table(_ table: FuzzTable) -> GeneratorScope {
        GeneratorScope(
            columns: table.columns.map { ScopedColumn(table: table.name, name: $0.name) }, readsTables: true)
    }

    /// Whether this is a definition (CHECK, DEFAULT, partial-index WHERE), where SQLite takes
    /// no subqueries and no non-deterministic functions.
    var isDefinition: Bool { selectDepth >= 99 }

    func withoutAggregates() -> GeneratorScope {
        var copy = self
        copy.allowsAggregates = false
        return copy
    }
}
