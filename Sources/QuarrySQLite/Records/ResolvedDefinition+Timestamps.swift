import Foundation

extension ResolvedDefinition {
    /// The fields that hold a ``TimestampedRecord``'s creation time (empty for other records):
    /// found once per type by setting `createdAt` to two dates on copies of a record and seeing
    /// which fields' stored values differ, since the protocol's key path is not the field's.
    func creationFields(probing record: Record) -> [Int] {
        if let known = creationFieldsFound.withLock({ $0 }) { return known }
        var found: [Int] = []
        if let timestamped = record as? any TimestampedRecord {
            found = probe(timestamped)
        }
        creationFieldsFound.withLock { $0 = found }
        return found
    }

    private func probe(_ record: some TimestampedRecord) -> [Int] {
        var early = record
        early.createdAt = Date(timeIntervalSince1970: 1)
        var late = record
        late.createdAt = Date(timeIntervalSince1970: 2)
        guard let early = early as? Record, let late = late as? Record else { return [] }
        return fields.indices.filter { index in
            let before = try? fields[index].sqlValue(of: early)
            let after = try? fields[index].sqlValue(of: late)
            switch (before, after) {
            case (let before?, let after?): return !before.isStoredSame(as: after)
            default: return false
            }
        }
    }

    /// Whether the record's creation time is unset (`createdAt` is nil), so that no update writes
    /// it: it would write NULL over the time the row was created.
    func hasNoCreationTime(_ record: Record) -> Bool {
        guard let timestamped = record as? any TimestampedRecord else { return false }
        return timestamped.createdAt == nil
    }

    /// Writes the row's stored creation time into the record (after an update or upsert that left
    /// the column as stored), when the row has one.
    func readCreationTime(into record: inout Record, in db: Database) throws {
        guard var timestamped = record as? any TimestampedRecord, !primaryKey.isEmpty else { return }
        let key = try keyValues(of: record, for: primaryKey)
        guard let stored = try db.fetchOne(RecordRequest<Record>().filter(storedKey: key)),
            let storedTime = stored as? any TimestampedRecord
        else { return }
        timestamped.createdAt = storedTime.createdAt
        if let updated = timestamped as? Record { record = updated }
    }
}
