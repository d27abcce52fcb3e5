import CSQLite

/// Walks a ``TrustedSQLScript`` with `sqlite3_prepare_v3`'s tail: prepares the next statement,
/// runs it, and names the statement (number and line) in errors.
struct ScriptRunner {
    private let script: TrustedSQLScript
    private let bytes: [UInt8]
    /// Where the current statement starts, in ``bytes``.
    private var start = 0
    /// Where the current statement ends (its tail), once prepared.
    private var end = 0
    /// The number of the current statement, from 1.
    private var number = 0
    /// When set, the script may hold only schema statements (see ``StatementActions``).
    private let schemaActions: StatementActions?

    init(script: TrustedSQLScript, schemaOnly: Bool = false) {
        self.script = script
        bytes = Array(script.text.utf8)
        schemaActions = schemaOnly ? StatementActions() : nil
    }

    /// Prepares the next statement; `nil` at the end of the script.
    mutating func prepareNext(on connection: OpaquePointer) throws -> OpaquePointer? {
        if number == 0 { try checkWhole() }
        while true {
            start = SQLTail.endOfBlank(bytes, from: end)
            guard start < bytes.count else { return nil }
            number += 1
            let (code, statement, length) =
                schemaActions?.recording(on: connection) { prepare(at: start, on: connection) }
                ?? prepare(at: start, on: connection)
            guard code == SQLITE_OK else {
                let error = DatabaseError(code: code, connection: connection, sql: nil)
                let offset = Int(sqlite3_error_offset(connection))
                throw failure(error.extendedCode, error.message, at: offset >= 0 ? start + offset : start)
            }
            end = start + max(length, 1)
            guard let statement else {
                // Only comments or blanks that the skip above did not know: not a statement.
                number -= 1
                continue
            }
            if let schemaActions, !schemaActions.isSchemaStatement {
                sqlite3_finalize(statement)
                throw failure(
                    .auth,
                    "not a schema statement: a schema script holds only CREATE, ALTER and DROP statements, PRAGMAs and transaction control",
                    at: start)
            }
            if sqlite3_bind_parameter_count(statement) > 0 {
                sqlite3_finalize(statement)
                throw failure(.range, "the statement has parameters, and a script binds no values", at: start)
            }
            return statement
        }
    }

    /// Refuses, before anything runs, a script SQLite would misread: one with a NUL (SQLite stops
    /// reading there) or longer than the 2 GiB a length passed to SQLite can say.
    private func checkWhole() throws {
        if let nul = bytes.firstIndex(of: 0) {
            let line = 1 + bytes[..<nul].lazy.filter { $0 == 0x0A }.count
            throw DatabaseError(
                .misuse,
                "the script contains a NUL character (line \(line)), where SQLite would stop reading it",
                offset: nul)
        }
        guard bytes.count <= Int32.max else {
            throw DatabaseError(.toobig, "the script is \(bytes.count) bytes, more than SQLite reads at once")
        }
    }

    /// `sqlite3_prepare_v3` on the text from `offset`: the result code, the statement (`nil` when
    /// the text held none) and how many bytes it took.
    private func prepare(at offset: Int, on connection: OpaquePointer) -> (Int32, OpaquePointer?, Int) {
        var statement: OpaquePointer?
        var length = 0
        let code = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.advanced(by: offset).withMemoryRebound(
                to: CChar.self, capacity: bytes.count - offset
            ) { text in
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v3(
                    connection, text, Int32(bytes.count - offset), 0, &statement, &tail)
                length = tail.map { text.distance(to: $0) } ?? 0
                return code
            }
        }
        return (code, statement, length)
    }

    /// Steps the statement to its end.
    func run(_ statement: OpaquePointer) throws {
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            if code == SQLITE_ROW { continue }
            let error = DatabaseError(code: code, connection: sqlite3_db_handle(statement), sql: nil)
            throw failure(error.extendedCode, ValueRedaction.redacting(error.message), at: start)
        }
    }

    /// The error for the current statement: its number and the line of `offset` in the script,
    /// SQLite's message, and the statement's text (up to the end of the line where SQLite stopped
    /// when it could not prepare it).
    private func failure(_ code: ExtendedResultCode, _ message: String, at offset: Int) -> DatabaseError {
        let offset = min(max(offset, start), bytes.count)
        let line = 1 + bytes[..<offset].lazy.filter { $0 == 0x0A }.count
        let lineEnd = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
        let textEnd = end > start ? end : lineEnd
        let sql = String(decoding: bytes[start..<textEnd], as: UTF8.self)
        let origin = script.origin.map { " \($0)" } ?? ""
        var error = DatabaseError(
            code, "statement \(number) (line \(line)) of the script\(origin): \(message)", sql: sql,
            offset: offset - start)
        error.scriptLine = line
        return error
    }
}
