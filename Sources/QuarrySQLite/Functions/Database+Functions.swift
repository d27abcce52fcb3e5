import CSQLite
import Foundation

extension Database {
    /// Registers a Swift closure as a scalar SQL function. `argumentCount` `nil` takes any number
    /// of arguments. A thrown error fails the statement with the error's message.
    ///
    /// ```swift
    /// try db.createFunction("regexp", argumentCount: 2) { arguments in
    ///     let regex = try Regex(try arguments.value(at: 0, as: String.self))
    ///     return try arguments.value(at: 1, as: String.self).contains(regex)
    /// }
    /// ```
    public func createFunction<Result: SQLValueConvertible>(
        _ name: String, argumentCount: Int? = nil, deterministic: Bool = true,
        _ body: @escaping @Sendable (borrowing FunctionArguments) throws -> Result
    ) throws {
        let box = ScalarFunctionBox(
            { arguments in try body(arguments).sqlValue }, nesting: callbacks, errors: functionErrors(name))
        let code = sqlite3_create_function_v2(
            try openConnection(), try Database.checked(name), Self.argumentLimit(argumentCount),
            flags(deterministic),
            Unmanaged.passRetained(box).toOpaque(),
            { context, count, values in
                let box = Unmanaged<ScalarFunctionBox>.fromOpaque(sqlite3_user_data(context))
                    .takeUnretainedValue()
                box.nesting.run {
                    FunctionContext.run(context, box.errors) {
                        try box.body(FunctionArguments(count: count, values: values))
                    }
                }
            }, nil, nil, { Unmanaged<ScalarFunctionBox>.fromOpaque($0!).release() })
        try check(code, registering: name)
    }

    /// Registers an aggregate SQL function implemented by `type`.
    public func createAggregate<Aggregate: AggregateFunction>(
        _ name: String, argumentCount: Int? = nil, deterministic: Bool = true, _ type: Aggregate.Type
    ) throws {
        let box = AggregateFunctionBox(type, nesting: callbacks, errors: functionErrors(name))
        let code = sqlite3_create_function_v2(
            try openConnection(), try Database.checked(name), Self.argumentLimit(argumentCount),
            flags(deterministic),
            Unmanaged.passRetained(box).toOpaque(), nil,
            { context, count, values in
                let box = Unmanaged<AggregateFunctionBox>.fromOpaque(sqlite3_user_data(context))
                    .takeUnretainedValue()
                box.nesting.run { box.step(context, FunctionArguments(count: count, values: values)) }
            },
            { context in
                let box = Unmanaged<AggregateFunctionBox>.fromOpaque(sqlite3_user_data(context))
                    .takeUnretainedValue()
                box.nesting.run { box.final(context) }
            }, { Unmanaged<AggregateFunctionBox>.fromOpaque($0!).release() })
        try check(code, registering: name)
    }

    /// Registers a collation (`ORDER BY name COLLATE caseless`, `CREATE TABLE … COLLATE caseless`)
    /// that compares UTF-8 text with a Swift closure.
    public func createCollation(
        _ name: String, _ compare: @escaping @Sendable (String, String) -> ComparisonResult
    ) throws {
        let box = CollationBox(compare, nesting: callbacks)
        let code = sqlite3_create_collation_v2(
            try openConnection(), try Database.checked(name), SQLITE_UTF8,
            Unmanaged.passRetained(box).toOpaque(),
            { context, leftCount, left, rightCount, right in
                let box = Unmanaged<CollationBox>.fromOpaque(context!).takeUnretainedValue()
                let lhs = String(
                    decoding: UnsafeRawBufferPointer(start: left, count: Int(leftCount)), as: UTF8.self)
                let rhs = String(
                    decoding: UnsafeRawBufferPointer(start: right, count: Int(rightCount)), as: UTF8.self)
                return box.nesting.run { Int32(box.compare(lhs, rhs).rawValue) }
            }, { Unmanaged<CollationBox>.fromOpaque($0!).release() })
        try check(code, registering: name)
    }

    /// SQLite's `nArg`: -1 for any number. Clamped, so that a count beyond 32 bits is SQLite's own
    /// "too many arguments" error rather than a trap in the conversion.
    private static func argumentLimit(_ argumentCount: Int?) -> Int32 {
        Int32(clamping: argumentCount ?? -1)
    }

    private func functionErrors(_ name: String) -> FunctionErrors {
        FunctionErrors(name: name, includeValues: configuration.errorsIncludeArguments)
    }

    private func flags(_ deterministic: Bool) -> Int32 {
        SQLITE_UTF8 | (deterministic ? SQLITE_DETERMINISTIC : 0)
    }

    private static func checked(_ name: String) throws(DatabaseError) -> String {
        guard !name.isEmpty, !name.utf8.contains(0), name.utf8.count <= 255 else {
            throw DatabaseError(.misuse, "\(name.debugDescription) cannot name a function or collation")
        }
        return name
    }

    private func check(_ code: Int32, registering name: String) throws(DatabaseError) {
        guard code == SQLITE_OK else {
            let error = DatabaseError(code: code, connection: connection, sql: nil)
            throw DatabaseError(
                error.extendedCode, "cannot register \(name.debugDescription): \(error.message)")
        }
    }
}
