import Foundation
import QuarrySQLite
import Testing

/// Integrity checks as typed reports, the opt-in check at open, and damage errors that name the file.
@Suite struct IntegrityTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func aSoundDatabaseReportsNothing() throws {
        let path = folder.file("sound.sqlite")
        try DamageFixture.make(at: path, items: 100)
        let db = try Database(path: path)
        for level in [IntegrityCheckLevel.quick, .full] {
            let report = try db.checkIntegrity(level)
            #expect(report.isSound)
            #expect(report.problems.isEmpty && report.foreignKeyViolations.isEmpty)
        }
    }

    @Test func damagedPagesAreReportedWithTheirPageNumbers() throws {
        let path = folder.file("damaged.sqlite")
        try DamageFixture.make(at: path, items: 1000)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: path)
        let hit = leaves[leaves.count / 2]
        try DamageFixture.damage(page: hit, in: path)
        let db = try Database(path: path)
        for level in [IntegrityCheckLevel.quick, .full] {
            let report = try db.checkIntegrity(level)
            #expect(!report.isSound)
            #expect(report.problems.contains { $0.page == hit }, "\(report)")
        }
    }

    @Test func damageThatStopsTheForeignKeyCheckIsAProblemNotAnError() throws {
        let path = folder.file("children.sqlite")
        let db = try Database(path: path)
        try db.execute("CREATE TABLE parent(id INTEGER PRIMARY KEY)")
        try db.execute(
            "CREATE TABLE child(id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parent(id), body TEXT)")
        try db.inTransaction { db in
            try db.execute("INSERT INTO parent VALUES (1)")
            for id in 1...1000 {
                try db.execute(
                    "INSERT INTO child VALUES (\(id), 1, \(String(repeating: "x", count: 300)))")
            }
        }
        try db.close()
        let leaves = try DamageFixture.pages(of: "child", kind: "leaf", in: path)
        try DamageFixture.damage(page: leaves[leaves.count / 2], in: path)
        let report = try Database(path: path).checkIntegrity(.quick)
        #expect(!report.isSound)
        #expect(
            report.problems.contains { $0.message.hasPrefix("the foreign key check stopped") }, "\(report)")
    }

    @Test func missingIndexEntriesNameTheIndex() throws {
        let path = folder.file("index.sqlite")
        try DamageFixture.make(at: path, items: 1000)
        let indexLeaves = try DamageFixture.pages(of: "item_by_group", kind: "leaf", in: path)
        try DamageFixture.damage(page: indexLeaves[indexLeaves.count / 2], in: path)
        let report = try Database(path: path).checkIntegrity(.full)
        #expect(!report.isSound)
        #expect(report.problems.contains { $0.page != nil || $0.index == "item_by_group" }, "\(report)")
    }

    @Test func rowsBreakingForeignKeysAreReported() throws {
        var configuration = DatabaseConfiguration()
        configuration.foreignKeys = false
        let db = try Database.inMemory(configuration: configuration)
        try db.execute("CREATE TABLE parent(id INTEGER PRIMARY KEY)")
        try db.execute("CREATE TABLE child(id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parent(id))")
        try db.execute("INSERT INTO child VALUES (1, 42)")
        let report = try db.checkIntegrity(.quick)
        #expect(!report.isSound && report.problems.isEmpty)
        #expect(report.foreignKeyViolations.map(\.table) == ["child"])
        #expect(report.foreignKeyViolations.first?.rowID == 1)
        #expect(report.description == "row 1 of child refers to a missing row of parent")
    }

    @Test func theCheckAtOpenRefusesADamagedFileAndNamesIt() throws {
        let path = folder.file("damaged.sqlite")
        try DamageFixture.make(at: path, items: 1000)
        var configuration = DatabaseConfiguration()
        configuration.integrityCheckAtOpen = .quick
        // Sound: opens.
        try Database(path: path, configuration: configuration).close()
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: path)
        try DamageFixture.damage(page: leaves[leaves.count / 2], in: path)
        let error = #expect(throws: DatabaseError.self) {
            try Database(path: path, configuration: configuration)
        }
        #expect(error?.code == .corrupt)
        #expect(error?.databaseFile == path)
        #expect(error?.message.contains(path) == true)
        // Without the check the file opens, and the damage surfaces at the read, naming the file.
        let db = try Database(path: path)
        let read = #expect(throws: DatabaseError.self) {
            _ = try db.fetchValues("SELECT payload FROM item ORDER BY id", as: String.self)
        }
        #expect(read?.code == .corrupt)
        #expect(read?.databaseFile == path)
        #expect(read?.description.contains(path) == true)
    }

    @Test func damageReachesTheErrorHookWithItsFile() throws {
        let path = folder.file("damaged.sqlite")
        try DamageFixture.make(at: path, items: 1000)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: path)
        try DamageFixture.damage(page: leaves[leaves.count / 2], in: path)
        let events = UncheckedBox<[DatabaseErrorEvent]>([])
        var configuration = DatabaseConfiguration()
        configuration.onError { events.value.append($0) }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        #expect(throws: DatabaseError.self) {
            try queue.read { db in try db.fetchValues("SELECT payload FROM item ORDER BY id", as: String.self)
            }
        }
        let corrupt = events.value.filter { $0.error.code == .corrupt }
        #expect(corrupt.count == 1)
        #expect(corrupt.first?.stage == .step)
        #expect(corrupt.first?.error.databaseFile == path)

        // A file that is no database, and the check at open, report from the open.
        events.value = []
        try DamageFixture.write(Data(repeating: 0, count: 16), at: 0, in: path)
        #expect(throws: DatabaseError.self) { try DatabaseQueue(path: path, configuration: configuration) }
        #expect(events.value.map(\.stage) == [.open])
        #expect(events.value.first?.error.code == .notadb)
        #expect(events.value.first?.error.databaseFile == path)
    }

    @Test func theCheckAtOpenReportsToTheErrorHook() throws {
        let path = folder.file("damaged.sqlite")
        try DamageFixture.make(at: path, items: 1000)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: path)
        try DamageFixture.damage(page: leaves[leaves.count / 2], in: path)
        let events = UncheckedBox<[DatabaseErrorEvent]>([])
        var configuration = DatabaseConfiguration()
        configuration.integrityCheckAtOpen = .quick
        configuration.onError { events.value.append($0) }
        #expect(throws: DatabaseError.self) { try Database(path: path, configuration: configuration) }
        // The damage that stopped the check (a step) may come first; the refused open comes last.
        #expect(events.value.last?.stage == .open)
        #expect(events.value.last?.error.code == .corrupt)
        #expect(!events.value.isEmpty && events.value.allSatisfy { $0.error.databaseFile == path })
    }

    @Test func problemMessagesAreParsed() {
        let page = IntegrityProblem(message: "Page 12: btreeInitPage() returns error code 11")
        #expect(page.page == 12 && page.index == nil)
        let index = IntegrityProblem(message: "row 3 missing from index item_by_group")
        #expect(index.index == "item_by_group" && index.page == nil)
        let other = IntegrityProblem(message: "wrong # of entries in index byName")
        #expect(other.index == "byName")
    }
}

/// Where an encryption key goes: closures that run before Quarry's first read of the file.
@Suite struct BeforeFirstReadTests {
    @Test func runsBeforeTheFirstReadEvenWhenThatReadFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("locked.sqlite")
        try DamageFixture.make(at: path, items: 5)
        // What an encrypted file looks like to SQLite without its key: no magic string.
        try DamageFixture.write(Data(repeating: 0x5A, count: 16), at: 0, in: path)
        let calls = UncheckedBox<[String]>([])
        var configuration = DatabaseConfiguration()
        configuration.beforeFirstRead.append { _ in calls.value.append("before first read") }
        configuration.onOpen { _ in calls.value.append("on open") }
        let error = #expect(throws: DatabaseError.self) {
            try Database(path: path, configuration: configuration)
        }
        #expect(error?.code == .notadb)
        #expect(calls.value == ["before first read"])
    }
}
