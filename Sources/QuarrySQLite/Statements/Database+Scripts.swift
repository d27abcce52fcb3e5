import CSQLite
import Foundation

extension Database {
    /// Runs every statement of a script written in the program's source, in order (a migration
    /// written as SQL). Rows the statements return are skipped; a statement with parameters is
    /// refused, since a script binds no values. A failure stops the script and names the
    /// statement's number and line; statements before it stay run (wrap the call in a
    /// transaction, as a migration does, to undo them).
    ///
    /// ```swift
    /// try db.executeScript("""
    ///     CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    ///     CREATE INDEX user_name ON user(name);
    ///     """)
    /// ```
    ///
    /// Only a literal is accepted: see ``TrustedSQLScript`` for why runtime text is not.
    public func executeScript(_ script: StaticString) throws {
        try executeScript(TrustedSQLScript(script))
    }

    /// Runs every statement of a UTF-8 SQL file the app ships with (a bundled migration).
    public func executeScript(contentsOf url: URL) throws {
        try executeScript(TrustedSQLScript(contentsOf: url))
    }

    /// Runs every statement of a script, in order.
    public func executeScript(_ script: TrustedSQLScript) throws {
        var runner = ScriptRunner(script: script)
        while let statement = try runner.prepareNext(on: connectionForStatement()) {
            defer { sqlite3_finalize(statement) }
            try runner.run(statement)
        }
    }

    /// Runs a script that may hold only schema statements (CREATE, ALTER and DROP of tables,
    /// indexes, views, triggers and virtual tables), PRAGMAs and transaction control: a
    /// `schema.sql`. Any other statement (an INSERT, a SELECT) is refused before it runs, as a
    /// failure naming its number and line; SQLite's authorizer tells the kinds apart while it
    /// prepares each statement, so no SQL is read by Quarry itself.
    public func executeSchemaScript(_ script: TrustedSQLScript) throws {
        var runner = ScriptRunner(script: script, schemaOnly: true)
        while let statement = try runner.prepareNext(on: connectionForStatement()) {
            defer { sqlite3_finalize(statement) }
            try runner.run(statement)
        }
    }
}
