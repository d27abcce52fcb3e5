/// An SQL expression whose result reads as the Swift type `Value`.
///
/// The phantom type is what makes `Column<Int64> == "text"` fail to compile, and what `where`
/// checks for a boolean. ``UntypedExpression`` is the form for what a program cannot type.
public struct SQLExpression<Value>: SQLExpressible {
    /// The untyped tree.
    public let node: ExpressionNode

    /// An expression over the given tree, read as `Value`.
    @inlinable public init(node: ExpressionNode) { self.node = node }

    /// Itself.
    @inlinable public var sqlExpression: SQLExpression<Value> { self }
}

/// An expression whose Swift type is not known: WINQ's untyped layer. It compares and combines
/// with any value, and is as safe as the typed form: values still bind, names still quote.
public typealias UntypedExpression = SQLExpression<SQLValue>

/// Anything that stands for an SQL expression of type `Value`: expressions and columns.
public protocol SQLExpressible<Value>: SQLRenderable, SQLOperand {
    /// The Swift type a result of this expression reads as.
    associatedtype Value
    /// The expression.
    var sqlExpression: SQLExpression<Value> { get }
}

extension SQLExpressible {
    public func render(into renderer: inout SQLRenderer) {
        sqlExpression.node.render(into: &renderer)
    }

    /// The same expression read as another Swift type, for when the program knows better than
    /// the types do.
    public func typed<T>(as type: T.Type = T.self) -> SQLExpression<T> {
        SQLExpression(node: sqlExpression.node)
    }

    /// The same expression, untyped.
    public var untyped: UntypedExpression { SQLExpression(node: sqlExpression.node) }

    @inlinable var anyNode: ExpressionNode { sqlExpression.node }
}

extension SQLExpression: CustomStringConvertible {
    /// The expression with values inlined.
    public var description: String { getDescription() }
}

extension SQLExpression: OrderingTermConvertible {
    /// The expression, sorted ascending.
    public var orderingTerm: OrderingTerm { OrderingTerm(self) }
}

extension ExpressionNode {
    /// The node for a Swift value: its storage, or the conversion's error kept for rendering.
    @inlinable init<V: SQLValueConvertible>(converting value: V) {
        // A Bool keeps its type for PostgreSQL, at any depth of optional (`Column<Bool?>.is(x)`
        // passes a `Bool??`). The metatype test is a constant once specialized and a pointer
        // comparison otherwise; only a Bool pays for the cast.
        if V.SQLWrapped.self == Bool.self, let flag = value as? Bool {
            self = .boolean(flag)
            return
        }
        do {
            self = .value(try value.sqlValue)
        } catch {
            self = .invalid(error)
        }
    }
}

extension SQLExpression where Value: SQLValueConvertible {
    /// A value as an expression; it renders as a bound argument.
    @inlinable public init(value: Value) {
        self.init(node: ExpressionNode(converting: value))
    }
}
