import Foundation
import QuarrySQLite
import Testing

/// What `DatabaseAccess` promises, as one table of cases run on a `DatabaseQueue` and on a
/// `DatabasePool` with the same expected outcome: code written against the protocol behaves the
/// same on both (issue 27, item 10: a pool `read` nested in a `write` could write, and a pool
/// `write` nested in a `read` committed on the writer, where the queue's refused).
@Suite struct DatabaseAccessContractTests {
    /// What a case ends with: the value its body returned or the code it threw, and the rows of
    /// `t` afterwards.
    struct Outcome: Equatable, CustomStringConvertible {
        var result: String
        var rows: Int

        var description: String { "\(result), \(rows) rows" }
    }

    enum Body: Sendable {
        case sync(@Sendable (any DatabaseAccess) throws -> Int)
        case async(@Sendable (any DatabaseAccess) async throws -> Int)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let body: Body
        /// The value returned, or the error's code (`readonly`, `error`…).
        let result: String
        let rows: Int

        var testDescription: String { name }
    }

    static func insert(_ db: Database) throws -> Int {
        try db.execute("INSERT INTO t VALUES (2)")
        return try count(db)
    }

    static func count(_ db: Database) throws -> Int {
        try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    static let cases: [Case] = [
        Case(
            name: "read refuses a write", body: .sync { access in try access.read { db in try insert(db) } },
            result: "SQLITE_READONLY", rows: 1),
        Case(
            name: "async read refuses a write",
            body: .async { access in try await access.read { db in try insert(db) } },
            result: "SQLITE_READONLY", rows: 1),
        Case(
            name: "write writes", body: .sync { access in try access.write { db in try insert(db) } },
            result: "2", rows: 2),
        Case(
            name: "async write writes",
            body: .async { access in try await access.write { db in try insert(db) } },
            result: "2", rows: 2),
        Case(
            name: "inDatabase writes",
            body: .sync { access in try access.inDatabase { db in try insert(db) } }, result: "2", rows: 2),
        Case(
            name: "a read nested in a write refuses a write",
            body: .sync { access in try access.write { _ in try access.read { db in try insert(db) } } },
            result: "SQLITE_READONLY", rows: 1),
        Case(
            name: "a read nested in inDatabase refuses a write",
            body: .sync { access in try access.inDatabase { _ in try access.read { db in try insert(db) } } },
            result: "SQLITE_READONLY",
            rows: 1),
        Case(
            name: "a read nested in a write sees the write",
            body: .sync { access in
                try access.write { db in
                    _ = try insert(db)
                    return try access.read { db in try count(db) }
                }
            }, result: "2", rows: 2),
        Case(
            name: "the write goes on after a refused nested read",
            body: .sync { access in
                try access.write { db in
                    _ = try? access.read { db in try insert(db) }
                    return try insert(db)
                }
            }, result: "2", rows: 2),
        Case(
            name: "a write nested in a read refuses to write",
            body: .sync { access in try access.read { _ in try access.write { db in try insert(db) } } },
            result: "SQLITE_READONLY", rows: 1),
        Case(
            name: "a write nested in a read that writes nothing returns",
            body: .sync { access in try access.read { _ in try access.write { db in try count(db) } } },
            result: "1", rows: 1),
        Case(
            name: "inDatabase nested in a read refuses to write",
            body: .sync { access in try access.read { _ in try access.inDatabase { db in try insert(db) } } },
            result: "SQLITE_READONLY",
            rows: 1),
        Case(
            name: "inTransaction nested in a read refuses to write",
            body: .sync { access in
                try access.read { _ in try access.inTransaction(.deferred) { db in try insert(db) } }
            },
            result: "SQLITE_READONLY", rows: 1),
        Case(
            name: "a read nested in a read reads",
            body: .sync { access in try access.read { _ in try access.read { db in try count(db) } } },
            result: "1", rows: 1),
        Case(
            name: "a transaction block inside a read is a savepoint",
            body: .sync { access in
                try access.read { db in try db.inTransaction(.deferred) { db in try count(db) } }
            }, result: "1",
            rows: 1),
        Case(
            name: "BEGIN inside a read fails",
            body: .sync { access in
                try access.read { db in try db.begin() }
                return 0
            },
            result: "SQLITE_ERROR", rows: 1),
        Case(
            name: "a nested write's failure rolls back only itself",
            body: .sync { access in
                try access.write { db in
                    _ = try insert(db)
                    _ = try? access.write { db in
                        _ = try insert(db)
                        throw CancellationError()
                    }
                    return try count(db)
                }
            }, result: "2", rows: 2),
        Case(
            name: "a failed write rolls back",
            body: .sync { access in
                try access.write { db in
                    _ = try insert(db)
                    throw CancellationError()
                }
            }, result: "CancellationError", rows: 1),
        Case(
            name: "an async read after a write sees it",
            body: .async { access in
                try await access.write { db in _ = try insert(db) }
                return try await access.read { db in try count(db) }
            }, result: "2", rows: 2),
    ]

    static func run(_ testCase: Case, on access: any DatabaseAccess) async throws -> Outcome {
        let result: String
        do {
            switch testCase.body {
            case .sync(let body): result = String(try body(access))
            case .async(let body): result = String(try await body(access))
            }
        } catch let error as DatabaseError {
            result = "\(error.code)"
        } catch is CancellationError {
            result = "CancellationError"
        }
        return Outcome(result: result, rows: try await access.read { db in try count(db) })
    }

    @Test(arguments: cases)
    func aQueueAndAPoolAgree(_ testCase: Case) async throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        try await queue.inDatabase { db in try db.execute(Pragma.journalMode(.wal)) }
        let pool = try DatabasePool(path: folder.file("pool.sqlite"))
        let expected = Outcome(result: testCase.result, rows: testCase.rows)
        for (name, access) in [("queue", queue), ("pool", pool)] as [(String, any DatabaseAccess)] {
            try await access.write { db in
                try db.execute("CREATE TABLE t(x INTEGER)")
                try db.execute("INSERT INTO t VALUES (1)")
            }
            let outcome = try await Self.run(testCase, on: access)
            #expect(outcome == expected, "\(name): \(testCase.name)")
            // The connection writes again afterwards (a nested read turned query_only back off).
            try await access.write { db in try db.execute("INSERT INTO t VALUES (3)") }
        }
    }
}
