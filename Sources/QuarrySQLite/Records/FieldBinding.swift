import CSQLite
import Foundation

/// What every field of a resolved definition knows about its column, whatever its value type.
struct FieldInfo: @unchecked Sendable {
    // Unchecked: the key path is an immutable object once formed.
    /// The column's name.
    let name: SQLIdentifier
    /// The property's coding key, which the record's decoding asks for.
    let codingKey: String
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
    /// What an insert writes for the field when its optional value is `nil`: the declared DEFAULT,
    /// values inlined, so that `nil` means "the default" as it would for a column the INSERT does
    /// not name. `nil` for a field that is not optional or declares no DEFAULT.
    let insertDefault: UntypedExpression?
    let hasReferences: Bool
    /// The column's REFERENCES clause, which associations read their foreign key from.
    let references: ForeignKeyClause?
}

/// A field of a resolved definition, its value type erased: what the record paths use to bind a
/// property, read it back, convert a key, and declare its column.
protocol RecordFieldBinding<Record>: Sendable {
    associatedtype Record: TableRecord
    var info: FieldInfo { get }
    /// The property's value as stored.
    func sqlValue(of record: Record) throws(QuarryError) -> SQLValue
    /// Reads the column as `T` in the field's storage when `T` is the field's type (or the type
    /// it wraps); `nil` when the asked type is another one.
    func decode<T>(_ type: T.Type, from column: borrowing ColumnValue) throws(QuarryError) -> T?
    /// A key value given by the caller, as stored: a value of the field's type goes through its
    /// storage; another `SQLValueConvertible` (an `Int` literal for an `Int64` key) binds as itself.
    func keyValue(_ value: any SQLValueConvertible) throws(QuarryError) -> SQLValue
    /// The column of CREATE TABLE and ALTER TABLE ADD COLUMN.
    func columnDefinition(columns: RecordColumns<Record>, strict: Bool, unique: Bool) throws(QuarryError)
        -> ColumnDefinition
    /// The field's access to a record in memory, its types erased.
    func accessor(isRowID: Bool) -> FieldAccessor
    /// Whether the property can be written (a `var` of a struct, not a `let` or computed one).
    var isWritable: Bool { get }
    /// Copies the property's value from `stored` into `record`, when it can be written.
    func copy(from stored: Record, into record: inout Record)
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

    init(
        _ field: Field<Record, Value>, index: Int, name: SQLIdentifier, codingKey: String, dates: DateStorage
    )
        throws(QuarryError)
    {
        // A date field that states no storage takes the definition's (field > definition > text).
        let isDate = Value.self == Date.self || Value.self == Date?.self
        let storage = field.storage == .automatic && isDate ? FieldStorage(dates) : field.storage
        let codec = try FieldCodecs.codec(Value.self, storage: storage, field: name.name)
        let constraints = field.constraints
        typedKeyPath = field.keyPath
        self.codec = codec
        self.constraints = constraints
        info = FieldInfo(
            name: name, codingKey: codingKey, index: index, keyPath: field.keyPath,
            sqlType: constraints.type ?? codec.sqlType,
            isOptional: codec.isOptional, dateStorage: codec.dateStorage,
            primaryKey: constraints.primaryKey.map { key in
                FieldPrimaryKey(
                    direction: key.direction, onConflict: key.onConflict, autoincrement: key.autoincrement)
            },
            isUnique: constraints.unique != nil, hasDefault: constraints.defaultValue != nil,
            insertDefault: codec.isOptional
                ? try Self.defaultExpression(constraints.defaultValue, codec) : nil,
            hasReferences: constraints.references != nil, references: constraints.references)
    }

    /// The declared DEFAULT as an expression whose values render as literals wherever it is used.
    private static func defaultExpression(
        _ declared: FieldConstraints<Record, Value>.Default?, _ codec: FieldCodec<Value>
    )
        throws(QuarryError) -> UntypedExpression?
    {
        let node: ExpressionNode
        switch declared {
        case .value(let value)?: node = UntypedExpression(value: try codec.encode(value)).node
        case .keyword(let keyword)?: node = .keyword(keyword)
        case .expression(let expression)?: node = expression.node
        case nil: return nil
        }
        return UntypedExpression(node: .fragment("\(InlinedValues(node: node))"))
    }

    func sqlValue(of record: Record) throws(QuarryError) -> SQLValue {
        try codec.encode(record[keyPath: typedKeyPath])
    }

    var isWritable: Bool { typedKeyPath is WritableKeyPath<Record, Value> }

    func copy(from stored: Record, into record: inout Record) {
        guard let writable = typedKeyPath as? WritableKeyPath<Record, Value> else { return }
        record[keyPath: writable] = stored[keyPath: typedKeyPath]
    }

    func accessor(isRowID: Bool) -> FieldAccessor {
        let name = info.name.name
        let keyValue: (any SQLValueConvertible) throws(QuarryError) -> SQLValue
        if let storage = info.dateStorage {
            keyValue = { (value: any SQLValueConvertible) throws(QuarryError) -> SQLValue in
                guard let date = value as? Date else {
                    throw QuarryError(.typeMismatch, "key \(name) is a date, not \(type(of: value))")
                }
                return try storage.sqlValue(date)
            }
        } else {
            keyValue = { (value: any SQLValueConvertible) throws(QuarryError) -> SQLValue in
                try value.sqlValue
            }
        }
        return FieldAccessor(
            keyPath: typedKeyPath, codec: codec, isRowID: isRowID, name: name, keyValue: keyValue)
    }

    func decode<T>(_ type: T.Type, from column: borrowing ColumnValue) throws(QuarryError) -> T? {
        if T.self == Value.self { return unsafeBitCast(try codec.decodeColumn(column), to: T.self) }
        // `decodeIfPresent` asks for the wrapped type of an optional property.
        if Optional<T>.self == Value.self {
            return unsafeBitCast(try codec.decodeColumn(column), to: Optional<T>.self)
        }
        return nil
    }

    func keyValue(_ value: any SQLValueConvertible) throws(QuarryError) -> SQLValue {
        // Only a date field stores its values otherwise than their own SQL form (JSON storage is
        // refused for types that have one), so every other key binds as itself, with no cast.
        guard let storage = info.dateStorage else { return try value.sqlValue }
        guard let date = value as? Date else {
            throw QuarryError(.typeMismatch, "key \(info.name.name) is a date, not \(type(of: value))")
        }
        return try storage.sqlValue(date)
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
