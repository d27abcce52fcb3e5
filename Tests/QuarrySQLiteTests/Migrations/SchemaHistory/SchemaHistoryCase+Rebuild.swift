import Quarry
import QuarrySQLite
import QuarryTesting

extension SchemaHistoryCase {
    /// A new definition of the table for `rebuildTable`: columns retyped, made NOT NULL or not,
    /// given other defaults, dropped, reordered, added (one perhaps filled from the key through
    /// `values`), the key made or unmade the rowid (`INTEGER PRIMARY KEY` with and without DESC,
    /// or no key) unless the table is WITHOUT ROWID or a foreign key needs it.
    mutating func rebuild() throws {
        var key = model.key
        if key != .withoutRowID {
            key = (model.hasChild ? [.rowIDAlias, .descending] : [.rowIDAlias, .descending, .none])
                .randomElement(using: &rng)!
        }
        // Each new column and where its values come from: an old position, the key, or none.
        var columns: [(column: HistoryModel.Column, source: Int?, fromKey: Bool)] = []
        columns.append((model.columns[0], 0, false))
        var kept: [(HistoryModel.Column, Int?, Bool)] = []
        var dropped: [String] = []
        for (position, old) in model.columns.enumerated().dropFirst() {
            if Int.random(in: 0..<7, using: &rng) == 0 {
                dropped.append(old.name)
                continue
            }
            var column = old
            if Int.random(in: 0..<4, using: &rng) == 0 {
                column.kind = [.integer, .text, .untyped].randomElement(using: &rng)!
            }
            if Int.random(in: 0..<6, using: &rng) == 0 { column.notNull.toggle() }
            if Int.random(in: 0..<6, using: &rng) == 0 {
                // `SQLValue?.none`, not `nil`: SQLValue is ExpressibleByNilLiteral, so a bare `nil`
                // here would be a default of NULL.
                column.defaultValue =
                    Bool.random(using: &rng) ? SQLValue?.none : randomValue(column.kind == .integer)
            }
            column.name = HistoryNames.asciiVariant(column.name, &rng)
            kept.append((column, position, false))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { kept.shuffle(using: &rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            var column = randomColumn()
            column.notNull = false
            kept.append((column, nil, Bool.random(using: &rng)))
        }
        columns += kept.map { (column: $0.0, source: $0.1, fromKey: $0.2) }
        let tableSpelling = HistoryNames.asciiVariant(model.table, &rng)
        let definition = Self.createTable(tableSpelling, key: key, columns.map(\.column))
        var values: [String: UntypedExpression] = [:]
        for entry in columns where entry.fromKey {
            values[entry.column.name] = Column<SQLValue>(SQLIdentifier(model.columns[0].name)).untyped
        }
        // What the model expects.
        var rows: [HistoryModel.Row] = []
        for row in model.rows {
            var newValues: [SQLValue] = []
            for entry in columns {
                let value: SQLValue =
                    if entry.fromKey { row.values[0] } else if let source = entry.source {
                        row.values[source]
                    } else {
                        entry.column.defaultValue ?? .null
                    }
                newValues.append(HistoryModel.stored(value, in: entry.column.kind))
            }
            var rowID = row.rowID
            if key == .rowIDAlias { rowID = newValues[0].integerValue }
            rows.append(HistoryModel.Row(rowID: rowID, values: newValues))
        }
        let breaksNotNull = rows.contains { row in
            zip(row.values, columns).contains { $0.isNull && $1.column.notNull }
        }
        let dropsIndexed = model.indexes.contains { index in
            dropped.contains { $0.isSameSQLiteName(as: index.column) }
        }
        let accepted = !breaksNotNull && !dropsIndexed
        steps.append(
            "rebuild \(tableSpelling.debugDescription) key \(key) columns \(columns.map { "\($0.column.name.debugDescription) \($0.column.kind) \($0.column.notNull ? "NOT NULL" : "") from \($0.fromKey ? "key" : $0.source.map(String.init) ?? "-")" }) dropped \(dropped.map(\.debugDescription))"
        )
        let given = values
        try expect(accepted, "rebuild") { try $0.rebuildTable(definition, values: given) }
        guard accepted else { return }
        model.table = tableSpelling
        model.key = key
        model.columns = columns.map(\.column)
        model.rows = rows
        for index in model.indexes.indices {
            model.indexes[index].column = model.columns[model.position(of: model.indexes[index].column)!].name
        }
    }

    static func createTable(_ name: String, key: HistoryModel.Key, _ columns: [HistoryModel.Column])
        -> CreateTable
    {
        let table = CreateTable(TableName(SQLIdentifier(name))) {
            for (position, column) in columns.enumerated() {
                let plain = ColumnDefinition(SQLIdentifier(column.name), column.kind.typeName)
                let keyed: ColumnDefinition =
                    position > 0 || key == .none
                    ? plain : key == .descending ? plain.primaryKey(.descending) : plain.primaryKey()
                let required = column.notNull ? keyed.notNull() : keyed
                column.defaultValue.map { required.default($0) } ?? required
            }
        }
        return key == .withoutRowID ? table.withoutRowID : table
    }
}
