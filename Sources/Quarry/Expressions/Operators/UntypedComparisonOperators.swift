// An untyped expression (`UntypedExpression`, an `ANY` column read as `Column<SQLValue?>`) compares
// with a typed one as it is, without `.untyped`: SQLite compares any two values. The general
// overloads need both sides' Swift types to agree, which a typed side never does with `SQLValue`.
// Three per operator: untyped on the left, on the right, and on both sides (the most specialized,
// so that two untyped sides are not ambiguous between the first two). Each requirement names one
// operand, so for a typed predicate the type checker drops these at once.

/// SQL `=` between an untyped expression and any other.
@inlinable public func == <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.equal, lhs.anyNode, rhs.anyNode))
}
/// SQL `=` between any expression and an untyped one.
@inlinable public func == <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.equal, lhs.anyNode, rhs.anyNode))
}
/// SQL `=` between two untyped expressions.
@inlinable public func == <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.equal, lhs.anyNode, rhs.anyNode))
}
/// SQL `!=` between an untyped expression and any other.
@inlinable public func != <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.notEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `!=` between any expression and an untyped one.
@inlinable public func != <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.notEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `!=` between two untyped expressions.
@inlinable public func != <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.notEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `<` between an untyped expression and any other.
@inlinable public func < <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.less, lhs.anyNode, rhs.anyNode))
}
/// SQL `<` between any expression and an untyped one.
@inlinable public func < <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.less, lhs.anyNode, rhs.anyNode))
}
/// SQL `<` between two untyped expressions.
@inlinable public func < <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.less, lhs.anyNode, rhs.anyNode))
}
/// SQL `<=` between an untyped expression and any other.
@inlinable public func <= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `<=` between any expression and an untyped one.
@inlinable public func <= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `<=` between two untyped expressions.
@inlinable public func <= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `>` between an untyped expression and any other.
@inlinable public func > <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.greater, lhs.anyNode, rhs.anyNode))
}
/// SQL `>` between any expression and an untyped one.
@inlinable public func > <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.greater, lhs.anyNode, rhs.anyNode))
}
/// SQL `>` between two untyped expressions.
@inlinable public func > <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.greater, lhs.anyNode, rhs.anyNode))
}
/// SQL `>=` between an untyped expression and any other.
@inlinable public func >= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `>=` between any expression and an untyped one.
@inlinable public func >= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, R.Value.SQLWrapped == SQLValue {
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `>=` between two untyped expressions.
@inlinable public func >= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == SQLValue,
    R.Value.SQLWrapped == SQLValue
{
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, rhs.anyNode))
}
