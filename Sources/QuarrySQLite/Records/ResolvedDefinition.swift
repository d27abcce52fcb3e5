import Synchronization

/// A definition checked and ready: its fields with their codecs, where each key path and column
/// name leads, the primary key, the indexes, and the statements every record of the type uses,
/// rendered once.
final class ResolvedDefinition<Record: TableRecord>: @unchecked Sendable {
    // Unchecked: immutable after init except for the caches and the read-back check's state, which Mutexes guard.
    let table: Table
    let fields: [AnyFieldBinding<Record>]
    /// Field positions by column name, as SQLite compares names (ASCII case folded only).
    let fieldsByName: [SQLiteNameKey: Int]
    let fieldsByKeyPath: [AnyKeyPath: Int]
    /// The primary key's fields, in key order; empty when the table has none.
    let primaryKey: [Int]
    /// The field that is the rowid (``CreateTable/rowIDColumn`` of the definition's CREATE TABLE:
    /// never a `PRIMARY KEY DESC` field nor a WITHOUT ROWID key), written back on insert.
    let rowIDField: Int?
    let indexes: [ResolvedIndex]
    let constraints: [TableConstraint]
    let options: TableOptions
    let columns: RecordColumns<Record>
    let statements: RecordStatements
    /// The run-time part, types erased.
    let core: RecordCore
    /// SQL of UPDATEs of chosen fields, by the fields' positions.
    let partialUpdates = Mutex<[[Int]: String]>([:])
    /// The fields of a ``TimestampedRecord``'s creation time, once found (see `creationFields`).
    let creationFieldsFound = Mutex<[Int]?>(nil)
    /// How far the check that records read back into their own fields has come (see `checkReadBack`).
    let readBackState = Mutex(ReadBackState())

