/// SQLite's extended result codes (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY_SNAPSHOT` …), named;
/// a plain primary code appears here too, as SQLite reports it when there is nothing more specific.
public enum ExtendedResultCode: Int32, Sendable, Hashable, CustomStringConvertible {
    /// `SQLITE_OK`.
    case ok = 0
    /// `SQLITE_ERROR`.
    case error = 1
    /// `SQLITE_INTERNAL`.
    case `internal` = 2
    /// `SQLITE_PERM`.
    case perm = 3
    /// `SQLITE_ABORT`.
    case abort = 4
    /// `SQLITE_BUSY`.
    case busy = 5
    /// `SQLITE_LOCKED`.
    case locked = 6
    /// `SQLITE_NOMEM`.
    case nomem = 7
    /// `SQLITE_READONLY`.
    case readonly = 8
    /// `SQLITE_INTERRUPT`.
    case interrupt = 9
    /// `SQLITE_IOERR`.
    case ioerr = 10
    /// `SQLITE_CORRUPT`.
    case corrupt = 11
    /// `SQLITE_NOTFOUND`.
    case notfound = 12
    /// `SQLITE_FULL`.
    case full = 13
    /// `SQLITE_CANTOPEN`.
    case cantopen = 14
    /// `SQLITE_PROTOCOL`.
    case `protocol` = 15
    /// `SQLITE_EMPTY`.
    case empty = 16
    /// `SQLITE_SCHEMA`.
    case schema = 17
    /// `SQLITE_TOOBIG`.
    case toobig = 18
    /// `SQLITE_CONSTRAINT`.
    case constraint = 19
    /// `SQLITE_MISMATCH`.
    case mismatch = 20
    /// `SQLITE_MISUSE`.
    case misuse = 21
    /// `SQLITE_NOLFS`.
    case nolfs = 22
    /// `SQLITE_AUTH`.
    case auth = 23
    /// `SQLITE_FORMAT`.
    case format = 24
    /// `SQLITE_RANGE`.
    case range = 25
    /// `SQLITE_NOTADB`.
    case notadb = 26
    /// `SQLITE_NOTICE`.
    case notice = 27
    /// `SQLITE_WARNING`.
    case warning = 28
    /// `SQLITE_ROW`.
    case row = 100
    /// `SQLITE_DONE`.
    case done = 101
    /// `SQLITE_ERROR_MISSING_COLLSEQ`.
    case errorMissingCollseq = 257
    /// `SQLITE_ERROR_RETRY`.
    case errorRetry = 513
    /// `SQLITE_ERROR_SNAPSHOT`.
    case errorSnapshot = 769
    /// `SQLITE_IOERR_READ`.
    case ioerrRead = 266
    /// `SQLITE_IOERR_SHORT_READ`.
    case ioerrShortRead = 522
    /// `SQLITE_IOERR_WRITE`.
    case ioerrWrite = 778
    /// `SQLITE_IOERR_FSYNC`.
    case ioerrFsync = 1034
    /// `SQLITE_IOERR_DIR_FSYNC`.
    case ioerrDirFsync = 1290
    /// `SQLITE_IOERR_TRUNCATE`.
    case ioerrTruncate = 1546
    /// `SQLITE_IOERR_FSTAT`.
    case ioerrFstat = 1802
    /// `SQLITE_IOERR_UNLOCK`.
    case ioerrUnlock = 2058
    /// `SQLITE_IOERR_RDLOCK`.
    case ioerrRdlock = 2314
    /// `SQLITE_IOERR_DELETE`.
    case ioerrDelete = 2570
    /// `SQLITE_IOERR_BLOCKED`.
    case ioerrBlocked = 2826
    /// `SQLITE_IOERR_NOMEM`.
    case ioerrNomem = 3082
    /// `SQLITE_IOERR_ACCESS`.
    case ioerrAccess = 3338
    /// `SQLITE_IOERR_CHECKRESERVEDLOCK`.
    case ioerrCheckreservedlock = 3594
    /// `SQLITE_IOERR_LOCK`.
    case ioerrLock = 3850
    /// `SQLITE_IOERR_CLOSE`.
    case ioerrClose = 4106
    /// `SQLITE_IOERR_DIR_CLOSE`.
    case ioerrDirClose = 4362
    /// `SQLITE_IOERR_SHMOPEN`.
    case ioerrShmopen = 4618
    /// `SQLITE_IOERR_SHMSIZE`.
    case ioerrShmsize = 4874
    /// `SQLITE_IOERR_SHMLOCK`.
    case ioerrShmlock = 5130
    /// `SQLITE_IOERR_SHMMAP`.
    case ioerrShmmap = 5386
    /// `SQLITE_IOERR_SEEK`.
    case ioerrSeek = 5642
    /// `SQLITE_IOERR_DELETE_NOENT`.
    case ioerrDeleteNoent = 5898
    /// `SQLITE_IOERR_MMAP`.
    case ioerrMmap = 6154
    /// `SQLITE_IOERR_GETTEMPPATH`.
    case ioerrGettemppath = 6410
    /// `SQLITE_IOERR_CONVPATH`.
    case ioerrConvpath = 6666
    /// `SQLITE_IOERR_VNODE`.
    case ioerrVnode = 6922
    /// `SQLITE_IOERR_AUTH`.
    case ioerrAuth = 7178
    /// `SQLITE_IOERR_BEGIN_ATOMIC`.
    case ioerrBeginAtomic = 7434
    /// `SQLITE_IOERR_COMMIT_ATOMIC`.
    case ioerrCommitAtomic = 7690
    /// `SQLITE_IOERR_ROLLBACK_ATOMIC`.
    case ioerrRollbackAtomic = 7946
    /// `SQLITE_IOERR_DATA`.
    case ioerrData = 8202
    /// `SQLITE_IOERR_CORRUPTFS`.
    case ioerrCorruptfs = 8458
    /// `SQLITE_LOCKED_SHAREDCACHE`.
    case lockedSharedcache = 262
    /// `SQLITE_LOCKED_VTAB`.
    case lockedVtab = 518
    /// `SQLITE_BUSY_RECOVERY`.
    case busyRecovery = 261
    /// `SQLITE_BUSY_SNAPSHOT`.
    case busySnapshot = 517
    /// `SQLITE_BUSY_TIMEOUT`.
    case busyTimeout = 773
    /// `SQLITE_CANTOPEN_NOTEMPDIR`.
    case cantopenNotempdir = 270
    /// `SQLITE_CANTOPEN_ISDIR`.
    case cantopenIsdir = 526
    /// `SQLITE_CANTOPEN_FULLPATH`.
    case cantopenFullpath = 782
    /// `SQLITE_CANTOPEN_CONVPATH`.
    case cantopenConvpath = 1038
    /// `SQLITE_CANTOPEN_DIRTYWAL`.
    case cantopenDirtywal = 1294
    /// `SQLITE_CANTOPEN_SYMLINK`.
    case cantopenSymlink = 1550
    /// `SQLITE_CORRUPT_VTAB`.
    case corruptVtab = 267
    /// `SQLITE_CORRUPT_SEQUENCE`.
    case corruptSequence = 523
    /// `SQLITE_CORRUPT_INDEX`.
    case corruptIndex = 779
    /// `SQLITE_READONLY_RECOVERY`.
    case readonlyRecovery = 264
    /// `SQLITE_READONLY_CANTLOCK`.
    case readonlyCantlock = 520
    /// `SQLITE_READONLY_ROLLBACK`.
    case readonlyRollback = 776
    /// `SQLITE_READONLY_DBMOVED`.
    case readonlyDbmoved = 1032
    /// `SQLITE_READONLY_CANTINIT`.
    case readonlyCantinit = 1288
    /// `SQLITE_READONLY_DIRECTORY`.
    case readonlyDirectory = 1544
    /// `SQLITE_ABORT_ROLLBACK`.
    case abortRollback = 516
    /// `SQLITE_CONSTRAINT_CHECK`.
    case constraintCheck = 275
    /// `SQLITE_CONSTRAINT_COMMITHOOK`.
    case constraintCommithook = 531
    /// `SQLITE_CONSTRAINT_FOREIGNKEY`.
    case constraintForeignkey = 787
    /// `SQLITE_CONSTRAINT_FUNCTION`.
    case constraintFunction = 1043
    /// `SQLITE_CONSTRAINT_NOTNULL`.
    case constraintNotnull = 1299
    /// `SQLITE_CONSTRAINT_PRIMARYKEY`.
    case constraintPrimarykey = 1555
    /// `SQLITE_CONSTRAINT_TRIGGER`.
    case constraintTrigger = 1811
    /// `SQLITE_CONSTRAINT_UNIQUE`.
    case constraintUnique = 2067
    /// `SQLITE_CONSTRAINT_VTAB`.
    case constraintVtab = 2323
    /// `SQLITE_CONSTRAINT_ROWID`.
    case constraintRowid = 2579
    /// `SQLITE_CONSTRAINT_PINNED`.
    case constraintPinned = 2835
    /// `SQLITE_CONSTRAINT_DATATYPE`.
    case constraintDatatype = 3091
    /// `SQLITE_NOTICE_RECOVER_WAL`.
    case noticeRecoverWal = 283
    /// `SQLITE_NOTICE_RECOVER_ROLLBACK`.
    case noticeRecoverRollback = 539
    /// `SQLITE_WARNING_AUTOINDEX`.
    case warningAutoindex = 284
    /// `SQLITE_AUTH_USER`.
    case authUser = 279
    /// `SQLITE_OK_LOAD_PERMANENTLY`.
    case okLoadPermanently = 256
    /// `SQLITE_OK_SYMLINK`.
    case okSymlink = 512

