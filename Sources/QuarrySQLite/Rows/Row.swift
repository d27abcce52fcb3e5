/// The current row of a running statement: typed values by column index or name, read straight
/// from SQLite.
///
/// A `Row` is a view, not a copy: it is valid while its statement stays on this row, which is why
/// it is `~Copyable` and handed to closures as `borrowing`. Take a `RowSnapshot` to keep values.
///
/// ```swift
/// let messages = try db.fetchAll(recent) { row in
///     Message(localID: try row[0], content: try row["content"])
/// }
/// ```
public struct Row: ~Copyable {
    @usableFromInline let statement: Statement

    @inlinable
    init(_ statement: Statement) {
        self.statement = statement
    }

    /// The number of columns.
    @inlinable
    public var count: Int { statement.columnCount }

    /// The column names, in order.
    public var columnNames: [String] { statement.columnNames }

    /// The name of the column at `index`.
    public func columnName(at index: Int) -> String {
        statement.columnName(at: index)
    }

    /// The index of the first column with this name (the same bytes, else the same name with ASCII
    /// case ignored, as SQLite compares names: `"é"` U+00E9 and `"e\u{301}"` are two columns),
    /// from a map built once per statement.
    public func index(ofColumn name: String) -> Int? {
        statement.columnIndex(named: name)
    }

    /// Lends the column at `index` to `body`, for reading its storage class or raw value
    /// directly. The column is a view of this row: `body` cannot keep it.
    ///
    /// ```swift
    /// let kind = try row.withColumn(at: 0) { column in column.storageClass }
    /// ```
    @inlinable
    public func withColumn<Result>(at index: Int, _ body: (borrowing ColumnValue) throws -> Result) throws
        -> Result
    {
        let column = try column(at: index)
        return try body(column)
    }

    /// The column at `index`. Internal: a caller outside the core could keep the view.
    @inlinable
    func column(at index: Int) throws(DatabaseError) -> ColumnValue {
        // The checks stay inline and the errors are built out of line, so that this inlines into
        // every typed read.
        guard let handle = statement.handle, index >= 0, index < statement.columnCount else {
            throw statement.columnAccessFailure(at: index)
        }
        return ColumnValue(statement: handle, index: Int32(index))
    }

    /// The value at `index` as `T`; a `NULL` into a non-optional or a value of another kind
    /// throws `SQLITE_MISMATCH` naming the column.
    @inlinable
    public func value<T: SQLColumnDecodable>(at index: Int, as type: T.Type = T.self) throws(DatabaseError)
        -> T
    {
        let column = try column(at: index)
        do {
            return try T.decode(from: column)
        } catch {
            throw statement.decodingFailure(error, column: index)
        }
    }

    /// The value of the column named `name` as `T`; a missing column is an error.
    @inlinable
    public func value<T: SQLColumnDecodable>(named name: String, as type: T.Type = T.self)
        throws(DatabaseError)
        -> T
    {
        guard let index = statement.columnIndex(named: name) else {
            throw statement.missingColumnFailure(named: name)
        }
        return try value(at: index)
    }

    /// The value at `index` as `T`: `let id: Int64 = try row[0]`.
    @inlinable
    public subscript<T: SQLColumnDecodable>(_ index: Int) -> T {
        get throws(DatabaseError) { try value(at: index) }
    }

    /// The value of the column named `name` as `T`: `let content: String? = try row["content"]`.
    @inlinable
    public subscript<T: SQLColumnDecodable>(_ name: String) -> T {
        get throws(DatabaseError) { try value(named: name) }
    }

    /// The value of a typed column, read as the column's type: `let title = try row[Note.title]`.
    /// The column is found by its name in the result (bytes first, then SQLite's ASCII rule); its
    /// table is not consulted, so a join that selects two columns of that name needs aliases.
    @inlinable
    public subscript<Value: SQLColumnDecodable>(_ column: Column<Value>) -> Value {
        get throws(DatabaseError) { try value(named: column.name.name) }
    }

    /// Whether the value at `index` is `NULL`.
    @inlinable
    public func isNull(at index: Int) throws(DatabaseError) -> Bool {
        try column(at: index).isNull
    }

    /// A copy of the row's values that outlives the statement.
    public func snapshot() -> RowSnapshot {
        var values: [SQLValue] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            values.append((try? column(at: index))?.sqlValue ?? .null)
        }
        return RowSnapshot(columns: statement.columnNames, values: values)
    }
}
