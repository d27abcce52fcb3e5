extension Pragma {
    /// The values of `journal_mode`.
    public enum JournalMode: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// The journal is deleted at the end of each transaction (the default).
        case delete = "DELETE"
        /// The journal is truncated to zero bytes instead of deleted.
        case truncate = "TRUNCATE"
        /// The journal's header is zeroed instead of the file deleted.
        case persist = "PERSIST"
        /// The journal is kept in memory.
        case memory = "MEMORY"
        /// Write-ahead logging.
        case wal = "WAL"
        /// No journal: no atomic commit or rollback.
        case off = "OFF"

        /// The mode as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `synchronous`.
    public enum Synchronous: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// No syncs: fastest, and a power loss may corrupt the database (0).
        case off = "OFF"
        /// Syncs at critical moments; safe with WAL (1).
        case normal = "NORMAL"
        /// Syncs so that a power loss cannot corrupt the database (2).
        case full = "FULL"
        /// `FULL`, and the directory is synced after a journal is deleted (3).
        case extra = "EXTRA"

        /// The level as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `temp_store`.
    public enum TempStore: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// What SQLite was compiled to use (0).
        case `default` = "DEFAULT"
        /// Temporary tables and indexes in files (1).
        case file = "FILE"
        /// Temporary tables and indexes in memory (2).
        case memory = "MEMORY"

        /// The store as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `auto_vacuum`.
    public enum AutoVacuum: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// Freed pages stay in the file until `VACUUM` (0).
        case none = "NONE"
        /// Freed pages are returned to the file system at each commit (1).
        case full = "FULL"
        /// Freed pages are returned by `PRAGMA incremental_vacuum` (2).
        case incremental = "INCREMENTAL"

        /// The mode as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `locking_mode`.
    public enum LockingMode: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// Locks are released at the end of each transaction.
        case normal = "NORMAL"
        /// Locks are held until the connection closes.
        case exclusive = "EXCLUSIVE"

        /// The mode as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `secure_delete`.
    public enum SecureDelete: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// Deleted content is left in place (0).
        case off = "OFF"
        /// Deleted content is overwritten with zeros (1).
        case on = "ON"
        /// Deleted content is overwritten when that costs no extra I/O (2).
        case fast = "FAST"

        /// The setting as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The arguments of `wal_checkpoint`.
    public enum CheckpointMode: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// Checkpoints as much as possible without waiting for readers or writers.
        case passive = "PASSIVE"
        /// Waits for writers, then checkpoints everything.
        case full = "FULL"
        /// `FULL`, then waits for readers so the next writer restarts the log.
        case restart = "RESTART"
        /// `RESTART`, then truncates the log file to zero bytes.
        case truncate = "TRUNCATE"

        /// The mode as a keyword.
        public var pragmaValue: PragmaValue { .keyword(self) }
    }

    /// The values of `encoding`, written as text literals as SQLite's documentation does.
    public enum TextEncoding: String, Sendable, Hashable, CaseIterable, PragmaValueConvertible {
        /// UTF-8.
        case utf8 = "UTF-8"
        /// UTF-16 in the machine's byte order.
        case utf16 = "UTF-16"
        /// UTF-16, little-endian.
        case utf16le = "UTF-16le"
        /// UTF-16, big-endian.
        case utf16be = "UTF-16be"

        /// The encoding as a text literal.
        public var pragmaValue: PragmaValue { .text(rawValue) }
    }
}
