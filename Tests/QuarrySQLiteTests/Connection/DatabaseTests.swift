import CSQLite
import Foundation
import QuarrySQLite
import Testing

@Suite struct DatabaseTests {
    @Test func opensAFileCreatingMissingFolders() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("a/b/app.sqlite")
        let db = try Database(path: path)
        try db.execute("CREATE TABLE t(x)")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func inMemoryAndTemporaryDatabasesAreSeparate() throws {
        let first = try Database.inMemory()
        let second = try Database.temporary()
        try first.execute("CREATE TABLE t(x)")
        try second.execute("CREATE TABLE t(x)")
        #expect(try first.fetchValue("SELECT count(*) FROM sqlite_schema", as: Int64.self) == 1)
    }

    @Test func setsUpTheConnection() throws {
        let db = try Database.inMemory()
        #expect(try db.fetchValue("PRAGMA foreign_keys", as: Bool.self) == true)
        #expect(try db.fetchValue("PRAGMA busy_timeout", as: Int.self) == 5000)
        // DQS off: a double-quoted unknown name is an error, not a string.
        #expect(throws: DatabaseError.self) { try db.execute(#"SELECT "nope""#) }
    }

    @Test func busyTimeoutIsConfigurable() throws {
        var configuration = DatabaseConfiguration()
        configuration.busyTimeout = .milliseconds(250)
        configuration.foreignKeys = false
        let db = try Database(configuration: configuration)
        #expect(try db.fetchValue("PRAGMA busy_timeout", as: Int.self) == 250)
        #expect(try db.fetchValue("PRAGMA foreign_keys", as: Bool.self) == false)
    }

    @Test func setUpClosuresRunAtOpen() throws {
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in try db.execute("PRAGMA user_version = 7") }
        let db = try Database(configuration: configuration)
        #expect(try db.fetchValue("PRAGMA user_version", as: Int.self) == 7)
    }

    @Test func aFailingSetUpFailsTheOpen() {
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in try db.execute("PRAGMA no_such_pragma_runs = x(") }
        #expect(throws: DatabaseError.self) { try Database(configuration: configuration) }
    }

    @Test func readOnlyAndURIOptions() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("ro.sqlite")
        try Message.database(.path(path)).close()
        var configuration = DatabaseConfiguration()
        configuration.isReadOnly = true
        let readOnly = try Database(path: path, configuration: configuration)
        #expect(try readOnly.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
        let uri = try Database(location: .uri("file:\(path)?mode=ro"))
        #expect(try uri.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
        let error = #expect(throws: DatabaseError.self) { try uri.execute("DELETE FROM message") }
        #expect(error?.code == .readonly)
    }

    @Test func changesAndRowIDs() throws {
        let db = try Message.database()
        #expect(db.lastInsertRowID == 3)
        try db.execute("UPDATE message SET createTime = createTime + 1 WHERE localID > 1")
        #expect(db.changes == 2)
        #expect(db.totalChanges == 5)
    }

    @Test func closeIsIdempotentAndUseAfterCloseIsAnError() throws {
        let db = try Message.database()
        try db.close()
        try db.close()
        #expect(db.isClosed)
        let error = #expect(throws: DatabaseError.self) { try db.execute("SELECT 1") }
        #expect(error?.code == .misuse)
        #expect(error?.message == "the database is closed")
    }

    @Test func aTraceHookSeesSQLAndDurationWithoutValues() throws {
        let events = EventLog()
        var configuration = DatabaseConfiguration()
        configuration.trace = { events.append($0) }
        let db = try Database(configuration: configuration)
        try db.execute("SELECT \("secret")")
        #expect(events.all.map(\.sql) == ["SELECT ?"])
        #expect(events.all[0].duration >= .zero)

        var opted = configuration
        opted.traceIncludesArguments = true
        let verbose = try Database(configuration: opted)
        try verbose.execute("SELECT \("visible")")
        #expect(events.all.last?.sql == "SELECT 'visible'")
    }
}

/// Collects trace events from the C callback.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TraceEvent] = []

    func append(_ event: TraceEvent) { lock.withLock { events.append(event) } }
    var all: [TraceEvent] { lock.withLock { events } }
}
