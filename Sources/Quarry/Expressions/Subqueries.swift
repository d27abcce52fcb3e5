extension SQL {
    /// `EXISTS (SELECT …)`: whether the select returns a row.
    public static func exists(_ select: Select) -> SQLExpression<Bool> {
        SQLExpression(node: .exists(negated: false, select))
    }

    /// `NOT EXISTS (SELECT …)`.
    public static func notExists(_ select: Select) -> SQLExpression<Bool> {
        SQLExpression(node: .exists(negated: true, select))
    }

    /// `(SELECT …)` as a scalar of the given type: the first column of the first row, or NULL.
    public static func subquery<T>(_ select: Select, as type: T.Type = T.self) -> SQLExpression<T> {
        SQLExpression(node: .subquery(select))
    }

    /// A row value, `(a, b, …)`, for comparing several columns at once:
    /// `SQL.row(Message.authorID, Message.createTime) > SQL.row(7, 1.5)`. Rows compare and take
    /// part in `IN`; SQLite checks that both sides have the same width when it prepares.
    public static func row(_ first: some SQLOperand, _ rest: any SQLOperand...) -> UntypedExpression {
        SQLExpression(node: .row([first.operandNode] + rest.map(\.operandNode)))
    }

    /// `RAISE(…)` as an expression, for trigger bodies: `SELECT RAISE(ABORT, 'no')`.
    public static func raise(_ action: RaiseAction) -> UntypedExpression {
        SQLExpression(node: .raise(action))
    }
}
