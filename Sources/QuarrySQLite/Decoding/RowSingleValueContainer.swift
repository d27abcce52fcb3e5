/// The single-value container of ``RowDecoder``: the first column, so that
/// `fetchAll(…, as: String.self)` reads one value per row.
struct RowSingleValueContainer: SingleValueDecodingContainer {
    let decoder: RowDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        (try? Row(decoder.statement).isNull(at: 0)) ?? true
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(T.self, at: 0)
    }
}
