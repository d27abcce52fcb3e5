/// The unkeyed container of ``PostgresRowDecoder``: the columns in order.
struct PostgresUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: PostgresRowDecoder
    let row: Int
    private(set) var currentIndex = 0

    init(decoder: PostgresRowDecoder, row: Int) {
        self.decoder = decoder
        self.row = row
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { decoder.result.columnCount }
    var isAtEnd: Bool { currentIndex >= decoder.result.columnCount }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw decoder.result.columnAccessFailure(at: currentIndex) }
        let isNull = decoder.isNull(row: row, column: currentIndex)
        if isNull { currentIndex += 1 }
        return isNull
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw decoder.result.columnAccessFailure(at: currentIndex) }
        let value = try decoder.value(T.self, row: row, column: currentIndex)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw unsupported("a nested keyed container")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported("a nested unkeyed container")
    }

    mutating func superDecoder() throws -> any Decoder {
        PostgresRowDecoderView(decoder: decoder, row: row)
    }

    private func unsupported(_ what: String) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.datatypeMismatch,
            message: "a row has flat columns; \(what) is not supported", sql: decoder.result.sql)
    }
}
