import Foundation
import Quarry
import QuarryTesting

/// The hostile strings: the Big List of Naughty Strings (a test resource, see Fixtures/README.md)
/// and Quarry's SQL payloads.
enum HostileStrings {
    static let naughty: [String] = {
        guard
            let url = Bundle.module.url(forResource: "blns", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let strings = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return strings
    }()

    /// Every hostile string but the 1 MiB one.
    static let all: [String] = naughty + HostileInput.sqlPayloads
}

extension SQLiteScratchDatabase {
    /// Runs the statement with its arguments bound.
    func run(_ statement: some SQLRenderable) throws -> [[StoredValue]] {
        let rendered = try statement.render()
        return try rows(rendered.sql, arguments: rendered.arguments)
    }

    /// Runs the statement's description (values inlined).
    func runDescription(_ statement: some SQLRenderable) throws -> [[StoredValue]] {
        try rows(statement.inlinedSQL())
    }

    /// Every object in `sqlite_schema`, to check that a statement changed only what it should.
    func schemaSnapshot() throws -> [[StoredValue]] {
        try rows("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name")
    }

    /// The result column names the statement's SQL reports.
    func columnNames(of statement: some SQLRenderable) throws -> [[UInt8]] {
        try columnNames(statement.render().sql)
    }
}
