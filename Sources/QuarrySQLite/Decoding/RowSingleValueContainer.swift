/// The single-value container of ``RowDecoder``: the first column, so that
/// `fetchAll(…, as: String.self)` reads one value per row.
struct RowSingleValueContainer: SingleValueDecodingContainer {
    let decoder: RowDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        // Spelled without `try?` on a temporary `Row`: that form crashes the Swift 6.3 optimizer
        // (EarlyPerfInliner) in release builds.
        let row = Row(decoder.statement)
        do {
            return try row.isNull(at: 0)
        } catch {
            return true
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(T.self, at: 0)
    }
}
