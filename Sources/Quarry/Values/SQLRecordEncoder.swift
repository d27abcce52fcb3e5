/// Turns a flat `Encodable` value into columns: each coded property becomes a column named by its
/// coding key, holding the property's value. `nil` becomes `NULL` (rather than a missing column,
/// so that every record of a type has the same columns). A property that is itself a keyed or
/// unkeyed container, and is not an ``SQLValueConvertible`` type such as `[UInt8]` or `Data`,
/// becomes an error recorded for rendering.
///
/// A class's superclass encoded through `superEncoder()` adds its properties as columns of the
/// same row (a class hierarchy stored in one table), just as encoding `super` into the same
/// encoder does. `superEncoder(forKey:)` asks for a nested record under that key, which a row
/// cannot hold: an error naming the key. Nothing is ever encoded into a store that is thrown away
/// without an error recorded first; a column encoded twice is refused by `Insert`.
struct SQLRecordEncoder {
    /// The record's row: its column names and values, in coding order.
    static func row(of record: some Encodable) -> (names: [SQLIdentifier], values: [ExpressionNode]) {
        let storage = Storage()
        do {
            try record.encode(to: RecordEncoder(storage: storage))
        } catch let error as QuarryError {
            storage.append("", .invalid(error))
        } catch {
            storage.append("", .invalid(QuarryError(.typeMismatch, "encoding failed: \(error)")))
        }
        return (storage.names, storage.values)
    }

    /// The row being encoded: the two arrays an INSERT row holds, filled directly (a list of
    /// name–value pairs turned into assignments cost an array per column).
    final class Storage {
        // Unchecked: one record encodes on one thread, and every column touches both arrays.
        @exclusivity(unchecked) var names: [SQLIdentifier] = []
        @exclusivity(unchecked) var values: [ExpressionNode] = []

        init() {
            names.reserveCapacity(16)
            values.reserveCapacity(16)
        }

        func append(_ name: String, _ value: ExpressionNode) {
            names.append(SQLIdentifier(name))
            values.append(value)
        }
    }

    static func unsupported(_ what: String, at path: [any CodingKey]) -> QuarryError {
        let column = path.map(\.stringValue).joined(separator: ".")
        return QuarryError(
            .typeMismatch,
            "a record encodes to columns of SQL values; \(column.isEmpty ? "the record" : column) is \(what)")
    }
}

private struct RecordEncoder: Encoder {
    let storage: SQLRecordEncoder.Storage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RecordContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.append("", .invalid(SQLRecordEncoder.unsupported("a list", at: [])))
        return RefusingContainer(codingPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        storage.append("", .invalid(SQLRecordEncoder.unsupported("a single value", at: [])))
        return RefusingContainer(codingPath: [])
    }
}

private struct RecordContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: SQLRecordEncoder.Storage
    var codingPath: [any CodingKey] { [] }

    private func append(_ value: SQLValue, _ key: Key) {
        storage.append(key.stringValue, .value(value))
    }

    mutating func encodeNil(forKey key: Key) { append(.null, key) }
    // A Bool node: bound 1/0 for SQLite, TRUE/FALSE for PostgreSQL's BOOLEAN columns.
    mutating func encode(_ value: Bool, forKey key: Key) { storage.append(key.stringValue, .boolean(value)) }
    mutating func encode(_ value: String, forKey key: Key) { append(.text(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { append(.real(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { append(.real(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { append(.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { encodeConvertible(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { encodeConvertible(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        // Bytes first: a cast to a concrete type is much cheaper than finding a conformance.
        if let bytes = value as? [UInt8] {
            append(.blob(bytes), key)
        } else if let convertible = value as? any SQLValueConvertible {
            encodeConvertible(convertible, key)
        } else if let representable = value as? any RawRepresentable,
            let raw = Self.rawSQLForm(of: representable)
        {
            // An enum is stored by its raw value, as a record's field stores it and as both cores
            // read it back (`SQLFormReading`).
            encodeConvertible(raw, key)
        } else {
            storage.append(
                key.stringValue,
                .invalid(SQLRecordEncoder.unsupported("a nested \(T.self), not an SQL value", at: [key])))
        }
    }

    // Synthesized conformances skip `nil` through `encodeIfPresent`; a column of NULL keeps every
    // record of a type to the same columns.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    // Every primitive overload is spelled out: the protocol's default for the ones left out skips
    // `nil`, which dropped the column (an `Int8?` or `Float?` nil reached the table's DEFAULT).
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { encodeOrNull(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { encodeOrNull(value, key) }

    private mutating func encodeOrNull<T: Encodable>(_ value: T?, _ key: Key) {
        encodeIfPresent(value, forKey: key)
    }

    /// The raw value of a `RawRepresentable` whose raw type has an SQL form.
    private static func rawSQLForm(of value: some RawRepresentable) -> (any SQLValueConvertible)? {
        value.rawValue as? any SQLValueConvertible
    }

    private func encodeConvertible(_ value: some SQLValueConvertible, _ key: Key) {
        storage.append(key.stringValue, ExpressionNode(converting: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        storage.append(key.stringValue, .invalid(SQLRecordEncoder.unsupported("a nested record", at: [key])))
        return KeyedEncodingContainer(RecordContainer<NestedKey>(storage: SQLRecordEncoder.Storage()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        storage.append(key.stringValue, .invalid(SQLRecordEncoder.unsupported("a nested list", at: [key])))
        return RefusingContainer(codingPath: [key])
    }

    /// The superclass's properties become columns of the same row.
    mutating func superEncoder() -> any Encoder { RecordEncoder(storage: storage) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        storage.append(
            key.stringValue,
            .invalid(
                SQLRecordEncoder.unsupported(
                    "a superclass's record under its own key (superEncoder() stores its properties as columns of the same row)",
                    at: [key])))
        return RecordEncoder(storage: SQLRecordEncoder.Storage())
    }
}

/// What a nested list or single value encodes into: nothing, since the error is already recorded.
private struct RefusingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey]
    var count: Int { 0 }
    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(RecordContainer<NestedKey>(storage: SQLRecordEncoder.Storage()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { RecordEncoder(storage: SQLRecordEncoder.Storage()) }
}
