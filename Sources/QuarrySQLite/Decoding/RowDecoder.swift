import CSQLite
import Foundation

/// Decodes `Decodable` values from the rows of one statement.
///
/// Coding keys are matched to columns once per statement: on the first row the decoder records,
/// in call order, which column each key names (a plan); later rows follow the plan and only
/// compare the key's string with the recorded one, so no hashing and no allocation happen per
/// column. A type that asks for keys in another order falls back to the statement's name map.
///
/// It is not itself the `Decoder` a row's `init(from:)` gets: each row is lent a
/// ``RowDecoderView``, which reads only during its own row.
@usableFromInline
final class RowDecoder {
    /// One key of the plan: the key as asked on the first row and the column it names.
    @usableFromInline struct Step {
        /// The key's string.
        let name: String
        /// The key's type and bytes, when the key is a plain value of at most 8 bytes (a
        /// synthesized `CodingKeys` enum is one byte): later rows then match the key by its bytes,
        /// without asking for its string.
        let keyType: ObjectIdentifier?
        let keyBits: UInt64
        /// The column, or -1 when there is none.
        let index: Int
    }

    @usableFromInline let statement: Statement
    // Unchecked: a decoder serves one row at a time on one thread, and these are touched for
    // every column; the runtime's exclusivity bookkeeping was a tenth of a Decodable fetch.
    @exclusivity(unchecked) @usableFromInline var plan: [Step] = []
    @exclusivity(unchecked) @usableFromInline var position = 0
    /// The keyed container handed out last (a `KeyedDecodingContainer<Key>`, whose only stored
    /// property is its box) and its key type. Every row of a fetch asks for the same container;
    /// making it anew cost two generic metadata lookups and an allocation per row.
    @exclusivity(unchecked) @usableFromInline var keyedContainer: AnyObject?
    @exclusivity(unchecked) var keyedContainerKey: ObjectIdentifier?
    /// The record definition's column storage, when the rows are records (nil for plain
    /// `Decodable` fetches).
    var columnStorage: (any ColumnStorageDecoding)?
    /// The columns this decoder may read, by coding key, when the row holds several records (a
    /// join): each record's decoder sees only its own columns (`"article.id"` as `id`), so two
    /// tables' `id` columns do not collide. `nil`: the statement's columns, by their names.
    var columnWindow: [SQLiteNameKey: Int]?
    @usableFromInline var codingPath: [any CodingKey] = []
    @usableFromInline var userInfo: [CodingUserInfoKey: Any] = [:]

    @usableFromInline
    init(_ statement: Statement) {
        self.statement = statement
    }

    /// Decodes the statement's current row.
    @inlinable
    func decodeRow<T: Decodable>(_ type: T.Type) throws -> T {
        if let successor { return try successor.decodeRow(type) }
        position = 0
        rowNumber &+= 1
        isDecodingRow = true
        defer {
            isDecodingRow = false
            if keyedContainer != nil { outliveEscapedContainer() }
        }
        return try T(from: RowDecoderView(self, row: rowNumber))
    }

    /// Whether a row's `init(from:)` is running: the only time the kept container is handed out,
    /// and the only time the decoder and its containers read. A `Decoder` or container kept past
    /// the fetch would otherwise read whatever row the (cached, reused) statement is on later;
    /// one kept past its row but used during a later row of the same fetch is caught by its row
    /// number (see ``RowDecoderView``).
    @exclusivity(unchecked) @usableFromInline var isDecodingRow = false

    /// Counts the rows: containers other than the kept one record the row they were made for and
    /// read only while the decoder is on it.
    @exclusivity(unchecked) @usableFromInline var rowNumber = 0

    /// The decoder that decodes the rest of the fetch once a type kept this one's container (see
    /// `outliveEscapedContainer`).
    @exclusivity(unchecked) @usableFromInline var successor: RowDecoder?

