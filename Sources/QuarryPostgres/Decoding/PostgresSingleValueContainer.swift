/// The single-value container of ``PostgresRowDecoder``: the first column, so that
/// `fetchAll(…, as: String.self)` reads one value per row.
struct PostgresSingleValueContainer: SingleValueDecodingContainer {
    let decoder: PostgresRowDecoder
    let row: Int

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        // A row without columns reads as NULL.
        decoder.result.columnCount == 0 || decoder.isNull(row: row, column: 0)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard decoder.result.columnCount > 0 else { throw decoder.result.columnAccessFailure(at: 0) }
        return try decoder.value(T.self, row: row, column: 0)
    }
}
