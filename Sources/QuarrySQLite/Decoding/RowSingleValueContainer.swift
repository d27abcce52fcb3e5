/// The single-value container of ``RowDecoder``: the first column, so that
/// `fetchAll(…, as: String.self)` reads one value per row. It reads only the row it was made for.
struct RowSingleValueContainer: SingleValueDecodingContainer {
    let decoder: RowDecoder
    /// The decoder's row when the container was made.
    let row: Int

    init(decoder: RowDecoder) {
        self.decoder = decoder
        row = decoder.rowNumber
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        // `decodeNil` cannot throw: a read that is not allowed answers "not NULL", so that the
        // `decode` that follows throws the error; a row without columns reads as NULL.
        do {
            try decoder.checkReading(row: row)
        } catch {
            return false
        }
        do {
            return try decoder.isNull(at: 0)
        } catch {
            return true
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.checkReading(row: row)
        return try decoder.decode(T.self, at: 0)
    }
}
