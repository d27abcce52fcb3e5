// A truth value compared with a null test, `active == (email == nil)`: the general overloads also
// accept a Swift `Bool` on either side (`L.Value`), and the type checker, which tries those first,
// takes Swift's `Optional == nil` for the null test, whose `Bool` (always `false`) is then bound.
// These overloads, whose same-type requirements each name one operand, rank as high as the value
// overloads for the type checker, so the all-SQL reading is tried too, and it wins: it needs no
// optional promotion.

/// SQL `=` between truth values.
@inlinable public func == <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.equal, lhs.anyNode, rhs.anyNode))
}
/// SQL `!=` between truth values.
@inlinable public func != <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.notEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `<` between truth values.
@inlinable public func < <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.less, lhs.anyNode, rhs.anyNode))
}
/// SQL `<=` between truth values.
@inlinable public func <= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `>` between truth values.
@inlinable public func > <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.greater, lhs.anyNode, rhs.anyNode))
}
/// SQL `>=` between truth values.
@inlinable public func >= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where
    L.Value: SQLValueConvertible, L.Value.SQLWrapped == Bool, R.Value: SQLValueConvertible,
    R.Value.SQLWrapped == Bool
{
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, rhs.anyNode))
}
