/// Learns which strings a record's `CodingKeys` accept, without a record: it starts decoding one,
/// captures the key type of the first keyed container `init(from:)` asks for, and stops there
/// (nothing is decoded). Definitions use it to find a field's coding key by its property's name,
/// when a field names no column or names one apart from its property.
final class CodingKeyProbe: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var accepts: ((String) -> Bool)?

    private struct Stop: Error {}

    /// Whether a string is a coding key of `type`, or `nil` when its `init(from:)` asks for no
    /// keyed container first (a custom decoding Quarry cannot look into) or its key type takes
    /// any string (keys made at run time, which only the field's own name can say).
    static func keyTest<Record: Decodable>(of type: Record.Type) -> ((String) -> Bool)? {
        let probe = CodingKeyProbe()
        _ = try? Record(from: probe)
        guard let accepts = probe.accepts, !accepts("\u{1}quarry: no property has this name\u{1}") else {
            return nil
        }
        return accepts
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if accepts == nil {
            // Synthesized keys match a string with `==` (canonical equivalence), as the record's
            // own decoding will; the column is then found by the key's bytes.
            accepts = { string in Key(stringValue: string) != nil }
        }
        throw Stop()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Stop() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Stop() }
}
