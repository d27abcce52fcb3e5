/// A `Codable` type bound to a table once, by its ``definition``: the table, typed columns
/// (``columns``, `$0.content` in closures), the CREATE TABLE and its indexes, and the statements
/// that insert, update, delete and find records all come from it.
///
/// ```swift
/// struct Message: TableRecord {
///     var localID: Int64?
///     var content: String?
///     var createTime: Date
///     static let definition = TableDefinition<Message>("message") {
///         Field(\.localID).primaryKey(autoincrement: true)
///         Field(\.content)
///         Field(\.createTime, storage: .unixSeconds)
///         TableIndex("message_time", \.createTime)
///     }
/// }
/// try db.sync(Message.self)
/// var message = Message(localID: nil, content: "hi", createTime: Date())
/// try db.insert(&message)                      // localID written back
/// let page = try db.fetchAll(Message.filter { $0.localID > 1 }.orderBy { $0.createTime.descending }.limit(20))
/// ```
///
/// Each column is named once: by the property's coding key (`Field(\.content)`, in the
/// definition's ``ColumnNaming``) or by the field (`Field(\.createTime, "create_time")`), which
/// leaves the coding key as Swift synthesizes it. A property that no field lists is transient:
/// leave it out of `CodingKeys` and give it a default value (or decode it with `decodeIfPresent`
/// in your own `init(from:)`), since rows have no column for it.
///
/// The hooks run around writes, on the record being written: ``willInsert(_:)`` and
/// ``willUpdate(_:)`` before the statement, ``willSave(_:)`` before either when ``Database/save(_:)``
/// decides, ``didInsert(rowID:)`` after an insert into a rowid table (a WITHOUT ROWID table has no
/// rowid to give it). When the write fails, the record is put back as it was before the call, so
/// what a hook set is undone; a transaction that rolls back later does not reach the record.
public protocol TableRecord: Codable {
    /// The binding of the type to its table, declared once (a `static let`).
    static var definition: TableDefinition<Self> { get }

    /// Runs before the record is inserted; may change it (set a creation date).
    mutating func willInsert(_ db: Database) throws
    /// Runs after the record was inserted, with the row's rowid (already written into an integer
    /// primary key).
    mutating func didInsert(rowID: Int64)
    /// Runs before the record is updated; may change it (set a modification date).
    mutating func willUpdate(_ db: Database) throws
    /// Runs before ``Database/save(_:)`` inserts or updates the record.
    mutating func willSave(_ db: Database) throws
}

extension TableRecord {
    /// Does nothing.
    public mutating func willInsert(_ db: Database) throws {}
    /// Does nothing.
    public mutating func didInsert(rowID: Int64) {}
    /// Does nothing.
    public mutating func willUpdate(_ db: Database) throws {}
    /// Does nothing.
    public mutating func willSave(_ db: Database) throws {}

    /// The table the record is bound to.
    public static var table: Table { definition.table }

    /// The record's typed columns: `Message.columns.content` is a `Column<String?>`.
    public static var columns: RecordColumns<Self> { definition.columns }

    /// Every record of the table: `SELECT` the definition's columns `FROM` the table.
    public static func all() -> RecordRequest<Self> { RecordRequest() }

    /// The records for which `predicate` holds: `Message.filter { $0.localID > 1 }`.
    public static func filter<Condition: SQLExpressible>(_ predicate: (RecordColumns<Self>) -> Condition)
        -> RecordRequest<Self> where Condition.Value: SQLBooleanType
    {
        all().filter(predicate)
    }

    /// The record whose primary key has these values (several for a key of several columns):
    /// `Message.filter(key: 7)`, as ``RecordRequest/filter(key:)`` on ``all()``.
    public static func filter(key values: any SQLValueConvertible...) -> RecordRequest<Self> {
        all().filter(storedKeyFrom: values)
    }

    /// Every record, sorted: `Message.orderBy { $0.createTime.descending }`.
    public static func orderBy(@OrderingTermBuilder _ terms: (RecordColumns<Self>) -> [OrderingTerm])
        -> RecordRequest<Self>
    {
        all().orderBy(terms)
    }
}
