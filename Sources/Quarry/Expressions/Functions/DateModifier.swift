/// A modifier of SQLite's date and time functions: `'+3 days'`, `'start of month'`,
/// `'localtime'` … It is bound as a text argument, so a modifier built at run time stays safe.
///
/// ```swift
/// SQL.date("now", .startOfMonth, .months(1), .days(-1))   // the last day of this month
/// ```
public struct DateModifier: Sendable, ExpressibleByStringLiteral {
    let node: ExpressionNode

    /// A modifier from its text, exactly as SQLite spells it: `"+1 hour"`, `"weekday 0"`.
    public init(stringLiteral text: String) { node = .value(.text(text)) }

    /// A modifier computed by an expression.
    public init<E: SQLExpressible>(_ expression: E) where E.Value: SQLTextType { node = expression.anyNode }

    private init(_ text: String) { node = .value(.text(text)) }

    private static func shift(_ amount: some Numeric & CustomStringConvertible & Comparable, _ unit: String)
        -> DateModifier
    {
        DateModifier((amount < .zero ? "" : "+") + amount.description + " " + unit)
    }

    /// `'±N days'`.
    public static func days(_ count: Int) -> DateModifier { shift(count, "days") }
    /// `'±N hours'`.
    public static func hours(_ count: Int) -> DateModifier { shift(count, "hours") }
    /// `'±N minutes'`.
    public static func minutes(_ count: Int) -> DateModifier { shift(count, "minutes") }
    /// `'±N seconds'`, fractions allowed.
    public static func seconds(_ count: Double) -> DateModifier { shift(count, "seconds") }
    /// `'±N months'`.
    public static func months(_ count: Int) -> DateModifier { shift(count, "months") }
    /// `'±N years'`.
    public static func years(_ count: Int) -> DateModifier { shift(count, "years") }
    /// `'start of day'`.
    public static let startOfDay = DateModifier("start of day")
    /// `'start of month'`.
    public static let startOfMonth = DateModifier("start of month")
    /// `'start of year'`.
    public static let startOfYear = DateModifier("start of year")
    /// `'weekday N'`: forward to the next day whose weekday is N (0 is Sunday).
    public static func weekday(_ day: Int) -> DateModifier { DateModifier("weekday \(day)") }
    /// `'unixepoch'`: the time value is seconds since 1970.
    public static let unixEpoch = DateModifier("unixepoch")
    /// `'julianday'`: the time value is a Julian day number.
    public static let julianDay = DateModifier("julianday")
    /// `'auto'`: guess whether a number is a Julian day or Unix time.
    public static let auto = DateModifier("auto")
    /// `'localtime'`: convert from UTC to local time.
    public static let localTime = DateModifier("localtime")
    /// `'utc'`: convert from local time to UTC.
    public static let utc = DateModifier("utc")
}
