extension Database {
    /// Every row, read by `transform` while the statement is on it.
    ///
    /// ```swift
    /// let ids = try db.fetchAll(Select { Message.localID }.from(Message.table)) { row in
    ///     try row[0] as Int64
    /// }
    /// ```
    @inlinable
    public func fetchAll<T>(_ statement: some SQLRenderable, _ transform: (borrowing Row) throws -> T) throws
        -> [T]
    {
        try withStatement(statement) { prepared in try prepared.collect(transform) }
    }

    /// The first row, read by `transform`, or `nil` when there is none.
    @inlinable
    public func fetchOne<T>(_ statement: some SQLRenderable, _ transform: (borrowing Row) throws -> T) throws
        -> T?
    {
        try withStatement(statement) { prepared in try prepared.first(transform) }
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
    @inlinable
    public func fetchAll<T: RowDecodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> [T] {
        try fetchAll(statement) { row in try T(row: row) }
    }

    /// The first row decoded by position, or `nil`.
    @inlinable
    public func fetchOne<T: RowDecodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> T? {
        try fetchOne(statement) { row in try T(row: row) }
    }

    /// Every row decoded as a `Decodable` type, its coding keys matched to columns by name once per
    /// call.
    @inlinable
    public func fetchAll<T: Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> [T] {
        try withStatement(statement) { prepared in
            let decoder = RowDecoder(prepared)
            return try prepared.collect { _ in try decoder.decodeRow(T.self) }
        }
    }

    /// The first row decoded as a `Decodable` type, or `nil`.
    @inlinable
    public func fetchOne<T: Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> T? {
        try withStatement(statement) { prepared in
            let decoder = RowDecoder(prepared)
            return try prepared.first { _ in try decoder.decodeRow(T.self) }
        }
    }

    /// Every row of a type that decodes both ways, by position (the faster way).
    @inlinable
    public func fetchAll<T: RowDecodable & Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws
        -> [T]
    {
        try fetchAll(statement) { row in try T(row: row) }
    }

    /// The first row of a type that decodes both ways, by position, or `nil`.
    @inlinable
    public func fetchOne<T: RowDecodable & Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws
        -> T?
    {
        try fetchOne(statement) { row in try T(row: row) }
    }

    /// The first column of the first row, or `nil` when there is no row (or the value is `NULL`
    /// and `T` is optional).
    ///
    /// ```swift
    /// let count = try db.fetchValue("SELECT count(*) FROM message", as: Int64.self)
    /// ```
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(_ statement: some SQLRenderable, as type: T.Type = T.self)
        throws
        -> T?
    {
        try fetchOne(statement) { row in try row.value(at: 0, as: T.self) }
    }

    /// The first column of the first row as an optional, flattened: `nil` when there is no row and
    /// when the value is `NULL` (`as: Int?.self` gives an `Int?`, not an `Int??`).
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(_ statement: some SQLRenderable, as type: T?.Type) throws
        -> T?
    {
        try fetchOne(statement) { row in try row.value(at: 0, as: T?.self) } ?? nil
    }

    /// The first column of every row.
    @inlinable
    public func fetchValues<T: SQLColumnDecodable>(_ statement: some SQLRenderable, as type: T.Type = T.self)
        throws -> [T]
    {
        try fetchAll(statement) { row in try row.value(at: 0, as: T.self) }
    }
}
