import CSQLite

/// A statement prepared once and run many times with new arguments: the fast path for bulk
/// inserts. Build the statement with named or numbered parameters (`BindParameter`); values
/// written inline in it are bound once, at preparation.
///
/// ```swift
/// let insert = try db.prepare(
///     Insert(into: Message.table).values(BindParameter.named(prefix: .colon, name: "id"), …))
/// for message in messages {
///     try insert.execute(named: ["id": .integer(message.id), …])
/// }
/// ```
///
/// Binding by index (``bind(_:at:)``) allocates nothing; the indexes are SQLite's, from 1.
public final class PreparedStatement {
    /// The connection the statement belongs to.
    public let database: Database
    @usableFromInline let statement: Statement
    /// The SQLite indexes of the parameters the caller fills (named and numbered ones), in order.
    public let openParameterIndexes: [Int]

    init(database: Database, rendered: RenderedSQL) throws {
        self.database = database
        let statement = try Statement(
            connection: database.openConnection(), sql: rendered.sql, persistent: true,
            owner: database.queueGuard, errorHook: database.errorHook)
        statement.errorsIncludeArguments = database.configuration.errorsIncludeArguments
        self.statement = statement
        let anonymous = statement.anonymousParameterIndexes(expected: rendered.arguments.count)
        guard anonymous.count == rendered.arguments.count else {
            throw statement.argumentsFailure(
                "the statement has \(anonymous.count) ? parameters but \(rendered.arguments.count) arguments")
        }
        for (index, value) in zip(anonymous, rendered.arguments) {
            try statement.bind(value, at: Int32(index))
        }
        let open = (0..<statement.parameterCount).map { $0 + 1 }.filter {
            statement.parameterName(at: $0) != nil
        }
        openParameterIndexes = open
    }

    /// The SQL text (placeholders, never values).
    public var sql: String { statement.sql }

    /// The names of the parameters the caller fills, as SQLite reports them (`:id`, `?2`).
    public var parameterNames: [String] {
        openParameterIndexes.map { statement.parameterName(at: $0) ?? "?" }
    }

    /// The SQLite index of the parameter with this name (`:id` or `id`); an unknown name is an error.
    public func index(ofParameter name: String) throws(DatabaseError) -> Int {
        for index in openParameterIndexes {
            guard let parameter = statement.parameterName(at: index) else { continue }
            if parameter.isByteEqual(to: name) || parameter.dropFirst().isByteEqual(to: name) { return index }
        }
        throw statement.argumentsFailure("the statement has no parameter named \(name)")
    }

    /// Checks that the connection may run a statement now (see
    /// `Database.connectionForStatement()`). Every run resets the statement when it ends, so it is
    /// always idle here and binding needs no reset of its own.
    @inlinable
    func ready() throws(DatabaseError) {
        _ = try database.connectionForStatement()
        if statement.isInUse { throw runningFailure() }
    }

    /// Binding or running the statement while it runs would reset it or step it again under
    /// SQLite (from a SQL function it calls) or under the row being read (from a transform).
    @usableFromInline
    func runningFailure() -> DatabaseError {
        statement.reported(
            DatabaseError(
                .misuse,
                "the prepared statement cannot be bound or run while it is running (from a SQL "
                    + "function it calls or a row it is reading)", sql: sql),
            .access)
    }

    /// Marks the statement running for `body`, then resets it.
    @inlinable
    func running<T>(_ body: () throws -> T) throws -> T {
        try ready()
        statement.isInUse = true
        defer {
            statement.reset()
            statement.isInUse = false
        }
        return try body()
    }

    /// Binds a value to the parameter at SQLite's 1-based `index`; it stays bound across runs.
    @inlinable
    public func bind<Value: SQLValueConvertible>(_ value: Value, at index: Int) throws {
        try ready()
        // Clamped: an index beyond 32 bits is beyond every parameter, and SQLite reports it.
        try statement.bind(value.sqlValue, at: Int32(clamping: index))
    }

    /// Binds a value to the named parameter (`:id` or `id`).
    public func bind<Value: SQLValueConvertible>(_ value: Value, named name: String) throws {
        try bind(value, at: index(ofParameter: name))
    }