    /// The keyed container reaches this decoder without a reference count (see
    /// ``RowKeyedContainer``). A container that a type kept past its `init(from:)` would then
    /// outlive the decoder, so when one did, the decoder retains itself for good (a small leak in
    /// that odd case rather than a dangling reference) and retires: it never decodes again, so
    /// the kept container can never read a later row, and a successor with the same plan decodes
    /// the rest of the fetch.
    @usableFromInline
    func outliveEscapedContainer() {
        guard !isKnownUniquelyReferenced(&keyedContainer) else { return }
        _ = Unmanaged.passRetained(self)
        keyedContainer = nil
        keyedContainerKey = nil
        let successor = RowDecoder(statement)
        successor.plan = plan
        successor.columnStorage = columnStorage
        successor.columnWindow = columnWindow
        successor.rowNumber = rowNumber
        self.successor = successor
    }

    /// The error for reading through this decoder when it may not read: outside a row's
    /// `init(from:)`, or for a container made for an earlier row.
    @usableFromInline
    func staleReadFailure() -> DatabaseError {
        DatabaseError(
            .misuse,
            "a Decoder or decoding container was used after the row it was made for (kept past "
                + "init(from:)); it is a view of the statement's current row, so copy the values instead",
            sql: statement.sql)
    }

    /// Checks that a container made for row `row` (or, for `nil`, any container of the row being
    /// decoded) may read now.
    @inline(__always)
    func checkReading(row: Int?) throws(DatabaseError) {
        guard isDecodingRow, row == nil || row == rowNumber else { throw staleReadFailure() }
    }

    /// The bytes of a key that is a plain value of at most 8 bytes: two such keys of one type with
    /// the same bytes are the same key. `nil` for other keys (a key holding a `String`).
    @inline(__always)
    static func bits<Key: CodingKey>(of key: Key) -> UInt64? {
        guard _isPOD(Key.self) else { return nil }
        // Each `unsafeBitCast` runs only for the size it reads (it checks that the sizes match).
        // `withUnsafeBytes(of:)` was not inlined in this unspecialized code and cost more than the
        // string comparison it replaces.
        switch MemoryLayout<Key>.size {
        case 0: return 0
        case 1: return UInt64(unsafeBitCast(key, to: UInt8.self))
        case 2: return UInt64(unsafeBitCast(key, to: UInt16.self))
        case 4: return UInt64(unsafeBitCast(key, to: UInt32.self))
        case 8: return unsafeBitCast(key, to: UInt64.self)
        default: return nil
        }
    }

    /// The column a key names, from the plan when the key comes in the recorded order.
    @inline(__always)
    func columnIndex<Key: CodingKey>(for key: Key) -> Int? {
        let position = self.position
        if position < plan.count, let bits = Self.bits(of: key) {
            let step = plan[position]
            if step.keyBits == bits, step.keyType == ObjectIdentifier(Key.self) {
                self.position = position + 1
                return step.index < 0 ? nil : step.index
            }
        }
        return columnIndexByName(for: key)
    }

    /// The column a key names, found by the key's string: recorded in the plan on the first row,
    /// compared with the plan's string on later rows (keys of other shapes), and looked up in the
    /// statement's name map for a key out of the recorded order.
    func columnIndexByName<Key: CodingKey>(for key: Key) -> Int? {
        let name = key.stringValue
        if position < plan.count {
            let step = plan[position]
            if step.name.isByteEqual(to: name) {
                position += 1
                return step.index < 0 ? nil : step.index
            }
            return lookUpColumn(named: name)
        }
        let index = lookUpColumn(named: name)
        let bits = Self.bits(of: key)
        plan.append(
            Step(
                name: name, keyType: bits == nil ? nil : ObjectIdentifier(Key.self), keyBits: bits ?? 0,
                index: index ?? -1))
        position += 1
        return index
    }

    /// The column a coding key names (through the record's field when the key is one): in the
    /// window when there is one, else in the statement.
    func lookUpColumn(named key: String) -> Int? {
        let name = columnStorage?.columnName(forKey: key) ?? key
        if let columnWindow { return columnWindow[SQLiteNameKey(name)] }
        return statement.columnIndex(named: name)
    }

    /// Reads the column at `index` (an index the statement's name map gave, so within the row).
    @inline(__always)
    func column<T: SQLColumnDecodable>(_ type: T.Type, at index: Int) throws(DatabaseError) -> T {
        guard isDecodingRow, let handle = statement.handle else { throw readFailure(at: index) }
        // A local, not a temporary: a temporary ~Copyable value crashes the 6.3.1 optimizer.
        let column = ColumnValue(statement: handle, index: Int32(index))
        do {
            return try T.decode(from: column)
        } catch {
            throw statement.decodingFailure(error, column: index)
        }
    }

