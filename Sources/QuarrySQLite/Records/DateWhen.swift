import Foundation

/// One arm of `SQL.dateCase(_:else:)`: `WHEN condition THEN date`, the date a date
/// column (or date expression) or a Swift `Date` bound in the CASE's storage.
public struct DateWhen: Sendable {
    let condition: SQLExpression<SQLValue>
    let result: Result

    /// `WHEN condition THEN column`.
    public init(_ condition: some SQLExpressible, then dates: some DateExpressible) {
        self.condition = condition.sqlExpression.typed(as: SQLValue.self)
        result = .expression(dates.dateExpression)
    }

    /// `WHEN condition THEN date`, the date bound in the storage of the CASE's date columns.
    public init(_ condition: some SQLExpressible, then date: Date) {
        self.condition = condition.sqlExpression.typed(as: SQLValue.self)
        result = .date(date)
    }

    /// A result of a date CASE.
    enum Result: Sendable {
        case expression(DateExpression)
        case date(Date)

        var expression: DateExpression? {
            if case .expression(let expression) = self { return expression }
            return nil
        }

        /// The result as SQL, a date bound in `storage`.
        func stored(in storage: DateStorage) -> SQLExpression<SQLValue> {
            switch self {
            case .expression(let expression): return expression.expression
            case .date(let date): return storage.expression(date)
            }
        }
    }
}
