import Foundation
import QuarryPostgres
import QuarryTesting

/// The hostile strings of the SQLite suite: the Big List of Naughty Strings (read from
/// `Tests/QuarryFuzzTests/Fixtures`, the one copy) and Quarry's SQL payloads.
enum PostgresHostileStrings {
    static let naughty: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("QuarryFuzzTests/Fixtures/blns.json")
        guard let data = try? Data(contentsOf: url),
            let strings = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return strings
    }()

    /// Every hostile string but the 1 MiB one.
    static let all: [String] = naughty + HostileInput.sqlPayloads
}

extension PostgresConnection {
    /// The tables and columns of this connection's scratch schema (``ScratchSchema``), to check
    /// that a statement changed only what it should (other suites' objects live elsewhere and
    /// change concurrently).
    func scratchSchemaSnapshot() throws -> [String] {
        let query: SQLFragment = """
            SELECT c.relname || ' ' || c.relkind::text || ' ' || coalesce(a.attname, '') FROM pg_class c
            LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
            WHERE c.relnamespace = current_schema()::regnamespace ORDER BY 1
            """
        return try fetchAll(query) { row in try row[0] as String }
    }

    /// The rows of `statement` run with its values bound.
    func values(_ statement: some SQLRenderable) throws -> [[SQLValue]] {
        try fetchAll(statement) { row in try (0..<row.count).map { try row.sqlValue(at: $0) } }
    }

    /// The rows of `statement`'s description (values inlined as PostgreSQL literals).
    func describedValues(_ statement: some SQLRenderable) throws -> [[SQLValue]] {
        try values(SQLFragment(unsafeSQL: statement.inlinedSQL(dialect: .postgres)))
    }

    /// The result column names of `statement`, as the server reports them.
    func columnNames(of statement: some SQLRenderable) throws -> [String] {
        try fetchAll(statement) { row in row.columnNames }.first ?? []
    }
}
