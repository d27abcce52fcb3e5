import Foundation

/// Decodes `Decodable` values from the rows of one result, with the SQLite core's rules: a coding
/// key names a column, a value with an SQL form is read by `SQLFormReading` (the rule both cores
/// share), any other nested value is JSON text, and a missing column for a non-optional key is an error.
final class PostgresRowDecoder {
    let result: PostgresResult

    init(result: PostgresResult) {
        self.result = result
    }

    /// Decodes row `row`.
    func decode<T: Decodable>(_ type: T.Type, row: Int) throws -> T {
        try T(from: PostgresRowDecoderView(decoder: self, row: row))
    }

    /// The column a key names.
    func index(of key: some CodingKey) -> Int? {
        result.columnIndex(named: key.stringValue)
    }

    /// Whether the value is `NULL`.
    func isNull(row: Int, column: Int) -> Bool {
        result.isNull(row: row, column: column)
    }

    /// Reads the column at `column` of `row` as `T`, naming the column in the error.
    func value<T: Decodable>(_ type: T.Type, row: Int, column: Int) throws -> T {
        if let convertible = T.self as? any SQLValueConvertible.Type {
            func read<Value: SQLValueConvertible>(_ type: Value.Type) throws(PostgresError) -> Value {
                try result.value(Value.self, row: row, column: column)
            }
            return try read(convertible) as! T
        }
        let value = try result.sqlValue(row: row, column: column)
        do throws(QuarryError) {
            if let read = try SQLFormReading.value(T.self, from: value) { return read }
        } catch {
            throw result.decodingFailure(error, column: column)
        }
        // A nested Decodable value (an array, a struct) is stored as JSON text.
        guard case .text(let text) = value else {
            throw result.decodingFailure(
                QuarryError(.typeMismatch, "a value that is not text cannot be read as JSON for \(T.self)"),
                column: column)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw result.decodingFailure(
                QuarryError(.typeMismatch, "the text is not JSON for \(T.self)"), column: column)
        }
    }

    /// The error for a key no column answers.
    func missingColumn(_ key: some CodingKey) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.undefinedColumn,
            message: "there is no column named \(key.stringValue.debugDescription) to decode", sql: result.sql
        )
    }
}

/// The `Decoder` one row's `init(from:)` gets.
struct PostgresRowDecoderView: Decoder {
    let decoder: PostgresRowDecoder
    let row: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(PostgresKeyedContainer<Key>(decoder: decoder, row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        PostgresUnkeyedContainer(decoder: decoder, row: row)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PostgresSingleValueContainer(decoder: decoder, row: row)
    }
}
