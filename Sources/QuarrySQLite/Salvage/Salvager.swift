import Quarry

/// Copies a damaged database into a new one: tables first, then their rows, then indexes, views
/// and triggers.
struct Salvager {
    let source: Database
    /// The file `source` reads (salvage's private copy), for the record headers SQL cannot show.
    let sourcePath: String
    let destination: Database
    /// When salvage gives up reading.
    let deadline: ContinuousClock.Instant
    /// Reads the rows a damaged tree hides from SQLite off the file's pages.
    var pages: PageRecovery? = nil

    func run(into report: inout SalvageReport) throws {
        let schema = readSchema(into: &report)
        let pageSize = (try? source.pragma(.pageSize)) ?? 4096
        let pageCount = (try? source.pragma(.pageCount)) ?? 0
        let survey = DamageSurvey(source: source, schema: schema, pageCount: pageCount)
        report.fileDamage = Array(survey.fileDamage.prefix(5))
        try destination.inTransaction { _ in
            let shadowTables = createTables(schema, into: &report)
            for entry in schema where entry.type == "table" && isCopyable(entry) {
                guard try destination.tableExists(TableName(SQLIdentifier(entry.name))) else { continue }
                let key = SQLiteNameKey(entry.name)
                let leaves = (survey.pages[key] ?? []).filter { $0.kind == "leaf" }.map(\.page)
                var copier = TableCopier(
                    source: source, destination: destination, table: entry.name,
                    replacing: shadowTables.contains(key) || entry.isInternal,
                    damage: survey.tableDamage[key] ?? [],
                    fieldCounts: RecordFieldCounts.read(pages: leaves, of: sourcePath, pageSize: pageSize),
                    fileIsDamaged: !survey.fileDamage.isEmpty,
                    budget: SalvageBudget(
                        reads: SalvageBudget.reads(pageCount: pageCount, pageSize: pageSize),
                        deadline: deadline))
                var table = copier.copy()
                pages?.recover(entry.name, into: &table, destination: destination)
                report.tables.append(table)
            }
            for entry in schema where entry.type != "table" && entry.hasCreateStatement {
                create(entry, into: &report)
            }
        }
        if let version = try? source.pragma(.userVersion) {
            try destination.setPragma(.userVersion, to: version)
        }
        if let id = try? source.pragma(.applicationID) {
            try destination.setPragma(.applicationID, to: id)
        }
    }

    /// The rows of `sqlite_schema` that can be read; a failure part-way keeps the rows before it
    /// and is reported.
    private func readSchema(into report: inout SalvageReport) -> [SchemaEntry] {
        let type = Column<String>("type")
        let name = Column<String>("name")
        let tableName = Column<String>("tbl_name")
        let rootPage = Column<Int?>("rootpage")
        let sql = Column<String?>("sql")
        var entries: [SchemaEntry] = []
        do {
            try source.forEachRow(
                Select {
                    type
                    name
                    tableName
                    rootPage
                    sql
                }.from(Table("sqlite_schema"))
            ) { row in
                let root: Int? = try row[3]
                entries.append(
                    SchemaEntry(
                        type: try row[0], name: try row[1], tableName: try row[2], rootPage: root ?? 0,
                        sql: try row[4]))
            }
        } catch {
            report.schemaFailures.append("sqlite_schema: \(message(of: error))")
        }
        return entries
    }

    /// Creates every table: virtual tables first, since they create their shadow tables, whose
    /// names are returned (their rows are copied over the ones the module wrote).
    private func createTables(_ schema: [SchemaEntry], into report: inout SalvageReport) -> Set<SQLiteNameKey>
    {
        let tables = schema.filter { $0.type == "table" && !$0.isInternal && $0.hasCreateStatement }
        for entry in tables where entry.isVirtualTable {
            create(entry, into: &report)
        }
        var shadowTables: Set<SQLiteNameKey> = []
        for entry in tables where !entry.isVirtualTable {
            if (try? destination.tableExists(TableName(SQLIdentifier(entry.name)))) == true {
                shadowTables.insert(SQLiteNameKey(entry.name))
            } else {
                create(entry, into: &report)
            }
        }
        return shadowTables
    }

    /// Runs the entry's stored CREATE statement in the new database (one statement, as SQLite
    /// stored it); a failure is reported, not thrown.
    private func create(_ entry: SchemaEntry, into report: inout SalvageReport) {
        guard let sql = entry.sql else { return }
        do {
            try destination.executeStoredSchema(sql)
        } catch {
            report.schemaFailures.append("\(entry.type) \(entry.name): \(message(of: error))")
        }
    }

    /// Tables whose rows are data: not virtual tables (their shadow tables hold the data) and not
    /// statistics, which `ANALYZE` rebuilds.
    private func isCopyable(_ entry: SchemaEntry) -> Bool {
        !entry.isVirtualTable && !entry.name.hasSQLiteNamePrefix("sqlite_stat")
    }

    private func message(of error: any Error) -> String {
        (error as? DatabaseError)?.message ?? String(describing: error)
    }
}

extension Database {
    /// Runs one CREATE statement taken from a database's own schema. Salvage is the one caller:
    /// the text is what SQLite stored for the object, checked to start with CREATE, and prepared as
    /// exactly one statement like every other.
    func executeStoredSchema(_ sql: String) throws {
        let statement = try Statement(
            connection: connectionForStatement(), sql: sql, persistent: false, owner: queueGuard,
            errorHook: errorHook)
        defer { statement.finalize() }
        while try statement.step() {}
    }
}
