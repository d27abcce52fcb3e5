import CSQLite
import Quarry
import QuarryTesting
import Testing

/// The catalog against SQLite's pragma page, written out by hand from
/// https://www.sqlite.org/pragma.html#toc (deprecated, debug-only and testing pragmas included).
private let pragmaPage: [(PragmaName, String)] = [
    (.analysisLimit, "analysis_limit"), (.applicationID, "application_id"), (.autoVacuum, "auto_vacuum"),
    (.automaticIndex, "automatic_index"), (.busyTimeout, "busy_timeout"), (.cacheSize, "cache_size"),
    (.cacheSpill, "cache_spill"), (.caseSensitiveLike, "case_sensitive_like"),
    (.cellSizeCheck, "cell_size_check"), (.checkpointFullfsync, "checkpoint_fullfsync"),
    (.collationList, "collation_list"), (.compileOptions, "compile_options"),
    (.countChanges, "count_changes"),
    (.dataStoreDirectory, "data_store_directory"), (.dataVersion, "data_version"),
    (.databaseList, "database_list"), (.defaultCacheSize, "default_cache_size"),
    (.deferForeignKeys, "defer_foreign_keys"), (.emptyResultCallbacks, "empty_result_callbacks"),
    (.encoding, "encoding"), (.foreignKeyCheck, "foreign_key_check"), (.foreignKeyList, "foreign_key_list"),
    (.foreignKeys, "foreign_keys"), (.freelistCount, "freelist_count"),
    (.fullColumnNames, "full_column_names"),
    (.fullfsync, "fullfsync"), (.functionList, "function_list"), (.hardHeapLimit, "hard_heap_limit"),
    (.ignoreCheckConstraints, "ignore_check_constraints"), (.incrementalVacuum, "incremental_vacuum"),
    (.indexInfo, "index_info"), (.indexList, "index_list"), (.indexXInfo, "index_xinfo"),
    (.integrityCheck, "integrity_check"), (.journalMode, "journal_mode"),
    (.journalSizeLimit, "journal_size_limit"), (.legacyAlterTable, "legacy_alter_table"),
    (.legacyFileFormat, "legacy_file_format"), (.lockingMode, "locking_mode"),
    (.maxPageCount, "max_page_count"), (.mmapSize, "mmap_size"), (.moduleList, "module_list"),
    (.optimize, "optimize"), (.pageCount, "page_count"), (.pageSize, "page_size"),
    (.parserTrace, "parser_trace"), (.pragmaList, "pragma_list"), (.queryOnly, "query_only"),
    (.quickCheck, "quick_check"), (.readUncommitted, "read_uncommitted"),
    (.recursiveTriggers, "recursive_triggers"), (.reverseUnorderedSelects, "reverse_unordered_selects"),
    (.schemaVersion, "schema_version"), (.secureDelete, "secure_delete"),
    (.shortColumnNames, "short_column_names"), (.shrinkMemory, "shrink_memory"),
    (.softHeapLimit, "soft_heap_limit"), (.stats, "stats"), (.synchronous, "synchronous"),
    (.tableInfo, "table_info"), (.tableList, "table_list"), (.tableXInfo, "table_xinfo"),
    (.tempStore, "temp_store"), (.tempStoreDirectory, "temp_store_directory"), (.threads, "threads"),
    (.trustedSchema, "trusted_schema"), (.userVersion, "user_version"), (.vdbeAddoptrace, "vdbe_addoptrace"),
    (.vdbeDebug, "vdbe_debug"), (.vdbeListing, "vdbe_listing"), (.vdbeTrace, "vdbe_trace"),
    (.walAutocheckpoint, "wal_autocheckpoint"), (.walCheckpoint, "wal_checkpoint"),
    (.writableSchema, "writable_schema"),
]

@Suite struct PragmaNameTests {
    @Test func theCatalogIsThePragmaPage() {
        #expect(PragmaName.allCases.count == pragmaPage.count)
        #expect(Set(PragmaName.allCases) == Set(pragmaPage.map(\.0)))
    }

    @Test(arguments: pragmaPage.indices)
    func everyPragmaReadsAndPrepares(index: Int) {
        let (name, sql) = pragmaPage[index]
        expectSQL(Pragma(name), "PRAGMA " + sql)
    }

    @Test func everyPragmaThisSQLiteKnowsIsListed() throws {
        // pragma_list lists what the linked SQLite compiled in; each must have a case.
        let database = try SQLiteScratchDatabase()
        let listed = Set(PragmaName.allCases.map(\.rawValue))
        let known = compiledInPragmas(database.handle)
        #expect(known.count > 50)
        for name in known {
            #expect(listed.contains(name), "PragmaName lacks \(name)")
        }
    }
}

private func compiledInPragmas(_ handle: OpaquePointer) -> [String] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, "SELECT name FROM pragma_pragma_list", -1, &statement, nil) == SQLITE_OK
    else { return [] }
    defer { sqlite3_finalize(statement) }
    var names: [String] = []
    while sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) {
        names.append(String(cString: text))
    }
    return names
}
