import CSQLite
import Foundation

/// Decodes `Decodable` values from the rows of one statement.
///
/// Coding keys are matched to columns once per statement: on the first row the decoder records,
/// in call order, which column each key names (a plan); later rows follow the plan and only
/// compare the key's string with the recorded one, so no hashing and no allocation happen per
/// column. A type that asks for keys in another order falls back to the statement's name map.
@usableFromInline
final class RowDecoder: Decoder {
    @usableFromInline let statement: Statement
    // Unchecked: a decoder serves one row at a time on one thread, and these are touched for
    // every column; the runtime's exclusivity bookkeeping was a tenth of a Decodable fetch.
    /// The plan's keys, in the order the first row asked for them.
    @exclusivity(unchecked) @usableFromInline var planKeys: [String] = []
    /// The column each planned key names, or -1 when there is none.
    @exclusivity(unchecked) @usableFromInline var planIndexes: [Int] = []
    @exclusivity(unchecked) @usableFromInline var position = 0
    /// The keyed container handed out last (a `KeyedDecodingContainer<Key>`, whose only stored
    /// property is its box) and its key type. Every row of a fetch asks for the same container;
    /// making it anew cost two generic metadata lookups and an allocation per row.
    @exclusivity(unchecked) var keyedContainer: AnyObject?
    @exclusivity(unchecked) var keyedContainerKey: ObjectIdentifier?
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
    @inline(__always)
    func columnIndex(named name: String) -> Int? {
        let position = self.position
        if position < planKeys.count, planKeys[position] == name {
            self.position = position + 1
            let index = planIndexes[position]
            return index < 0 ? nil : index
        }
        return columnIndexOffPlan(named: name)
    }

    /// Records the key on the first row; on later rows a key out of the recorded order is looked
    /// up in the statement's name map.
    func columnIndexOffPlan(named name: String) -> Int? {
        let index = statement.columnIndex(named: name)
        if position == planKeys.count {
            planKeys.append(name)
            planIndexes.append(index ?? -1)
            position += 1
        }
        return index
    }

    /// Reads the column at `index` (an index the statement's name map gave, so within the row).
    @inline(__always)
    func column<T: SQLColumnDecodable>(_ type: T.Type, at index: Int) throws(DatabaseError) -> T {
        guard let handle = statement.handle else { throw statement.columnAccessFailure(at: index) }
        do {
            return try T.decode(from: ColumnValue(statement: handle, index: Int32(index)))
        } catch {
            throw statement.decodingFailure(error, column: index)
        }
    }

    /// Whether the column at `index` is `NULL`.
    @inline(__always)
    func isNull(at index: Int) throws(DatabaseError) -> Bool {
        guard let handle = statement.handle else { throw statement.columnAccessFailure(at: index) }
        return ColumnValue(statement: handle, index: Int32(index)).isNull
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
        if let keyedContainer, keyedContainerKey == ObjectIdentifier(Key.self) {
            return unsafeBitCast(keyedContainer, to: KeyedDecodingContainer<Key>.self)
        }
        let container = KeyedDecodingContainer(RowKeyedContainer<Key>(decoder: self))
        keyedContainer = unsafeBitCast(container, to: AnyObject.self)
        keyedContainerKey = ObjectIdentifier(Key.self)
        return container
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
