extension PostgresConnection {
    /// Every row, read by `transform`.
    ///
    /// ```swift
    /// let ids = try connection.fetchAll(Select { people.id }.from(people)) { row in try row[0] as Int64 }
    /// ```
    public func fetchAll<T>(_ statement: some SQLRenderable, _ transform: (borrowing PostgresRow) throws -> T)
        throws -> [T]
    {
        let result = try run(rendered(statement))
        var values: [T] = []
        values.reserveCapacity(result.rowCount)
        for index in 0..<result.rowCount {
            let row = PostgresRow(result: result, row: index)
            values.append(try transform(row))
        }
        return values
    }

    /// The first row, read by `transform`, or `nil` when there is none.
    public func fetchOne<T>(_ statement: some SQLRenderable, _ transform: (borrowing PostgresRow) throws -> T)
        throws -> T?
    {
        let result = try run(rendered(statement))
        guard result.rowCount > 0 else { return nil }
        let row = PostgresRow(result: result, row: 0)
        return try transform(row)
    }

    /// Every row as a `RowSnapshot` (values copied, column names shared).
    public func fetchAll(_ statement: some SQLRenderable) throws -> [RowSnapshot] {
        try fetchAll(statement) { row in row.snapshot() }
    }

    /// The first row as a `RowSnapshot`, or `nil` when there is none.
    public func fetchOne(_ statement: some SQLRenderable) throws -> RowSnapshot? {
        try fetchOne(statement) { row in row.snapshot() }
    }

    /// Every row decoded by position.
    public func fetchAll<T: PostgresRowDecodable>(_ statement: some SQLRenderable, as type: T.Type) throws
        -> [T]
    {
        try fetchAll(statement) { row in try T(row: row) }
    }

    /// The first row decoded by position, or `nil`.
    public func fetchOne<T: PostgresRowDecodable>(_ statement: some SQLRenderable, as type: T.Type) throws
        -> T?
    {
        try fetchOne(statement) { row in try T(row: row) }
    }

    /// Every row decoded as a `Decodable` type, its coding keys matched to columns by name, with
    /// the SQLite core's rules: `SQLValueConvertible` types (numbers, text, `Data`, `Date`,
    /// `UUID`, `Decimal`, raw-value enums that declare it) convert from the column, any other
    /// nested value is read as JSON text.
    public func fetchAll<T: Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> [T] {
        let result = try run(rendered(statement))
        let decoder = PostgresRowDecoder(result: result)
        var values: [T] = []
        values.reserveCapacity(result.rowCount)
        for index in 0..<result.rowCount {
            values.append(try decoder.decode(T.self, row: index))
        }
        return values
    }

    /// The first row decoded as a `Decodable` type, or `nil`.
    public func fetchOne<T: Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> T? {
        let result = try run(rendered(statement))
        guard result.rowCount > 0 else { return nil }
        return try PostgresRowDecoder(result: result).decode(T.self, row: 0)
    }

    /// Every row of a type that reads both ways, by position (the faster).
    public func fetchAll<T: PostgresRowDecodable & Decodable>(
        _ statement: some SQLRenderable, as type: T.Type
    )
        throws -> [T]
    {
        try fetchAll(statement) { row in try T(row: row) }
    }

    /// The first row of a type that reads both ways, by position, or `nil`.
    public func fetchOne<T: PostgresRowDecodable & Decodable>(
        _ statement: some SQLRenderable, as type: T.Type
    )
        throws -> T?
    {
        try fetchOne(statement) { row in try T(row: row) }
    }

    /// The first column of the first row as `T`, or `nil` when there is no row.
    public func fetchValue<T: SQLValueConvertible>(_ statement: some SQLRenderable, as type: T.Type = T.self)
        throws -> T?
    {
        try fetchOne(statement) { row in try row.value(at: 0, as: T.self) }
    }

    /// The first column of the first row as an optional, flattened: `nil` when there is no row and
    /// when the value is `NULL` (`as: Int?.self` gives an `Int?`, not an `Int??`).
    public func fetchValue<T: SQLValueConvertible>(_ statement: some SQLRenderable, as type: T?.Type)
        throws -> T?
    {
        try fetchOne(statement) { row in try row.value(at: 0, as: T?.self) } ?? nil
    }

    /// The first column of every row as `T`.
    public func fetchValues<T: SQLValueConvertible>(_ statement: some SQLRenderable, as type: T.Type = T.self)
        throws -> [T]
    {
        try fetchAll(statement) { row in try row.value(at: 0, as: T.self) }
    }
}
