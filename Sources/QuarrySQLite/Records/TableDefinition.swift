/// The binding of a record type to its table, written once per type as a `static let`: the
/// table's name, the fields (each a stored property and its column), indexes and table
/// constraints, the primary key when it spans several fields, and table options.
///
/// ```swift
/// static let definition = TableDefinition<Membership>(
///     "membership", primaryKey: \.groupID, \.userID, options: [.withoutRowID]
/// ) {
///     Field(\.groupID, "groupID")
///     Field(\.userID, "userID")
///     Field(\.role, "role").default("member")
/// }
/// ```
///
/// The definition is checked when it is made; a mistake (a column named twice, a key path no field
/// binds, a primary key on no field, a property type with no SQL form) is reported as a
/// `QuarryError` by the first statement that uses the definition, naming the mistake.
public final class TableDefinition<Record: TableRecord>: Sendable {
    /// The table.
    public let table: Table
    let resolution: Result<ResolvedDefinition<Record>, QuarryError>
    /// The run-time part, when the definition has no mistake.
    @usableFromInline let core: RecordCore?
    /// The definition's mistake, when it has one.
    @usableFromInline let failure: QuarryError?
    /// The typed columns (columns that report the definition's mistake when the definition has one).
    public let columns: RecordColumns<Record>
    /// Reads a row of the definition's own SELECT by position, when the record adopts
    /// `RowDecodable` (see `PositionalRecordReader`).
    @usableFromInline let positionalReader: PositionalRecordReader<Record>?
    /// Whether the record is a ``TimestampedRecord``, whose updates keep the stored creation time.
    @usableFromInline let isTimestamped: Bool

    /// A definition of the table `name` (in `schema`, when given) from the builder's fields,
    /// indexes and constraints. `primaryKey` lists the fields of a key that spans several columns;
    /// a one-column key is declared on its field instead.
    ///
    /// `dateStorage` is how the `Date` fields that state no storage store their dates, for a table
    /// whose dates are all in one form (`.unixSeconds` for an FMDB file): a field's own `storage:`
    /// comes first, then this, then date text. It is the definition's, not a database's: the
    /// typed columns (`$0.createTime > date`) are made before any database is known, and must bind
    /// the form the field writes.
    ///
    /// `columnNaming` names the columns of the fields that name none: `.snakeCase` makes
    /// `Field(\.createdAt)` the column `created_at`.
    public init(
        _ name: SQLIdentifier, schema: SQLIdentifier? = nil, primaryKey: PartialKeyPath<Record>...,
        options: TableOptions = [], dateStorage: DateStorage = .text,
        columnNaming: ColumnNaming = .codingKeys,
        @TableDefinitionBuilder<Record> _ elements: () -> [TableDefinitionElement<Record>]
    ) {
        let table = Table(name, schema: schema)
        self.table = table
        positionalReader = PositionalRecordReader.make(for: Record.self)
        isTimestamped = Record.self is any TimestampedRecord.Type
        let resolution = Result { () throws(QuarryError) -> ResolvedDefinition<Record> in
            try ResolvedDefinition(
                table: table, elements: elements(), primaryKey: primaryKey, options: options,
                dateStorage: dateStorage, columnNaming: columnNaming)
        }
        self.resolution = resolution
        switch resolution {
        case .success(let resolved):
            columns = resolved.columns
            core = resolved.core
            failure = nil
        case .failure(let error):
            columns = RecordColumns(table: table, failure: error)
            core = nil
            failure = error
        }
    }

    /// The CREATE TABLE the definition makes, or the definition's mistake.
    public func createTable(ifNotExists: Bool = false) throws(QuarryError) -> CreateTable {
        try resolved().createTable(ifNotExists: ifNotExists)
    }

    /// The CREATE INDEX statements of the definition's indexes, or the definition's mistake.
    public func createIndexes(ifNotExists: Bool = false) throws(QuarryError) -> [CreateIndex] {
        let resolved = try resolved()
        return resolved.indexes.map { $0.statement(on: resolved.table, ifNotExists: ifNotExists) }
    }

    /// The run-time part, or the mistake that stops the definition from being used.
    @inlinable
    func runtimeCore() throws(QuarryError) -> RecordCore {
        guard let core else { throw failure ?? QuarryError(.invalidStatement, "unusable definition") }
        return core
    }

    /// Checks, on the first records of the type written, that a record encodes exactly the
    /// definition's fields and reads back into them.
    @inlinable
    func checkEncoding(of record: Record, _ core: RecordCore) throws {
        if core.isEncodingChecked { return }
        try checkEncodingOnce(of: record)
    }

    @usableFromInline
    func checkEncodingOnce(of record: Record) throws {
        try resolved().checkEncoding(of: record, positionalReader: positionalReader)
    }

    /// The resolved definition, or the mistake that stops it from being used.
    func resolved() throws(QuarryError) -> ResolvedDefinition<Record> {
        try resolution.get()
    }
}
