import Foundation
import Quarry

/// Salvage's second pass over a damaged file: for a table whose SQLite-level copy failed, lost
/// rows, or whose tree the page scan found damaged, the rows read from its pages that the copy did
/// not get are inserted with their rowids (see ``TableSalvage/recoveredFromPages``).
///
/// The file read is salvage's private copy, whose hot journal SQLite rolled back and whose WAL was
/// checkpointed when it was opened (see `DamagedDatabaseFile`); it is read into memory once, never
/// written. Should the copy still have a journal or WAL with content (a checkpoint that failed), it
/// is not scanned: its pages alone are not what was committed.
struct PageRecovery {
    private let scan: PageScan

    /// Scans the file at `path` (the private copy `source` has open), taking each table's root page and columns from `source` (the
    /// same file opened by SQLite); `nil` when the file cannot be read or a journal holds pages
    /// the file lacks.
    init?(path: String, source: Database) {
        for suffix in ["-wal", "-journal"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int) ?? 0
            if size > 0 { return nil }
        }
        guard let image = try? DatabaseImage(contentsOf: path) else { return nil }
        scan = PageScan(image: image, tables: Self.tables(in: source))
    }

    /// Inserts into `destination`'s table `name` the scanned rows whose rowid it lacks, and records
    /// them in `result`; does nothing when the copy was whole and the tree intact.
    func recover(_ name: String, into result: inout TableSalvage, destination: Database) {
        guard let index = scan.tables.firstIndex(where: { $0.name.isSameSQLiteName(as: name) }) else {
            return
        }
        let found = scan.results[index]
        let copyWasWhole = result.errors.isEmpty && result.unreadableRanges.isEmpty && result.lostRows == 0
        guard !copyWasWhole || found.treeIsDamaged else { return }
        result.damagedPageRows = found.damagedCells
        result.doubtfulPageRows = found.doubtfulRowIDs.count
        result.ambiguousPages = scan.ambiguousPages.filter { $0.value.contains(index) }.map(\.key).sorted()
        let table = Table(SQLIdentifier(name))
        guard let rowIDName = rowIDName(of: scan.tables[index], in: destination, table: table) else { return }
        removeForeignRows(found.foreignRowIDs, rowID: rowIDName, from: table, destination, &result)
        guard let present = rowIDs(in: table, rowID: rowIDName, destination: destination)
        else { return }
        for rowID in found.rows.keys.sorted() where !present.contains(rowID) {
            insert(
                found.rows[rowID]!, rowID: rowID, as: rowIDName, of: scan.tables[index], into: table,
                destination, &result)
        }
    }

    /// Deletes the rows SQLite copied from another table's page that the tree reached; the
    /// table's own row of the same rowid, if the scan found one, is inserted after.
    private func removeForeignRows(
        _ rowIDs: Set<Int64>, rowID name: SQLIdentifier, from table: Table, _ destination: Database,
        _ result: inout TableSalvage
    ) {
        let column = Column<Int64>(name)
        for rowID in rowIDs.sorted() {
            guard (try? destination.execute(Delete(from: table).where(column == rowID))) != nil else {
                continue
            }
            // A tree that reached another table's page is damaged: its rows were counted doubtful,
            // unless the integrity check missed it and they were counted recovered.
            let removed = destination.changes
            let fromDoubtful = min(removed, result.doubtfulRows)
            result.misplacedRows += removed
            result.doubtfulRows -= fromDoubtful
            result.recoveredRows = max(0, result.recoveredRows - (removed - fromDoubtful))
        }
    }

    private func insert(
        _ values: [SQLValue], rowID: Int64, as rowIDName: SQLIdentifier, of shape: PageTable,
        into table: Table,
        _ destination: Database, _ result: inout TableSalvage
    ) {
        var names = [rowIDName]
        var row: [SQLValue] = [.integer(rowID)]
        for (position, value) in values.enumerated() where position != shape.rowIDAlias {
            guard let name = shape.columns[position].insertedName else { continue }
            names.append(SQLIdentifier(name))
            row.append(value)
        }
        do {
            try destination.execute(
                Insert(into: table).values {
                    for (name, value) in zip(names, row) { Assignment(name, to: SQLExpression(value: value)) }
                })
            // Counted apart from recoveredRows (see TableSalvage); an unknown lost count stays unknown.
            result.recoveredFromPages += 1
            if let lost = result.lostRows { result.lostRows = max(0, lost - 1) }
        } catch {
            result.rejectedRows += 1
            result.record(error)
        }
    }

    /// The rowid alias column, else the first rowid name no column shadows.
    private func rowIDName(of shape: PageTable, in destination: Database, table: Table) -> SQLIdentifier? {
        if let alias = shape.rowIDAlias, let name = shape.columns[alias].insertedName {
            return SQLIdentifier(name)
        }
        return (try? TableLayout(of: table, in: destination))?.rowID?.name
    }

    private func rowIDs(in table: Table, rowID: SQLIdentifier, destination: Database) -> Set<Int64>? {
        var rowIDs: Set<Int64> = []
        let column = Column<Int64>(rowID)
        do {
            try destination.forEachRow(Select { column }.from(table)) { row in
                rowIDs.insert(try row.value(at: 0, as: Int64.self))
            }
        } catch { return nil }
        return rowIDs
    }

    // MARK: - The tables, as SQLite reads the schema

    /// `sqlite_schema` first (so that page 1's tree is walked as its own), then every rowid table
    /// with a root page whose columns can be read.
    static func tables(in source: Database) -> [PageTable] {
        let schemaText = PageTable.StoredColumn(
            insertedName: nil, affinity: .text, isNotNull: false, mayBeMissing: false)
        let schemaRoot = PageTable.StoredColumn(
            insertedName: nil, affinity: .integer, isNotNull: false, mayBeMissing: false)
        var tables = [
            PageTable(
                name: "sqlite_schema", rootPage: 1,
                columns: [schemaText, schemaText, schemaText, schemaRoot, schemaText], rowIDAlias: nil,
                isStrict: false)
        ]
        let name = Column<String>("name")
        let rootPage = Column<Int>("rootpage")
        var roots: [(String, Int)] = []
        try? source.forEachRow(
            Select {
                name
                rootPage
            }.from(Table("sqlite_schema")).where(Column<String>("type") == "table")
        ) { row in
            roots.append((try row[0], try row[1]))
        }
        for (table, root) in roots where root > 1 {
            if let shape = try? shape(of: table, root: root, in: source) { tables.append(shape) }
        }
        return tables
    }

    private static func shape(of table: String, root: Int, in source: Database) throws -> PageTable? {
        let tableName = TableName(SQLIdentifier(table))
        guard let entry = try source.tableList(tableName).first, !entry.isWithoutRowID else { return nil }
        let stored = try source.tableXInfo(tableName).filter { $0.visibility != .generatedVirtual }
        let alias = try source.rowIDAlias(in: tableName)
        let columns = stored.map { column in
            PageTable.StoredColumn(
                insertedName: column.visibility == .generatedStored ? nil : column.name,
                affinity: PageTable.Affinity(declaredType: column.declaredType), isNotNull: column.isNotNull,
                mayBeMissing: column.visibility == .normal && (!column.isNotNull || column.defaultSQL != nil))
        }
        return PageTable(
            name: table, rootPage: root, columns: columns,
            rowIDAlias: alias.flatMap { alias in stored.firstIndex { $0.name.isSameSQLiteName(as: alias) } },
            isStrict: entry.isStrict)
    }
}
