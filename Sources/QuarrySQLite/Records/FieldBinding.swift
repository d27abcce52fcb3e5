import CSQLite
import Foundation

/// What every field of a resolved definition knows about its column, whatever its value type.
struct FieldInfo: @unchecked Sendable {
    // Unchecked: the key path is an immutable object once formed.
    /// The column's name (also the coding key).
    let name: SQLIdentifier
    /// The field's position in the definition (and in the record's SELECT).
    let index: Int
    let keyPath: AnyKeyPath
    /// The declared type (inferred or given), `nil` for none.
    let sqlType: SQLTypeName?
    /// Whether the property is optional; any other is NOT NULL.
    let isOptional: Bool
    let dateStorage: DateStorage?
    let primaryKey: FieldPrimaryKey?
    let isUnique: Bool
    let hasDefault: Bool
    let hasReferences: Bool
}

/// A field of a resolved definition, its value type erased: what the record paths use to bind a
/// property, read it back, convert a key, and declare its column.
protocol RecordFieldBinding<Record>: Sendable {
    associatedtype Record: TableRecord
    var info: FieldInfo { get }
    /// The property's value as stored.
    func sqlValue(of record: Record) throws(QuarryError) -> SQLValue
    /// Binds the property's value to a statement parameter.
    func bind(_ record: Record, to statement: Statement, at parameter: Int32) throws(DatabaseError)
    /// Reads the column as `T` in the field's storage when `T` is the field's type (or the type
    /// it wraps); `nil` when the asked type is another one.
    func decode<T>(_ type: T.Type, from column: ColumnValue) throws(QuarryError) -> T?
    /// A key value given by the caller, as stored: a value of the field's type goes through its
    /// storage; another `SQLValueConvertible` (an `Int` literal for an `Int64` key) binds as itself.
    func keyValue(_ value: any SQLValueConvertible) throws(QuarryError) -> SQLValue
    /// Writes the rowid SQLite chose into the record; `false` when the key path is read-only.
    func setRowID(_ rowID: Int64, in record: inout Record) throws(QuarryError) -> Bool
    /// The column of CREATE TABLE and ALTER TABLE ADD COLUMN.
    func columnDefinition(columns: RecordColumns<Record>, strict: Bool, unique: Bool) throws(QuarryError)
        -> ColumnDefinition
}

/// A field binding with its value type erased.
typealias AnyFieldBinding<Record: TableRecord> = any RecordFieldBinding<Record>

/// What a field's PRIMARY KEY clause says.
struct FieldPrimaryKey: Sendable {
    var direction: OrderingTerm.Direction?
    var onConflict: ConflictResolution?
    var autoincrement: Bool
}

/// A field of a resolved definition, with its value type.
struct FieldBinding<Record: TableRecord, Value>: RecordFieldBinding, @unchecked Sendable {
    // Unchecked: a key path is immutable once formed; the codec's closures are made once.
    let info: FieldInfo
    let typedKeyPath: KeyPath<Record, Value>
    let codec: FieldCodec<Value>
    let constraints: FieldConstraints<Record, Value>

    init(_ field: Field<Record, Value>, index: Int) throws(QuarryError) {
        let codec = try FieldCodecs.codec(Value.self, storage: field.storage, field: field.name.name)
        let constraints = field.constraints
        typedKeyPath = field.keyPath
        self.codec = codec
        self.constraints = constraints
        info = FieldInfo(
            name: field.name, index: index, keyPath: field.keyPath,
            sqlType: constraints.type ?? codec.sqlType,
            isOptional: codec.isOptional, dateStorage: codec.dateStorage,
            primaryKey: constraints.primaryKey.map { key in
                FieldPrimaryKey(
                    direction: key.direction, onConflict: key.onConflict, autoincrement: key.autoincrement)
            },
            isUnique: constraints.unique != nil, hasDefault: constraints.defaultValue != nil,
            hasReferences: constraints.references != nil)
    }

    func sqlValue(of record: Record) throws(QuarryError) -> SQLValue {
        try codec.encode(record[keyPath: typedKeyPath])
    }

    func bind(_ record: Record, to statement: Statement, at parameter: Int32) throws(DatabaseError) {
        let value: SQLValue
        do {
            value = try codec.encode(record[keyPath: typedKeyPath])
        } catch {
            throw DatabaseError(
                .mismatch, "field \(info.name.name.debugDescription): \(error.message)", sql: statement.sql,
                column: info.name.name)
        }
        try statement.bind(value, at: parameter)
    }

    func decode<T>(_ type: T.Type, from column: ColumnValue) throws(QuarryError) -> T? {
        if T.self == Value.self { return unsafeBitCast(try codec.decodeColumn(column), to: T.self) }
        // `decodeIfPresent` asks for the wrapped type of an optional property.
        if Optional<T>.self == Value.self {
            return unsafeBitCast(try codec.decodeColumn(column), to: Optional<T>.self)
        }
        return nil
    }

    func keyValue(_ value: any SQLValueConvertible) throws(QuarryError) -> SQLValue {
        if let value = value as? Value { return try codec.encode(value) }
        if let optional = Value.self as? any OptionalValue.Type, let wrapped = Self.wrap(value, as: optional)
        {
            return try codec.encode(wrapped as! Value)
        }
        if info.dateStorage != nil {
            throw QuarryError(.typeMismatch, "key \(info.name.name) is a date, not \(type(of: value))")
        }
        return try value.sqlValue
    }

    private static func wrap<O: OptionalValue>(_ value: Any, as type: O.Type) -> O? {
        (value as? O.Wrapped).map { O(optionalValue: $0) }
    }

    func setRowID(_ rowID: Int64, in record: inout Record) throws(QuarryError) -> Bool {
        guard let writable = typedKeyPath as? WritableKeyPath<Record, Value> else { return false }
        record[keyPath: writable] = try codec.decodeValue(.integer(rowID))
        return true
    }

    func columnDefinition(columns: RecordColumns<Record>, strict: Bool, unique: Bool) throws(QuarryError)
        -> ColumnDefinition
    {
        var column = ColumnDefinition(info.name, info.sqlType ?? (strict ? .any : nil))
        if let key = constraints.primaryKey {
            column = column.primaryKey(
                key.direction, onConflict: key.onConflict, autoincrement: key.autoincrement)
        }
        if !codec.isOptional { column = column.notNull() }
        if unique, let constraint = constraints.unique {
            column = column.unique(onConflict: constraint.onConflict)
        }
        for check in constraints.checks { column = column.check(check(columns)) }
        switch constraints.defaultValue {
        case .value(let value)?: column = column.default(try codec.encode(value))
        case .keyword(let keyword)?: column = column.default(keyword)
        case .expression(let expression)?: column = column.default(expression: expression)
        case nil: break
        }
        if let collation = constraints.collation { column = column.collate(collation) }
        if let references = constraints.references { column = column.references(references) }
        return column
    }
}
