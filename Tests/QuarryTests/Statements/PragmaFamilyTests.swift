import Quarry
import QuarryTesting
import Testing

/// At least one value form per family of the pragma page; `PragmaNameTests` covers every read form.
@Suite struct PragmaFamilyTests {
    @Test func pragmasNamingATableTakeATable() {
        let message = Table("message", schema: "main").as("m")
        expectSQL(Pragma.tableInfo(message), #"PRAGMA "main".table_info("message")"#)
        expectSQL(Pragma.tableXInfo(message), #"PRAGMA "main".table_xinfo("message")"#)
        expectSQL(Pragma.indexList(message), #"PRAGMA "main".index_list("message")"#)
        expectSQL(Pragma.foreignKeyList(message), #"PRAGMA "main".foreign_key_list("message")"#)
        expectSQL(Pragma.foreignKeyCheck(message), #"PRAGMA "main".foreign_key_check("message")"#)
        expectSQL(Pragma.integrityCheck(message), #"PRAGMA "main".integrity_check("message")"#)
        expectSQL(Pragma.quickCheck(message), #"PRAGMA "main".quick_check("message")"#)
    }

    // MARK: Keyword settings

    @Test(arguments: [
        (Pragma.JournalMode.delete, "DELETE"), (.truncate, "TRUNCATE"), (.persist, "PERSIST"),
        (.memory, "MEMORY"), (.wal, "WAL"), (.off, "OFF"),
    ])
    func journalMode(mode: Pragma.JournalMode, sql: String) {
        expectSQL(Pragma.journalMode(mode), "PRAGMA journal_mode = " + sql)
    }

    @Test func journalModeInASchema() {
        expectSQL(Pragma.journalMode(.wal, schema: "main"), #"PRAGMA "main".journal_mode = WAL"#)
    }

    @Test(arguments: [
        (Pragma.Synchronous.off, "OFF"), (.normal, "NORMAL"), (.full, "FULL"), (.extra, "EXTRA"),
    ])
    func synchronous(level: Pragma.Synchronous, sql: String) {
        expectSQL(Pragma.synchronous(level), "PRAGMA synchronous = " + sql)
    }

    @Test func synchronousInASchema() {
        expectSQL(Pragma.synchronous(.normal, schema: "temp"), #"PRAGMA "temp".synchronous = NORMAL"#)
    }

    @Test(arguments: [(Pragma.TempStore.default, "DEFAULT"), (.file, "FILE"), (.memory, "MEMORY")])
    func tempStore(store: Pragma.TempStore, sql: String) {
        expectSQL(Pragma.tempStore(store), "PRAGMA temp_store = " + sql)
    }

    @Test(arguments: [(Pragma.AutoVacuum.none, "NONE"), (.full, "FULL"), (.incremental, "INCREMENTAL")])
    func autoVacuum(mode: Pragma.AutoVacuum, sql: String) {
        expectSQL(Pragma.autoVacuum(mode), "PRAGMA auto_vacuum = " + sql)
    }

    @Test func autoVacuumInASchema() {
        expectSQL(
            Pragma.autoVacuum(.incremental, schema: "main"), #"PRAGMA "main".auto_vacuum = INCREMENTAL"#)
    }

    @Test func lockingMode() {
        expectSQL(Pragma.lockingMode(.exclusive), "PRAGMA locking_mode = EXCLUSIVE")
        expectSQL(Pragma.lockingMode(.normal, schema: "main"), #"PRAGMA "main".locking_mode = NORMAL"#)
    }

    @Test(arguments: [(Pragma.SecureDelete.off, "OFF"), (.on, "ON"), (.fast, "FAST")])
    func secureDelete(setting: Pragma.SecureDelete, sql: String) {
        expectSQL(Pragma.secureDelete(setting), "PRAGMA secure_delete = " + sql)
    }

    @Test(arguments: [
        (Pragma.TextEncoding.utf8, "'UTF-8'"), (.utf16, "'UTF-16'"), (.utf16le, "'UTF-16le'"),
        (.utf16be, "'UTF-16be'"),
    ])
    func encoding(encoding: Pragma.TextEncoding, sql: String) {
        expectSQL(Pragma.encoding(encoding), "PRAGMA encoding = " + sql)
    }

    @Test func keywordEnumsWorkInTheGeneralForm() {
        expectSQL(Pragma(.journalMode, value: Pragma.JournalMode.wal), "PRAGMA journal_mode = WAL")
        expectSQL(
            Pragma(.synchronous, schema: "main", value: Pragma.Synchronous.full),
            #"PRAGMA "main".synchronous = FULL"#)
    }

    // MARK: Flags

    @Test func flagSettings() {
        expectSQL(Pragma(.automaticIndex, value: false), "PRAGMA automatic_index = OFF")
        expectSQL(Pragma(.cellSizeCheck, value: true), "PRAGMA cell_size_check = ON")
        expectSQL(Pragma(.checkpointFullfsync, value: true), "PRAGMA checkpoint_fullfsync = ON")
        expectSQL(Pragma(.deferForeignKeys, value: true), "PRAGMA defer_foreign_keys = ON")
        expectSQL(Pragma(.fullfsync, value: false), "PRAGMA fullfsync = OFF")
        expectSQL(Pragma(.ignoreCheckConstraints, value: false), "PRAGMA ignore_check_constraints = OFF")
        expectSQL(Pragma(.legacyAlterTable, value: false), "PRAGMA legacy_alter_table = OFF")
        expectSQL(Pragma(.queryOnly, value: true), "PRAGMA query_only = ON")
        expectSQL(Pragma(.readUncommitted, value: true), "PRAGMA read_uncommitted = ON")
        expectSQL(Pragma(.reverseUnorderedSelects, value: true), "PRAGMA reverse_unordered_selects = ON")
        expectSQL(Pragma(.trustedSchema, value: false), "PRAGMA trusted_schema = OFF")
        expectSQL(Pragma(.caseSensitiveLike, value: true), "PRAGMA case_sensitive_like = ON")
    }

    @Test func cacheSpillTakesAFlagOrAPageCount() {
        expectSQL(Pragma(.cacheSpill, value: false), "PRAGMA cache_spill = OFF")
        expectSQL(Pragma(.cacheSpill, schema: "main", value: 1000), #"PRAGMA "main".cache_spill = 1000"#)
    }

    // MARK: Numeric settings

    @Test func numericSettings() {
        expectSQL(Pragma(.analysisLimit, value: 400), "PRAGMA analysis_limit = 400")
        expectSQL(Pragma(.busyTimeout, value: 5000), "PRAGMA busy_timeout = 5000")
        expectSQL(
            Pragma(.journalSizeLimit, schema: "main", value: -1), #"PRAGMA "main".journal_size_limit = -1"#)
        expectSQL(Pragma(.maxPageCount, value: 1_000_000), "PRAGMA max_page_count = 1000000")
        expectSQL(Pragma(.mmapSize, value: 268_435_456), "PRAGMA mmap_size = 268435456")
        expectSQL(Pragma(.pageSize, value: 8192), "PRAGMA page_size = 8192")
        expectSQL(Pragma(.threads, value: 2), "PRAGMA threads = 2")
        expectSQL(Pragma(.walAutocheckpoint, value: 1000), "PRAGMA wal_autocheckpoint = 1000")
    }

    @Test func heapLimits() {
        // 0 means "no limit", SQLite's default: these two pragmas act on the whole process, at once.
        expectSQL(Pragma(.softHeapLimit, value: 0), "PRAGMA soft_heap_limit = 0")
        expectSQL(Pragma(.hardHeapLimit, value: 0), "PRAGMA hard_heap_limit = 0")
    }

    // MARK: Header values

    @Test func headerValues() {
        expectSQL(Pragma(.userVersion, schema: "main", value: 12), #"PRAGMA "main".user_version = 12"#)
        expectSQL(Pragma(.applicationID, value: 0x5154_5259), "PRAGMA application_id = 1364480601")
        expectSQL(Pragma(.dataVersion, schema: "main"), #"PRAGMA "main".data_version"#)
        expectSQL(Pragma(.freelistCount, schema: "main"), #"PRAGMA "main".freelist_count"#)
        expectSQL(Pragma(.pageCount, schema: "temp"), #"PRAGMA "temp".page_count"#)
        expectSQL(Pragma(.schemaVersion, schema: "main"), #"PRAGMA "main".schema_version"#)
    }

    // MARK: Schema introspection

    @Test func tableInfo() {
        expectSQL(Pragma.tableInfo("message"), #"PRAGMA table_info("message")"#)
    }

    @Test func tableInfoOfASchemaQualifiedTable() {
        expectSQL(
            Pragma.tableInfo(TableName("message", schema: "main")), #"PRAGMA "main".table_info("message")"#)
    }

    @Test func tableXInfo() {
        expectSQL(Pragma.tableXInfo("doc"), #"PRAGMA table_xinfo("doc")"#)
    }

    @Test func indexList() {
        expectSQL(Pragma.indexList("author"), #"PRAGMA index_list("author")"#)
    }

    @Test func indexInfo() {
        expectSQL(Pragma.indexInfo("message_createTime"), #"PRAGMA index_info("message_createTime")"#)
    }

    @Test func indexXInfoInASchema() {
        expectSQL(
            Pragma.indexXInfo(TableName("message_createTime", schema: "main")),
            #"PRAGMA "main".index_xinfo("message_createTime")"#)
    }

    @Test func foreignKeyList() {
        expectSQL(Pragma.foreignKeyList("message"), #"PRAGMA foreign_key_list("message")"#)
    }

    @Test func tableListOfASchema() {
        expectSQL(Pragma(.tableList, schema: "main"), #"PRAGMA "main".table_list"#)
        expectSQL(Pragma(.tableList, argument: SQLIdentifier("tag")), #"PRAGMA table_list("tag")"#)
    }

    @Test func connectionLists() {
        expectSQL(Pragma(.collationList), "PRAGMA collation_list")
        expectSQL(Pragma(.databaseList), "PRAGMA database_list")
        expectSQL(Pragma(.functionList), "PRAGMA function_list")
        expectSQL(Pragma(.moduleList), "PRAGMA module_list")
        expectSQL(Pragma(.pragmaList), "PRAGMA pragma_list")
        expectSQL(Pragma(.compileOptions), "PRAGMA compile_options")
    }

    // MARK: Checks and maintenance

    @Test func foreignKeyCheck() {
        expectSQL(Pragma(.foreignKeyCheck), "PRAGMA foreign_key_check")
        expectSQL(
            Pragma.foreignKeyCheck(TableName("message", schema: "main")),
            #"PRAGMA "main".foreign_key_check("message")"#)
    }

    @Test func integrityCheck() {
        expectSQL(Pragma.integrityCheck("author"), #"PRAGMA integrity_check("author")"#)
        expectSQL(Pragma.integrityCheck(maxErrors: 10), "PRAGMA integrity_check(10)")
        expectSQL(Pragma.integrityCheck(maxErrors: 1, schema: "main"), #"PRAGMA "main".integrity_check(1)"#)
    }

    @Test func quickCheck() {
        expectSQL(Pragma.quickCheck("tag"), #"PRAGMA quick_check("tag")"#)
        expectSQL(Pragma.quickCheck(maxErrors: 5, schema: "temp"), #"PRAGMA "temp".quick_check(5)"#)
    }

    @Test func incrementalVacuum() {
        expectSQL(Pragma.incrementalVacuum(pages: 100), "PRAGMA incremental_vacuum(100)")
        expectSQL(
            Pragma.incrementalVacuum(pages: 10, schema: "main"), #"PRAGMA "main".incremental_vacuum(10)"#)
    }

    @Test func optimize() {
        expectSQL(Pragma(.optimize), "PRAGMA optimize")
        expectSQL(Pragma.optimize(mask: 0x10002), "PRAGMA optimize(65538)")
        expectSQL(Pragma.optimize(mask: 0xfffe, schema: "main"), #"PRAGMA "main".optimize(65534)"#)
    }

    @Test(arguments: [
        (Pragma.CheckpointMode.passive, "PASSIVE"), (.full, "FULL"), (.restart, "RESTART"),
        (.truncate, "TRUNCATE"),
    ])
    func walCheckpoint(mode: Pragma.CheckpointMode, sql: String) {
        expectSQL(Pragma.walCheckpoint(mode), "PRAGMA wal_checkpoint(\(sql))")
    }

    @Test func walCheckpointWithoutAModeAndInASchema() {
        expectSQL(Pragma.walCheckpoint(), "PRAGMA wal_checkpoint")
        expectSQL(Pragma.walCheckpoint(.truncate, schema: "main"), #"PRAGMA "main".wal_checkpoint(TRUNCATE)"#)
    }

    @Test func shrinkMemory() {
        expectSQL(Pragma(.shrinkMemory), "PRAGMA shrink_memory")
    }

    // MARK: Deprecated, debug and testing pragmas

    @Test func deprecatedPragmasWithValues() {
        expectSQL(Pragma(.countChanges, value: false), "PRAGMA count_changes = OFF")
        expectSQL(
            Pragma(.defaultCacheSize, schema: "main", value: 2000),
            #"PRAGMA "main".default_cache_size = 2000"#)
        expectSQL(Pragma(.emptyResultCallbacks, value: false), "PRAGMA empty_result_callbacks = OFF")
        expectSQL(Pragma(.fullColumnNames, value: false), "PRAGMA full_column_names = OFF")
        expectSQL(Pragma(.shortColumnNames, value: true), "PRAGMA short_column_names = ON")
        expectSQL(Pragma(.legacyFileFormat, value: false), "PRAGMA legacy_file_format = OFF")
    }

    @Test func deprecatedDirectoryPragmaTakesText() {
        // data_store_directory exists only on Windows; elsewhere SQLite ignores it, so preparing it
        // changes no process-wide state (temp_store_directory would).
        expectSQL(
            Pragma(.dataStoreDirectory, value: "C:\\it's here"),
            #"PRAGMA data_store_directory = 'C:\it''s here'"#)
    }

    @Test func debugAndTestingPragmas() {
        expectSQL(Pragma(.parserTrace, value: false), "PRAGMA parser_trace = OFF")
        expectSQL(Pragma(.vdbeTrace, value: false), "PRAGMA vdbe_trace = OFF")
        expectSQL(Pragma(.vdbeDebug, value: false), "PRAGMA vdbe_debug = OFF")
        expectSQL(Pragma(.vdbeListing, value: false), "PRAGMA vdbe_listing = OFF")
        expectSQL(Pragma(.vdbeAddoptrace, value: false), "PRAGMA vdbe_addoptrace = OFF")
        expectSQL(Pragma(.writableSchema, value: false), "PRAGMA writable_schema = OFF")
        expectSQL(Pragma(.stats), "PRAGMA stats")
    }
}
