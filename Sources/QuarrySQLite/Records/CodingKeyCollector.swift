/// An `Encoder` that records the keys a record encodes at its top level (values are not encoded;
/// `nil` optionals are recorded too). Run once per record type, to find a property the binding
/// lacks, or a field whose name is no coding key.
final class CodingKeyCollector: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private(set) var keys: [String] = []
    private(set) var isKeyed = false

    /// The keys `value` encodes, in order, or `nil` when it does not encode as a keyed container.
    static func keys(of value: some Encodable) throws -> [String]? {
        let collector = CodingKeyCollector()
        try value.encode(to: collector)
        return collector.isKeyed ? collector.keys : nil
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        isKeyed = true
        return KeyedEncodingContainer(KeyRecorder<Key>(collector: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Discarding(codingPath: []) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Discarding(codingPath: []) }

    fileprivate func record(_ key: some CodingKey) {
        keys.append(key.stringValue)
    }
}

private struct KeyRecorder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let collector: CodingKeyCollector
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { collector.record(key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { collector.record(key) }
    // Synthesized conformances skip a nil optional with `encodeIfPresent`; its key still names a column.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { collector.record(key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { collector.record(key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        collector.record(key)
        return KeyedEncodingContainer(NestedDiscarding<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        collector.record(key)
        return Discarding(codingPath: [])
    }

    mutating func superEncoder() -> any Encoder { collector }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        collector.record(key)
        return CodingKeyCollector()
    }
}

/// Accepts and drops what is encoded below the top level.
private struct Discarding: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey]
    var count = 0
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(NestedDiscarding<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Discarding(codingPath: []) }
    mutating func superEncoder() -> any Encoder { CodingKeyCollector() }
}

private struct NestedDiscarding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(NestedDiscarding<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        Discarding(codingPath: [])
    }
    mutating func superEncoder() -> any Encoder { CodingKeyCollector() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CodingKeyCollector() }
}
