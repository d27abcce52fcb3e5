extension Database {
    /// Runs `body` with `PRAGMA legacy_alter_table` set to `value`, restoring it afterwards.
    func withLegacyAlterTable<T>(_ value: Bool, _ body: () throws -> T) throws -> T {
        let previous = try fetchValue(Pragma(.legacyAlterTable), as: Bool.self) ?? false
        guard previous != value else { return try body() }
        try execute(Pragma(.legacyAlterTable, value: value))
        defer { try? execute(Pragma(.legacyAlterTable, value: previous)) }
        return try body()
    }
}
