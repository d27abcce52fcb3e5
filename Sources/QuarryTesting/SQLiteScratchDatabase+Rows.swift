import CSQLite
import Quarry

extension SQLiteScratchDatabase {
    /// Runs one statement with its arguments bound and returns every row, values exactly as
    /// SQLite returned them; throws SQLite's message when preparing or stepping fails.
    public func rows(_ sql: String, arguments: [SQLValue] = []) throws(SQLCheckFailure) -> [[StoredValue]] {
        try Self.refuseNul(in: sql)
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard code == SQLITE_OK, let statement else { throw SQLCheckFailure(lastMessage) }
        for (index, argument) in arguments.enumerated() {
            guard bind(argument, at: Int32(index + 1), in: statement) == SQLITE_OK else {
                throw SQLCheckFailure(lastMessage)
            }
        }
        var rows: [[StoredValue]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw SQLCheckFailure(lastMessage, failedWhileRunning: true) }
            rows.append((0..<sqlite3_column_count(statement)).map { column(Int32($0), of: statement) })
        }
    }

    /// The result column names SQLite reports for `sql` (`sqlite3_column_name`), read back byte
    /// for byte.
    public func columnNames(_ sql: String) throws(SQLCheckFailure) -> [[UInt8]] {
        try Self.refuseNul(in: sql)
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard code == SQLITE_OK, let statement else { throw SQLCheckFailure(lastMessage) }
        return (0..<sqlite3_column_count(statement)).map { index in
            guard let name = sqlite3_column_name(statement, index) else { return [] }
            var count = 0
            while name[count] != 0 { count += 1 }
            return UnsafeBufferPointer(start: name, count: count).map { UInt8(bitPattern: $0) }
        }
    }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch value {
        case .null: return sqlite3_bind_null(statement, index)
        case .integer(let integer): return sqlite3_bind_int64(statement, index, integer)
        case .real(let real): return sqlite3_bind_double(statement, index, real)
        case .text(let text):
            // Bound by byte count, so a NUL inside the text is kept.
            let bytes = Array(text.utf8)
            if bytes.isEmpty { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    sqlite3_bind_text(
                        statement, index, characters.baseAddress, Int32(characters.count), transient)
                }
            }
        case .blob(let bytes):
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(
                    statement, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                    Int32(buffer.count), transient)
            }
        }
    }

    private func column(_ index: Int32, of statement: OpaquePointer) -> StoredValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(bitPattern: sqlite3_column_double(statement, index).bitPattern)
        case SQLITE_TEXT:
            let bytes = sqlite3_column_text(statement, index)
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(statement, index)
            let count = Int(sqlite3_column_bytes(statement, index))
            return .blob(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
        default: return .null
        }
    }
}
