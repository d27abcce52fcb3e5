import Foundation
import QuarrySQLite
import Testing

/// `executeSchemaScript` runs schema statements and refuses, before it runs, any statement that
/// reads or writes rows; script errors carry the line.
@Suite struct SchemaScriptTests {
    @Test func runsSchemaStatementsPragmasAndTransactions() throws {
        let db = try Database.inMemory()
        try db.executeSchemaScript(
            TrustedSQLScript(
                """
                PRAGMA foreign_keys=OFF;
                BEGIN TRANSACTION;
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT);
                CREATE INDEX item_name ON item(name);
                CREATE VIEW item_names AS SELECT name FROM item;
                CREATE TRIGGER item_log AFTER INSERT ON item BEGIN DELETE FROM item WHERE id < 0; END;
                ALTER TABLE item ADD COLUMN price REAL;
                DROP INDEX item_name;
                COMMIT;
                """))
        #expect(try db.columns(in: "item").map(\.name) == ["id", "name", "price"])
        #expect(try db.viewExists("item_names"))
    }

    @Test func refusesAnInsertBeforeItRuns() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.executeSchemaScript(
                TrustedSQLScript(
                    unsafeSQL: "CREATE TABLE item(id INTEGER);\n\nINSERT INTO item VALUES (1);",
                    origin: "seed.sql"))
        }
        #expect(error?.extendedCode == .auth)
        #expect(error?.scriptLine == 3)
        #expect(
            error?.message
                == "statement 2 (line 3) of the script seed.sql: not a schema statement: a schema script holds only CREATE, ALTER and DROP statements, PRAGMAs and transaction control"
        )
        #expect(try db.fetchValue("SELECT count(*) FROM item", as: Int.self) == 0)
    }

    @Test func refusesReadsAndOtherWrites() throws {
        for statement in [
            "SELECT 1", "UPDATE item SET id = 1", "DELETE FROM item", "PRAGMA table_info(item); SELECT 2",
        ] {
            let db = try Database.inMemory()
            #expect(throws: DatabaseError.self, "\(statement)") {
                try db.executeSchemaScript(
                    TrustedSQLScript(unsafeSQL: "CREATE TABLE item(id INTEGER);\n" + statement))
            }
        }
    }

    @Test func ordinaryScriptsStillRunEverything() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE item(id INTEGER); INSERT INTO item VALUES (1);")
        #expect(try db.fetchValue("SELECT count(*) FROM item", as: Int.self) == 1)
    }

    @Test func scriptErrorsCarryTheLine() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.executeScript("CREATE TABLE a(x);\n\n\nCREATE TABLE a(y);")
        }
        #expect(error?.scriptLine == 4)
    }
}