    /// Whether the column at `index` is `NULL`.
    @inline(__always)
    func isNull(at index: Int) throws(DatabaseError) -> Bool {
        guard isDecodingRow, let handle = statement.handle else { throw readFailure(at: index) }
        let column = ColumnValue(statement: handle, index: Int32(index))
        return column.isNull
    }

    @usableFromInline
    func readFailure(at index: Int) -> DatabaseError {
        isDecodingRow ? statement.columnAccessFailure(at: index) : staleReadFailure()
    }

    /// Reads a column as `T`, naming the column in the error.
    @usableFromInline
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        try checkReading(row: nil)
        if let columnStorage, let handle = statement.handle {
            do throws(QuarryError) {
                let column = ColumnValue(statement: handle, index: Int32(index))
                if let value = try columnStorage.decode(T.self, column: index, from: column) { return value }
            } catch {
                throw statement.decodingFailure(error, column: index)
            }
        }
        let row = Row(statement)
        if let columnType = T.self as? any SQLColumnDecodable.Type {
            return try row.value(at: index, as: columnType) as! T
        }
        if let handle = statement.handle {
            let column = ColumnValue(statement: handle, index: Int32(index))
            let stored = column.sqlValue
            do throws(QuarryError) {
                if let value = try SQLFormReading.value(T.self, from: stored) { return value }
            } catch {
                throw statement.decodingFailure(error, column: index)
            }
        }
        // A nested Decodable value (an array, a struct) is stored as JSON text.
        let text = try row.value(at: index, as: String.self)
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw statement.reported(
                DatabaseError(
                    .mismatch,
                    "column \(row.columnName(at: index).debugDescription) is not JSON for \(T.self)",
                    sql: statement.sql, column: row.columnName(at: index)),
                .decode)
        }
    }

    /// For `decodeIfPresent` of a key with no column: fine (`nil`) unless the rows are records
    /// and the key is one of their fields.
    func checkAbsentColumn(_ key: some CodingKey) throws(DatabaseError) {
        if let columnStorage, columnStorage.requiresColumn(forKey: key.stringValue) {
            throw missingColumn(key)
        }
    }

    @usableFromInline
    func missingColumn(_ key: some CodingKey) -> DatabaseError {
        let explanation = columnStorage?.missingColumnExplanation(forKey: key.stringValue).map { " (\($0))" }
        // A record's field names its column apart from its key (`created_at` for `createdAt`): the
        // statement lacks the column, so the message names the column.
        let column = columnStorage?.columnName(forKey: key.stringValue) ?? key.stringValue
        let named =
            column.isByteEqual(to: key.stringValue)
            ? column.debugDescription
            : "\(column.debugDescription) (the coding key \(key.stringValue.debugDescription))"
        return statement.reported(
            DatabaseError(
                .range,
                "there is no column named \(named) to decode\(explanation ?? "")",
                sql: statement.sql),
            .decode)
    }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try checkReading(row: nil)
        // Only the container of the row's first key type is kept and reached without reference
        // counting: the check after the row covers exactly that one. Any other (a superclass's
        // keys) holds the decoder strongly and reads only during its own row.
        guard keyedContainerKey == nil || keyedContainerKey == ObjectIdentifier(Key.self) else {
            return KeyedDecodingContainer(RowKeyedContainer<Key, RowDecoder>(retaining: self))
        }
        if let keyedContainer {
            return unsafeBitCast(keyedContainer, to: KeyedDecodingContainer<Key>.self)
        }
        let container = KeyedDecodingContainer(RowKeyedContainer<Key, Unanchored>(decoder: self))
        keyedContainer = unsafeBitCast(container, to: AnyObject.self)
        keyedContainerKey = ObjectIdentifier(Key.self)
        return container
    }

    @usableFromInline
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkReading(row: nil)
        return RowUnkeyedContainer(decoder: self)
    }

    @usableFromInline
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try checkReading(row: nil)
        return RowSingleValueContainer(decoder: self)
    }
}
