import Foundation

/// A `Codable` value stored as JSON text, which SQLite's JSON functions read (`json_extract`,
/// `->>`, `json_each`).
///
/// ```swift
/// try db.execute("INSERT INTO doc(body) VALUES (\(JSONColumn(["tags": ["a", "b"]])))")
/// let body = try db.fetchValue("SELECT body FROM doc", as: JSONColumn<[String: [String]]>.self)
/// ```
public struct JSONColumn<Value: Codable & Sendable>: Sendable, SQLValueConvertible, SQLColumnDecodable {
    /// The decoded value.
    public var value: Value

    /// Wraps a value to store as JSON.
    public init(_ value: Value) {
        self.value = value
    }

    /// The value as JSON text, keys sorted so equal values store equal text.
    public var sqlValue: SQLValue {
        get throws(QuarryError) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
            } catch {
                // The encoder's error names the value (`invalidValue(nan, …)`): only its path is kept.
                throw QuarryError(
                    .valueOutOfRange, "\(Value.self) does not encode as JSON\(Self.path(of: error))")
            }
        }
    }

    /// Reads JSON text (or a blob of JSON bytes).
    public init(sqlValue: SQLValue) throws(QuarryError) {
        let bytes: [UInt8]
        switch sqlValue {
        case .text(let text): bytes = Array(text.utf8)
        case .blob(let blob): bytes = blob
        default: throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as JSON")
        }
        do {
            value = try JSONDecoder().decode(Value.self, from: Data(bytes))
        } catch {
            throw QuarryError(.typeMismatch, "the JSON does not decode as \(Value.self)")
        }
    }
}

extension JSONColumn {
    /// Where in the value the encoder failed, as ` (at a.b)`, or nothing.
    static func path(of error: any Error) -> String {
        guard let error = error as? EncodingError, case .invalidValue(_, let context) = error,
            !context.codingPath.isEmpty
        else { return "" }
        return " (at \(context.codingPath.map(\.stringValue).joined(separator: ".")))"
    }
}

extension JSONColumn: Equatable where Value: Equatable {}
extension JSONColumn: Hashable where Value: Hashable {}
