import Foundation

/// The column of a `Date` field: compares with dates in the field's storage (text, unix seconds or
/// milliseconds), so `$0.createTime > date` binds what the column holds.
///
/// Its expression type is ``StoredDate``, not `Date`: Quarry's general operators and functions,
/// which bind a `Date` as text, do not accept it with a date, so a comparison can never silently
/// bind the wrong form. What the column offers: `==`, `!=` (with `nil` for `IS NULL`), `<`, `<=`,
/// `>`, `>=` against a `Date` or another date column of the same storage, ``between(_:and:)``,
/// ``in(_:)``, ``set(to:)``, ordering, and use as a result column. ``column`` is the untyped
/// column, for anything else (values then in the stored form).
public struct DateColumn: SQLExpressible, OrderingTermConvertible {
    public typealias Value = StoredDate

    /// The column, untyped: compare it with stored values (seconds, milliseconds or date text).
    public let column: Column<SQLValue>
    let storage: DateStorage

    init(column: Column<SQLValue>, storage: DateStorage) {
        self.column = column
        self.storage = storage
    }

    /// The column as an expression.
    public var sqlExpression: SQLExpression<StoredDate> { column.typed(as: StoredDate.self) }

    /// The column, sorted ascending.
    public var orderingTerm: OrderingTerm { column.orderingTerm }

    /// A date as this column stores it; a date the storage cannot hold (outside the years
    /// 0000–9999, or not a number) becomes an error the statement reports when rendered.
    public func storedValue(_ date: Date) -> SQLExpression<SQLValue> {
        do {
            return SQLExpression(value: try storage.sqlValue(date))
        } catch {
            return SQLExpression(node: .invalid(error))
        }
    }

    /// `self BETWEEN low AND high`, both dates in the column's storage.
    public func between(_ low: Date, and high: Date) -> SQLExpression<Bool> {
        column.between(storedValue(low), and: storedValue(high))
    }

    /// `self NOT BETWEEN low AND high`.
    public func notBetween(_ low: Date, and high: Date) -> SQLExpression<Bool> {
        column.notBetween(storedValue(low), and: storedValue(high))
    }

    /// `self IN (dates…)`, each in the column's storage.
    public func `in`(_ dates: some Sequence<Date>) -> SQLExpression<Bool> {
        column.in(expressions: dates.map(storedValue))
    }

    /// `self NOT IN (dates…)`.
    public func notIn(_ dates: some Sequence<Date>) -> SQLExpression<Bool> {
        column.notIn(expressions: dates.map(storedValue))
    }

    /// `"column" = ?` with the date in the column's storage (`NULL` for `nil`).
    public func set(to date: Date?) -> Assignment {
        guard let date else { return column.set(to: SQLValue.null) }
        return column.set(to: storedValue(date))
    }

    /// The comparison of two date columns, or an error when they store dates in different forms.
    func compared(
        with other: DateColumn, _ compare: (Column<SQLValue>, Column<SQLValue>) -> SQLExpression<Bool>
    ) -> SQLExpression<Bool> {
        guard storage == other.storage else {
            let error = QuarryError(
                .typeMismatch,
                "\(column.name.name) and \(other.column.name.name) store dates in different forms (\(storage) and \(other.storage)), so SQL cannot compare them"
            )
            return Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
        return compare(column, other.column)
    }

    /// `column = date` in the column's storage; `nil` makes it `IS NULL`.
    public static func == (lhs: DateColumn, rhs: Date?) -> SQLExpression<Bool> {
        guard let rhs else { return lhs.column == SQLValue.null }
        return lhs.column == lhs.storedValue(rhs)
    }

    /// `column != date` in the column's storage; `nil` makes it `IS NOT NULL`.
    public static func != (lhs: DateColumn, rhs: Date?) -> SQLExpression<Bool> {
        guard let rhs else { return lhs.column != SQLValue.null }
        return lhs.column != lhs.storedValue(rhs)
    }

    /// `column < date` in the column's storage.
    public static func < (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column < lhs.storedValue(rhs)
    }

    /// `column <= date` in the column's storage.
    public static func <= (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column <= lhs.storedValue(rhs)
    }

    /// `column > date` in the column's storage.
    public static func > (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column > lhs.storedValue(rhs)
    }

    /// `column >= date` in the column's storage.
    public static func >= (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column >= lhs.storedValue(rhs)
    }

    /// `a = b` for two date columns of the same storage.
    public static func == (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 == $1 }
    }

    /// `a != b` for two date columns of the same storage.
    public static func != (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 != $1 }
    }

    /// `a < b` for two date columns of the same storage.
    public static func < (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 < $1 }
    }

    /// `a <= b` for two date columns of the same storage.
    public static func <= (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 <= $1 }
    }

    /// `a > b` for two date columns of the same storage.
    public static func > (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 > $1 }
    }

    /// `a >= b` for two date columns of the same storage.
    public static func >= (lhs: DateColumn, rhs: DateColumn) -> SQLExpression<Bool> {
        lhs.compared(with: rhs) { $0 >= $1 }
    }
}
