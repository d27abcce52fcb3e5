import Foundation
import QuarrySQLite
import Testing

/// `DatabaseConfiguration.onError`: every error a connection meets reaches the closures once, with
/// its codes, message and SQL, and argument values only for a closure that asked for them.
@Suite struct ErrorHookTests {
    /// A configuration whose error events land in the returned log.
    func observed(includingArguments: Bool = false) -> (DatabaseConfiguration, ErrorEventLog) {
        let log = ErrorEventLog()
        var configuration = DatabaseConfiguration()
        configuration.onError(includingArguments: includingArguments) { log.append($0) }
        return (configuration, log)
    }

    @Test func aPrepareErrorIsReportedOnce() throws {
        let (configuration, log) = observed()
        let db = try Database(configuration: configuration)
        #expect(throws: DatabaseError.self) { try db.execute("SELEC 1") }
        #expect(log.all.count == 1)
        let event = try #require(log.all.first)
        #expect(event.stage == .prepare)
        #expect(event.error.code == .error)
        #expect(event.error.message == "near \"SELEC\": syntax error")
        #expect(event.error.sql == "SELEC 1")
    }

    @Test func aStepErrorIsReportedOnceWithoutItsValues() throws {
        let (configuration, log) = observed()
        let db = try Database(configuration: configuration)
        try db.execute("CREATE TABLE t(x UNIQUE)")
        try db.execute("INSERT INTO t VALUES (\("secret"))")
        let thrown = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO t VALUES (\("secret"))")
        }
        #expect(log.all.count == 1)
        let event = try #require(log.all.first)
        #expect(event.stage == .step)
        #expect(event.error.extendedCode == .constraintUnique)
        #expect(event.error.code == .constraint)
        #expect(event.error.message == "UNIQUE constraint failed: t.x")
        #expect(event.error.sql == "INSERT INTO t VALUES (?)")
        #expect(event.error.expandedSQL == nil)
        #expect(event.error == thrown)
    }

    @Test func aBindErrorIsReportedOnce() throws {
        let (configuration, log) = observed()
        let db = try Database(configuration: configuration)
        let prepared = try db.prepare("SELECT :a")
        #expect(throws: DatabaseError.self) { try prepared.bind(named: ["b": .integer(1)]) }
        #expect(throws: DatabaseError.self) { try db.execute(SQLFragment(unsafeSQL: "SELECT ?")) }
        #expect(log.all.map(\.stage) == [.bind, .bind])
        #expect(log.all.map(\.error.code) == [.range, .range])
        #expect(log.all.map(\.error.sql) == ["SELECT :a", "SELECT ?"])
    }

    @Test func anOpenErrorIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("not-a-database.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let (configuration, log) = observed()
        #expect(throws: DatabaseError.self) { _ = try Database(path: path, configuration: configuration) }
        var missing = configuration
        missing.createsMissingFile = false
        #expect(throws: DatabaseError.self) {
            _ = try Database(path: folder.file("missing.sqlite"), configuration: missing)
        }
        #expect(log.all.map(\.stage) == [.open, .open])
        #expect(log.all.map(\.error.code) == [.notadb, .cantopen])
        #expect(log.all.allSatisfy { $0.error.sql == nil })
    }

    @Test func aCommitErrorIsReportedOnce() throws {
        let (configuration, log) = observed()
        let db = try Database(configuration: configuration)
        try db.execute("CREATE TABLE parent(id INTEGER PRIMARY KEY)")
        try db.execute("CREATE TABLE child(p REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)")
        let thrown = #expect(throws: DatabaseError.self) {
            try db.inTransaction { db in try db.execute("INSERT INTO child VALUES (1)") }
        }
        #expect(thrown?.extendedCode == .constraintForeignkey)
        #expect(log.all.count == 1)
        let event = try #require(log.all.first)
        #expect(event.stage == .step)
        #expect(event.error.extendedCode == .constraintForeignkey)
        #expect(event.error.sql == "COMMIT")
        #expect(!db.isInTransaction)
    }

    @Test func aDecodingErrorIsReportedOnceWithTheValueOnlyWhenAsked() throws {
        let (configuration, log) = observed()
        let verbose = ErrorEventLog()
        var both = configuration
        both.onError(includingArguments: true) { verbose.append($0) }
        let db = try Database(configuration: both)
        #expect(throws: DatabaseError.self) {
            _ = try db.fetchAll("SELECT \("secret") AS x") { row in try row[0] as Int }
        }
        #expect(log.all.count == 1)
        #expect(verbose.all.count == 1)
        #expect(log.all.first?.stage == .decode)
        #expect(log.all.first?.error.code == .mismatch)
        #expect(log.all.first?.error.message.contains("secret") == false)
        #expect(verbose.all.first?.error.message.contains("secret") == true)
    }

    struct Pair: Decodable {
        var a: Int
        var b: Int
    }

    @Test func aDecodableRowMissingAColumnIsReportedOnce() throws {
        let (configuration, log) = observed()
        let db = try Database(configuration: configuration)
        #expect(throws: DatabaseError.self) { _ = try db.fetchAll("SELECT 1 AS a", as: Pair.self) }
        #expect(log.all.map(\.stage) == [.decode])
        #expect(log.all.first?.error.code == .range)
        #expect(log.all.first?.error.sql == "SELECT 1 AS a")
    }

    @Test func argumentValuesOnlyReachAClosureThatAskedForThem() throws {
        let (configuration, quiet) = observed()
        let verbose = ErrorEventLog()
        var both = configuration
        both.onError(includingArguments: true) { verbose.append($0) }
        let db = try Database(configuration: both)
        let thrown = #expect(throws: DatabaseError.self) {
            try db.execute("SELECT json_extract('{}', \("secret-123"))")
        }
        #expect(thrown?.message.contains("secret") == false)
        #expect(quiet.all.count == 1)
        #expect(quiet.all.first?.error.message.contains("secret") == false)
        #expect(quiet.all.first?.error.expandedSQL == nil)
        #expect(quiet.all.first?.error.sql == "SELECT json_extract('{}', ?)")
        #expect(verbose.all.count == 1)
        #expect(verbose.all.first?.error.message.contains("secret") == true)
        #expect(verbose.all.first?.error.expandedSQL == "SELECT json_extract('{}', 'secret-123')")

        // A connection whose errors carry values still keeps them from a closure that did not ask.
        var loud = configuration
        loud.errorsIncludeArguments = true
        let loudDB = try Database(configuration: loud)
        let loudError = #expect(throws: DatabaseError.self) {
            try loudDB.execute("SELECT json_extract('{}', \("secret-123"))")
        }
        #expect(loudError?.expandedSQL != nil)
        #expect(quiet.all.count == 2)
        #expect(quiet.all.last?.error.message.contains("secret") == false)
        #expect(quiet.all.last?.error.expandedSQL == nil)
    }

    @Test func aQueueReportsFromItsConnection() throws {
        let (configuration, log) = observed()
        let queue = try DatabaseQueue(configuration: configuration)
        #expect(throws: DatabaseError.self) { try queue.inDatabase { db in try db.execute("SELEC 1") } }
        #expect(throws: DatabaseError.self) {
            try queue.inTransaction { db in try db.execute("SELECT * FROM missing") }
        }
        #expect(log.all.map(\.stage) == [.prepare, .prepare])
        #expect(log.all.map(\.error.sql) == ["SELEC 1", "SELECT * FROM missing"])
    }

    @Test func aConnectionUsedOutsideItsQueueIsReported() throws {
        let (configuration, log) = observed()
        let queue = try DatabaseQueue(configuration: configuration)
        var smuggled: (Database, PreparedStatement)?
        try queue.inDatabase { db in smuggled = (db, try db.prepare("SELECT :a")) }
        let (db, prepared) = try #require(smuggled)
        #expect(throws: DatabaseError.self) { try db.execute("SELECT 1") }
        // Named before the queue is checked: reported from this thread, which does not hold it.
        #expect(throws: DatabaseError.self) { try prepared.bind(1, named: "b") }
        #expect(log.all.map(\.stage) == [.access, .bind])
        #expect(log.all.map(\.error.code) == [.misuse, .range])
    }

    @Test func theClosureCannotCloseTheConnectionNorRecurse() throws {
        let log = ErrorEventLog()
        let queueBox = UncheckedBox<DatabaseQueue?>(nil)
        let closeErrors = UncheckedBox<[DatabaseError]>([])
        var configuration = DatabaseConfiguration()
        configuration.onError { event in
            log.append(event)
            guard let queue = queueBox.value else { return }
            // An error of the closure's own statement is not reported again.
            _ = try? queue.inDatabase { db in try db.execute("SELEC 2") }
            do { try queue.close() } catch let error as DatabaseError {
                closeErrors.value.append(error)
            } catch {}
        }
        let queue = try DatabaseQueue(configuration: configuration)
        queueBox.value = queue
        #expect(throws: DatabaseError.self) { try queue.inDatabase { db in try db.execute("SELEC 1") } }
        queueBox.value = nil
        #expect(log.all.map(\.error.sql) == ["SELEC 1"])
        #expect(closeErrors.value.map(\.code) == [.misuse])
        #expect(try queue.inDatabase { db in try db.fetchValue("SELECT 7", as: Int.self) } == 7)
    }
}

/// Collects error events from the connection's thread.
final class ErrorEventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [DatabaseErrorEvent] = []

    func append(_ event: DatabaseErrorEvent) { lock.withLock { events.append(event) } }
    var all: [DatabaseErrorEvent] { lock.withLock { events } }
}
