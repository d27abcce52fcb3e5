/// The `Decoder` a row's `init(from:)` is lent: the fetch's ``RowDecoder`` and the row it was lent
/// for.
///
/// The decoder serves every row of a fetch, so a `Decoder` that a type kept past its
/// `init(from:)` and read during a later row's (or after the fetch) would read that row. Each
/// row gets its own view instead, a two-word value that fits an existential without allocating,
/// and a view reads only while its row is the one being decoded.
@usableFromInline
struct RowDecoderView: Decoder {
    @usableFromInline let decoder: RowDecoder
    /// The decoder's row number when the view was lent.
    @usableFromInline let row: Int

    @inlinable init(_ decoder: RowDecoder, row: Int) {
        self.decoder = decoder
        self.row = row
    }

    @usableFromInline var codingPath: [any CodingKey] { decoder.codingPath }
    @usableFromInline var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try decoder.checkReading(row: row)
        return try decoder.container(keyedBy: type)
    }

    @usableFromInline
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decoder.checkReading(row: row)
        return try decoder.unkeyedContainer()
    }

    @usableFromInline
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try decoder.checkReading(row: row)
        return try decoder.singleValueContainer()
    }
}
