import CSQLite
import QuarrySQLite

/// Streams 1,000,000 rows through a cursor: the figure is the peak memory the run adds, which must
/// not grow with the number of rows.
enum CursorScenario {
    static let sql = #"SELECT "id", "a", "s" FROM "big""#

    static func make(rows: Int, location: BenchmarkStorage) throws -> Scenario {
        let raw = try RawDatabase(path: location.path("cursor-raw"))
        try raw.execute(createTable)
        try raw.execute(fill(rows: rows))
        let db = try location.quarryDatabase("cursor-quarry", createTable, fill(rows: rows))
        return Scenario(
            name: "cursor over \(rows) rows",
            variants: [
                Variant(name: "raw C") { try rawCursor(raw) },
                Variant(name: "Quarry cursor (RowDecodable)", memoryGoal: 16) { try quarryCursor(db) },
                // Not a goal: the same rows collected by fetchAll, to show that the measurement
                // sees memory that a run holds.
                Variant(name: "Quarry fetchAll, for contrast") { try quarryFetchAll(db) },
            ],
            measuresPeakMemory: true)
    }

    static let createTable = "CREATE TABLE big(id INTEGER PRIMARY KEY, a INTEGER NOT NULL, s TEXT NOT NULL)"

    static func fill(rows: Int) -> String {
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
        INSERT INTO big SELECT i, i % 1000, 'row ' || i FROM n
        """
    }

    /// A row of the big table, by position.
    struct BigRow: RowDecodable {
        var id: Int64
        var a: Int64
        var s: String

        init(row: borrowing Row) throws {
            id = try row[0]
            a = try row[1]
            s = try row[2]
        }
    }

    @inline(never)
    static func quarryCursor(_ db: Database) throws -> UInt64 {
        let cursor = try db.cursor(
            Select {
                BigTable.id
                BigTable.a
                BigTable.s
            }.from(BigTable.table), as: BigRow.self)
        var sum: UInt64 = 0
        while let row = try cursor.next() {
            sum &+= UInt64(bitPattern: row.id &+ row.a) &+ UInt64(row.s.utf8.count)
        }
        return sum
    }

    @inline(never)
    static func quarryFetchAll(_ db: Database) throws -> UInt64 {
        let rows = try db.fetchAll(
            Select {
                BigTable.id
                BigTable.a
                BigTable.s
            }
            .from(BigTable.table), as: BigRow.self)
        return rows.reduce(0) { $0 &+ UInt64(bitPattern: $1.id &+ $1.a) &+ UInt64($1.s.utf8.count) }
    }

    @inline(never)
    static func rawCursor(_ db: RawDatabase) throws -> UInt64 {
        let statement = try db.prepare(sql)
        defer { sqlite3_finalize(statement) }
        var sum: UInt64 = 0
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw db.error(sql) }
            sum &+= UInt64(
                bitPattern: sqlite3_column_int64(statement, 0) &+ sqlite3_column_int64(statement, 1))
            sum &+= UInt64(FetchScenario.text(statement, 2).utf8.count)
        }
        return sum
    }
}
