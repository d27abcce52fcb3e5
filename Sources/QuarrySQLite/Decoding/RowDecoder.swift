import Foundation

/// Decodes `Decodable` values from the rows of one statement.
///
/// Coding keys are matched to columns once per statement: on the first row the decoder records,
/// in call order, which column each key names (a plan); later rows follow the plan and only
/// compare the key's string with the recorded one, so no hashing and no allocation happen per
/// column. A type that asks for keys in another order falls back to the statement's name map.
@usableFromInline
final class RowDecoder: Decoder {
    @usableFromInline struct Step {
        let key: String
        let index: Int?
    }

    @usableFromInline let statement: Statement
    // Unchecked: a decoder serves one row at a time on one thread, and these are touched for
    // every column; the runtime's exclusivity bookkeeping was a tenth of a Decodable fetch.
    @exclusivity(unchecked) @usableFromInline var plan: [Step] = []
    @exclusivity(unchecked) @usableFromInline var position = 0
    @usableFromInline var codingPath: [any CodingKey] = []
    @usableFromInline var userInfo: [CodingUserInfoKey: Any] = [:]

    @usableFromInline
    init(_ statement: Statement) {
        self.statement = statement
    }

    /// Decodes the statement's current row.
    @inlinable
    func decodeRow<T: Decodable>(_ type: T.Type) throws -> T {
        position = 0
        return try T(from: self)
    }

    /// The column a key names, from the plan when the key comes in the recorded order.
    @usableFromInline
    func columnIndex(named name: String) -> Int? {
        if position < plan.count {
            let step = plan[position]
            if step.key == name {
                position += 1
                return step.index
            }
            return statement.columnIndex(named: name)
        }
        let index = statement.columnIndex(named: name)
        plan.append(Step(key: name, index: index))
        position += 1
        return index
    }

    /// Reads a column as `T`, naming the column in the error.
    @usableFromInline
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        let row = Row(statement)
        if let columnType = T.self as? any SQLColumnDecodable.Type {
            return try row.value(at: index, as: columnType) as! T
        }
        // A nested Decodable value (an array, a struct) is stored as JSON text.
        let text = try row.value(at: index, as: String.self)
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw DatabaseError(
                .mismatch, "column \(row.columnName(at: index).debugDescription) is not JSON for \(T.self)",
                sql: statement.sql, column: row.columnName(at: index))
        }
    }

    @usableFromInline
    func missingColumn(_ key: some CodingKey) -> DatabaseError {
        DatabaseError(
            .range, "there is no column named \(key.stringValue.debugDescription) to decode",
            sql: statement.sql)
    }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowKeyedContainer<Key>(decoder: self))
    }

    @usableFromInline
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        RowUnkeyedContainer(decoder: self)
    }

    @usableFromInline
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RowSingleValueContainer(decoder: self)
    }
}
