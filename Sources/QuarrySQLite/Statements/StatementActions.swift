import CSQLite

/// The actions SQLite's authorizer reports while it prepares one statement: how a script that may
/// hold only schema statements tells a CREATE from an INSERT without reading the SQL itself.
final class StatementActions {
    private var codes: Set<Int32> = []

    /// The schema actions: CREATE, DROP (temporary forms included), ALTER TABLE, virtual tables.
    private static let schemaCodes: Set<Int32> = [
        SQLITE_CREATE_INDEX, SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TEMP_TABLE,
        SQLITE_CREATE_TEMP_TRIGGER, SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TRIGGER, SQLITE_CREATE_VIEW,
        SQLITE_DROP_INDEX, SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_INDEX, SQLITE_DROP_TEMP_TABLE,
        SQLITE_DROP_TEMP_TRIGGER, SQLITE_DROP_TEMP_VIEW, SQLITE_DROP_TRIGGER, SQLITE_DROP_VIEW,
        SQLITE_ALTER_TABLE, SQLITE_CREATE_VTABLE, SQLITE_DROP_VTABLE,
    ]
    /// What a schema file may also hold (a `.dump` starts with `PRAGMA foreign_keys=OFF;` and
    /// `BEGIN TRANSACTION;`), as long as the statement reads and writes no row.
    private static let settingCodes: Set<Int32> = [SQLITE_PRAGMA, SQLITE_TRANSACTION, SQLITE_SAVEPOINT]
    /// Reading or writing rows (a CREATE writes `sqlite_schema`, so these count only without a
    /// schema action).
    private static let rowCodes: Set<Int32> = [
        SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE, SQLITE_SELECT, SQLITE_READ,
    ]

    /// Whether the statement prepared while recording changes the schema, or is a PRAGMA or
    /// transaction control that touches no row.
    var isSchemaStatement: Bool {
        if !codes.isDisjoint(with: Self.schemaCodes) { return true }
        return !codes.isDisjoint(with: Self.settingCodes) && codes.isDisjoint(with: Self.rowCodes)
    }

    /// Runs `body` (a `sqlite3_prepare_v3`) with an authorizer that records every action and
    /// allows it, then removes the authorizer.
    func recording<T>(on connection: OpaquePointer, _ body: () -> T) -> T {
        codes.removeAll()
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_set_authorizer(
            connection,
            { context, action, _, _, _, _ in
                guard let context else { return SQLITE_OK }
                Unmanaged<StatementActions>.fromOpaque(context).takeUnretainedValue().codes.insert(action)
                return SQLITE_OK
            }, context)
        defer { sqlite3_set_authorizer(connection, nil, nil) }
        return withExtendedLifetime(self) { body() }
    }
}
