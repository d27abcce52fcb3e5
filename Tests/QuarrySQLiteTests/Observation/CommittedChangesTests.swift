import CSQLite
import Foundation
import QuarrySQLite
import Testing

/// The raw change events: per committed transaction, the rows it changed, as the update hook
/// reported them; nothing for a rollback.
@Suite struct CommittedChangesTests {
    static func queue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in
            try db.executeScript(
                "CREATE TABLE a(id INTEGER PRIMARY KEY, v INTEGER); CREATE TABLE b(id INTEGER PRIMARY KEY, v INTEGER);"
            )
        }
        return queue
    }

    /// The next transaction the stream delivers.
    static func next(_ iterator: inout AsyncStream<CommittedChanges>.Iterator) async -> CommittedChanges? {
        await iterator.next()
    }

    @Test func aCommittedTransactionDeliversItsRowsInOrder() async throws {
        let queue = try Self.queue()
        var changes = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in
            try db.execute("INSERT INTO a(id, v) VALUES (1, 10), (2, 20)")
            try db.execute("UPDATE a SET v = 11 WHERE id = 1")
            try db.execute("DELETE FROM a WHERE id = 2")
            try db.execute("INSERT INTO b(id, v) VALUES (7, 70)")
        }
        let expected: [DatabaseChange] = [
            DatabaseChange(kind: .insert, table: "a", rowID: 1),
            DatabaseChange(kind: .insert, table: "a", rowID: 2),
            DatabaseChange(kind: .update, table: "a", rowID: 1),
            DatabaseChange(kind: .delete, table: "a", rowID: 2),
            DatabaseChange(kind: .insert, table: "b", rowID: 7),
        ]
        #expect(await Self.next(&changes) == CommittedChanges(changes: expected))
    }

    @Test func rolledBackTransactionsAndSavepointsDeliverNothing() async throws {
        let queue = try Self.queue()
        var changes = try queue.committedChanges().makeAsyncIterator()
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await queue.write { db in
                try db.execute("INSERT INTO a(id, v) VALUES (1, 10)")
                throw Failure()
            }
        }
        try await queue.write { db in
            try db.execute("INSERT INTO b(id, v) VALUES (1, 1)")
            _ = try? db.inSavepoint { db in
                try db.execute("INSERT INTO a(id, v) VALUES (5, 50)")
                throw Failure()
            }
        }
        // Autocommit statements outside a block, each its own transaction.
        try await queue.inDatabase { db in
            try db.execute("INSERT INTO a(id, v) VALUES (3, 30)")
            try db.execute("INSERT INTO a(id, v) VALUES (4, 40)")
        }
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "b", rowID: 1)]))
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "a", rowID: 3)]))
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "a", rowID: 4)]))
    }

    /// Whether the linked SQLite announces changes with its preupdate hook (Debian's does).
    static let hasPreupdateHook = sqlite3_compileoption_used("ENABLE_PREUPDATE_HOOK") != 0

    @Test func aTruncationIsListedOrReportedIncomplete() async throws {
        let queue = try Self.queue()
        try await queue.write { db in try db.execute("INSERT INTO a(id, v) VALUES (1, 10), (2, 20)") }
        var changes = try queue.committedChanges().makeAsyncIterator()
        // Without the preupdate hook SQLite deletes every row at once here and reports none.
        try await queue.write { db in try db.execute("DELETE FROM a") }
        let truncation = await Self.next(&changes)
        if Self.hasPreupdateHook {
            #expect(
                truncation
                    == CommittedChanges(changes: [
                        DatabaseChange(kind: .delete, table: "a", rowID: 1),
                        DatabaseChange(kind: .delete, table: "a", rowID: 2),
                    ]))
        } else {
            #expect(truncation?.isComplete == false)
            #expect(truncation?.region == .everything)
        }
    }

    /// A `REPLACE` that deletes another row (a UNIQUE conflict) and an update that moves a row to
    /// another rowid: the update hook names neither the deleted row nor the old rowid.
    @Test func aReplacedOrRenumberedRowIsNeverLost() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute("CREATE TABLE u(id INTEGER PRIMARY KEY, name TEXT UNIQUE)")
            try db.execute("INSERT INTO u VALUES (1, 'a'), (2, 'b'), (3, 'c')")
        }
        var changes = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("UPDATE u SET id = 5 WHERE id = 1") }
        let renumbered = await Self.next(&changes)
        try await queue.write { db in try db.execute("INSERT OR REPLACE INTO u VALUES (10, 'c')") }
        let replaced = await Self.next(&changes)
        if Self.hasPreupdateHook {
            #expect(
                renumbered
                    == CommittedChanges(changes: [
                        DatabaseChange(kind: .delete, table: "u", rowID: 1),
                        DatabaseChange(kind: .insert, table: "u", rowID: 5),
                    ]))
            #expect(
                replaced
                    == CommittedChanges(changes: [
                        DatabaseChange(kind: .delete, table: "u", rowID: 3),
                        DatabaseChange(kind: .insert, table: "u", rowID: 10),
                    ]))
        } else {
            // Row 3 was deleted, unlisted: the table says so, and its region is every row of `u`.
            #expect(renumbered?.tablesWithUnlistedRows == ["u"])
            #expect(replaced?.isComplete == false)
            #expect(replaced?.tablesWithUnlistedRows == ["u"])
        }
        #expect(replaced?.region.contains(table: "u", rowID: 3) == true)
        #expect(replaced?.region.contains(table: "u", rowID: 2) == !Self.hasPreupdateHook)
        #expect(replaced?.region.contains(table: "a") == false)
    }

    /// The rows of a table `WITHOUT ROWID` have no rowid to name: the table is named instead.
    @Test func aTableWithoutRowIDIsNamedNotItsRows() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute("CREATE TABLE w(k TEXT PRIMARY KEY, v INTEGER) WITHOUT ROWID")
            try db.execute("CREATE TABLE a(id INTEGER PRIMARY KEY)")
        }
        var changes = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in
            try db.execute("INSERT INTO w VALUES ('x', 1)")
            try db.execute("INSERT INTO a VALUES (4)")
        }
        let transaction = await Self.next(&changes)
        #expect(transaction?.isComplete == false)
        #expect(transaction?.areTablesKnown == true)
        #expect(transaction?.tablesWithUnlistedRows == ["w"])
        #expect(transaction?.region.contains(table: "w", rowID: 99) == true)
        if Self.hasPreupdateHook {
            #expect(transaction?.changes == [DatabaseChange(kind: .insert, table: "a", rowID: 4)])
        }
    }

    /// A schema change names no row: the tables are then unknown, and every observer fetches.
    @Test func aSchemaChangeLeavesTheTablesUnknown() async throws {
        let queue = try Self.queue()
        var changes = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("DROP TABLE a") }
        let dropped = await Self.next(&changes)
        #expect(dropped?.areTablesKnown == false)
        #expect(dropped?.region == .everything)
        try await queue.write { db in try db.execute("CREATE TEMP TABLE t(x)") }
        #expect(await Self.next(&changes)?.areTablesKnown == false)
        try await queue.write { db in try db.execute("INSERT INTO b(id, v) VALUES (1, 1)") }
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "b", rowID: 1)]))
    }

    @Test func theProgramsCommitHookStillDecides() async throws {
        let queue = try Self.queue()
        let calls = Locked(0)
        try await queue.inDatabase { db in
            try db.setCommitHook {
                calls.withLock { $0 += 1 }
                return calls.value > 1
            }
        }
        var changes = try queue.committedChanges().makeAsyncIterator()
        await #expect(throws: DatabaseError.self) {
            try await queue.write { db in try db.execute("INSERT INTO a(id, v) VALUES (1, 10)") }
        }
        try await queue.write { db in try db.execute("INSERT INTO a(id, v) VALUES (2, 20)") }
        #expect(calls.value == 2)
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "a", rowID: 2)]))
    }

    @Test func aPoolsWriterDeliversToo() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("changes.sqlite"))
        try await pool.write { db in try db.execute("CREATE TABLE a(id INTEGER PRIMARY KEY, v INTEGER)") }
        var changes = try pool.committedChanges().makeAsyncIterator()
        try await pool.write { db in try db.execute("INSERT INTO a(id, v) VALUES (9, 90)") }
        #expect(
            await Self.next(&changes)
                == CommittedChanges(changes: [DatabaseChange(kind: .insert, table: "a", rowID: 9)]))
    }
}
