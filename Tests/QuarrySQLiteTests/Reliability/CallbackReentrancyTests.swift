import Foundation
import QuarrySQLite
import Testing

/// Code that SQLite calls while a statement runs (SQL functions, aggregates, collations, the trace
/// hook) may reach the connection again, through a captured ``DatabaseQueue`` (its lock is
/// recursive) or database. Closing the connection there, or stepping or resetting the statement
/// that is running, would pull the statement out from under SQLite: each is a clear error instead.
@Suite struct CallbackReentrancyTests {
    func expectRefusedWhileRunning(_ error: (any Error)?, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = error as? DatabaseError
        #expect(error?.code == .misuse, sourceLocation: sourceLocation)
        #expect(
            error?.message.contains("while") == true, "\(String(describing: error))",
            sourceLocation: sourceLocation)
    }

    /// A file database with `t(x)` holding 1, 2, 3.
    func database(_ folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("callbacks.sqlite"))
        try db.execute("CREATE TABLE t(x)")
        try db.execute("INSERT INTO t VALUES (1), (2), (3)")
        return db
    }

    @Test func closeFromAScalarFunction() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let box = UncheckedBox(db)
        let closeError = UncheckedBox<(any Error)?>(nil)
        try db.createFunction("closer", argumentCount: 1) { arguments in
            do { try box.value.close() } catch { closeError.value = error }
            return try arguments.value(at: 0, as: Int.self)
        }
        #expect(try db.fetchValues("SELECT closer(x) FROM t ORDER BY x", as: Int.self) == [1, 2, 3])
        expectRefusedWhileRunning(closeError.value)
        #expect(!db.isClosed)
        try db.close()
        #expect(db.isClosed)
    }

    @Test func closeFromACollation() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let box = UncheckedBox(db)
        let closeError = UncheckedBox<(any Error)?>(nil)
        try db.createCollation("closing") { left, right in
            do { try box.value.close() } catch { closeError.value = error }
            return left < right ? .orderedAscending : left == right ? .orderedSame : .orderedDescending
        }
        let names = try db.fetchValues(
            "SELECT v FROM (SELECT 'b' AS v UNION ALL SELECT 'a' UNION ALL SELECT 'c') ORDER BY v COLLATE closing",
            as: String.self)
        #expect(names == ["a", "b", "c"])
        expectRefusedWhileRunning(closeError.value)
        #expect(!db.isClosed)
    }

    struct Closer: AggregateFunction {
        nonisolated(unsafe) static var database: Database?
        nonisolated(unsafe) static var errors: [any Error] = []
        var sum = 0
        init() {}
        mutating func step(_ arguments: borrowing FunctionArguments) throws {
            sum += try arguments.value(at: 0, as: Int.self)
            do { try Self.database?.close() } catch { Self.errors.append(error) }
        }
        func finalize() throws -> Int {
            do { try Self.database?.close() } catch { Self.errors.append(error) }
            return sum
        }
    }

    @Test func closeFromAnAggregate() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        try db.createAggregate("closer", argumentCount: 1, Closer.self)
        Closer.database = db
        Closer.errors = []
        defer { Closer.database = nil }
        #expect(try db.fetchValue("SELECT closer(x) FROM t", as: Int.self) == 6)
        #expect(Closer.errors.count == 4)
        for error in Closer.errors { expectRefusedWhileRunning(error) }
        #expect(!db.isClosed)
    }

    @Test func closeThroughTheQueueFromAFunction() throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        let closeError = UncheckedBox<(any Error)?>(nil)
        try queue.inDatabase { db in
            try db.createFunction("closer", argumentCount: 0) { _ in
                do { try queue.close() } catch { closeError.value = error }
                return 1
            }
        }
        let value = try queue.inDatabase { db in try db.fetchValue("SELECT closer()", as: Int.self) }
        #expect(value == 1)
        expectRefusedWhileRunning(closeError.value)
        try queue.close()
        #expect(throws: DatabaseError.self) { try queue.inDatabase { db in try db.execute("SELECT 1") } }
    }

    @Test func closeThroughTheQueueFromTheTraceHook() throws {
        let folder = try TemporaryFolder()
        let queueBox = UncheckedBox<DatabaseQueue?>(nil)
        let closeErrors = UncheckedBox<[any Error]>([])
        var configuration = DatabaseConfiguration()
        configuration.trace = { _ in
            do { try queueBox.value?.close() } catch { closeErrors.value.append(error) }
        }
        let queue = try DatabaseQueue(path: folder.file("trace.sqlite"), configuration: configuration)
        queueBox.value = queue
        defer { queueBox.value = nil }
        #expect(try queue.inDatabase { db in try db.fetchValue("SELECT 42", as: Int.self) } == 42)
        #expect(!closeErrors.value.isEmpty)
        for error in closeErrors.value { expectRefusedWhileRunning(error) }
    }

    @Test func aPreparedStatementCannotRunItselfFromItsOwnFunction() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let prepared = UncheckedBox<PreparedStatement?>(nil)
        let innerError = UncheckedBox<(any Error)?>(nil)
        try db.createFunction("again", argumentCount: 1) { arguments in
            do { try prepared.value?.execute() } catch { innerError.value = error }
            return try arguments.value(at: 0, as: Int.self)
        }
        prepared.value = try db.prepare("SELECT again(x) FROM t ORDER BY x")
        #expect(try prepared.value?.fetchAll { row in try row[0] as Int } == [1, 2, 3])
        expectRefusedWhileRunning(innerError.value)
        // Reading its own rows again from inside a row's transform is refused too: it would reset
        // the statement under the row being read.
        let nested = #expect(throws: DatabaseError.self) {
            try prepared.value?.fetchAll { _ in try prepared.value?.fetchAll { row in try row[0] as Int } }
        }
        expectRefusedWhileRunning(nested)
        prepared.value = nil
    }

    @Test func aCursorCannotStepOrCloseItselfFromItsOwnFunction() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let cursor = UncheckedBox<Cursor<Int>?>(nil)
        let stepError = UncheckedBox<(any Error)?>(nil)
        try db.createFunction("again", argumentCount: 1) { arguments in
            do { _ = try cursor.value?.next() } catch { stepError.value = error }
            cursor.value?.close()
            return try arguments.value(at: 0, as: Int.self)
        }
        cursor.value = try db.cursor("SELECT again(x) FROM t ORDER BY x") { row in try row[0] as Int }
        // The close asked for inside the function takes effect once the row is read.
        #expect(try cursor.value?.next() == 1)
        expectRefusedWhileRunning(stepError.value)
        #expect(try cursor.value?.next() == nil)
        cursor.value = nil
    }

    @Test func aCursorCannotStepItselfFromItsTransform() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let cursor = UncheckedBox<Cursor<Int>?>(nil)
        cursor.value = try db.cursor("SELECT x FROM t ORDER BY x") { row in
            _ = try cursor.value?.next()
            return try row[0] as Int
        }
        let error = #expect(throws: DatabaseError.self) { try cursor.value?.next() }
        expectRefusedWhileRunning(error)
        cursor.value = nil
    }

    @Test func otherStatementsFromAFunctionRunAndSQLiteRefusesWhatItMust() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let box = UncheckedBox(db)
        let errors = UncheckedBox<[String: DatabaseError]>([:])
        try db.createFunction("lookup", argumentCount: 1) { arguments in
            let x = try arguments.value(at: 0, as: Int.self)
            for sql in ["DROP TABLE t", "VACUUM", "PRAGMA journal_mode = WAL"] {
                do {
                    try box.value.execute(SQLFragment(unsafeSQL: sql))
                } catch let error as DatabaseError {
                    errors.value[sql] = error
                }
            }
            // The same SQL as the running statement gets a statement of its own.
            return try box.value.fetchValue("SELECT count(*) FROM t WHERE x <= \(x)", as: Int.self) ?? -1
        }
        #expect(try db.fetchValues("SELECT lookup(x) FROM t ORDER BY x", as: Int.self) == [1, 2, 3])
        #expect(errors.value["DROP TABLE t"]?.code == .locked)
        #expect(errors.value["VACUUM"]?.code == .error)
        #expect(errors.value["PRAGMA journal_mode = WAL"]?.code == .error)
        #expect(try db.fetchValue("SELECT count(*) FROM t", as: Int.self) == 3)
        #expect(try db.fetchValue("PRAGMA integrity_check", as: String.self) == "ok")
    }

    @Test func closingBetweenRowsEndsTheReadWithAnError() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        let cursor = try db.cursor("SELECT x FROM t ORDER BY x") { row in try row[0] as Int }
        #expect(try cursor.next() == 1)
        try db.close()
        #expect(throws: DatabaseError.self) { try cursor.next() }
        #expect(try cursor.next() == nil)
        let other = try database(TemporaryFolder())
        let error = #expect(throws: DatabaseError.self) {
            try other.forEachRow("SELECT x FROM t") { _ in try other.close() }
        }
        #expect(error?.message == "the statement is closed" || error?.message == "the database is closed")
    }
}
