import Foundation

/// A date column that knows how it stores its dates (text, unix seconds or milliseconds), so that
/// `column > date` binds what the column holds: a record's `Date` field (`$0.createTime`), or a
/// column declared outside records, `DateColumn("datePublished", in: article, storage: .unixSeconds)`
/// for an FMDB file.
///
/// Declare a date column this way rather than as `Column<Date>`: a `Column<Date>` does not know
/// its storage and binds dates as text, which on a column of numbers matches nothing, so its
/// comparisons with a `Date` are deprecated (a warning that names this type).
///
/// Its expression type is ``StoredDate``, not `Date`: Quarry's general operators and functions,
/// which bind a `Date` as text, do not accept it with a date, so a comparison can never silently
/// bind the wrong form. What the column offers: `==`, `!=` (with `nil` for `IS NULL`), `<`, `<=`,
/// `>`, `>=` against a `Date` or another date column of the same storage, ``between(_:and:)``,
/// `in(_:)` (with dates; with a table it is the column in an alias), ``set(to:)``, ordering, and
/// use as a result column. ``column`` is the untyped column, for anything else (values then in
/// the stored form).
public struct DateColumn: DateExpressible, OrderingTermConvertible {
    public typealias Value = StoredDate

    /// The column, untyped: compare it with stored values (seconds, milliseconds or date text).
    public let column: Column<SQLValue>
    /// How the column stores its dates: the form the dates it is compared with are bound in.
    public let storage: DateStorage

    init(column: Column<SQLValue>, storage: DateStorage) {
        self.column = column
        self.storage = storage
    }

    /// A date column of the given name, optionally in a table, whose dates are stored as
    /// `storage` says: `.unixSeconds` for FMDB's and WCDB's REAL seconds, `.text` for Quarry's and
    /// GRDB's date text, `.unixMilliseconds` for INTEGER milliseconds.
    public init(_ name: SQLIdentifier, in table: Table? = nil, storage: DateStorage) {
        self.init(column: Column(name, in: table), storage: storage)
    }

    /// The column written with its table's alias or name, with the same storage.
    public var qualified: DateColumn { DateColumn(column: column.qualified, storage: storage) }

    /// The same column in another table or alias, with the same storage: `a[Article.published]`
    /// reads better.
    public func `in`(_ table: Table) -> DateColumn {
        DateColumn(column: column.in(table), storage: storage)
    }

    /// The column as an expression.
    public var sqlExpression: SQLExpression<StoredDate> { column.typed(as: StoredDate.self) }

    /// The column, sorted ascending.
    public var orderingTerm: OrderingTerm { column.orderingTerm }

    /// The column as an expression with its storage, for `SQL.max`, `SQL.coalesce` and the like.
    public var dateExpression: DateExpression {
        DateExpression(column.sqlExpression, storage: storage, resultName: column.name)
    }

    /// The column as a result column named `alias`. In the top-level SELECT a column of
    /// milliseconds is selected as seconds (`"created" / (1000.0) AS "alias"`), which `Date` reads;
    /// where the rows feed SQL (a subquery, INSERT … SELECT) it stays in the stored form.
    public func `as`(_ alias: SQLIdentifier) -> ResultColumn {
        dateExpression.as(alias)
    }

    /// A date as this column stores it; a date the storage cannot hold (outside the years
    /// 0000–9999, or not a number) becomes an error the statement reports when rendered.
    public func storedValue(_ date: Date) -> SQLExpression<SQLValue> {
        storage.expression(date)
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

    /// `column = date` in the column's storage. (Without this overload a non-optional date made
    /// Swift prefer the generic `Column<Date>` subscript of a record, whose `==` binds text.)
    public static func == (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column == lhs.storedValue(rhs)
    }

    /// `column != date` in the column's storage.
    public static func != (lhs: DateColumn, rhs: Date) -> SQLExpression<Bool> {
        lhs.column != lhs.storedValue(rhs)
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

    /// `date = column` in the column's storage.
    public static func == (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) == rhs.column
    }

    /// `date != column` in the column's storage.
    public static func != (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) != rhs.column
    }

    /// `date < column` in the column's storage.
    public static func < (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) < rhs.column
    }

    /// `date <= column` in the column's storage.
    public static func <= (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) <= rhs.column
    }

    /// `date > column` in the column's storage.
    public static func > (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) > rhs.column
    }

    /// `date >= column` in the column's storage.
    public static func >= (lhs: Date, rhs: DateColumn) -> SQLExpression<Bool> {
        rhs.storedValue(lhs) >= rhs.column
    }
}
