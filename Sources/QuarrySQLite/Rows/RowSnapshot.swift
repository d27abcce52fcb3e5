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

    /// The number of columns.
    public var count: Int { values.count }

    /// The value at `index`.
    public subscript(_ index: Int) -> SQLValue { values[index] }

    /// The value of the first column named `name` (ASCII case ignored), or `nil` when there is none.
    public subscript(_ name: String) -> SQLValue? {
        let index =
            columns.firstIndex(of: name) ?? columns.firstIndex { $0.lowercased() == name.lowercased() }
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
