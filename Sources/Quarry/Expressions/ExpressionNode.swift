/// The untyped tree behind every expression. ``SQLExpression`` wraps it with a Swift value type;
/// the node itself knows only SQL.
///
/// Build a node with the static functions named after its ``Kind`` (`.binary(.and, a, b)`,
/// `.value(1)`) and look inside it with `switch node.kind`. Each node is one heap cell whose
/// deinit takes its subtrees apart without recursion, so that dropping a tree of any depth (a
/// `reduce(||)` of 100,000 terms) takes constant stack.
public struct ExpressionNode: Sendable {
    @usableFromInline let storage: ExpressionStorage

    /// A node of the given kind.
    @inlinable public init(_ kind: Kind) { storage = ExpressionStorage(kind) }

    @usableFromInline init(storage: ExpressionStorage) { self.storage = storage }

    /// What this node is.
    @inlinable public var kind: Kind { storage.kind }

    /// What a node is: a term, or an operator or construct over other nodes.
    ///
    /// The cases with a payload larger than a column's are `indirect`, so that a node's cell stays
    /// the size of a column reference rather than of a `Select` (144 bytes). Rendering borrows the
    /// kind, so the size costs nothing there; a column is kept inline because binding the payload
    /// of an indirect case copies it, and columns are rendered most.
    public enum Kind: Sendable {
        /// A value, bound as a parameter or written as a literal.
        case value(SQLValue)
        /// A Swift `Bool`: SQLite's integer 1 or 0, bound like any value; PostgreSQL's `TRUE` or
        /// `FALSE`, which its boolean columns and conditions take where an integer is refused.
        case boolean(Bool)
        /// A value that could not be converted; rendering records the error.
        case invalid(QuarryError)
        /// A keyword value: `NULL`, `TRUE`, `CURRENT_TIMESTAMP`…
        case keyword(SQLKeywordValue)
        /// A bind parameter that the caller fills: `?NNN`, `:name`…
        case parameter(BindParameter)
        /// A column, written bare or qualified by its table.
        case column(ColumnReference)
        /// `*` or `table.*` as a function argument (`count(*)`).
        case star(table: SQLIdentifier?)
        /// A prefix operator and its operand.
        case unary(UnaryOperator, ExpressionNode)
        /// An infix operator and its two operands.
        case binary(BinaryOperator, ExpressionNode, ExpressionNode)
        /// `x ISNULL` (`isNull == true`) or `x NOTNULL`.
        case nullTest(ExpressionNode, isNull: Bool)
        /// `x COLLATE name`.
        case collate(ExpressionNode, SQLIdentifier)
        /// `x [NOT] LIKE|GLOB|REGEXP|MATCH pattern [ESCAPE e]`.
        indirect case pattern(
            PatternOperator, negated: Bool, ExpressionNode, ExpressionNode, escape: ExpressionNode?)
        /// `x [NOT] BETWEEN low AND high`.
        indirect case between(negated: Bool, ExpressionNode, ExpressionNode, ExpressionNode)
        /// `x [NOT] IN (…)`: a list, a select, a table or a table-valued function.
        indirect case `in`(negated: Bool, ExpressionNode, InTarget)
        /// `CAST(x AS type)`.
        indirect case cast(ExpressionNode, SQLTypeName)
        /// A `CASE` expression.
        case `case`(CaseNode)
        /// `[NOT] EXISTS (select)`.
        indirect case exists(negated: Bool, Select)
        /// A scalar subquery: `(select)`.
        indirect case subquery(Select)
        /// A row value: `(a, b, …)`.
        case row([ExpressionNode])
        /// A function call, aggregate or window function.
        indirect case function(FunctionCall)
        /// `RAISE(…)`, in a trigger body.
        case raise(RaiseAction)
        /// A hand-written SQL fragment.
        case fragment(SQLFragment)
    }

    /// How tightly this node binds; an operand binding less tightly than its operator gets
    /// parentheses.
    var precedence: Precedence { storage.precedence }
}

/// The right-hand side of `IN`.
public enum InTarget: Sendable {
    /// `IN (a, b, …)`: a list of expressions (empty is allowed: always false).
    case list([ExpressionNode])
    /// `IN (select)`.
    case select(Select)
    /// `IN table`: the values of the table's one column.
    case table(TableName)
    /// `IN function(…)`: a table-valued function's values.
    case function(FunctionCall)
}

/// A possibly qualified column name: `column`, `table.column` or `schema.table.column`.
public struct ColumnReference: Sendable, Hashable {
    /// The schema that qualifies the table, if written.
    public var schema: SQLIdentifier?
    /// The table (or alias) that qualifies the column, if written.
    public var table: SQLIdentifier?
    /// The column's name.
    public var name: SQLIdentifier
    /// The table (alias or schema-qualified name) the column belongs to when it is written bare:
    /// used to qualify it wherever its table is not the one source of the innermost scope (a
    /// join, or a subquery that names an outer table's column), where a bare name would be
    /// ambiguous or bind to another table.
    var home: (schema: SQLIdentifier?, table: SQLIdentifier)?

    /// A column name, qualified by a table and schema when given.
    public init(schema: SQLIdentifier? = nil, table: SQLIdentifier? = nil, name: SQLIdentifier) {
        self.schema = schema
        self.table = table
        self.name = name
    }

    init(
        schema: SQLIdentifier?, table: SQLIdentifier?, name: SQLIdentifier,
        home: (schema: SQLIdentifier?, table: SQLIdentifier)?
    ) {
        self.schema = schema
        self.table = table
        self.name = name
        self.home = home
    }

    public static func == (lhs: ColumnReference, rhs: ColumnReference) -> Bool {
        lhs.schema == rhs.schema && lhs.table == rhs.table && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(schema)
        hasher.combine(table)
        hasher.combine(name)
    }
}

extension ColumnReference: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        // The parts are passed down rather than copied into a qualified `ColumnReference`: a
        // copy of five names (each retained) cost more than writing them.
        if table == nil, let home, !renderer.columnScope.writesBare(home) {
            Self.write(home.schema, home.table, name, into: &renderer)
        } else {
            Self.write(schema, table, name, into: &renderer)
        }
    }

    private static func write(
        _ schema: SQLIdentifier?, _ table: SQLIdentifier?, _ name: SQLIdentifier,
        into renderer: inout SQLRenderer
    ) {
        if let schema {
            renderer.write(identifier: schema)
            renderer.write(".")
        }
        if let table {
            renderer.write(identifier: table)
            renderer.write(".")
        }
        renderer.write(columnName: name)
    }
}
