// A raw-value enum (`enum Status: String, Codable`) is stored as its raw value by records and
// read back from it, so its column compares with its cases without the enum adopting
// `SQLValueConvertible`. These are members of `Column`, not global generics, so that they add
// nothing to the overloads every other `==` in a program is checked against; when the enum does
// adopt `SQLValueConvertible`, Swift prefers them as the more specific and both bind the same
// raw value.

extension Column where Value: RawRepresentable, Value.RawValue: SQLValueConvertible {
    /// SQL `=` with a case, bound as its raw value: `$0.status == .archived`.
    public static func == (lhs: Column, rhs: Value) -> SQLExpression<Bool> {
        .comparing(lhs.node, .equal, ExpressionNode(converting: rhs.rawValue))
    }

    /// SQL `!=` with a case, bound as its raw value.
    public static func != (lhs: Column, rhs: Value) -> SQLExpression<Bool> {
        .comparing(lhs.node, .notEqual, ExpressionNode(converting: rhs.rawValue))
    }

    /// `self IN (cases…)`, each bound as its raw value; an empty list is `IN ()`, which is false.
    public func `in`(_ cases: some Sequence<Value>) -> SQLExpression<Bool> {
        SQLExpression(
            node: .in(negated: false, node, .list(cases.map { ExpressionNode(converting: $0.rawValue) })))
    }

    /// `self NOT IN (cases…)`, each bound as its raw value; an empty list is true.
    public func notIn(_ cases: some Sequence<Value>) -> SQLExpression<Bool> {
        SQLExpression(
            node: .in(negated: true, node, .list(cases.map { ExpressionNode(converting: $0.rawValue) })))
    }
}

extension Column {
    // The case is not optional: `column == nil` is the null test every column has, and a second
    // overload taking nil would make it ambiguous.

    /// SQL `=` with a case of an optional enum column, bound as its raw value.
    public static func == <Case: RawRepresentable>(lhs: Column, rhs: Case) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        .comparing(lhs.node, .equal, ExpressionNode(converting: rhs.rawValue))
    }

    /// SQL `!=` with a case of an optional enum column, bound as its raw value.
    public static func != <Case: RawRepresentable>(lhs: Column, rhs: Case) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        .comparing(lhs.node, .notEqual, ExpressionNode(converting: rhs.rawValue))
    }

    /// `self IN (cases…)` on an optional enum column, each case bound as its raw value.
    public func `in`<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        SQLExpression(
            node: .in(negated: false, node, .list(cases.map { ExpressionNode(converting: $0.rawValue) })))
    }

    /// `self NOT IN (cases…)` on an optional enum column; a NULL column is in no list, so the row
    /// is left out (SQL's rule), as with any other value.
    public func notIn<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        SQLExpression(
            node: .in(negated: true, node, .list(cases.map { ExpressionNode(converting: $0.rawValue) })))
    }
}
