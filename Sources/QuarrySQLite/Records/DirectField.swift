import CSQLite
import Foundation

/// How a record's writes reach one field: for a stored property whose type binds as itself, its
/// kind and byte offset, read straight from the record's memory (every type a generated record
/// uses: integers, reals, booleans, text, bytes, `Data`, `SQLValue`, and their optionals);
/// otherwise `general` (the field's accessor converts it: dates, JSON, enums, other types). Plain data, so binding a record's fields is a switch per field, with no
/// closure call and no reference counting (the closures' contexts were five retain/release pairs
/// per insert of five fields).
@usableFromInline
struct DirectField: Sendable {
    @usableFromInline
    enum Kind: UInt8, Sendable {
        case general
        case int64, optionalInt64, int, optionalInt
        case double, optionalDouble, bool, optionalBool
        case string, optionalString, bytes, data, optionalData
        case value, optionalValue
    }

    @usableFromInline let kind: Kind
    /// The property's byte offset in the record (0 for `general`).
    @usableFromInline let offset: Int

    /// A field that goes through its accessor.
    static let general = DirectField(kind: .general, offset: 0)

    private init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The direct form of a stored property of type `Value` at `offset`, or ``general`` when the
    /// value needs its codec (a date, JSON, an enum, a type of the user's) or has no offset.
    init<Value>(_ type: Value.Type, offset: Int?, convertsValues: Bool) {
        guard let offset, !convertsValues, let kind = Self.kind(of: type) else {
            self = .general
            return
        }
        self.init(kind: kind, offset: offset)
    }

    // Compared as types, not cast: a metatype cast would also take `Int64` for `Int64?`.
    private static func kind<Value>(of type: Value.Type) -> Kind? {
        if type == Int64.self { return .int64 }
        if type == Int64?.self { return .optionalInt64 }
        if type == Int.self { return .int }
        if type == Int?.self { return .optionalInt }
        if type == Double.self { return .double }
        if type == Double?.self { return .optionalDouble }
        if type == Bool.self { return .bool }
        if type == Bool?.self { return .optionalBool }
        if type == String.self { return .string }
        if type == String?.self { return .optionalString }
        if type == [UInt8].self { return .bytes }
        if type == Data.self { return .data }
        if type == Data?.self { return .optionalData }
        if type == SQLValue.self { return .value }
        if type == SQLValue?.self { return .optionalValue }
        return nil
    }

    /// Binds the field of the record at the pointer; SQLite's result code. Not for `general`.
    /// Always inlined: its one hot caller then switches over the kind in place.
    @usableFromInline @inline(__always)
    func bind(_ record: UnsafeRawPointer, to statement: OpaquePointer, at index: Int32) -> Int32 {
        let field = record + offset
        switch kind {
        case .general: return SQLITE_MISUSE
        case .int64: return sqlite3_bind_int64(statement, index, field.load(as: Int64.self))
        case .optionalInt64:
            guard let value = field.load(as: Int64?.self) else { return sqlite3_bind_null(statement, index) }
            return sqlite3_bind_int64(statement, index, value)
        case .int: return sqlite3_bind_int64(statement, index, Int64(field.load(as: Int.self)))
        case .optionalInt:
            guard let value = field.load(as: Int?.self) else { return sqlite3_bind_null(statement, index) }
            return sqlite3_bind_int64(statement, index, Int64(value))
        case .double: return sqlite3_bind_double(statement, index, field.load(as: Double.self))
        case .optionalDouble:
            guard let value = field.load(as: Double?.self) else { return sqlite3_bind_null(statement, index) }
            return sqlite3_bind_double(statement, index, value)
        case .bool: return sqlite3_bind_int64(statement, index, field.load(as: Bool.self) ? 1 : 0)
        case .optionalBool:
            guard let value = field.load(as: Bool?.self) else { return sqlite3_bind_null(statement, index) }
            return sqlite3_bind_int64(statement, index, value ? 1 : 0)
        case .string:
            return Self.bind(text: field.assumingMemoryBound(to: String.self), to: statement, at: index)
        case .optionalString:
            // Copied out (one retain), not reread as a `String` in place: an optional's payload
            // sharing its address is a layout detail, not a guarantee.
            guard let text = field.load(as: String?.self) else { return sqlite3_bind_null(statement, index) }
            return Statement.bind(text: text, to: statement, at: index)
        case .bytes:
            // Borrowed in place: loading the array would retain and release its buffer.
            return field.assumingMemoryBound(to: [UInt8].self).pointee.withUnsafeBytes {
                Self.bind(blob: $0, to: statement, at: index)
            }
        case .data:
            return field.assumingMemoryBound(to: Data.self).pointee.withUnsafeBytes {
                Self.bind(blob: $0, to: statement, at: index)
            }
        case .optionalData:
            guard let data = field.assumingMemoryBound(to: Data?.self).pointee else {
                return sqlite3_bind_null(statement, index)
            }
            return data.withUnsafeBytes { Self.bind(blob: $0, to: statement, at: index) }
        case .value: return FieldAccessor.bind(field.load(as: SQLValue.self), to: statement, at: index)
        case .optionalValue:
            return FieldAccessor.bind(field.load(as: SQLValue?.self) ?? .null, to: statement, at: index)
        }
    }

    /// `SQLITE_TRANSIENT` (SQLite copies the bytes before the bind returns), made in place: the
    /// module's global constant is reached through a lazy-initialization check on every use.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    /// Binds bytes as a blob; no bytes are a zero-length blob, not NULL.
    private static func bind(
        blob buffer: UnsafeRawBufferPointer, to statement: OpaquePointer, at index: Int32
    )
        -> Int32
    {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return sqlite3_bind_zeroblob(statement, index, 0)
        }
        return sqlite3_bind_blob64(statement, index, base, sqlite3_uint64(buffer.count), Self.transient)
    }

    /// Binds the string in place when its UTF-8 is contiguous (a native string), else a copy.
    private static func bind(text: UnsafePointer<String>, to statement: OpaquePointer, at index: Int32)
        -> Int32
    {
        let code = text.pointee.utf8.withContiguousStorageIfAvailable { buffer in
            // An empty buffer may have no address, and a null pointer would bind NULL, not ''.
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_text(statement, index, "", 0, Self.transient)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                sqlite3_bind_text64(
                    statement, index, $0, sqlite3_uint64(buffer.count), Self.transient,
                    UInt8(SQLITE_UTF8))
            }
        }
        return code ?? Statement.bind(text: text.pointee, to: statement, at: index)
    }

    /// Writes a rowid into an integer field of the record at the pointer; `false` when the field
    /// is not an integer read directly (its accessor writes it then).
    @usableFromInline
    func writeRowID(_ rowID: Int64, into record: UnsafeMutableRawPointer) -> Bool {
        let field = record + offset
        switch kind {
        case .int64: field.storeBytes(of: rowID, as: Int64.self)
        case .optionalInt64: field.assumingMemoryBound(to: Int64?.self).pointee = rowID
        case .int, .optionalInt:
            // A rowid beyond a 32-bit `Int` is left to the accessor, which reports it.
            guard let value = Int(exactly: rowID) else { return false }
            if kind == .int {
                field.storeBytes(of: value, as: Int.self)
            } else {
                field.assumingMemoryBound(to: Int?.self).pointee = value
            }
        default: return false
        }
        return true
    }
}
