import Foundation

/// An expression over date columns that keeps their storage: `SQL.max(Note.columns.createTime)`,
/// `SQL.coalesce(a[Post.edited], a[Post.created])`, `SQL.dateCase(…)`.
///
/// As a result column of the top-level SELECT it reads back as `Date` whatever the storage: text
/// and seconds are what `Date` reads, and milliseconds are selected divided by 1000.0
/// (`max("createTime") / (1000.0)`). Where its rows feed SQL instead (a subquery, a CTE, INSERT …
/// SELECT, a view) it stays in the stored form, so that it compares with the column's own values.
///
/// It has no comparison operators of its own (each would weigh on every `==` Swift type-checks):
/// compare ``expression`` with ``storedValue(_:)``, as in
/// `.having(latest.expression > latest.storedValue(cutoff))` for `let latest = SQL.max(t.created)`.
public struct DateExpression: DateExpressible, OrderingTermConvertible {
    public typealias Value = StoredDate

    /// The expression, untyped: its values are in the stored form (seconds, milliseconds or text).
    public let expression: SQLExpression<SQLValue>
    /// How the dates it gives are stored.
    public let storage: DateStorage
    /// The name a top-level SELECT gives its result when the conversion to seconds would
    /// otherwise rename it (a column's own name).
    let resultName: SQLIdentifier?

    init(_ expression: SQLExpression<SQLValue>, storage: DateStorage, resultName: SQLIdentifier? = nil) {
        self.expression = expression
        self.storage = storage
        self.resultName = resultName
    }

    /// An expression that fails to render with `error`, in the given storage.
    init(failing error: QuarryError, storage: DateStorage = .text) {
        self.init(SQLExpression(node: .invalid(error)), storage: storage)
    }

    /// The expression, typed as stored dates.
    public var sqlExpression: SQLExpression<StoredDate> { expression.typed(as: StoredDate.self) }

    /// Itself.
    public var dateExpression: DateExpression { self }

    /// The expression, sorted ascending (the stored form sorts in time order).
    public var orderingTerm: OrderingTerm { OrderingTerm(expression) }

    /// A date as this expression stores it, to compare ``expression`` with.
    public func storedValue(_ date: Date) -> SQLExpression<SQLValue> {
        storage.expression(date)
    }

    /// The expression as a result column named `alias`, read back as `Date` (see the type).
    public func `as`(_ alias: SQLIdentifier) -> ResultColumn {
        resultColumn(alias: alias)
    }

    /// The expression as a result column: its stored form where SQL reads it, a form `Date`
    /// reads in the top-level SELECT.
    func resultColumn(alias: SQLIdentifier?) -> ResultColumn {
        let node = expression.node
        guard let topLevel = storage.readableForm(of: node) else { return .expression(node, alias: alias) }
        return .readBack(node, alias: alias, topLevel: topLevel, topLevelAlias: alias ?? resultName)
    }
}
