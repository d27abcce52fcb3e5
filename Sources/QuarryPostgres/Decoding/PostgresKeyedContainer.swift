/// The keyed container of ``PostgresRowDecoder``: a key is a column name.
struct PostgresKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: PostgresRowDecoder
    let row: Int

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { decoder.result.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.index(of: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let column = decoder.index(of: key) else { throw decoder.missingColumn(key) }
        return decoder.isNull(row: row, column: column)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let column = decoder.index(of: key) else { throw decoder.missingColumn(key) }
        return try decoder.value(T.self, row: row, column: column)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let column = decoder.index(of: key), !decoder.isNull(row: row, column: column) else {
            return nil
        }
        return try decoder.value(T.self, row: row, column: column)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw unsupported("a nested keyed container", key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw unsupported("a nested unkeyed container", key)
    }

    func superDecoder() throws -> any Decoder {
        PostgresRowDecoderView(decoder: decoder, row: row)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw unsupported("a super decoder", key)
    }

    private func unsupported(_ what: String, _ key: Key) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.datatypeMismatch,
            message:
                "a row has flat columns; \(what) for \(key.stringValue.debugDescription) is not supported",
            sql: decoder.result.sql)
    }
}
