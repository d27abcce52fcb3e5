import QuarrySQLite

/// A table or view as the generator writes it: the Swift type's name and the columns' plans.
struct TablePlan {
    /// The table or view.
    var name: String
    /// The Swift type's name (never a keyword: see ``SchemaGenerator``'s reserved names).
    var typeName: String
    /// Every visible column, in table order.
    var columns: [ColumnPlan]

    /// Member names the generated type declares itself (`static let table`, the record's
    /// `definition`, `TableRecord.columns`): a column named so gets `2` after it, since Swift
    /// cannot infer `static let definition` when an instance property shares its name.
    static let reservedMembers: Set<String> = ["table", "definition", "columns"]

    /// Plans a table's columns: names claimed in column order, types from the declared types.
    /// `dateStorage` is the storage of date columns whose values do not tell (the
    /// `--date-storage` flag, text by default).
    init(table: SchemaTable, typeName: String, dateStorage: DateStorage) {
        name = table.name
        self.typeName = typeName
        var names = NameAllocator(reserved: Self.reservedMembers)
        columns = table.columns.enumerated().map { position, info in
            // As SQLite decides, not by the declared type: `INTEGER PRIMARY KEY DESC` is no rowid.
            let isRowIDAlias = table.rowIDAlias.map { $0.isByteEqual(to: info.name) } ?? false
            // SQLite refuses NULL in a WITHOUT ROWID table's key even where the column does not
            // say NOT NULL.
            let isKeyOfWithoutRowID = table.isWithoutRowID && info.primaryKeyIndex > 0
            let valueType = SwiftValueType(declaredType: info.declaredType)
            return ColumnPlan(
                info: info,
                swiftName: names.claim(SwiftName.member(info.name, fallback: "column\(position + 1)")),
                valueType: valueType,
                isNullable: !(info.isNotNull || isRowIDAlias || isKeyOfWithoutRowID),
                isRowIDAlias: isRowIDAlias,
                dateStorage: valueType == .date ? table.dateStorages[info.position] ?? dateStorage : nil)
        }
    }

    /// Plans a view's columns: SQLite reports every view column as nullable.
    init(view: SchemaView, typeName: String, dateStorage: DateStorage) {
        name = view.name
        self.typeName = typeName
        var names = NameAllocator(reserved: Self.reservedMembers)
        columns = view.columns.enumerated().map { position, info in
            let valueType = SwiftValueType(declaredType: info.declaredType)
            return ColumnPlan(
                info: info,
                swiftName: names.claim(SwiftName.member(info.name, fallback: "column\(position + 1)")),
                valueType: valueType, isNullable: !info.isNotNull, isRowIDAlias: false,
                dateStorage: valueType == .date ? dateStorage : nil)
        }
    }

    /// The columns a record reads and writes: every column but generated ones.
    var recordColumns: [ColumnPlan] { columns.filter { !$0.isGenerated } }

    /// The primary key's columns, in key order.
    var keyColumns: [ColumnPlan] {
        columns.filter { $0.info.primaryKeyIndex > 0 }.sorted {
            $0.info.primaryKeyIndex < $1.info.primaryKeyIndex
        }
    }

    /// The plan of the column at `position` in the table, if it is visible.
    func column(at position: Int) -> ColumnPlan? {
        columns.first { $0.info.position == position }
    }
}
