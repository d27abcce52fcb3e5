import QuarrySQLite

/// Reads a database's schema back through the core's introspection (`table_list`,
/// `table_xinfo`, `index_list`/`index_xinfo`, `foreign_key_list`, `sqlite_schema`'s SQL): the
/// generator never reads SQL text itself.
public enum SchemaReader {
    /// The main schema of `db`: ordinary tables and views (SQLite's own `sqlite_…` objects and
    /// virtual tables' shadow tables left out).
    public static func read(_ db: Database) throws -> SchemaModel {
        // SQLite's rule for names (ASCII case folded only), never `==` or `hasPrefix`, which compare
        // canonically equivalent names as one and fold no ASCII case.
        let entries = try db.tableList()
            .filter { $0.schema.isSameSQLiteName(as: "main") && !$0.name.hasSQLiteNamePrefix("sqlite_") }
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var model = SchemaModel(tables: [], views: [], statements: [], skipped: [])
        for entry in entries {
            let name = TableName(SQLIdentifier(entry.name))
            switch entry.type {
            case "table":
                model.tables.append(try table(entry, name, in: db))
            case "view":
                let columns = try db.tableXInfo(name).filter { $0.visibility != .hidden }
                model.views.append(SchemaView(name: entry.name, columns: columns))
            case "virtual":
                model.skipped.append("virtual table \(SwiftLiteral.string(entry.name))")
            default:
                continue
            }
        }
        let shadowTables = Set(entries.filter { $0.type == "shadow" }.map { SQLiteNameKey($0.name) })
        model.statements = try db.fetchAll(
            "SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid" as SQLFragment,
            as: SchemaStatement.self
        )
        .filter { !$0.name.hasSQLiteNamePrefix("sqlite_") && !shadowTables.contains(SQLiteNameKey($0.name)) }
        .map(\.sql)
        return model
    }

    private static func table(_ entry: TableListEntry, _ name: TableName, in db: Database) throws
        -> SchemaTable
    {
        let columns = try db.tableXInfo(name).filter { $0.visibility != .hidden }
        let indexes = try db.indexList(name)
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            .map { index in
                let columns = try db.indexXInfo(TableName(SQLIdentifier(index.name))).filter(\.isKey)
                return SchemaIndex(entry: index, columns: columns)
            }
        return SchemaTable(
            name: entry.name, isStrict: entry.isStrict, isWithoutRowID: entry.isWithoutRowID,
            columns: columns,
            indexes: indexes, foreignKeys: try db.foreignKeys(in: name),
            rowIDAlias: try db.rowIDAlias(in: name),
            dateStorages: try dateStorages(of: columns, in: entry.name, db))
    }

    /// The storage of each date column that holds values, from a sample of them.
    private static func dateStorages(of columns: [ColumnInfo], in table: String, _ db: Database) throws
        -> [Int: DateStorage]
    {
        var storages: [Int: DateStorage] = [:]
        for column in columns where SwiftValueType(declaredType: column.declaredType) == .date {
            let value = Column<SQLValue>(SQLIdentifier(column.name))
            let sample = Select { value }.from(Table(SQLIdentifier(table)))
                .where(value != SQLValue.null).limit(DateStorageInference.sampleSize)
            switch DateStorageInference.storage(of: try db.fetchValues(sample, as: SQLValue.self)) {
            case .success(let storage?): storages[column.position] = storage
            case .success(nil): continue
            case .failure: throw DateStorageConflict(table: table, column: column.name)
            }
        }
        return storages
    }
}

/// A row of `sqlite_schema` with SQL text.
private struct SchemaStatement: RowDecodable {
    var name: String
    var sql: String

    init(row: borrowing Row) throws {
        name = try row[0]
        sql = try row[1]
    }
}
