/// SQLite's primary result codes (`SQLITE_BUSY`, `SQLITE_CONSTRAINT` …), named.
public enum ResultCode: Int32, Sendable, Hashable, CustomStringConvertible {
    /// `SQLITE_OK`: Successful result.
    case ok = 0
    /// `SQLITE_ERROR`: Generic error.
    case error = 1
    /// `SQLITE_INTERNAL`: Internal logic error in SQLite.
    case `internal` = 2
    /// `SQLITE_PERM`: Access permission denied.
    case perm = 3
    /// `SQLITE_ABORT`: Callback routine requested an abort.
    case abort = 4
    /// `SQLITE_BUSY`: The database file is locked.
    case busy = 5
    /// `SQLITE_LOCKED`: A table in the database is locked.
    case locked = 6
    /// `SQLITE_NOMEM`: A malloc() failed.
    case nomem = 7
    /// `SQLITE_READONLY`: Attempt to write a readonly database.
    case readonly = 8
    /// `SQLITE_INTERRUPT`: Operation terminated by sqlite3_interrupt().
    case interrupt = 9
    /// `SQLITE_IOERR`: Some kind of disk I/O error occurred.
    case ioerr = 10
    /// `SQLITE_CORRUPT`: The database disk image is malformed.
    case corrupt = 11
    /// `SQLITE_NOTFOUND`: Unknown opcode in sqlite3_file_control().
    case notfound = 12
    /// `SQLITE_FULL`: Insertion failed because database is full.
    case full = 13
    /// `SQLITE_CANTOPEN`: Unable to open the database file.
    case cantopen = 14
    /// `SQLITE_PROTOCOL`: Database lock protocol error.
    case `protocol` = 15
    /// `SQLITE_EMPTY`: Internal use only.
    case empty = 16
    /// `SQLITE_SCHEMA`: The database schema changed.
    case schema = 17
    /// `SQLITE_TOOBIG`: String or BLOB exceeds size limit.
    case toobig = 18
    /// `SQLITE_CONSTRAINT`: Abort due to constraint violation.
    case constraint = 19
    /// `SQLITE_MISMATCH`: Data type mismatch.
    case mismatch = 20
    /// `SQLITE_MISUSE`: Library used incorrectly.
    case misuse = 21
    /// `SQLITE_NOLFS`: Uses OS features not supported on host.
    case nolfs = 22
    /// `SQLITE_AUTH`: Authorization denied.
    case auth = 23
    /// `SQLITE_FORMAT`: Not used.
    case format = 24
    /// `SQLITE_RANGE`: 2nd parameter to sqlite3_bind out of range.
    case range = 25
    /// `SQLITE_NOTADB`: File opened that is not a database file.
    case notadb = 26
    /// `SQLITE_NOTICE`: Notifications from sqlite3_log().
    case notice = 27
    /// `SQLITE_WARNING`: Warnings from sqlite3_log().
    case warning = 28
    /// `SQLITE_ROW`: sqlite3_step() has another row ready.
    case row = 100
    /// `SQLITE_DONE`: sqlite3_step() has finished executing.
    case done = 101

    /// The C name, such as `SQLITE_BUSY`.
    public var name: String {
        switch self {
        case .ok: return "SQLITE_OK"
        case .error: return "SQLITE_ERROR"
        case .internal: return "SQLITE_INTERNAL"
        case .perm: return "SQLITE_PERM"
        case .abort: return "SQLITE_ABORT"
        case .busy: return "SQLITE_BUSY"
        case .locked: return "SQLITE_LOCKED"
        case .nomem: return "SQLITE_NOMEM"
        case .readonly: return "SQLITE_READONLY"
        case .interrupt: return "SQLITE_INTERRUPT"
        case .ioerr: return "SQLITE_IOERR"
        case .corrupt: return "SQLITE_CORRUPT"
        case .notfound: return "SQLITE_NOTFOUND"
        case .full: return "SQLITE_FULL"
        case .cantopen: return "SQLITE_CANTOPEN"
        case .protocol: return "SQLITE_PROTOCOL"
        case .empty: return "SQLITE_EMPTY"
        case .schema: return "SQLITE_SCHEMA"
        case .toobig: return "SQLITE_TOOBIG"
        case .constraint: return "SQLITE_CONSTRAINT"
        case .mismatch: return "SQLITE_MISMATCH"
        case .misuse: return "SQLITE_MISUSE"
        case .nolfs: return "SQLITE_NOLFS"
        case .auth: return "SQLITE_AUTH"
        case .format: return "SQLITE_FORMAT"
        case .range: return "SQLITE_RANGE"
        case .notadb: return "SQLITE_NOTADB"
        case .notice: return "SQLITE_NOTICE"
        case .warning: return "SQLITE_WARNING"
        case .row: return "SQLITE_ROW"
        case .done: return "SQLITE_DONE"
        }
    }

    /// The C name, such as `SQLITE_BUSY`.
    public var description: String { name }
}
