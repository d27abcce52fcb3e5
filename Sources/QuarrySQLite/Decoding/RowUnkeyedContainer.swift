/// The unkeyed container of ``RowDecoder``: the columns in order. It reads only the row it was
/// made for.
struct RowUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: RowDecoder
    /// The decoder's row when the container was made.
    let row: Int
    var currentIndex = 0

    init(decoder: RowDecoder) {
        self.decoder = decoder
        row = decoder.rowNumber
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { decoder.statement.columnCount }
    var isAtEnd: Bool { currentIndex >= decoder.statement.columnCount }

    mutating func decodeNil() throws -> Bool {
        try decoder.checkReading(row: row)
        let isNull = try decoder.isNull(at: currentIndex)
        if isNull { currentIndex += 1 }
        return isNull
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.checkReading(row: row)
        let value = try decoder.decode(T.self, at: currentIndex)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DatabaseError(.mismatch, "a row has flat columns; nested containers are not supported")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DatabaseError(.mismatch, "a row has flat columns; nested containers are not supported")
    }

    mutating func superDecoder() throws -> any Decoder { RowDecoderView(decoder, row: row) }
}
