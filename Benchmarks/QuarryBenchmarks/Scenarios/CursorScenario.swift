import CSQLite
import QuarrySQLite

/// Streams 1,000,000 rows through a cursor: the figure is the peak memory the run adds, which must
/// not grow with the number of rows.
enum CursorScenario {
    static let sql = #"SELECT "id", "a", "s" FROM "big""#

    static func make(rows: Int, location: DatabaseLocation) throws -> Scenario {
        let raw = try RawDatabase(path: location.path("cursor-raw"))
        try raw.execute(createTable)
        try raw.execute(fill(rows: rows))
        return Scenario(
            name: "cursor over \(rows) rows",
            variants: [
                Variant(name: "raw C") { try rawCursor(raw) }
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
