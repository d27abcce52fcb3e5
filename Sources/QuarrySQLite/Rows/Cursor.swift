/// Streams a statement's rows one at a time without holding them: each ``next()`` steps the
/// statement and reads the new row.
///
/// ```swift
/// let cursor = try db.cursor(Select.all.from(Message.table), as: MessageRow.self)
/// while let message = try cursor.next() { … }
/// ```
///
/// The statement stays busy until the cursor reaches the end, fails, is closed or is released;
/// meanwhile the same SQL run elsewhere gets a statement of its own. Keep the cursor on the
/// thread of its connection. A cursor of a ``DatabaseQueue`` or ``DatabasePool`` connection works
/// only inside the closure it was made in: the statement is reset when the closure ends (so that
/// no old snapshot outlives it), and a later ``next()`` throws `SQLITE_MISUSE`.
public final class Cursor<Element> {
    private let database: Database
    private var statement: Statement?
    private let transform: (borrowing Row) throws -> Element
    /// Whether ``next()`` is stepping or reading a row: a `next()` or `close()` then (from a SQL
    /// function the statement calls, or from the transform) would step or reset the statement
    /// under SQLite or under the row being read.
    @exclusivity(unchecked) private var isReading = false
    /// A ``close()`` asked for while reading, done when the read ends.
    @exclusivity(unchecked) private var closesAfterReading = false
    /// The closure of a queue or pool the cursor was made in (`nil` on a standalone connection):
    /// when it ended its statement was reset, so a later step would read from the start again.
    private let lend: UInt64?

    init(database: Database, statement: Statement, transform: @escaping (borrowing Row) throws -> Element) {
        self.database = database
        self.statement = statement
        self.transform = transform
        lend = statement.owner?.currentLend
        statement.isInUse = true
    }

    deinit { close() }

    /// The next row, or `nil` after the last one (and on every call after that). Calling it again
    /// while it reads (from the transform, or a SQL function of the statement) throws
    /// `SQLITE_MISUSE`.
    public func next() throws -> Element? {
        guard let statement else { return nil }
        guard !isReading else {
            throw statement.reported(
                DatabaseError(
                    .misuse,
                    "a cursor cannot step while it is reading a row (from its transform or a SQL "
                        + "function its statement calls)", sql: statement.sql),
                .access)
        }
        isReading = true
        defer {
            isReading = false
            if closesAfterReading { close() }
        }
        do {
            _ = try database.connectionForStatement()
            if let owner = statement.owner, owner.currentLend != lend {
                throw statement.reported(QueueAccessGuard.outlived(statement.sql), .access)
            }
            guard try statement.step() else {
                close()
                return nil
            }
            let row = Row(statement)
            return try transform(row)
        } catch {
            closesAfterReading = true
            throw error
        }
    }

    /// Ends the cursor early: resets the statement so it releases its locks. Called while the
    /// cursor reads a row, it takes effect when that read ends.
    public func close() {
        guard let statement else { return }
        guard !isReading else {
            closesAfterReading = true
            return
        }
        self.statement = nil
        // Outside its queue the cursor may not touch the connection: the queue resets it.
        if let owner = statement.owner, owner.resetLater(statement) { return }
        statement.reset()
        statement.isInUse = false
    }
}

extension Database {
    /// A cursor reading each row with `transform`.
    public func cursor<T>(_ statement: some SQLRenderable, _ transform: @escaping (borrowing Row) throws -> T)
        throws
        -> Cursor<T>
    {
        let rendered = try statement.render()
        let prepared = try self.statement(for: rendered.sql)
        try prepared.bind(arguments: rendered.arguments, named: [:])
        return Cursor(database: self, statement: prepared, transform: transform)
    }

    /// A cursor of `RowSnapshot`s.
    public func cursor(_ statement: some SQLRenderable) throws -> Cursor<RowSnapshot> {
        try cursor(statement) { row in row.snapshot() }
    }

    /// A cursor decoding rows by position.
    public func cursor<T: RowDecodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> Cursor<T>
    {
        try cursor(statement) { row in try T(row: row) }
    }

    /// A cursor decoding rows as a `Decodable` type (keys matched to columns once).
    public func cursor<T: Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws -> Cursor<T> {
        let rendered = try statement.render()
        let prepared = try self.statement(for: rendered.sql)
        try prepared.bind(arguments: rendered.arguments, named: [:])
        let decoder = RowDecoder(prepared)
        return Cursor(database: self, statement: prepared) { _ in try decoder.decodeRow(T.self) }
    }

    /// A cursor of a type that decodes both ways, by position.
    public func cursor<T: RowDecodable & Decodable>(_ statement: some SQLRenderable, as type: T.Type) throws
        -> Cursor<T>
    {
        try cursor(statement) { row in try T(row: row) }
    }

    /// Calls `body` with each row while the statement is on it, holding nothing: the cheapest way
    /// to stream a large result.
    @inlinable
    public func forEachRow(_ statement: some SQLRenderable, _ body: (borrowing Row) throws -> Void) throws {
        try withStatement(statement) { prepared in
            let row = Row(prepared)
            while try prepared.step() { try body(row) }
        }
    }
}