    /// Binds the caller's parameters in order; the count must match.
    public func bind(_ arguments: [SQLValue]) throws(DatabaseError) {
        try ready()
        guard arguments.count == openParameterIndexes.count else {
            throw statement.argumentsFailure(
                "the statement has \(openParameterIndexes.count) parameters to fill but \(arguments.count) arguments were given"
            )
        }
        for (index, value) in zip(openParameterIndexes, arguments) {
            try statement.bind(value, at: Int32(index))
        }
    }

    /// Binds named arguments; every parameter needs a value and every name a parameter.
    public func bind(named arguments: [String: SQLValue]) throws(DatabaseError) {
        try ready()
        // By bytes, as SQLite matches parameter names (see `Statement.bind(arguments:named:)`).
        var exactArguments: [ExactText: SQLValue] = [:]
        for (key, value) in arguments { exactArguments[ExactText(key)] = value }
        var filled = 0
        for index in openParameterIndexes {
            guard let name = statement.parameterName(at: index) else { continue }
            guard
                let value = exactArguments[ExactText(name)]
                    ?? exactArguments[ExactText(String(name.dropFirst()))]
            else {
                throw statement.argumentsFailure("no value was given for parameter \(name)")
            }
            try statement.bind(value, at: Int32(index))
            filled += 1
        }
        if filled != arguments.count {
            let known = parameterNames
            let unknown = arguments.keys.filter { key in
                !known.contains { $0.isByteEqual(to: key) || $0.isByteEqual(to: ":" + key) }
            }
            throw statement.argumentsFailure(
                "the statement has no parameter named \(unknown.sorted().joined(separator: ", "))")
        }
    }

    /// Runs the statement with the values bound now; rows it returns are skipped.
    @inlinable
    public func execute() throws {
        try running { while try statement.step() {} }
    }

    /// Binds the caller's parameters in order, then runs the statement.
    public func execute(_ arguments: [SQLValue]) throws {
        try bind(arguments)
        try execute()
    }

    /// Binds named arguments, then runs the statement.
    public func execute(named arguments: [String: SQLValue]) throws {
        try bind(named: arguments)
        try execute()
    }

    /// Runs the statement with the values bound now, reading every row with `transform`.
    @inlinable
    public func fetchAll<T>(_ transform: (borrowing Row) throws -> T) throws -> [T] {
        try running { try statement.collect(transform) }
    }

    /// Runs the statement and reads the first row with `transform`, or returns `nil`.
    @inlinable
    public func fetchOne<T>(_ transform: (borrowing Row) throws -> T) throws -> T? {
        try running { try statement.first(transform) }
    }

    /// Every row decoded by position.
    @inlinable
    public func fetchAll<T: RowDecodable>(as type: T.Type) throws -> [T] {
        try fetchAll { row in try T(row: row) }
    }

    /// Every row decoded as a `Decodable` type.
    @inlinable
    public func fetchAll<T: Decodable>(as type: T.Type) throws -> [T] {
        let decoder = RowDecoder(statement)
        return try fetchAll { _ in try decoder.decodeRow(T.self) }
    }

    /// Every row of a type that decodes both ways, by position.
    @inlinable
    public func fetchAll<T: RowDecodable & Decodable>(as type: T.Type) throws -> [T] {
        try fetchAll { row in try T(row: row) }
    }

    /// The first column of the first row, or `nil`.
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(as type: T.Type = T.self) throws -> T? {
        try fetchOne { row in try row.value(at: 0, as: T.self) }
    }

    /// The first column of the first row as an optional, flattened: `nil` when there is no row and
    /// when the value is `NULL`.
    @inlinable
    public func fetchValue<T: SQLColumnDecodable>(as type: T?.Type) throws -> T? {
        try fetchOne { row in try row.value(at: 0, as: T?.self) } ?? nil
    }
}

extension Database {
    /// Prepares a statement to run many times; its inline values are bound once, its named and
    /// numbered parameters are filled at each run.
    public func prepare(_ statement: some SQLRenderable) throws -> PreparedStatement {
        try PreparedStatement(database: self, rendered: statement.render())
    }
}
