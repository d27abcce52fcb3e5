import Foundation
import QuarryCodegenCore
import Testing

/// Bad schema input is an error naming the file, the line and SQLite's message.
@Suite struct SchemaErrorTests {
    private func failure(_ text: String, name: String = "bad.sql") throws -> (CodegenError, String) {
        let file = try TemporarySQLFile(name: name, text)
        do {
            _ = try SchemaLoader.load(.sqlFiles([file.url]))
        } catch {
            return (error, file.url.path)
        }
        Issue.record("no error for \(text)")
        return (CodegenError(file: nil, line: nil, message: ""), file.url.path)
    }

    @Test func syntaxErrorNamesFileLineAndSQLiteMessage() throws {
        let (error, path) = try failure("CREATE TABLE a (x INT);\n\nCREATE TABLE b (x INT,,);\n")
        #expect(error.file == path)
        #expect(error.line == 3)
        #expect(error.message == "statement 2: near \",\": syntax error")
        #expect(error.description == "\(path):3: error: statement 2: near \",\": syntax error")
    }

    @Test func errorSQLiteFindsWhenRunningNamesTheLine() throws {
        let (error, _) = try failure("CREATE TABLE a (x INT);\nCREATE TABLE a (y INT);")
        #expect(error.line == 2)
        #expect(error.message == "statement 2: table a already exists")
    }

    @Test func insertIsNotASchemaStatement() throws {
        let (error, path) = try failure("CREATE TABLE a (x INT);\n-- seed\nINSERT INTO a VALUES (1);\n")
        #expect(error.file == path)
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("statement 2: not a schema statement"))
    }

    @Test(arguments: [
        "SELECT 1;", "UPDATE a SET x = 1;", "DELETE FROM a;",
        "WITH c AS (SELECT 1) INSERT INTO a SELECT * FROM c;",
        "REPLACE INTO a VALUES (1);", "VACUUM;",
    ])
    func otherStatementsAreRefused(statement: String) throws {
        let (error, _) = try failure("CREATE TABLE a (x INT);\n" + statement)
        #expect(error.line == 2)
        #expect(error.message.contains("not a schema statement"))
    }

    @Test func dumpHeaderTriggersAndAlterAreAccepted() throws {
        let file = try TemporarySQLFile(
            name: "dump.sql",
            """
            PRAGMA foreign_keys=OFF;
            BEGIN TRANSACTION;
            CREATE TABLE a (x INT);
            ALTER TABLE a ADD COLUMN y TEXT;
            CREATE TABLE gone (z INT);
            DROP TABLE gone;
            CREATE TRIGGER a_log AFTER INSERT ON a BEGIN UPDATE a SET y = 'new' WHERE x = NEW.x; END;
            COMMIT;
            """)
        let model = try SchemaLoader.load(.sqlFiles([file.url]))
        #expect(model.tables.map(\.name) == ["a"])
        #expect(model.tables[0].columns.map(\.name) == ["x", "y"])
    }

    @Test func filesApplyInFileNameOrder() throws {
        let file = try TemporarySQLFile(name: "002_index.sql", "CREATE INDEX a_x ON a(x);")
        let first = try file.sibling("001_table.sql", "CREATE TABLE a (x INT);")
        // Named in the wrong order, applied in the right one.
        let model = try SchemaLoader.load(.sqlFiles(try SchemaLoader.sqlFiles(in: [file.url, first])))
        #expect(model.tables[0].indexes.map(\.entry.name) == ["a_x"])
        let folder = try SchemaLoader.load(.sqlFiles(try SchemaLoader.sqlFiles(in: [file.folder])))
        #expect(folder == model)
    }

    @Test func missingFileIsAnError() throws {
        #expect(throws: CodegenError.self) {
            _ = try SchemaLoader.sqlFiles(in: [URL(fileURLWithPath: "/nonexistent/schema.sql")])
        }
        #expect(throws: CodegenError.self) {
            _ = try SchemaLoader.load(.database(URL(fileURLWithPath: "/nonexistent/app.sqlite")))
        }
    }

    @Test func commandLineRefusesMixedInputs() throws {
        #expect(throws: CodegenError.self) {
            _ = try CodegenCommand(arguments: ["--database", "a.sqlite", "b.sql"])
        }
        #expect(throws: CodegenError.self) { _ = try CodegenCommand(arguments: []) }
        #expect(throws: CodegenError.self) {
            _ = try CodegenCommand(arguments: ["--access", "open", "a.sql"])
        }
    }
}
