/// A copy of one row's values with its column names, which outlives the statement: what untyped
/// `fetchAll` and `fetchOne` return. The column names are shared by all rows of one fetch.
public struct RowSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The column names, in order.
    public let columns: [String]
    /// The values, in column order.
    public let values: [SQLValue]

    /// A row from column names and values of the same length.
    public init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    // Column names and text values compare by their bytes, as SQLite tells them apart: Swift's
    // `String ==` would take "é" (U+00E9) and "e\u{301}" for one.
    public static func == (lhs: RowSnapshot, rhs: RowSnapshot) -> Bool {
        lhs.values == rhs.values && lhs.columns.count == rhs.columns.count
            && zip(lhs.columns, rhs.columns).allSatisfy { $0.isByteEqual(to: $1) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        for column in columns { hasher.combine(ExactText(column)) }
    }

    /// The number of columns.
    public var count: Int { values.count }

    /// The value at `index`.
    public subscript(_ index: Int) -> SQLValue { values[index] }

    /// The value of the first column named `name` (the same bytes, else the same name with ASCII
    /// case ignored, as SQLite compares names), or `nil` when there is none.
    public subscript(_ name: String) -> SQLValue? {
        let index =
            columns.firstIndex { $0.isByteEqual(to: name) }
            ?? columns.firstIndex { $0.isSameSQLiteName(as: name) }
        return index.map { values[$0] }
    }

    /// The value at `index` converted to `T`.
    public func value<T: SQLValueConvertible>(at index: Int, as type: T.Type = T.self) throws(QuarryError)
        -> T
    {
        try T(sqlValue: values[index])
    }

    /// `name = value` pairs, values as SQL literals.
    public var description: String {
        "[" + zip(columns, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    }
}
