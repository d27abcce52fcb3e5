import CSQLite
import Foundation

/// One field's access to a record in memory, with the record's and the value's types erased: the
/// closures are made once per field, when the definition is resolved, so that binding a record
/// runs no generic code. A stored property is read at its byte offset in the record (what its key
/// path compiles to); a key path with no offset (a class's property, a computed one) is projected.
@usableFromInline
struct FieldAccessor: @unchecked Sendable {
    // Unchecked: the closures capture key paths (immutable once formed) and codecs made once.
    /// The column's name.
    @usableFromInline let name: String
    /// Binds the field of the record at the pointer to a parameter; returns SQLite's result code.
    @usableFromInline let bind: (UnsafeRawPointer, OpaquePointer, Int32) throws(QuarryError) -> Int32
    /// The field read and bound straight from the record's memory, when its type allows.
    @usableFromInline let direct: DirectField
    /// The field's value, as stored.
    @usableFromInline let value: (UnsafeRawPointer) throws(QuarryError) -> SQLValue
    /// Whether the field stores a value as the value's own SQL form (every field but a date), so
    /// that a key value given by the caller needs no conversion.
    let storesValuesAsThemselves: Bool
    /// A key value given by the caller, as stored (see `RecordFieldBinding.keyValue`).
    @usableFromInline let keyValue: (any SQLValueConvertible) throws(QuarryError) -> SQLValue
    /// Writes a rowid into the field of the record at the pointer; `nil` when the field is not
    /// an integer the record lets us write (a `let`, a computed property).
    @usableFromInline let writeRowID: ((UnsafeMutableRawPointer, Int64) throws(QuarryError) -> Void)?

    init<Record, Value>(
        keyPath: KeyPath<Record, Value>, codec: FieldCodec<Value>, isRowID: Bool, name: String,
        keyValue: @escaping (any SQLValueConvertible) throws(QuarryError) -> SQLValue
    ) {
        self.name = name
        self.keyValue = keyValue
        storesValuesAsThemselves = codec.dateStorage == nil
        let offset = MemoryLayout<Record>.offset(of: keyPath)
        let read: (UnsafeRawPointer) -> Value
        if let offset {
            read = { record in record.load(fromByteOffset: offset, as: Value.self) }
        } else {
            read = { record in record.assumingMemoryBound(to: Record.self).pointee[keyPath: keyPath] }
        }
        value = { (record: UnsafeRawPointer) throws(QuarryError) -> SQLValue in try codec.encode(read(record))
        }
        let direct = DirectField(Value.self, offset: offset, convertsValues: codec.dateStorage != nil)
        self.direct = direct
        if direct.kind != .general {
            bind = { record, statement, index in direct.bind(record, to: statement, at: index) }
        } else {
            bind = {
                (record: UnsafeRawPointer, statement: OpaquePointer, index: Int32) throws(QuarryError)
                    -> Int32 in
                Self.bind(try codec.encode(read(record)), to: statement, at: index)
            }
        }
        writeRowID = isRowID ? Self.rowIDWriter(keyPath, codec: codec, offset: offset) : nil
    }

    /// Binds a value (the general path).
    @usableFromInline
    static func bind(_ value: SQLValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch value {
        case .null: return sqlite3_bind_null(statement, index)
        case .integer(let integer): return sqlite3_bind_int64(statement, index, integer)
        case .real(let real): return sqlite3_bind_double(statement, index, real)
        case .text(let text): return Statement.bind(text: text, to: statement, at: index)
        case .blob(let bytes): return Statement.bind(blob: bytes, to: statement, at: index)
        }
    }

    private static func rowIDWriter<Record, Value>(
        _ keyPath: KeyPath<Record, Value>, codec: FieldCodec<Value>, offset: Int?
    ) -> ((UnsafeMutableRawPointer, Int64) throws(QuarryError) -> Void)? {
        guard let writable = keyPath as? WritableKeyPath<Record, Value> else { return nil }
        if let offset {
            return { (record: UnsafeMutableRawPointer, rowID: Int64) throws(QuarryError) in
                let value = try codec.decodeValue(.integer(rowID))
                (record + offset).assumingMemoryBound(to: Value.self).pointee = value
            }
        }
        return { (record: UnsafeMutableRawPointer, rowID: Int64) throws(QuarryError) in
            record.assumingMemoryBound(to: Record.self).pointee[keyPath: writable] = try codec.decodeValue(
                .integer(rowID))
        }
    }
}
