import Foundation

// A `Column<Date>` does not know how its column stores dates, and Quarry's generic operators bind
// a `Date` as text; on a column of numbers (an FMDB file's REAL seconds) SQLite orders every
// number before every text, so `column > date` matched nothing without an error. These concrete
// overloads win over the generic ones and say so at compile time; they bind text, as before, so
// code on text columns keeps working until it declares its storage. Swift ranks an unavailable
// overload below an available generic one, so only `deprecated` reaches the caller. An optional
// date (`column == maybeDate`) is left to the generic operators: an overload taking `Date?` would
// also take `column == nil`, which is right, and warn there.

/// `column = date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func == (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) == DateStorage.text.expression(rhs)
}
/// `date = column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func == (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) == rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column != date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func != (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) != DateStorage.text.expression(rhs)
}
/// `date != column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func != (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) != rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column < date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func < (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) < DateStorage.text.expression(rhs)
}
/// `date < column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func < (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) < rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column <= date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func <= (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) <= DateStorage.text.expression(rhs)
}
/// `date <= column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func <= (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) <= rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column > date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func > (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) > DateStorage.text.expression(rhs)
}
/// `date > column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func > (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) > rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column >= date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func >= (lhs: Column<Date>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) >= DateStorage.text.expression(rhs)
}
/// `date >= column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func >= (lhs: Date, rhs: Column<Date>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) >= rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column = date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func == (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) == DateStorage.text.expression(rhs)
}
/// `date = column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func == (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) == rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column != date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func != (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) != DateStorage.text.expression(rhs)
}
/// `date != column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func != (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) != rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column < date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func < (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) < DateStorage.text.expression(rhs)
}
/// `date < column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func < (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) < rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column <= date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func <= (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) <= DateStorage.text.expression(rhs)
}
/// `date <= column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func <= (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) <= rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column > date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func > (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) > DateStorage.text.expression(rhs)
}
/// `date > column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func > (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) > rhs.sqlExpression.typed(as: SQLValue.self)
}

/// `column >= date` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func >= (lhs: Column<Date?>, rhs: Date) -> SQLExpression<Bool> {
    lhs.sqlExpression.typed(as: SQLValue.self) >= DateStorage.text.expression(rhs)
}
/// `date >= column` with the date bound as text; deprecated: declare a ``DateColumn``.
@available(
    *, deprecated,
    message:
        "a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:) with .unixSeconds, .unixMilliseconds or .text"
)
public func >= (lhs: Date, rhs: Column<Date?>) -> SQLExpression<Bool> {
    DateStorage.text.expression(lhs) >= rhs.sqlExpression.typed(as: SQLValue.self)
}
