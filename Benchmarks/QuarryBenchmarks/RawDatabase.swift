import CSQLite
import QuarrySQLite

#if canImport(Glibc)
    import Glibc
#endif

/// `SQLITE_TRANSIENT`, which Swift cannot import as a macro: SQLite copies the bytes.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A failed C call in a raw variant or in a fixture.
struct RawSQLiteError: Error, CustomStringConvertible {
    let description: String
}

/// A connection through the C API alone: the raw variants' limit, and the fixtures' loader.
final class RawDatabase {
    let handle: OpaquePointer

    /// Opens `path` (`:memory:` for memory) configured as Quarry configures its connections, so
    /// that both sides pay for the same settings.
    init(path: String) throws {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &db, flags, nil) == SQLITE_OK, let db else {
            throw RawSQLiteError(description: "cannot open \(path)")
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5_000)
        _ = sqlite3_db_config_int(db, SQLITE_DBCONFIG_DQS_DML, 0)
        _ = sqlite3_db_config_int(db, SQLITE_DBCONFIG_DQS_DDL, 0)
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs SQL without results (several statements allowed).
    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error(sql) }
    }

    /// Prepares one statement; the caller finalizes it.
    func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard
            sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
                == SQLITE_OK,
            let statement
        else { throw error(sql) }
        return statement
    }

    /// The first column of the first row of `sql`, as an integer.
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw error(sql) }
        return sqlite3_column_int64(statement, 0)
    }

    func error(_ sql: String) -> RawSQLiteError {
        RawSQLiteError(description: "\(String(cString: sqlite3_errmsg(handle))) in \(sql)")
    }
}

/// Where each scenario's databases live: memory, or files in one temporary folder.
struct BenchmarkStorage {
    let fileBacked: Bool
    let folder: String?

    init(fileBacked: Bool) throws {
        self.fileBacked = fileBacked
        guard fileBacked else {
            folder = nil
            return
        }
        var template = Array("/tmp/quarry-benchmarks-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw RawSQLiteError(description: "cannot make a temp folder")
        }
        folder = String(cString: made)
    }

    /// A path for a database named `name`, removed first so that every run starts empty.
    func path(_ name: String) -> String {
        guard let folder else { return ":memory:" }
        let path = "\(folder)/\(name).sqlite"
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
        return path
    }

    /// A Quarry connection to a fresh database named `name`, set up by `statements` (raw SQL, one
    /// statement each).
    func quarryDatabase(_ name: String, _ statements: String...) throws -> Database {
        let db = try fileBacked ? Database(path: path(name)) : Database.inMemory()
        for sql in statements { try db.execute(SQLFragment(unsafeSQL: sql)) }
        return db
    }

    /// Removes the folder and its files.
    func removeAll() {
        guard let folder, let directory = opendir(folder) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink("\(folder)/\(name)") }
        }
        closedir(directory)
        rmdir(folder)
    }
}
