/// The same calls for hand-written SQL: an ``SQLFragment`` literal (`"SELECT count(*) FROM t"`)
/// whose interpolated values become bound arguments. Generic `some SQLRenderable` parameters do
/// not take string literals, so each call has a fragment overload that forwards.
extension Database {
    /// Runs one hand-written statement to completion.
    public func execute(_ fragment: SQLFragment) throws {
        try withStatement(fragment) { prepared in
            while try prepared.step() {}
        }
    }

    /// Every row of a hand-written query, read by `transform`.
    @inlinable
    public func fetchAll<T>(_ fragment: SQLFragment, _ transform: (borrowing Row) throws -> T) throws -> [T] {
        try withStatement(fragment) { prepared in try prepared.collect(transform) }
    }

    /// The first row of a hand-written query, read by `transform`, or `nil`.
    @inlinable
    public func fetchOne<T>(_ fragment: SQLFragment, _ transform: (borrowing Row) throws -> T) throws -> T? {
        try withStatement(fragment) { prepared in try prepared.first(transform) }
    }

    /// Every row of a hand-written query as a `RowSnapshot`.
    public func fetchAll(_ fragment: SQLFragment) throws -> [RowSnapshot] {
        try fetchAll(fragment) { row in row.snapshot() }
    }

    /// The first row of a hand-written query as a `RowSnapshot`, or `nil`.
    public func fetchOne(_ fragment: SQLFragment) throws -> RowSnapshot? {
        try fetchOne(fragment) { row in row.snapshot() }
    }

    /// Every row of a hand-written query decoded by position.
    @inlinable
    public func fetchAll<T: RowDecodable>(_ fragment: SQLFragment, as type: T.Type) throws -> [T] {
        try fetchAll(fragment) { row in try T(row: row) }
    }

    /// Every row of a hand-written query decoded as a `Decodable` type.
    @inlinable
    public func fetchAll<T: Decodable>(_ fragment: SQLFragment, as type: T.Type) throws -> [T] {
        try withStatement(fragment) { prepared in
            let decoder = RowDecoder(prepared)
            return try prepared.collect { _ in try decoder.decodeRow(T.self) }
        }
    }

    /// Every row of a hand-written query, by position, for a type that decodes both ways.
    @inlinable
    public func fetchAll<T: RowDecodable & Decodable>(_ fragment: SQLFragment, as type: T.Type) throws -> [T]
    {
        try fetchAll(fragment) { row in try T(row: row) }
    }

    /// The first row of a hand-written query decoded by position, or `nil`.
    @inlinable
    public func fetchOne<T: RowDecodable>(_ fragment: SQLFragment, as type: T.Type) throws -> T? {
        try fetchOne(fragment) { row in try T(row: row) }
    }

    /// The first row of a hand-written query decoded as a `Decodable` type, or `nil`.
    @inlinable
    public func fetchOne<T: Decodable>(_ fragment: SQLFragment, as type: T.Type) throws -> T? {
        try withStatement(fragment) { prepared in
            let decoder = RowDecoder(prepared)
            return try prepared.first { _ in try decoder.decodeRow(T.self) }
        }
    }

    /// The first row of a hand-written query, by position, for a type that decodes both ways.
    @inlinable
    public func fetchOne<T: RowDecodable & Decodable>(_ fragment: SQLFragment, as type: T.Type) throws -> T? {
        try fetchOne(fragment) { row in try T(row: row) }
    }

    /// The first column of the first row of a hand-written query, or `nil`.
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(_ fragment: SQLFragment, as type: T.Type = T.self) throws
        -> T?
    {
        try fetchOne(fragment) { row in try row.value(at: 0, as: T.self) }
    }

    /// The first column of the first row of a hand-written query as an optional, flattened: `nil`
    /// when there is no row and when the value is `NULL`.
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(_ fragment: SQLFragment, as type: T?.Type) throws -> T? {
        try fetchOne(fragment) { row in try row.value(at: 0, as: T?.self) } ?? nil
    }

    /// The first column of every row of a hand-written query.
    @inlinable
    public func fetchValues<T: SQLColumnDecodable>(_ fragment: SQLFragment, as type: T.Type = T.self) throws
        -> [T]
    {
        try fetchAll(fragment) { row in try row.value(at: 0, as: T.self) }
    }

    /// A cursor over a hand-written query, reading each row with `transform`.
    public func cursor<T>(_ fragment: SQLFragment, _ transform: @escaping (borrowing Row) throws -> T) throws
        -> Cursor<T>
    {
        let statement: any SQLRenderable = fragment
        return try cursor(statement, transform)
    }

    /// A cursor of `RowSnapshot`s over a hand-written query.
    public func cursor(_ fragment: SQLFragment) throws -> Cursor<RowSnapshot> {
        let statement: any SQLRenderable = fragment
        return try cursor(statement)
    }

    /// Calls `body` with each row of a hand-written query.
    @inlinable
    public func forEachRow(_ fragment: SQLFragment, _ body: (borrowing Row) throws -> Void) throws {
        try withStatement(fragment) { prepared in
            let row = Row(prepared)
            while try prepared.step() { try body(row) }
        }
    }

    /// Prepares a hand-written statement to run many times.
    public func prepare(_ fragment: SQLFragment) throws -> PreparedStatement {
        try PreparedStatement(database: self, rendered: fragment.render())
    }
}
