import CLibPQ

/// A statement prepared once on the server and run many times with new arguments: no rendering,
/// no cache lookup per run. Deallocated on the server when the last reference goes.
///
/// It keeps its connection alive and, like it, belongs to one thread or task at a time. On a
/// session a pooler lends per transaction (``PostgresPooling/transaction``) nothing is prepared:
/// each run sends the SQL with its arguments, as an unprepared statement.
///
/// ```swift
/// let lookup = try connection.prepare(Select { people.name }.from(people).where(people.id == 0))
/// for id: Int64 in [1, 2, 3] {
///     try lookup.bind(id, at: 1)
///     let name = try lookup.fetchOne { row in try row[0] as String }
/// }
/// ```
public final class PostgresPreparedStatement {
    let connection: PostgresConnection
    /// The SQL with `$n` placeholders.
    public let sql: String
    /// The values for `$1, $2, …`: the rendered statement's, until ``bind(_:at:)`` replaces them.
    public private(set) var arguments: [SQLValue]
    /// Which arguments ``bind(_:at:)`` was given a Swift `Bool` for: sent as `bool`, not 1 or 0.
    private var booleans: [Bool]
    private var name: String
    /// The parameter types the server statement `name` was prepared for.
    private var types: [UInt32]
    /// The statements prepared for other parameter types (an integer past 32 bits where small ones
    /// were, a NULL), kept so that values alternating between them do not prepare it each time.
    private var variants: [[UInt32]: String] = [:]
    /// Past this many variants, one other than the current is deallocated.
    private static let variantLimit = 8
    /// The connection's ``PostgresConnection/statementGeneration`` when these statements were
    /// prepared: once it moves on, the server dropped them.
    private var generation: Int

    init(connection: PostgresConnection, rendered: RenderedSQL) throws(PostgresError) {
        self.connection = connection
        sql = rendered.sql
        arguments = rendered.arguments
        booleans = Array(repeating: false, count: rendered.arguments.count)
        try connection.parameters.fill(arguments, sql: sql)
        types = connection.parameters.types
        name = connection.cache.nextName()
        generation = connection.statementGeneration
        guard !connection.isSessionLent else { return }
        try connection.prepare(name: name, sql: sql, types: types)
        variants[types] = name
    }

    deinit {
        // Statements the server already dropped are not deallocated: the error would abort an
        // open transaction.
        guard generation == connection.statementGeneration else { return }
        for name in variants.values { connection.deallocate(name) }
    }

    /// Sets the value of parameter `$index` (from 1) for the next runs. A Swift `Bool` (also an
    /// optional one) is sent as a `bool`, so that it goes where a `boolean` is wanted.
    public func bind(_ value: some SQLValueConvertible, at index: Int) throws {
        guard index >= 1, index <= arguments.count else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.undefinedParameter,
                message: "parameter $\(index) does not exist: the statement has \(arguments.count)", sql: sql)
        }
        arguments[index - 1] = try value.sqlValue
        booleans[index - 1] = value is Bool
    }

    /// Runs the statement; returns the number of rows it inserted, updated or deleted.
    @discardableResult
    public func execute() throws(PostgresError) -> Int {
        try run().affectedRowCount
    }

    /// Every row, read by `transform`.
    public func fetchAll<T>(_ transform: (borrowing PostgresRow) throws -> T) throws -> [T] {
        let result = try run()
        var values: [T] = []
        values.reserveCapacity(result.rowCount)
        for index in 0..<result.rowCount {
            let row = PostgresRow(result: result, row: index)
            values.append(try transform(row))
        }
        return values
    }

    /// The first row, read by `transform`, or `nil` when there is none.
    public func fetchOne<T>(_ transform: (borrowing PostgresRow) throws -> T) throws -> T? {
        let result = try run()
        guard result.rowCount > 0 else { return nil }
        let row = PostgresRow(result: result, row: 0)
        return try transform(row)
    }

    /// The first row decoded by position, or `nil`.
    public func fetchOne<T: PostgresRowDecodable>(as type: T.Type) throws -> T? {
        try fetchOne { row in try T(row: row) }
    }

    /// Every row decoded as a `Decodable` type (see the connection's `fetchAll(_:as:)`).
    public func fetchAll<T: Decodable>(as type: T.Type) throws -> [T] {
        let result = try run()
        let decoder = PostgresRowDecoder(result: result)
        return try (0..<result.rowCount).map { try decoder.decode(T.self, row: $0) }
    }

    private func run() throws(PostgresError) -> PostgresResult {
        let rendered = RenderedSQL(sql: sql, arguments: arguments)
        try connection.checkBeforeRunning(sql)
        connection.notices.statement = rendered
        defer { connection.notices.statement = nil }
        let result =
            try connection.isSessionLent
            ? connection.sendLent(rendered, booleans: booleans) : sendRetryingDropped(rendered)
        try connection.checkAfterRunning(sql, result)
        return result
    }

    /// ``send(_:)``, once more when the server's statements were dropped (`DEALLOCATE ALL`,
    /// `DISCARD ALL`), so that nothing ran: prepared again and, outside a transaction, run again.
    private func sendRetryingDropped(_ rendered: RenderedSQL) throws(PostgresError) -> PostgresResult {
        do {
            return try send(rendered)
        } catch  where error.isMissingPreparedStatement {
            connection.forgetPreparedStatements()
            guard !connection.isInTransaction else { throw error }
            try connection.ensureSessionPinned()
            return try send(rendered)
        }
    }

    /// Fills the arguments and runs the server statement for their types, preparing it again
    /// when the server's statements were dropped.
    private func send(_ rendered: RenderedSQL) throws(PostgresError) -> PostgresResult {
        if generation != connection.statementGeneration {
            variants.removeAll()
            types = []
            generation = connection.statementGeneration
        }
        try connection.parameters.fill(arguments, sql: sql, booleans: booleans)
        if connection.parameters.types != types || variants.isEmpty {
            try useVariant(for: connection.parameters.types)
        }
        return try connection.checked(connection.executePrepared(name: name), rendered)
    }

    /// A value of another kind or width (text where an integer was, NULL, an integer past 32
    /// bits): the statement prepared for those types, prepared now if it was not yet.
    private func useVariant(for newTypes: [UInt32]) throws(PostgresError) {
        if let known = variants[newTypes] {
            name = known
        } else {
            let newName = connection.cache.nextName()
            try connection.prepare(name: newName, sql: sql, types: newTypes)
            if variants.count >= Self.variantLimit, let other = variants.first(where: { $0.value != name }) {
                variants[other.key] = nil
                connection.deallocate(other.value)
            }
            variants[newTypes] = newName
            name = newName
        }
        types = newTypes
    }
}

extension PostgresConnection {
    /// Renders `statement` for PostgreSQL and prepares it on the server, for running many times
    /// with ``PostgresPreparedStatement/bind(_:at:)``. The statement's own values are the first
    /// arguments.
    public func prepare(_ statement: some SQLRenderable) throws -> PostgresPreparedStatement {
        try PostgresPreparedStatement(connection: self, rendered: rendered(statement))
    }
}
