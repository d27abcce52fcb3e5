/// Typed shortcuts for the pragmas whose values are keywords or names, so that a value of the
/// wrong kind does not compile: `Pragma.journalMode(.wal)`, `Pragma.tableInfo("message")`.
extension Pragma {
    /// `PRAGMA [schema.]journal_mode = mode`.
    public static func journalMode(_ mode: JournalMode, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.journalMode, schema: schema, value: mode)
    }

    /// `PRAGMA [schema.]synchronous = level`.
    public static func synchronous(_ level: Synchronous, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.synchronous, schema: schema, value: level)
    }

    /// `PRAGMA temp_store = store`.
    public static func tempStore(_ store: TempStore) -> Pragma { Pragma(.tempStore, value: store) }

    /// `PRAGMA [schema.]auto_vacuum = mode`.
    public static func autoVacuum(_ mode: AutoVacuum, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.autoVacuum, schema: schema, value: mode)
    }

    /// `PRAGMA [schema.]locking_mode = mode`.
    public static func lockingMode(_ mode: LockingMode, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.lockingMode, schema: schema, value: mode)
    }

    /// `PRAGMA [schema.]secure_delete = setting`.
    public static func secureDelete(_ setting: SecureDelete, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.secureDelete, schema: schema, value: setting)
    }

    /// `PRAGMA encoding = 'UTF-8'` (effective only before the database has content).
    public static func encoding(_ encoding: TextEncoding) -> Pragma { Pragma(.encoding, value: encoding) }

    /// `PRAGMA [schema.]wal_checkpoint(mode)`, or `PRAGMA wal_checkpoint` without a mode (`PASSIVE`).
    public static func walCheckpoint(_ mode: CheckpointMode? = nil, schema: SQLIdentifier? = nil) -> Pragma {
        guard let mode else { return Pragma(.walCheckpoint, schema: schema) }
        return Pragma(.walCheckpoint, schema: schema, argument: mode)
    }

    /// `PRAGMA [schema.]table_info("table")`: the table's columns.
    public static func tableInfo(_ table: TableName) -> Pragma { naming(.tableInfo, table) }

    /// `PRAGMA table_info` for a ``Table`` (its alias is not written).
    public static func tableInfo(_ table: Table) -> Pragma { naming(.tableInfo, table.name) }

    /// `PRAGMA [schema.]table_xinfo("table")`: the table's columns, hidden ones included.
    public static func tableXInfo(_ table: TableName) -> Pragma { naming(.tableXInfo, table) }

    /// `PRAGMA table_xinfo` for a ``Table`` (its alias is not written).
    public static func tableXInfo(_ table: Table) -> Pragma { naming(.tableXInfo, table.name) }

    /// `PRAGMA [schema.]index_list("table")`: the table's indexes.
    public static func indexList(_ table: TableName) -> Pragma { naming(.indexList, table) }

    /// `PRAGMA index_list` for a ``Table`` (its alias is not written).
    public static func indexList(_ table: Table) -> Pragma { naming(.indexList, table.name) }

    /// `PRAGMA [schema.]index_info("index")`: the index's key columns.
    public static func indexInfo(_ index: TableName) -> Pragma { naming(.indexInfo, index) }

    /// `PRAGMA [schema.]index_xinfo("index")`: the index's columns, auxiliary ones included.
    public static func indexXInfo(_ index: TableName) -> Pragma { naming(.indexXInfo, index) }

    /// `PRAGMA [schema.]foreign_key_list("table")`: the table's foreign keys.
    public static func foreignKeyList(_ table: TableName) -> Pragma { naming(.foreignKeyList, table) }

    /// `PRAGMA foreign_key_list` for a ``Table`` (its alias is not written).
    public static func foreignKeyList(_ table: Table) -> Pragma { naming(.foreignKeyList, table.name) }

    /// `PRAGMA [schema.]foreign_key_check("table")`: the table's rows that break a foreign key.
    public static func foreignKeyCheck(_ table: TableName) -> Pragma { naming(.foreignKeyCheck, table) }

    /// `PRAGMA foreign_key_check` for a ``Table`` (its alias is not written).
    public static func foreignKeyCheck(_ table: Table) -> Pragma { naming(.foreignKeyCheck, table.name) }

    /// `PRAGMA [schema.]integrity_check("table")`: checks one table and its indexes.
    public static func integrityCheck(_ table: TableName) -> Pragma { naming(.integrityCheck, table) }

    /// `PRAGMA integrity_check` for a ``Table`` (its alias is not written).
    public static func integrityCheck(_ table: Table) -> Pragma { naming(.integrityCheck, table.name) }

    /// `PRAGMA [schema.]integrity_check(maxErrors)`: checks everything, reporting at most
    /// `maxErrors` problems.
    public static func integrityCheck(maxErrors: Int, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.integrityCheck, schema: schema, argument: maxErrors)
    }

    /// `PRAGMA [schema.]quick_check("table")`: a quick check of one table.
    public static func quickCheck(_ table: TableName) -> Pragma { naming(.quickCheck, table) }

    /// `PRAGMA quick_check` for a ``Table`` (its alias is not written).
    public static func quickCheck(_ table: Table) -> Pragma { naming(.quickCheck, table.name) }

    /// `PRAGMA [schema.]quick_check(maxErrors)`.
    public static func quickCheck(maxErrors: Int, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.quickCheck, schema: schema, argument: maxErrors)
    }

    /// `PRAGMA [schema.]incremental_vacuum(pages)`: frees up to `pages` pages.
    public static func incrementalVacuum(pages: Int, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.incrementalVacuum, schema: schema, argument: pages)
    }

    /// `PRAGMA [schema.]optimize(mask)`: `optimize` with the given bit mask of tasks.
    public static func optimize(mask: Int, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(.optimize, schema: schema, argument: mask)
    }

    /// A pragma whose argument names a table or index; the name's schema qualifies the pragma,
    /// as SQLite's grammar requires (`PRAGMA "main".table_info("message")`).
    private static func naming(_ name: PragmaName, _ object: TableName) -> Pragma {
        Pragma(name, schema: object.schema, argument: object.name)
    }
}
