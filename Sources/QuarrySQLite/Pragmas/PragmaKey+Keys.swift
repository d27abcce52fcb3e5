extension PragmaKey where Value == Int {
    /// `user_version`: a number the application keeps in the database header.
    public static var userVersion: PragmaKey { .plain(.userVersion) }
    /// `application_id`: the application's identifier in the database header.
    public static var applicationID: PragmaKey { .plain(.applicationID) }
    /// `cache_size`: pages (positive) or kibibytes (negative) of page cache.
    public static var cacheSize: PragmaKey { .plain(.cacheSize) }
    /// `page_size`: bytes per page (takes effect before the database has content, or at `VACUUM`).
    public static var pageSize: PragmaKey { .plain(.pageSize) }
    /// `page_count`: the number of pages in the file (read-only).
    public static var pageCount: PragmaKey { .plain(.pageCount, writable: false) }
    /// `max_page_count`: the most pages the file may grow to; a write past it fails with `SQLITE_FULL`.
    public static var maxPageCount: PragmaKey { .plain(.maxPageCount) }
    /// `freelist_count`: unused pages in the file (read-only).
    public static var freelistCount: PragmaKey { .plain(.freelistCount, writable: false) }
    /// `busy_timeout`: milliseconds a statement waits for a lock.
    public static var busyTimeout: PragmaKey { .plain(.busyTimeout) }
    /// `journal_size_limit`: bytes a journal or WAL file is truncated to (-1: no limit).
    public static var journalSizeLimit: PragmaKey { .plain(.journalSizeLimit) }
    /// `schema_version`: changes with every schema change (read it; writing it corrupts caches).
    public static var schemaVersion: PragmaKey { .plain(.schemaVersion, writable: false) }
    /// `data_version`: changes when another connection commits (read-only).
    public static var dataVersion: PragmaKey { .plain(.dataVersion, writable: false) }
    /// `mmap_size`: bytes of the file mapped into memory.
    public static var mmapSize: PragmaKey { .plain(.mmapSize) }
}

extension PragmaKey where Value == Bool {
    /// `foreign_keys`: whether foreign keys are enforced (no effect inside a transaction).
    public static var foreignKeys: PragmaKey { .plain(.foreignKeys) }
    /// `defer_foreign_keys`: whether foreign keys are checked only at commit.
    public static var deferForeignKeys: PragmaKey { .plain(.deferForeignKeys) }
    /// `recursive_triggers`: whether triggers fire triggers.
    public static var recursiveTriggers: PragmaKey { .plain(.recursiveTriggers) }
    /// `automatic_index`: whether SQLite may build transient indexes.
    public static var automaticIndex: PragmaKey { .plain(.automaticIndex) }
    /// `query_only`: whether the connection refuses to write (`SQLITE_READONLY`).
    public static var queryOnly: PragmaKey { .plain(.queryOnly) }
}

extension PragmaKey where Value == Pragma.JournalMode {
    /// `journal_mode`: setting it reports the mode actually in effect (an in-memory database
    /// stays `MEMORY`).
    public static var journalMode: PragmaKey { .keyword(.journalMode) }
}

extension PragmaKey where Value == Pragma.LockingMode {
    /// `locking_mode`: `NORMAL` or `EXCLUSIVE`.
    public static var lockingMode: PragmaKey { .keyword(.lockingMode) }
}

extension PragmaKey where Value == Pragma.Synchronous {
    /// `synchronous`: how hard SQLite syncs to disk.
    public static var synchronous: PragmaKey { .numbered(.synchronous) }
}

extension PragmaKey where Value == Pragma.TempStore {
    /// `temp_store`: where temporary tables and indexes live.
    public static var tempStore: PragmaKey { .numbered(.tempStore) }
}

extension PragmaKey where Value == Pragma.AutoVacuum {
    /// `auto_vacuum`: `NONE`, `FULL` or `INCREMENTAL`.
    public static var autoVacuum: PragmaKey { .numbered(.autoVacuum) }
}
