import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// SQLite reads file names (and SQL text) as C strings: a NUL inside one ends it there, so
/// `a.sqlite\0.bak` would open, attach or write `a.sqlite`. Each such name is refused with a clear
/// error and no file is touched.
@Suite struct NulCharacterTests {
    func expectNoFile(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!FileManager.default.fileExists(atPath: path), sourceLocation: sourceLocation)
    }

    @Test func aPathWithNulIsRefused() throws {
        let folder = try TemporaryFolder()
        let truncated = folder.file("victim.sqlite")
        for location in [
            DatabaseLocation.path(truncated + "\0.bak"), .uri("file:" + truncated + "\0?mode=ro"),
        ] {
            let error = #expect(throws: DatabaseError.self) { try Database(location: location) }
            #expect(error?.code == .cantopen)
            #expect(error?.message.contains("NUL") == true)
            expectNoFile(truncated)
        }
        // Nor are missing parent folders created for such a path.
        #expect(throws: DatabaseError.self) { try Database(path: folder.file("sub\0dir/x.sqlite")) }
        expectNoFile(folder.file("sub"))
    }

    @Test func attachingAFileNameWithNulIsRefused() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("main.sqlite"))
        let truncated = folder.file("other.sqlite")
        let error = #expect(throws: QuarryError.self) {
            try db.execute(Attach(file: truncated + "\0.bak", as: "other"))
        }
        #expect(error?.kind == .valueOutOfRange)
        #expect(error?.message.contains("NUL") == true)
        expectNoFile(truncated)
        #expect(try db.fetchAll(Pragma(.databaseList)).count == 1)
    }

    @Test func vacuumingIntoAFileNameWithNulIsRefused() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("main.sqlite"))
        try db.execute("CREATE TABLE t(x)")
        let truncated = folder.file("copy.sqlite")
        let error = #expect(throws: QuarryError.self) { try db.execute(Vacuum().into(truncated + "\0.bak")) }
        #expect(error?.kind == .valueOutOfRange)
        expectNoFile(truncated)
    }

    @Test func sqlTextWithNulIsRefused() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("main.sqlite"))
        try db.execute("CREATE TABLE t(x)")
        // SQLite stops reading at the NUL: the comment would swallow the second INSERT silently.
        // The fragment refuses it when rendered; the core refuses any SQL text with NUL as well.
        let error = #expect(throws: QuarryError.self) {
            try db.execute(
                SQLFragment(unsafeSQL: "INSERT INTO t VALUES (1) -- note\0\nINSERT INTO t VALUES (2)"))
        }
        #expect(error?.message.contains("NUL") == true)
        #expect(try db.fetchValue("SELECT count(*) FROM t", as: Int.self) == 0)
        #expect(throws: QuarryError.self) { try db.prepare(SQLFragment(unsafeSQL: "SELECT 1\0")) }
    }

    @Test func theScratchDatabaseOfQuarryTestingChecksNoTruncatedSQL() throws {
        let scratch = try SQLiteScratchDatabase(schema: "CREATE TABLE t(x)")
        // Read up to the NUL, this is one valid statement; the check must not pass on that.
        #expect(throws: SQLCheckFailure.self) { try scratch.rows("SELECT 1 -- \0\nDELETE FROM t") }
        #expect(throws: SQLCheckFailure.self) { try scratch.columnNames("SELECT 1\0") }
        #expect(throws: SQLCheckFailure.self) { try scratch.execute("SELECT 1\0") }
        #expect(throws: SQLCheckFailure.self) { try scratch.prepare("SELECT 1\0") }
    }

    @Test func aFunctionErrorWithNulKeepsItsWholeMessage() throws {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "before\0after" }
        }
        var configuration = DatabaseConfiguration()
        configuration.errorsIncludeArguments = true
        let db = try Database(location: .inMemory, configuration: configuration)
        try db.createFunction("fail", argumentCount: 0) { _ -> Int in throw Failure() }
        let error = #expect(throws: DatabaseError.self) { try db.execute("SELECT fail()") }
        #expect(error?.message.contains("after") == true)
    }
}
