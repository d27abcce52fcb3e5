import CLibPQ

/// One `PGresult` of rows, owned: cleared when the last row view of it is gone.
///
/// Values stay in libpq's text format until a column is read; ``sqlValue(row:column:)`` converts
/// them by the column's type OID.
final class PostgresResult {
    let handle: OpaquePointer
    let sql: String
    let rowCount: Int
    let columnCount: Int
    private var namesByColumn: [String]?
    private var indexByName: [ExactText: Int]?

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
        rowCount = Int(PQntuples(handle))
        columnCount = Int(PQnfields(handle))
    }

    deinit { PQclear(handle) }

    /// The column names, in order.
    var columnNames: [String] {
        if let namesByColumn { return namesByColumn }
        let names = (0..<Int32(columnCount)).map { String(cString: PQfname(handle, $0)) }
        namesByColumn = names
        return names
    }

    /// The index of the first column named `name`: the same bytes, else the same name with ASCII
    /// case ignored (PostgreSQL folds only ASCII letters of an unquoted name and compares the
    /// rest by bytes, so `"é"` and `"e\u{301}"` are two columns), from a map built on first use.
    func columnIndex(named name: String) -> Int? {
        if indexByName == nil {
            var map: [ExactText: Int] = [:]
            for (index, column) in columnNames.enumerated() where map[ExactText(column)] == nil {
                map[ExactText(column)] = index
            }
            indexByName = map
        }
        if let index = indexByName?[ExactText(name)] { return index }
        return columnNames.firstIndex { $0.isSameSQLiteName(as: name) }
    }

    /// The type OID of the column at `column`.
    func columnType(_ column: Int) -> Oid {
        PQftype(handle, Int32(column))
    }

    func isNull(row: Int, column: Int) -> Bool {
        PQgetisnull(handle, Int32(row), Int32(column)) != 0
    }

    /// The value at `row`, `column` (both checked by the caller), by the column's type.
    func sqlValue(row: Int, column: Int) throws(PostgresError) -> SQLValue {
        let row = Int32(row)
        let field = Int32(column)
        if PQgetisnull(handle, row, field) != 0 { return .null }
        guard let pointer = PQgetvalue(handle, row, field) else { return .null }
        let length = Int(PQgetlength(handle, row, field))
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        do {
            return try PostgresTextValue.sqlValue(bytes, type: columnType(column))
        } catch {
            throw decodingFailure(error, column: column)
        }
    }

    /// The value at `row`, `column` (both checked by the caller) as `T`. A `numeric` whose exact
    /// text a floating-point `T` does not take reads as the nearest value of `T`
    /// (``PostgresNearestNumber``); one beyond its range is `22003`.
    func value<T: SQLValueConvertible>(_ type: T.Type, row: Int, column: Int) throws(PostgresError) -> T {
        let value = try sqlValue(row: row, column: column)
        do {
            return try T(sqlValue: value)
        } catch {
            guard case .text(let text) = value, columnType(column) == PostgresTypeOID.numeric,
                let nearest = T.self as? any PostgresNearestNumber.Type
            else { throw decodingFailure(error, column: column) }
            guard let read = nearest.init(nearestTo: text) as? T else {
                throw decodingFailure(
                    QuarryError(.valueOutOfRange, "the numeric is beyond the range of \(T.self)"),
                    column: column)
            }
            return read
        }
    }

    /// A conversion error, with the column named and the SQL.
    func decodingFailure(_ error: QuarryError, column: Int) -> PostgresError {
        let sqlState =
            error.kind == .valueOutOfRange
            ? PostgresError.SQLState.numericValueOutOfRange : PostgresError.SQLState.datatypeMismatch
        return PostgresError(
            sqlState: sqlState, message: error.message, sql: sql, column: columnNames[column])
    }

    /// The error for an index outside the row.
    func columnAccessFailure(at index: Int) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.undefinedColumn,
            message: "column index \(index) is out of range: the row has \(columnCount) columns", sql: sql)
    }

    /// The error for a name no column has.
    func missingColumnFailure(named name: String) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.undefinedColumn,
            message: "there is no column named \(name.debugDescription)", sql: sql)
    }
}

extension PostgresResult {
    /// The rows a command inserted, updated or deleted (`PQcmdTuples`), 0 for other statements.
    var affectedRowCount: Int {
        guard let text = PQcmdTuples(handle) else { return 0 }
        return Int(String(cString: text)) ?? 0
    }
}
