import Foundation

// Aggregates and choices over date columns keep the columns' storage, so that their results bind
// dates in the stored form and read back as `Date` (see `DateExpression`). Two date expressions of
// different storages cannot be mixed: SQLite orders every number before every text, so `max` or
// `coalesce` over both would silently pick by storage class, not by time.

extension SQL {
    /// `max(x)` over a date column: the latest date, in the column's storage (NULL over no row).
    public static func max(_ dates: some DateExpressible) -> DateExpression {
        dateCall("max", dates.dateExpression)
    }

    /// `min(x)` over a date column: the earliest date, in the column's storage (NULL over no row).
    public static func min(_ dates: some DateExpressible) -> DateExpression {
        dateCall("min", dates.dateExpression)
    }

    /// `coalesce(x, y, …)` over date columns of one storage: the first date that is not NULL.
    public static func coalesce(
        _ first: some DateExpressible, _ second: some DateExpressible, _ rest: any DateExpressible...
    ) -> DateExpression {
        let dates = [first.dateExpression, second.dateExpression] + rest.map(\.dateExpression)
        return sameStorage(dates, in: "coalesce") { storage in
            DateExpression(
                functionCall("coalesce", dates.map(\.expression.node)), storage: storage,
                resultName: nil)
        }
    }

    /// `coalesce(x, date)`: the column's date, or `fallback` (bound in the column's storage) when
    /// it is NULL.
    public static func coalesce(_ dates: some DateExpressible, _ fallback: Date) -> DateExpression {
        let date = dates.dateExpression
        return DateExpression(
            functionCall("coalesce", [date.expression.node, date.storedValue(fallback).node]),
            storage: date.storage, resultName: nil)
    }

    /// `CASE WHEN … THEN … ELSE otherwise END` over date columns of one storage; the dates among
    /// the results are bound in that storage.
    public static func dateCase(_ arms: DateWhen..., else otherwise: some DateExpressible) -> DateExpression {
        dateCase(arms, otherwise: .expression(otherwise.dateExpression))
    }

    /// `CASE WHEN … THEN … [ELSE date] END` over date columns of one storage (NULL when no arm
    /// holds and no `else` date is given); the dates among the results are bound in that storage,
    /// which at least one result must give by being a date column.
    public static func dateCase(_ arms: DateWhen..., else otherwise: Date? = nil) -> DateExpression {
        dateCase(arms, otherwise: otherwise.map(DateWhen.Result.date))
    }

    private static func dateCase(_ arms: [DateWhen], otherwise: DateWhen.Result?) -> DateExpression {
        let results = arms.map(\.result) + (otherwise.map { [$0] } ?? [])
        let expressions = results.compactMap(\.expression)
        guard !expressions.isEmpty else {
            return DateExpression(
                failing: QuarryError(
                    .typeMismatch,
                    "a date CASE whose results are all Swift dates has no date column to take the storage from: make one result a DateColumn, or bind the dates with a column's storedValue(_:)"
                ))
        }
        return sameStorage(expressions, in: "CASE") { storage in
            let whens = arms.map { When<SQLValue>($0.condition, then: $0.result.stored(in: storage)) }
            let chosen = Case<SQLValue> { whens }
            let expression =
                otherwise.map { chosen.else($0.stored(in: storage)).sqlExpression } ?? chosen.sqlExpression
            return DateExpression(expression, storage: storage)
        }
    }

    private static func dateCall(_ name: String, _ date: DateExpression) -> DateExpression {
        DateExpression(functionCall(name, [date.expression.node]), storage: date.storage, resultName: nil)
    }

    private static func functionCall(_ name: String, _ arguments: [ExpressionNode]) -> SQLExpression<SQLValue>
    {
        SQLExpression(node: .function(FunctionCall(name, arguments)))
    }

    /// `make(storage)` when every date expression has the same storage; otherwise an expression
    /// that fails to render, naming the storages.
    private static func sameStorage(
        _ dates: [DateExpression], in construct: String, _ make: (DateStorage) -> DateExpression
    ) -> DateExpression {
        let storage = dates[0].storage
        guard let other = dates.first(where: { $0.storage != storage }) else { return make(storage) }
        return DateExpression(
            failing: QuarryError(
                .typeMismatch,
                "\(construct) mixes dates stored as \(storage) and as \(other.storage): SQLite orders every number before every text, so it would choose by storage class, not by time"
            ), storage: storage)
    }
}
