import CSQLite

/// `SQLITE_TRANSIENT`: SQLite copies the bytes before the bind call returns.
@usableFromInline
nonisolated(unsafe) let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

extension Statement {
    /// Binds one value to the parameter at a 1-based index.
    @inlinable
    func bind(_ value: SQLValue, at index: Int32) throws(DatabaseError) {
        guard let handle else { throw closedFailure() }
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let integer): code = sqlite3_bind_int64(handle, index, integer)
        case .real(let real): code = sqlite3_bind_double(handle, index, real)
        case .text(let text): code = Statement.bind(text: text, to: handle, at: index)
        case .blob(let bytes): code = Statement.bind(blob: bytes, to: handle, at: index)
        }
        if code != SQLITE_OK { throw bindingFailure(code, index: index) }
    }

    @usableFromInline
    static func bind(text: String, to handle: OpaquePointer, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { buffer in
            // An empty buffer may have no address, and a null pointer would bind NULL, not ''.
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                sqlite3_bind_text64(
                    handle, index, $0, sqlite3_uint64(buffer.count), transientDestructor, UInt8(SQLITE_UTF8))
            }
        }
    }

    @usableFromInline
    static func bind(blob: [UInt8], to handle: OpaquePointer, at index: Int32) -> Int32 {
        blob.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_zeroblob(handle, index, 0)
            }
            return sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(buffer.count), transientDestructor)
        }
    }

    @usableFromInline
    func bindingFailure(_ code: Int32, index: Int32) -> DatabaseError {
        if code == SQLITE_RANGE {
            return argumentsFailure("parameter \(index) does not exist; the statement has \(parameterCount)")
        }
        return reported(
            DatabaseError(code: code, connection: handle.flatMap(sqlite3_db_handle), sql: sql), .bind)
    }

    /// The error for arguments that do not fit the statement's parameters, reported.
    func argumentsFailure(_ message: String) -> DatabaseError {
        reported(.arguments(message, sql: sql), .bind)
    }

    /// The SQLite name of the parameter at a 1-based index (`:a`, `?3`), or `nil` for `?`.
    func parameterName(at index: Int) -> String? {
        guard let handle, let position = Int32(exactly: index),
            let name = sqlite3_bind_parameter_name(handle, position)
        else { return nil }
        return String(cString: name)
    }

    /// Binds a rendered statement's arguments to the nameless parameters in order, and `named` to
    /// the named and numbered ones. Every parameter must get exactly one value.
    @usableFromInline
    func bind(arguments: [SQLValue], named: [String: SQLValue]) throws(DatabaseError) {
        if !hasNamedParameters, named.isEmpty {
            guard arguments.count == parameterCount else {
                throw argumentsFailure(
                    "the statement has \(parameterCount) parameters but \(arguments.count) arguments were given"
                )
            }
            for (offset, value) in arguments.enumerated() { try bind(value, at: Int32(offset + 1)) }
            return
        }
        let anonymous = anonymousParameterIndexes(expected: arguments.count)
        guard anonymous.count == arguments.count else {
            throw argumentsFailure(
                "the statement has \(anonymous.count) ? parameters but \(arguments.count) arguments were given"
            )
        }
        for (index, value) in zip(anonymous, arguments) { try bind(value, at: Int32(index)) }
        // By bytes, as SQLite matches parameter names: a `[String: …]` lookup would give `:é`
        // (U+00E9) the value meant for `:e\u{301}`.
        var exactNamed: [ExactText: SQLValue] = [:]
        for (key, value) in named { exactNamed[ExactText(key)] = value }
        var used = 0
        for index in 1...max(parameterCount, 1) where index <= parameterCount {
            guard let name = parameterName(at: index) else { continue }
            guard let value = exactNamed[ExactText(name)] ?? exactNamed[ExactText(String(name.dropFirst()))]
            else {
                throw argumentsFailure("no value was given for parameter \(name)")
            }
            used += 1
            try bind(value, at: Int32(index))
        }
        if used != named.count { throw unknownNames(in: named) }
    }

    /// The indexes of the anonymous `?` parameters. When the statement also has numbered ones,
    /// the indexes without a name may include unused gaps, and the SQL text decides.
    func anonymousParameterIndexes(expected: Int) -> [Int] {
        let nameless = (0..<parameterCount).map { $0 + 1 }.filter { parameterName(at: $0) == nil }
        if nameless.count == expected { return nameless }
        return AnonymousParameterScanner.indexes(in: sql)
    }

    private func unknownNames(in named: [String: SQLValue]) -> DatabaseError {
        let known = (1...max(parameterCount, 1)).compactMap { parameterName(at: $0) }
        let unknown = named.keys.filter { key in
            !known.contains { $0.isByteEqual(to: key) || $0.dropFirst().isByteEqual(to: key) }
        }
        guard !unknown.isEmpty else { return argumentsFailure("a parameter was given two values") }
        let list = unknown.sorted().joined(separator: ", ")
        return argumentsFailure("the statement has no parameter named \(list)")
    }
}
