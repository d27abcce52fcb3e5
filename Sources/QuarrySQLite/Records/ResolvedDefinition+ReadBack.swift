import Synchronization

extension ResolvedDefinition {
    /// Reads a written record back the way Quarry reads records (`init(from:)` through the
    /// definition's columns, and `init(row:)` for a `RowDecodable` record), from a private in-memory
    /// database, and refuses the record when a field reads back the value another field wrote.
    ///
    /// The key checks cannot see this: a `CodingKeys` that gives one property another's name
    /// (`case first = "second"; case second = "first"`) or an `init(from:)` that decodes one
    /// property from another's key has every key the fields bind, writes through the key paths
    /// as it should, and reads every row into the wrong properties. A field whose value equals
    /// another's in this record proves nothing, so the check runs again on later records until
    /// every pair of fields has been told apart (or `ReadBackState.attempts` records were read); a
    /// record whose row does not decode (an enum case it cannot read, a swap that cannot read the
    /// other's type) tells no pair apart.
    ///
    /// Returns whether the check is complete.
    func checkReadBack(of record: Record, positionalReader: PositionalRecordReader<Record>?) throws -> Bool {
        // A value that cannot be stored is the write's to report, with the column it names.
        guard let written = try? fields.map({ field throws(QuarryError) in try field.sqlValue(of: record) })
        else { return false }
        let pending = readBackState.withLock { state in state.start(fieldCount: fields.count) }
        guard pending else { return true }
        let values = plantingRowID(in: written)
        // The reads records take: by name through `init(from:)`, and by position for `RowDecodable`.
        var readers: [(name: String, read: (RowDecoder) throws -> Record)] = [
            ("init(from:)", { decoder in try decoder.decodeRow(Record.self) })
        ]
        if let positionalReader {
            readers.append(("init(row:)", { decoder in try positionalReader.read(decoder.statement) }))
        }
        let db = try Database.inMemory()
        var conclusive = true
        for reader in readers {
            let read = { (values: [SQLValue]) throws -> [SQLValue]? in
                try self.readBack(values, in: db, with: reader.read)
            }
            switch try misreadField(written: values, read: read, by: reader.name) {
            case .misread(let error): throw error
            case .inconclusive: conclusive = false
            case .sound: break
            }
        }
        return readBackState.withLock { state in state.finish(with: conclusive ? values : nil) }
    }

    /// The values with a NULL rowid (an insert's, before SQLite chooses one) replaced by an integer
    /// no other field holds: a nil rowid reads back as nothing an integer field could be mistaken
    /// for, and a rowid field that takes another field's column would never be seen.
    private func plantingRowID(in written: [SQLValue]) -> [SQLValue] {
        guard let rowID = rowIDField, written[rowID] == .null else { return written }
        var planted: Int64 = 1_000_003
        while written.contains(where: { $0.readsAlike(.integer(planted)) }) { planted += 1 }
        var values = written
        values[rowID] = .integer(planted)
        return values
    }

    /// The fields' values of the record read from a row of `values` (one per field, in the
    /// columns the fields name), or `nil` when that row does not decode: a record whose decoding
    /// fails here fails the same way when read from its table, where the error belongs.
    private func readBack(
        _ values: [SQLValue], in db: Database, with read: (RowDecoder) throws -> Record
    ) throws -> [SQLValue]? {
        let select = try Select(
            columns: zip(fields, values).map { field, value in
                .expression(.value(value), alias: field.info.name)
            }
        ).render()
        var record: Record?
        try core.fetch(select, columns: .any, limit: 1, in: db) { decoder in record = try? read(decoder) }
        guard let record else { return nil }
        return try? fields.map { field throws(QuarryError) in try field.sqlValue(of: record) }
    }

    /// What reading a record back showed.
    enum ReadBackOutcome {
        /// Every field read back its own value, or at least no other field's.
        case sound
        /// A row did not decode, so nothing was compared.
        case inconclusive
        /// A field reads another field's column.
        case misread(QuarryError)
    }

    /// Whether a field reads another field's column. A field that reads back another field's value
    /// is a suspect (or a coincidence: an `init(from:)` that trims its own value to what another
    /// field holds); exchanging the two columns' values tells them apart, as a field that reads
    /// the other's column then reads back its own value.
    func misreadField(written: [SQLValue], read: ([SQLValue]) throws -> [SQLValue]?, by reader: String) throws
        -> ReadBackOutcome
    {
        guard let first = try read(written) else { return .inconclusive }
        var outcome = ReadBackOutcome.sound
        for index in fields.indices where !first[index].readsAlike(written[index]) {
            for other in written.indices where other != index && written[other].readsAlike(first[index]) {
                var exchanged = written
                exchanged.swapAt(index, other)
                guard let second = try read(exchanged) else {
                    outcome = .inconclusive
                    continue
                }
                guard second[index].readsAlike(written[index]) else { continue }
                return .misread(misreadError(field: fields[index].info, source: fields[other].info, reader))
            }
        }
        return outcome
    }

    private func misreadError(field: FieldInfo, source: FieldInfo, _ reader: String) -> QuarryError {
        QuarryError(
            .typeMismatch,
            "field \(PropertyName.describe(field.keyPath)) of table \(table.name.name.name) reads, through \(Record.self)'s \(reader), the column \(source.name.name.debugDescription) that field \(PropertyName.describe(source.keyPath)) writes, not its own column \(field.name.name.debugDescription) (coding key \(field.codingKey.debugDescription)), so every record read would be wrong: a CodingKeys rename that gives one property another property's name, an init(from:) that decodes one property from another's key, or an init(row:) that reads the columns out of the fields' order does this; give every key a name no other property has, and read each property from its own key or column"
        )
    }
}

/// How far the read-back check of one record type has come: the pairs of fields no checked record
/// has yet told apart (two fields with equal values could be swapped unseen), and how many more
/// records it may read.
struct ReadBackState {
    /// The most records the check reads before it stops: a type whose fields keep equal values
    /// (two flags that are both false) must not pay a read on every write.
    static let attempts = 16
    var remaining = attempts
    /// Pairs of field positions not yet told apart; `nil` before the first record.
    var unresolved: [(Int, Int)]?

    /// Whether a check should read a record back.
    mutating func start(fieldCount: Int) -> Bool {
        guard remaining > 0 else { return false }
        if unresolved == nil {
            unresolved = (0..<fieldCount).flatMap { left in
                (left + 1..<fieldCount).map { right in (left, right) }
            }
        }
        return unresolved?.isEmpty == false
    }

    /// Records a check that passed with `values`, or one whose rows did not decode (`nil`, which
    /// tells no pair apart); returns whether no check is needed any more.
    mutating func finish(with values: [SQLValue]?) -> Bool {
        remaining -= 1
        if let values {
            unresolved?.removeAll { left, right in !values[left].readsAlike(values[right]) }
        }
        return remaining <= 0 || unresolved?.isEmpty != false
    }
}