    /// The primary code this extended code refines.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) ?? .error }

    /// The C name, such as `SQLITE_CONSTRAINT_UNIQUE`.
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
        case .errorMissingCollseq: return "SQLITE_ERROR_MISSING_COLLSEQ"
        case .errorRetry: return "SQLITE_ERROR_RETRY"
        case .errorSnapshot: return "SQLITE_ERROR_SNAPSHOT"
        case .ioerrRead: return "SQLITE_IOERR_READ"
        case .ioerrShortRead: return "SQLITE_IOERR_SHORT_READ"
        case .ioerrWrite: return "SQLITE_IOERR_WRITE"
        case .ioerrFsync: return "SQLITE_IOERR_FSYNC"
        case .ioerrDirFsync: return "SQLITE_IOERR_DIR_FSYNC"
        case .ioerrTruncate: return "SQLITE_IOERR_TRUNCATE"
        case .ioerrFstat: return "SQLITE_IOERR_FSTAT"
        case .ioerrUnlock: return "SQLITE_IOERR_UNLOCK"
        case .ioerrRdlock: return "SQLITE_IOERR_RDLOCK"
        case .ioerrDelete: return "SQLITE_IOERR_DELETE"
        case .ioerrBlocked: return "SQLITE_IOERR_BLOCKED"
        case .ioerrNomem: return "SQLITE_IOERR_NOMEM"
        case .ioerrAccess: return "SQLITE_IOERR_ACCESS"
        case .ioerrCheckreservedlock: return "SQLITE_IOERR_CHECKRESERVEDLOCK"
        case .ioerrLock: return "SQLITE_IOERR_LOCK"
        case .ioerrClose: return "SQLITE_IOERR_CLOSE"
        case .ioerrDirClose: return "SQLITE_IOERR_DIR_CLOSE"
        case .ioerrShmopen: return "SQLITE_IOERR_SHMOPEN"
        case .ioerrShmsize: return "SQLITE_IOERR_SHMSIZE"
        case .ioerrShmlock: return "SQLITE_IOERR_SHMLOCK"
        case .ioerrShmmap: return "SQLITE_IOERR_SHMMAP"
        case .ioerrSeek: return "SQLITE_IOERR_SEEK"
        case .ioerrDeleteNoent: return "SQLITE_IOERR_DELETE_NOENT"
        case .ioerrMmap: return "SQLITE_IOERR_MMAP"
        case .ioerrGettemppath: return "SQLITE_IOERR_GETTEMPPATH"
        case .ioerrConvpath: return "SQLITE_IOERR_CONVPATH"
        case .ioerrVnode: return "SQLITE_IOERR_VNODE"
        case .ioerrAuth: return "SQLITE_IOERR_AUTH"
        case .ioerrBeginAtomic: return "SQLITE_IOERR_BEGIN_ATOMIC"
        case .ioerrCommitAtomic: return "SQLITE_IOERR_COMMIT_ATOMIC"
        case .ioerrRollbackAtomic: return "SQLITE_IOERR_ROLLBACK_ATOMIC"
        case .ioerrData: return "SQLITE_IOERR_DATA"
        case .ioerrCorruptfs: return "SQLITE_IOERR_CORRUPTFS"
        case .lockedSharedcache: return "SQLITE_LOCKED_SHAREDCACHE"
        case .lockedVtab: return "SQLITE_LOCKED_VTAB"
        case .busyRecovery: return "SQLITE_BUSY_RECOVERY"
        case .busySnapshot: return "SQLITE_BUSY_SNAPSHOT"
        case .busyTimeout: return "SQLITE_BUSY_TIMEOUT"
        case .cantopenNotempdir: return "SQLITE_CANTOPEN_NOTEMPDIR"
        case .cantopenIsdir: return "SQLITE_CANTOPEN_ISDIR"
        case .cantopenFullpath: return "SQLITE_CANTOPEN_FULLPATH"
        case .cantopenConvpath: return "SQLITE_CANTOPEN_CONVPATH"
        case .cantopenDirtywal: return "SQLITE_CANTOPEN_DIRTYWAL"
        case .cantopenSymlink: return "SQLITE_CANTOPEN_SYMLINK"
        case .corruptVtab: return "SQLITE_CORRUPT_VTAB"
        case .corruptSequence: return "SQLITE_CORRUPT_SEQUENCE"
        case .corruptIndex: return "SQLITE_CORRUPT_INDEX"
        case .readonlyRecovery: return "SQLITE_READONLY_RECOVERY"
        case .readonlyCantlock: return "SQLITE_READONLY_CANTLOCK"
        case .readonlyRollback: return "SQLITE_READONLY_ROLLBACK"
        case .readonlyDbmoved: return "SQLITE_READONLY_DBMOVED"
        case .readonlyCantinit: return "SQLITE_READONLY_CANTINIT"
        case .readonlyDirectory: return "SQLITE_READONLY_DIRECTORY"
        case .abortRollback: return "SQLITE_ABORT_ROLLBACK"
        case .constraintCheck: return "SQLITE_CONSTRAINT_CHECK"
        case .constraintCommithook: return "SQLITE_CONSTRAINT_COMMITHOOK"
        case .constraintForeignkey: return "SQLITE_CONSTRAINT_FOREIGNKEY"
        case .constraintFunction: return "SQLITE_CONSTRAINT_FUNCTION"
        case .constraintNotnull: return "SQLITE_CONSTRAINT_NOTNULL"
        case .constraintPrimarykey: return "SQLITE_CONSTRAINT_PRIMARYKEY"
        case .constraintTrigger: return "SQLITE_CONSTRAINT_TRIGGER"
        case .constraintUnique: return "SQLITE_CONSTRAINT_UNIQUE"
        case .constraintVtab: return "SQLITE_CONSTRAINT_VTAB"
        case .constraintRowid: return "SQLITE_CONSTRAINT_ROWID"
        case .constraintPinned: return "SQLITE_CONSTRAINT_PINNED"
        case .constraintDatatype: return "SQLITE_CONSTRAINT_DATATYPE"
        case .noticeRecoverWal: return "SQLITE_NOTICE_RECOVER_WAL"
        case .noticeRecoverRollback: return "SQLITE_NOTICE_RECOVER_ROLLBACK"
        case .warningAutoindex: return "SQLITE_WARNING_AUTOINDEX"
        case .authUser: return "SQLITE_AUTH_USER"
        case .okLoadPermanently: return "SQLITE_OK_LOAD_PERMANENTLY"
        case .okSymlink: return "SQLITE_OK_SYMLINK"
        }
    }

    /// The C name, such as `SQLITE_CONSTRAINT_UNIQUE`.
    public var description: String { name }
}
