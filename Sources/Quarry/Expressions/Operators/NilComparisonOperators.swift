// Swift's `Optional == nil` accepts any value, promoted to an Optional that is never nil, and
// returns `false`. Taking `_OptionalNilComparisonType` itself, these overloads need no promotion, so
// they outrank it wherever an SQL expression fits, on any expression, optional or not (a
// non-optional column is NULL on the missing side of an outer join). The comparisons that take a
// null test as an operand are in TruthValueComparisonOperators.swift.

/// SQL `IS NULL`: `column == nil`.
@inlinable public func == <L: SQLExpressible>(lhs: L, rhs: _OptionalNilComparisonType) -> SQLExpression<Bool>
{
    SQLExpression(node: .binary(.is, lhs.anyNode, .keyword(.null)))
}
/// SQL `IS NULL`: `nil == column`.
@inlinable public func == <R: SQLExpressible>(lhs: _OptionalNilComparisonType, rhs: R) -> SQLExpression<Bool>
{
    SQLExpression(node: .binary(.is, rhs.anyNode, .keyword(.null)))
}
/// SQL `IS NOT NULL`: `column != nil`.
@inlinable public func != <L: SQLExpressible>(lhs: L, rhs: _OptionalNilComparisonType) -> SQLExpression<Bool>
{
    SQLExpression(node: .binary(.isNot, lhs.anyNode, .keyword(.null)))
}
/// SQL `IS NOT NULL`: `nil != column`.
@inlinable public func != <R: SQLExpressible>(lhs: _OptionalNilComparisonType, rhs: R) -> SQLExpression<Bool>
{
    SQLExpression(node: .binary(.isNot, rhs.anyNode, .keyword(.null)))
}
