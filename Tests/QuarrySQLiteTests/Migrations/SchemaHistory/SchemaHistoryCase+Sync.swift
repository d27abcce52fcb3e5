import Quarry
import QuarrySQLite
import QuarryTesting

extension SchemaHistoryCase {
    /// A field of a drawn definition: its slot, its column name, and for a new column how sync
    /// must add it.
    struct DrawnField {
        var slot: HistorySlot
        var name: String
        var column: HistoryModel.Column?
        var isUnique = false
    }

    /// A record definition drawn from the table: the key, most columns (their names in another
    /// ASCII case), new columns (some named as an existing one in another non-ASCII case or
    /// normalization, which is another column to SQLite), indexes; synced, then records inserted.
    mutating func sync() throws {
        var fields: [DrawnField] = [
            DrawnField(slot: .key, name: HistoryNames.asciiVariant(model.columns[0].name, &rng))
        ]
        var freeText = Array(0..<HistoryRecord.textSlots.count)
        var freeIntegers = Array(0..<HistoryRecord.integerSlots.count)
        var requiredFree = true
        for column in model.columns.dropFirst() where Int.random(in: 0..<10, using: &rng) < 7 {
            let name = HistoryNames.asciiVariant(column.name, &rng)
            if column.kind == .integer, !freeIntegers.isEmpty {
                fields.append(DrawnField(slot: .integer(freeIntegers.removeFirst()), name: name))
            } else if column.kind != .integer, !freeText.isEmpty {
                fields.append(DrawnField(slot: .text(freeText.removeFirst()), name: name))
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            var name = model.freshName(randomBase())
            let variants = model.columns.dropFirst().flatMap { HistoryNames.nonASCIIVariants($0.name) }.filter
            {
                variant in
                model.position(of: variant) == nil
                    && !fields.contains { $0.name.isSameSQLiteName(as: variant) }
            }
            if Bool.random(using: &rng), let variant = variants.randomElement(using: &rng) { name = variant }
            let integer = Bool.random(using: &rng)
            var field: DrawnField
            if requiredFree, Int.random(in: 0..<6, using: &rng) == 0 {
                requiredFree = false
                var column = HistoryModel.Column(name: name, kind: .text, notNull: true)
                if Bool.random(using: &rng) { column.defaultValue = randomValue(false) }
                field = DrawnField(slot: .required, name: name, column: column)
            } else if integer, !freeIntegers.isEmpty {
                field = DrawnField(
                    slot: .integer(freeIntegers.removeFirst()), name: name,
                    column: HistoryModel.Column(name: name, kind: .integer))
            } else if !freeText.isEmpty {
                field = DrawnField(
                    slot: .text(freeText.removeFirst()), name: name,
                    column: HistoryModel.Column(name: name, kind: .text))
            } else {
                continue
            }
            if field.slot != .required, Int.random(in: 0..<4, using: &rng) == 0 {
                let value = randomValue(field.column?.kind == .integer)
                field.column?.defaultValue = value
            }
            field.isUnique =
                field.slot != .required && field.column?.defaultValue == nil
                && Int.random(in: 0..<4, using: &rng) == 0
            fields.append(field)
        }
        let indexes = drawIndexes(over: fields)
        let tableSpelling = HistoryNames.asciiVariant(model.table, &rng)
        let layout = HistoryLayout(
            definition: Self.definition(tableSpelling, fields, indexes),
            names: fields.map { ($0.slot, $0.name) })
        HistoryRecord.current.withLock { $0 = layout }
        steps.append(
            "sync \(tableSpelling.debugDescription) fields \(fields.map { "\($0.name.debugDescription)\($0.column == nil ? "" : "+")" }) indexes \(indexes.map(\.name))"
        )
        guard try syncAndCompare(fields, indexes, tableSpelling: tableSpelling) else { return }
        for _ in 0..<Int.random(in: 0...3, using: &rng) { try insertRecord(fields) }
    }

    struct DrawnIndex {
        var name: String
        var field: Int
        var isNew: Bool
    }

    /// New indexes, and existing ones declared again under another ASCII case (left alone) or
    /// under another non-ASCII case or normalization (another index).
    mutating func drawIndexes(over fields: [DrawnField]) -> [DrawnIndex] {
        var indexes: [DrawnIndex] = []
        guard fields.count > 1 else { return indexes }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let field = Int.random(in: 1..<fields.count, using: &rng)
            let existing = model.indexes.randomElement(using: &rng)
            var drawn = DrawnIndex(name: model.freshName(randomBase()), field: field, isNew: true)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                if let existing {
                    drawn = DrawnIndex(
                        name: HistoryNames.asciiVariant(existing.name, &rng), field: field, isNew: false)
                }
            case 1:
                if let variant = existing.flatMap({
                    HistoryNames.nonASCIIVariants($0.name).randomElement(using: &rng)
                }),
                    !model.indexes.contains(where: { $0.name.isSameSQLiteName(as: variant) })
                {
                    drawn.name = variant
                }
            default: break
            }
            guard !indexes.contains(where: { $0.name.isSameSQLiteName(as: drawn.name) }) else { continue }
            indexes.append(drawn)
        }
        return indexes
    }

    static func definition(_ table: String, _ fields: [DrawnField], _ indexes: [DrawnIndex])
        -> TableDefinition<HistoryRecord>
    {
        TableDefinition<HistoryRecord>(SQLIdentifier(table)) {
            for field in fields {
                let name = SQLIdentifier(field.name)
                switch field.slot {
                case .key:
                    Field(\HistoryRecord.id, name)
                case .text(let index):
                    let base = Field(HistoryRecord.textSlots[index], name)
                    let withDefault = field.column?.defaultValue.map { base.default($0.textValue) } ?? base
                    field.isUnique ? withDefault.unique() : withDefault
                case .integer(let index):
                    let base = Field(HistoryRecord.integerSlots[index], name)
                    let withDefault = field.column?.defaultValue.map { base.default($0.integerValue) } ?? base
                    field.isUnique ? withDefault.unique() : withDefault
                case .required:
                    let base = Field(\HistoryRecord.r0, name)
                    field.column?.defaultValue.map { base.default($0.textValue ?? "") } ?? base
                }
            }
            for index in indexes {
                TableIndex(SQLIdentifier(index.name), keyPaths: [Self.keyPath(of: fields[index.field].slot)])
            }
        }
    }

    static func keyPath(of slot: HistorySlot) -> PartialKeyPath<HistoryRecord> {
        switch slot {
        case .key: \HistoryRecord.id
        case .text(let index): HistoryRecord.textSlots[index]
        case .integer(let index): HistoryRecord.integerSlots[index]
        case .required: \HistoryRecord.r0
        }
    }

    /// Syncs, and compares the report and the table with what the model says sync must do.
    /// Whether sync ran (it must refuse a NOT NULL column without a default on a table with rows,
    /// and a NOT NULL column without a default that the definition leaves unbound).
    mutating func syncAndCompare(_ fields: [DrawnField], _ indexes: [DrawnIndex], tableSpelling: String)
        throws
        -> Bool
    {
        let added = fields.filter { $0.column != nil }
        let leftBehind = model.columns.contains { column in
            column.notNull && column.defaultValue == nil
                && !fields.contains { $0.name.isSameSQLiteName(as: column.name) }
        }
        let refused =
            leftBehind
            || !model.rows.isEmpty && added.contains { $0.column!.notNull && $0.column!.defaultValue == nil }
        let report: SchemaSyncReport
        do {
            report = try db.sync(HistoryRecord.self)
        } catch {
            if refused { return false }
            throw HistoryMismatch(description: "sync failed: \(error)")
        }
        if refused {
            throw HistoryMismatch(
                description: "sync added a NOT NULL column without a default to a table with rows")
        }
        var created: [String] = []
        for index in indexes
        where index.isNew || !model.indexes.contains(where: { $0.name.isSameSQLiteName(as: index.name) }) {
            created.append(index.name)
            model.indexes.append(
                HistoryModel.Index(name: index.name, column: fields[index.field].name, isUnique: false))
        }
        let bound = fields.map(\.name)
        let extra = model.columns.map(\.name).filter { name in
            !bound.contains { $0.isSameSQLiteName(as: name) }
        }
        for field in added {
            let column = field.column!
            model.columns.append(column)
            let value = HistoryModel.defaultValue(of: column) ?? .null
            for row in model.rows.indices { model.rows[row].values.append(value) }
        }
        for field in added where field.isUnique {
            let name = "\(tableSpelling)_\(field.name)_unique"
            created.append(name)
            model.indexes.append(HistoryModel.Index(name: name, column: field.name, isUnique: true))
        }
        try compareNames("added columns", report.addedColumns, added.map(\.name))
        try compareNames("created indexes", report.createdIndexes, created)
        try compareNames("extra columns", report.extraColumns, extra)
        return true
    }

    func compareNames(_ what: String, _ actual: [String], _ expected: [String]) throws {
        guard actual.count == expected.count, zip(actual, expected).allSatisfy({ $0.isByteEqual(to: $1) })
        else {
            throw HistoryMismatch(
                description:
                    "sync reported \(what) \(actual.map(\.debugDescription)), the model expects \(expected.map(\.debugDescription))"
            )
        }
    }

    /// Inserts a record of the definition in force: every bound column gets the record's value
    /// (a nil one the field's declared default, else NULL), the others their default.
    mutating func insertRecord(_ fields: [DrawnField]) throws {
        var record = HistoryRecord()
        record.id = model.nextID
        var given: [Int: SQLValue] = [:]
        for field in fields {
            guard let position = model.position(of: field.name) else {
                throw HistoryMismatch(
                    description: "the field \(field.name.debugDescription) has no column after sync")
            }
            let isNull =
                field.slot != .key && field.slot != .required && Int.random(in: 0..<5, using: &rng) == 0
            switch field.slot {
            case .key: given[position] = .integer(model.nextID)
            case .text(let index):
                let value = isNull ? SQLValue.null : randomValue(false)
                record[keyPath: HistoryRecord.textSlots[index]] = value.textValue
                // A nil field with a declared default inserts the definition's default.
                let fallback = field.column?.defaultValue.map { $0.textValue.map(SQLValue.text) ?? .null }
                given[position] = isNull ? fallback ?? .null : value
            case .integer(let index):
                let value = isNull ? SQLValue.null : randomValue(true)
                record[keyPath: HistoryRecord.integerSlots[index]] = value.integerValue
                let fallback = field.column?.defaultValue.map {
                    $0.integerValue.map(SQLValue.integer) ?? .null
                }
                given[position] = isNull ? fallback ?? .null : value
            case .required:
                let value = randomValue(false)
                record.r0 = value.textValue!
                given[position] = value
            }
        }
        model.nextID += 1
        var expected = model
        let accepted = expected.insert(given)
        let inserted = record
        try expect(accepted, "insert record id \(record.id!)") { try $0.insert(inserted) }
        if accepted { model = expected }
    }
}

extension SQLValue {
    var textValue: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
