/// The keyed container of ``RowDecoder``: each key is a column name.
///
/// The decoder is held without a reference count: the decoder keeps this container (in its box)
/// for every row of a fetch, so a strong reference would be a cycle, and the standard library's box
/// copies the container for every `decode` call, which with a strong reference was a retain and
/// a release per column. The decoder outlives every row's `init(from:)`; after each row it checks
/// that nothing else holds the container, and keeps itself alive for good when something does.
///
/// `Anchor` is what keeps the decoder alive: nothing (``Unanchored``, no bytes, nothing to copy)
/// in the container the decoder keeps, the decoder itself in any other (see
/// `RowDecoder.container(keyedBy:)`). A generic parameter rather than an optional field, because
/// copying even a `nil` reference per column showed in the counts.
@usableFromInline
struct RowKeyedContainer<Key: CodingKey, Anchor>: KeyedDecodingContainerProtocol {
    let unmanagedDecoder: Unmanaged<RowDecoder>
    let anchor: Anchor
    /// The row this container reads (the decoder's `rowNumber` when it was made), or -1 for the
    /// container the decoder keeps for all its rows (a decoder retires when that one escapes).
    let row: Int

    /// The decoder, for the paths that are not per column.
    var decoder: RowDecoder { unmanagedDecoder.takeUnretainedValue() }

    /// Runs `body` with the decoder borrowed: an `unowned(unsafe)` or `takeUnretainedValue()`
    /// reference was still retained and released around each column read.
    ///
    /// A container made for one row fails to read on any other.
    @inline(__always)
    private func withDecoder<T>(_ body: (RowDecoder) throws -> T) throws -> T {
        try unmanagedDecoder._withUnsafeGuaranteedRef { decoder in
            if row >= 0, row != decoder.rowNumber { throw decoder.staleReadFailure() }
            return try body(decoder)
        }
    }

    @usableFromInline var codingPath: [any CodingKey] { decoder.codingPath }

    @usableFromInline var allKeys: [Key] {
        let names = decoder.columnWindow.map { $0.keys.map(\.name) } ?? decoder.statement.columnNames
        let storage = decoder.columnStorage
        return names.compactMap { name in Key(stringValue: storage?.codingKey(forColumn: name) ?? name) }
    }

    @usableFromInline func contains(_ key: Key) -> Bool {
        decoder.lookUpColumn(named: key.stringValue) != nil
    }

    @inline(__always)
    private func index(_ key: Key, in decoder: RowDecoder) throws -> Int {
        guard let index = decoder.columnIndex(for: key) else {
            throw decoder.missingColumn(key)
        }
        return index
    }

    private func index(_ key: Key) throws -> Int {
        try withDecoder { decoder in try index(key, in: decoder) }
    }

    private func read<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decoder.decode(T.self, at: index(key))
    }

    /// The direct path for the types the container names: no dynamic cast, no JSON fallback.
    // Always inlined, so that each typed `decode` below reads its own type without generic
    // dispatch (the container itself stays generic over its keys).
    @inline(__always)
    private func column<T: SQLColumnDecodable>(_ type: T.Type, _ key: Key) throws -> T {
        try withDecoder { decoder in try decoder.column(T.self, at: index(key, in: decoder)) }
    }

    @inline(__always)
    private func columnIfPresent<T: SQLColumnDecodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try withDecoder { decoder in
            guard let index = decoder.columnIndex(for: key) else {
                try decoder.checkAbsentColumn(key)
                return nil
            }
            return try decoder.column(T?.self, at: index)
        }
    }

    private func readIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try withDecoder { decoder in
            guard let index = decoder.columnIndex(for: key) else {
                try decoder.checkAbsentColumn(key)
                return nil
            }
            if try decoder.isNull(at: index) { return nil }
            return try decoder.decode(T.self, at: index)
        }
    }

    @usableFromInline func decodeNil(forKey key: Key) throws -> Bool {
        try decoder.isNull(at: index(key))
    }

    @usableFromInline func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try column(type, key) }
    @usableFromInline func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try column(type, key) }
    @usableFromInline func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try column(type, key) }
    @usableFromInline func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try column(type, key) }
    @usableFromInline func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try column(type, key)
    }
    @usableFromInline func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try column(type, key)
    }
    @usableFromInline func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try read(type, key)
    }

    @usableFromInline func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try columnIfPresent(type, key)
    }
    @usableFromInline func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try readIfPresent(type, key)
    }

    @usableFromInline func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw unsupported("a nested keyed container", key)
    }

    @usableFromInline func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw unsupported("a nested unkeyed container", key)
    }

    /// The row's decoder again (a row is flat): for the kept container, the row being decoded
    /// (it reads only while its decoder has not retired), else the container's own row.
    @usableFromInline func superDecoder() throws -> any Decoder {
        let decoder = self.decoder
        return RowDecoderView(decoder, row: row >= 0 ? row : decoder.rowNumber)
    }

    @usableFromInline func superDecoder(forKey key: Key) throws -> any Decoder {
        throw unsupported("a super decoder", key)
    }

    private func unsupported(_ what: String, _ key: Key) -> DatabaseError {
        DatabaseError(
            .mismatch,
            "a row has flat columns; \(what) for \(key.stringValue.debugDescription) is not supported",
            sql: decoder.statement.sql)
    }
}

/// The anchor of the container a decoder keeps for its rows: the decoder outlives it by design.
@usableFromInline
struct Unanchored {}

extension RowKeyedContainer where Anchor == Unanchored {
    /// The container the decoder keeps for its rows: no reference count.
    init(decoder: RowDecoder) {
        self.init(unmanagedDecoder: Unmanaged.passUnretained(decoder), anchor: Unanchored(), row: -1)
    }
}

extension RowKeyedContainer where Anchor == RowDecoder {
    /// A container that keeps its decoder alive and reads only the decoder's current row.
    init(retaining decoder: RowDecoder) {
        self.init(
            unmanagedDecoder: Unmanaged.passUnretained(decoder), anchor: decoder, row: decoder.rowNumber)
    }
}
