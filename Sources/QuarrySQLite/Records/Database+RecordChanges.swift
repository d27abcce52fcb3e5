extension Database {
    /// Changes the record with `change`, then updates only the columns whose stored values changed,
    /// by the record's key (GRDB's `updateChanges`): `try db.updateChanges(&message) { $0.content =
    /// "edited" }`. Runs no statement (and no hook) when nothing changed; otherwise runs
    /// ``TableRecord/willUpdate(_:)`` first, and the columns it changes are updated too. Returns
    /// whether a row was updated: `false` when nothing changed or no row has the key. On failure
    /// the record is as it was before the call (the change undone too).
    @discardableResult
    public func updateChanges<Record: TableRecord>(
        _ record: inout Record, _ change: (inout Record) throws -> Void
    ) throws -> Bool {
        let old = record
        do {
            try change(&record)
            return try updateChanges(from: old, to: &record)
        } catch {
            record = old
            throw error
        }
    }

    /// Updates only the columns whose stored values differ between `old` (the record as fetched)
    /// and `new`, by the key both share; see ``updateChanges(_:_:)``. A change of the primary key
    /// is refused: the row is found by its key. A ``TimestampedRecord`` whose `createdAt` became
    /// nil does not write NULL over the stored creation time.
    /// On failure `new` is as it was before the call.
    @discardableResult
    public func updateChanges<Record: TableRecord>(from old: Record, to new: inout Record) throws -> Bool {
        let before = new
        do {
            return try updateChangesOrThrow(from: old, to: &new)
        } catch {
            new = before
            throw error
        }
    }

    private func updateChangesOrThrow<Record: TableRecord>(from old: Record, to new: inout Record) throws
        -> Bool
    {
        let definition = try Record.definition.resolved()
        let core = definition.core
        _ = try core.requirePrimaryKey(for: "updateChanges")
        try Record.definition.checkEncodingOnce(of: new)
        try definition.checkSameKey(old, new)
        guard try !definition.changedFields(from: old, to: new).isEmpty else { return false }
        try new.willUpdate(self)
        try definition.checkSameKey(old, new)
        var changed = try definition.changedFields(from: old, to: new)
        if definition.hasNoCreationTime(new) {
            let creation = definition.creationFields(probing: new)
            changed.removeAll { creation.contains($0) }
        }
        guard !changed.isEmpty else { return false }
        let sql = try definition.partialUpdateSQL(assigning: changed)
        return try withUnsafePointer(to: &new) { pointer in
            try core.update(UnsafeRawPointer(pointer), sql: sql, assigning: changed, in: self)
        }
    }

    /// Updates only the columns whose stored values differ between `old` and a copy of `new` (its
    /// hooks change the copy), as the `inout` form does.
    @discardableResult
    public func updateChanges<Record: TableRecord>(from old: Record, to new: Record) throws -> Bool {
        var copy = new
        return try updateChanges(from: old, to: &copy)
    }
}
