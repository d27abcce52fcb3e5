/// Every pragma on SQLite's pragma page (<https://www.sqlite.org/pragma.html>), by its SQL name.
///
/// Deprecated pragmas, pragmas that exist only in debug builds of SQLite (`SQLITE_DEBUG`) and
/// pragmas meant for testing SQLite itself are listed too, so that code which still needs them
/// does not have to fall back to a custom name; their documentation says which they are. SQLite
/// ignores a pragma it does not know, so a statement naming one still prepares and does nothing.
/// A pragma missing from this list can be written with ``Pragma/custom(_:schema:)``.
public enum PragmaName: String, Sendable, Hashable, CaseIterable {
    /// `analysis_limit`: the approximate number of rows `ANALYZE` examines in each index.
    case analysisLimit = "analysis_limit"
    /// `application_id`: the 32-bit application identifier in the database header.
    case applicationID = "application_id"
    /// `auto_vacuum`: `NONE`, `FULL` or `INCREMENTAL` (see ``Pragma/AutoVacuum``).
    case autoVacuum = "auto_vacuum"
    /// `automatic_index`: whether SQLite may create transient indexes for a query.
    case automaticIndex = "automatic_index"
    /// `busy_timeout`: how many milliseconds to wait on a locked database.
    case busyTimeout = "busy_timeout"
    /// `cache_size`: pages (positive) or kibibytes (negative) of page cache.
    case cacheSize = "cache_size"
    /// `cache_spill`: whether, or above how many pages, dirty pages spill mid-transaction.
    case cacheSpill = "cache_spill"
    /// `case_sensitive_like`: whether `LIKE` is case sensitive. Deprecated.
    case caseSensitiveLike = "case_sensitive_like"
    /// `cell_size_check`: extra checks of b-tree cells as they are read.
    case cellSizeCheck = "cell_size_check"
    /// `checkpoint_fullfsync`: `F_FULLFSYNC` during checkpoints (macOS).
    case checkpointFullfsync = "checkpoint_fullfsync"
    /// `collation_list`: the collating sequences of the connection (a table).
    case collationList = "collation_list"
    /// `compile_options`: the options SQLite was compiled with (a table).
    case compileOptions = "compile_options"
    /// `count_changes`: whether DML statements return a row count. Deprecated.
    case countChanges = "count_changes"
    /// `data_store_directory`: the folder for relative file names (Windows only). Deprecated.
    case dataStoreDirectory = "data_store_directory"
    /// `data_version`: changes when another connection commits to the database.
    case dataVersion = "data_version"
    /// `database_list`: the attached databases (a table).
    case databaseList = "database_list"
    /// `default_cache_size`: the cache size stored in the database file. Deprecated.
    case defaultCacheSize = "default_cache_size"
    /// `defer_foreign_keys`: whether foreign keys are checked only at commit.
    case deferForeignKeys = "defer_foreign_keys"
    /// `empty_result_callbacks`: callbacks for queries without rows. Deprecated.
    case emptyResultCallbacks = "empty_result_callbacks"
    /// `encoding`: the text encoding of the database (see ``Pragma/TextEncoding``).
    case encoding = "encoding"
    /// `foreign_key_check`: the rows that break a foreign key, in a table or everywhere.
    case foreignKeyCheck = "foreign_key_check"
    /// `foreign_key_list`: the foreign keys of a table (a table).
    case foreignKeyList = "foreign_key_list"
    /// `foreign_keys`: whether foreign keys are enforced.
    case foreignKeys = "foreign_keys"
    /// `freelist_count`: the number of unused pages in the file.
    case freelistCount = "freelist_count"
    /// `full_column_names`: how result columns are named. Deprecated.
    case fullColumnNames = "full_column_names"
    /// `fullfsync`: `F_FULLFSYNC` on every sync (macOS).
    case fullfsync = "fullfsync"
    /// `function_list`: the SQL functions of the connection (a table).
    case functionList = "function_list"
    /// `hard_heap_limit`: the process-wide hard limit on heap memory, in bytes.
    case hardHeapLimit = "hard_heap_limit"
    /// `ignore_check_constraints`: whether `CHECK` constraints are ignored.
    case ignoreCheckConstraints = "ignore_check_constraints"
    /// `incremental_vacuum`: frees up to the given number of pages (auto-vacuum `INCREMENTAL`).
    case incrementalVacuum = "incremental_vacuum"
    /// `index_info`: the columns of an index (a table).
    case indexInfo = "index_info"
    /// `index_list`: the indexes of a table (a table).
    case indexList = "index_list"
    /// `index_xinfo`: the columns of an index, key and auxiliary (a table).
    case indexXInfo = "index_xinfo"
    /// `integrity_check`: a thorough check of the database, or of one table.
    case integrityCheck = "integrity_check"
    /// `journal_mode`: how the rollback journal works (see ``Pragma/JournalMode``).
    case journalMode = "journal_mode"
    /// `journal_size_limit`: the size, in bytes, a journal or WAL file is truncated to.
    case journalSizeLimit = "journal_size_limit"
    /// `legacy_alter_table`: `ALTER TABLE RENAME` as before SQLite 3.26.
    case legacyAlterTable = "legacy_alter_table"
    /// `legacy_file_format`: a no-op kept for compatibility. Deprecated.
    case legacyFileFormat = "legacy_file_format"
    /// `locking_mode`: `NORMAL` or `EXCLUSIVE` (see ``Pragma/LockingMode``).
    case lockingMode = "locking_mode"
    /// `max_page_count`: the largest number of pages the database may grow to.
    case maxPageCount = "max_page_count"
    /// `mmap_size`: how many bytes of the file are memory-mapped.
    case mmapSize = "mmap_size"
    /// `module_list`: the virtual table modules of the connection (a table).
    case moduleList = "module_list"
    /// `optimize`: runs `ANALYZE` where it may help; takes an optional bit mask.
    case optimize = "optimize"
    /// `page_count`: the number of pages in the database file.
    case pageCount = "page_count"
    /// `page_size`: the page size, in bytes.
    case pageSize = "page_size"
    /// `parser_trace`: traces the parser. Debug builds of SQLite only.
    case parserTrace = "parser_trace"
    /// `pragma_list`: the pragmas SQLite knows (a table).
    case pragmaList = "pragma_list"
    /// `query_only`: whether the connection refuses to write.
    case queryOnly = "query_only"
    /// `quick_check`: a faster, less thorough `integrity_check`.
    case quickCheck = "quick_check"
    /// `read_uncommitted`: `READ UNCOMMITTED` isolation in shared-cache mode.
    case readUncommitted = "read_uncommitted"
    /// `recursive_triggers`: whether triggers fire triggers.
    case recursiveTriggers = "recursive_triggers"
    /// `reverse_unordered_selects`: reverses the order of unordered results, to find hidden
    /// dependencies on it.
    case reverseUnorderedSelects = "reverse_unordered_selects"
    /// `schema_version`: the schema cookie. Meant for testing SQLite; writing it can corrupt.
    case schemaVersion = "schema_version"
    /// `secure_delete`: whether deleted content is overwritten (see ``Pragma/SecureDelete``).
    case secureDelete = "secure_delete"
    /// `short_column_names`: how result columns are named. Deprecated.
    case shortColumnNames = "short_column_names"
    /// `shrink_memory`: frees as much memory as the connection can.
    case shrinkMemory = "shrink_memory"
    /// `soft_heap_limit`: the process-wide soft limit on heap memory, in bytes.
    case softHeapLimit = "soft_heap_limit"
    /// `stats`: sizes of tables and indexes. Meant for testing SQLite.
    case stats = "stats"
    /// `synchronous`: how often SQLite syncs to disk (see ``Pragma/Synchronous``).
    case synchronous = "synchronous"
    /// `table_info`: the columns of a table (a table).
    case tableInfo = "table_info"
    /// `table_list`: the tables and views of every schema (a table).
    case tableList = "table_list"
    /// `table_xinfo`: the columns of a table, hidden and generated ones included (a table).
    case tableXInfo = "table_xinfo"
    /// `temp_store`: where temporary tables live (see ``Pragma/TempStore``).
    case tempStore = "temp_store"
    /// `temp_store_directory`: the folder for temporary files. Deprecated.
    case tempStoreDirectory = "temp_store_directory"
    /// `threads`: how many helper threads a statement may use.
    case threads = "threads"
    /// `trusted_schema`: whether SQL functions and virtual tables run from the schema unchecked.
    case trustedSchema = "trusted_schema"
    /// `user_version`: the application's own version number in the database header.
    case userVersion = "user_version"
    /// `vdbe_addoptrace`: traces bytecode generation. Debug builds of SQLite only.
    case vdbeAddoptrace = "vdbe_addoptrace"
    /// `vdbe_debug`: all the `vdbe_` traces at once. Debug builds of SQLite only.
    case vdbeDebug = "vdbe_debug"
    /// `vdbe_listing`: lists each program before it runs. Debug builds of SQLite only.
    case vdbeListing = "vdbe_listing"
    /// `vdbe_trace`: traces each bytecode instruction. Debug builds of SQLite only.
    case vdbeTrace = "vdbe_trace"
    /// `wal_autocheckpoint`: the WAL size, in pages, that triggers a checkpoint.
    case walAutocheckpoint = "wal_autocheckpoint"
    /// `wal_checkpoint`: runs a checkpoint (see ``Pragma/CheckpointMode``).
    case walCheckpoint = "wal_checkpoint"
    /// `writable_schema`: lets `sqlite_schema` be written. Meant for testing; can corrupt.
    case writableSchema = "writable_schema"
}
