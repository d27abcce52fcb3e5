/// One row of a PostgreSQL result: typed values by column index or name, with the same subscripts
/// as the SQLite core's `Row`.
///
/// A `PostgresRow` is a view lent to a closure (`borrowing`) while its result is being read; take a
/// ``snapshot()`` to keep values. Values convert through `SQLValueConvertible` with the same rules
/// as SQLite's (a `NULL` into a non-optional, text into an integer or a fractional number into an
/// integer are errors naming the column, never 0).
///
/// ```swift
/// let names = try connection.fetchAll(query) { row in
///     (try row[0] as Int64, try row["name"] as String)
/// }
/// ```
public struct PostgresRow: ~Copyable {
    let result: PostgresResult
    let row: Int

    init(result: PostgresResult, row: Int) {
        self.result = result
        self.row = row
    }

    /// The number of columns.
    public var count: Int { result.columnCount }

    /// The column names, in order.
    public var columnNames: [String] { result.columnNames }

    /// The name of the column at `index`.
    public func columnName(at index: Int) -> String { result.columnNames[index] }

    /// The index of the first column with this name (ASCII case ignored when there is no exact
    /// match).
    public func index(ofColumn name: String) -> Int? { result.columnIndex(named: name) }

    /// The type OID of the column at `index` (`pg_type.oid`).
    public func typeOID(at index: Int) throws(PostgresError) -> UInt32 {
        try checked(index)
        return result.columnType(index)
    }

    /// The value at `index` as an `SQLValue`, converted by its column's type OID (`int8` an integer,
    /// `float8` a real, `bool` 1 or 0, `bytea` a blob, other types text).
    public func sqlValue(at index: Int) throws(PostgresError) -> SQLValue {
        try checked(index)
        return try result.sqlValue(row: row, column: index)
    }

    /// The value at `index` as `T`; a `NULL` into a non-optional or a value of another kind throws
    /// a ``PostgresError`` (SQLSTATE `42804`) naming the column.

    public func value<T: SQLValueConvertible>(at index: Int, as type: T.Type = T.self) throws(PostgresError)
        -> T
    {
        try checked(index)
        return try result.value(T.self, row: row, column: index)
    }

    /// The value of the column named `name` as `T`; a missing column is an error.

    public func value<T: SQLValueConvertible>(named name: String, as type: T.Type = T.self)
        throws(PostgresError)
        -> T
    {
        guard let index = result.columnIndex(named: name) else {
            throw result.missingColumnFailure(named: name)
        }
        return try value(at: index)
    }

    /// The value at `index` as `T`: `let id: Int64 = try row[0]`.

    public subscript<T: SQLValueConvertible>(_ index: Int) -> T {
        get throws(PostgresError) { try value(at: index) }
    }

    /// The value of the column named `name` as `T`: `let name: String? = try row["name"]`.

    public subscript<T: SQLValueConvertible>(_ name: String) -> T {
        get throws(PostgresError) { try value(named: name) }
    }

    /// The value of a typed column, read as the column's type: `let name = try row[User.name]`
    /// (found by its name in the result; its table is not consulted).
    public subscript<Value: SQLValueConvertible>(_ column: Column<Value>) -> Value {
        get throws(PostgresError) { try value(named: column.name.name) }
    }

    /// Whether the value at `index` is `NULL`.
    public func isNull(at index: Int) throws(PostgresError) -> Bool {
        try checked(index)
        return result.isNull(row: row, column: index)
    }

    /// A copy of the row's values that outlives the result; a value that does not read (which the
    /// server does not send) is `NULL`.
    public func snapshot() -> RowSnapshot {
        let values = (0..<count).map { (try? result.sqlValue(row: row, column: $0)) ?? .null }
        return RowSnapshot(columns: result.columnNames, values: values)
    }

    func checked(_ index: Int) throws(PostgresError) {
        guard index >= 0, index < result.columnCount else { throw result.columnAccessFailure(at: index) }
    }
}