    init(
        table: Table, elements: [TableDefinitionElement<Record>],
        primaryKey keyPaths: [PartialKeyPath<Record>],
        options: TableOptions, dateStorage: DateStorage = .text, columnNaming: ColumnNaming = .codingKeys
    ) throws(QuarryError) {
        self.table = table
        self.options = options
        var specs: [AnyField<Record>] = []
        var indexSpecs: [TableIndex<Record>] = []
        var constraints: [TableConstraint] = []
        for element in elements {
            switch element {
            case .field(let field): specs.append(field)
            case .index(let index): indexSpecs.append(index)
            case .constraint(let constraint): constraints.append(constraint)
            }
        }
        self.constraints = constraints
        let tableName = table.name.name.name
        guard !specs.isEmpty else {
            throw QuarryError(.emptyList, "the definition of table \(tableName) binds no field")
        }
        var byName: [SQLiteNameKey: Int] = [:]
        var byKeyPath: [AnyKeyPath: Int] = [:]
        var fields: [AnyFieldBinding<Record>] = []
        var codingKeys: [ExactText: Int] = [:]
        // Probed only when a field needs it: a field named as its property needs no probe.
        let needsProbe = specs.contains { spec in
            guard let name = spec.name else { return true }
            return PropertyName.of(spec.keyPath, in: Record.self).map { !$0.isByteEqual(to: name.name) }
                ?? true
        }
        let isCodingKey = needsProbe ? CodingKeyProbe.keyTest(of: Record.self) : nil
        for (index, spec) in specs.enumerated() {
            let (name, codingKey) = try Self.columnAndKey(
                of: spec, at: index, naming: columnNaming, isCodingKey: isCodingKey, table: tableName)
            if let error = name.validationError { throw error }
            // SQLite takes "" as a name, but no statement a reader writes by hand can name it well.
            guard !name.name.isEmpty else {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(PropertyName.describe(spec.keyPath)) of table \(tableName) names the column \"\": a column name cannot be empty"
                )
            }
            let key = SQLiteNameKey(name.name)
            if let earlier = byName[key] {
                throw QuarryError(
                    .invalidStatement,
                    "column \(name.name.debugDescription) of table \(tableName) is bound twice, by \(PropertyName.describe(specs[earlier].keyPath)) and by \(PropertyName.describe(spec.keyPath))"
                )
            }
            if let earlier = byKeyPath[spec.keyPath] {
                throw QuarryError(
                    .invalidStatement,
                    "\(PropertyName.describe(spec.keyPath)) is bound twice, to columns \(fields[earlier].info.name.name.debugDescription) and \(name.name.debugDescription)"
                )
            }
            if let earlier = codingKeys[ExactText(codingKey)] {
                throw QuarryError(
                    .invalidStatement,
                    "the coding key \(codingKey.debugDescription) of \(Record.self) is bound twice, by \(PropertyName.describe(specs[earlier].keyPath)) and by \(PropertyName.describe(spec.keyPath))"
                )
            }
            byName[key] = index
            byKeyPath[spec.keyPath] = index
            codingKeys[ExactText(codingKey)] = index
            fields.append(try spec.resolve(index, name, codingKey, dateStorage))
        }
        self.fields = fields
        fieldsByName = byName
        fieldsByKeyPath = byKeyPath
        let primaryKey = try Self.primaryKey(fields, keyPaths, byKeyPath, options: options, table: tableName)
        self.primaryKey = primaryKey
        let lookup = ColumnLookup(
            table: table,
            entries: Dictionary(
                uniqueKeysWithValues: fields.map {
                    (
                        $0.info.keyPath,
                        ColumnLookup.Entry(name: $0.info.name, dateStorage: $0.info.dateStorage)
                    )
                }),
            failure: nil)
        let columns = RecordColumns<Record>(lookup: lookup)
        self.columns = columns
        indexes = try Self.indexes(indexSpecs, fields, byKeyPath, columns: columns, table: tableName)
        let rowIDField = try Self.createTable(
            table, fields, primaryKey: primaryKey, constraints: constraints, options: options,
            columns: columns,
            ifNotExists: false
        ).rowIDColumn.flatMap { name in
            fields.firstIndex { $0.info.name.name.isSameSQLiteName(as: name.name) }
        }
        self.rowIDField = rowIDField
        for field in fields
        where field.info.primaryKey?.autoincrement == true && field.info.index != rowIDField {
            throw QuarryError(
                .invalidStatement,
                "field \(field.info.name.name) of table \(tableName) is AUTOINCREMENT, which only the rowid can be: an INTEGER PRIMARY KEY (not DESC) of a rowid table"
            )
        }
        let statements = try RecordStatements(
            table: table, fields: fields.map(\.info), primaryKey: primaryKey, rowIDField: rowIDField)
        self.statements = statements
        core = RecordCore(
            tableName: tableName, accessors: fields.map { $0.accessor(isRowID: $0.info.index == rowIDField) },
            primaryKey: primaryKey, rowIDField: rowIDField, hasRowID: !options.contains(.withoutRowID),
            nullableKeyFields: primaryKey.filter { $0 != rowIDField && fields[$0].info.isOptional },
            statements: statements,
            ownColumns: RecordColumnStorage(fields: fields, tableName: tableName, columnNames: nil),
            columnsByName: { names in
                RecordColumnStorage(fields: fields, tableName: tableName, columnNames: names)
            })
    }

    private static func primaryKey(
        _ fields: [AnyFieldBinding<Record>], _ keyPaths: [PartialKeyPath<Record>],
        _ byKeyPath: [AnyKeyPath: Int],
        options: TableOptions, table: String
    ) throws(QuarryError) -> [Int] {
        let declared = fields.filter { $0.info.primaryKey != nil }
        if declared.count > 1 {
            throw QuarryError(
                .invalidStatement,
                "fields \(declared.map(\.info.name.name).joined(separator: ", ")) of table \(table) are each declared primaryKey(): a table has one primary key; list the fields of a key of several columns in the definition's primaryKey:"
            )
        }
        var key: [Int] = declared.map(\.info.index)
        if !keyPaths.isEmpty {
            if let field = declared.first {
                throw QuarryError(
                    .invalidStatement,
                    "table \(table) declares its primary key twice: on field \(field.info.name.name) and in primaryKey:"
                )
            }
            for keyPath in keyPaths {
                guard let index = byKeyPath[keyPath] else {
                    throw QuarryError(
                        .invalidStatement,
                        "the primary key of table \(table) names \(PropertyName.describe(keyPath)), which no field binds: a key must be on a column"
                    )
                }
                if key.contains(index) {
                    throw QuarryError(
                        .invalidStatement,
                        "the primary key of table \(table) lists \(PropertyName.describe(keyPath)) twice")
                }
                key.append(index)
            }
        }
        if options.contains(.withoutRowID) && key.isEmpty {
            throw QuarryError(.invalidStatement, "WITHOUT ROWID table \(table) needs a primary key")
        }
        return key
    }

    private static func indexes(
        _ specs: [TableIndex<Record>], _ fields: [AnyFieldBinding<Record>], _ byKeyPath: [AnyKeyPath: Int],
        columns: RecordColumns<Record>, table: String
    ) throws(QuarryError) -> [ResolvedIndex] {
        var names: Set<SQLiteNameKey> = []
        var indexes: [ResolvedIndex] = []
        for spec in specs {
            if let error = spec.name.validationError { throw error }
            guard names.insert(SQLiteNameKey(spec.name.name)).inserted else {
                throw QuarryError(
                    .invalidStatement, "index \(spec.name.name) of table \(table) is declared twice")
            }
            guard !spec.keyPaths.isEmpty else {
                throw QuarryError(.emptyList, "index \(spec.name.name) of table \(table) has no column")
            }
            var terms: [OrderingTerm] = []
            var names: [String] = []
            for keyPath in spec.keyPaths {
                guard let index = byKeyPath[keyPath] else {
                    throw QuarryError(
                        .invalidStatement,
                        "index \(spec.name.name) of table \(table) names \(PropertyName.describe(keyPath)), which no field binds"
                    )
                }
                let name = fields[index].info.name
                let column = Column<SQLValue>(name)
                terms.append(
                    spec.descendingKeyPaths.contains(keyPath) ? column.descending : column.orderingTerm)
                names.append(name.name)
            }
            let conditions = spec.conditions.map { $0(columns) }
            let condition =
                conditions.isEmpty ? nil : conditions.dropFirst().reduce(conditions[0]) { $0 && $1 }
            indexes.append(
                ResolvedIndex(
                    name: spec.name, isUnique: spec.isUnique, columns: terms, columnNames: names,
                    condition: condition))
        }
        return indexes
    }

    /// The field bound to a key path, or an error naming it.
    func field(for keyPath: AnyKeyPath) throws(QuarryError) -> AnyFieldBinding<Record> {
        guard let index = fieldsByKeyPath[keyPath] else {
            throw QuarryError(
                .invalidStatement,
                "\(PropertyName.describe(keyPath)) is not bound to a column of table \(table.name.name.name): add a Field for it to the definition"
            )
        }
        return fields[index]
    }

    /// The field whose column has this name, as SQLite compares names (ASCII case folded only).
    func field(named name: String) -> AnyFieldBinding<Record>? {
        fieldsByName[SQLiteNameKey(name)].map { fields[$0] }
    }

    /// The primary key, or an error saying that the operation needs one.
    func requirePrimaryKey(for operation: String) throws(QuarryError) -> [Int] {
        guard !primaryKey.isEmpty else {
            throw QuarryError(
                .invalidStatement,
                "\(operation) needs a primary key, and table \(table.name.name.name) has none")
        }
        return primaryKey
    }

    /// `CREATE TABLE` for the definition.
    func createTable(ifNotExists: Bool) throws(QuarryError) -> CreateTable {
        try Self.createTable(
            table, fields, primaryKey: primaryKey, constraints: constraints, options: options,
            columns: columns,
            ifNotExists: ifNotExists)
    }

    /// `CREATE TABLE` for a definition's parts: a key no field declares (several columns, or one
    /// listed in `primaryKey:`) is a table constraint. Its ``CreateTable/rowIDColumn`` is the field
    /// an insert writes the rowid into, so the definition and the table agree on it.
    private static func createTable(
        _ table: Table, _ fields: [AnyFieldBinding<Record>], primaryKey: [Int],
        constraints: [TableConstraint],
        options: TableOptions, columns: RecordColumns<Record>, ifNotExists: Bool
    ) throws(QuarryError) -> CreateTable {
        let strict = options.contains(.strict)
        var elements: [TableElement] = []
        for field in fields {
            elements.append(
                .column(try field.columnDefinition(columns: columns, strict: strict, unique: true)))
        }
        if !primaryKey.isEmpty, !fields.contains(where: { $0.info.primaryKey != nil }) {
            let key = primaryKey.map { Column<SQLValue>(fields[$0].info.name) as any OrderingTermConvertible }
            elements.append(.constraint(.primaryKey(columns: key)))
        }
        elements += constraints.map { .constraint($0) }
        var create = CreateTable(table.name, ifNotExists: ifNotExists) { elements }
        if options.contains(.withoutRowID) { create = create.withoutRowID }
        if strict { create = create.strict }
        return create
    }
}
