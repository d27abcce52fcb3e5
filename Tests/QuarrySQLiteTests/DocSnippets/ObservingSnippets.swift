import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/QuarrySQLite/QuarrySQLite.docc/ObservingTheDatabase.md, run on a pool
// and a queue in a temporary folder.

/// Where the article's examples send their lines: nowhere, in the tests.
private func log(_ line: String) { _ = line }

@Suite struct ObservingSnippets {
    struct Note: TableRecord, Sendable, Equatable {
        var id: Int64?
        var title: String
        var body: String?

        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey(autoincrement: true)
            Field(\.title, "title")
            Field(\.body, "body")
        }
    }

    static func pool(_ folder: TemporaryFolder) throws -> DatabasePool {
        let pool = try DatabasePool(path: folder.file("notes.sqlite"))
        try pool.write { db in
            try db.sync(Note.self)
            var note = Note(id: nil, title: "Draft", body: nil)
            try db.insert(&note)
        }
        return pool
    }

    @Test func oneLine() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let shown = Locked<[[Note]]>([])
        let reading = Task {
            func show(_ notes: [Note]) { shown.withLock { $0.append(notes) } }
            // docs:begin observing-one-line
            let drafts = Note.filter { $0.body == nil }.observation()
            for try await notes in drafts.values(in: pool) {
                show(notes)  // at once, then after every commit that changes the note table
            }
            // docs:end
        }
        func count() -> Int { shown.value.count }
        while count() < 1 { try await Task.sleep(for: .milliseconds(1)) }
        try await pool.write { db in
            var note = Note(id: nil, title: "Another", body: nil)
            try db.insert(&note)
        }
        while count() < 2 { try await Task.sleep(for: .milliseconds(1)) }
        reading.cancel()
        _ = try? await reading.value
        #expect(shown.value.map { $0.map(\.title) } == [["Draft"], ["Draft", "Another"]])
    }

    @MainActor @Test func model() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        // docs:begin observing-model
        let drafts = ObservedValue(Note.filter { $0.body == nil }.observation(), in: pool, initialValue: [])
        let count = drafts.value.count  // in a view's body: tracked, redrawn on change
        // docs:end
        #expect(count == 0)
        for _ in 0..<10_000 where drafts.value.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        #expect(drafts.value.map(\.title) == ["Draft"])
        drafts.cancel()
    }

    @Test func callback() async throws {
        let queue = try DatabaseQueue()
        _ = try await queue.write { db in try db.sync(Note.self) }
        let lines = Locked<[Int]>([])
        @Sendable func log(_ line: String) {
            if let count = Int(line.prefix { $0 != " " }) { lines.withLock { $0.append(count) } }
        }
        // docs:begin observing-callback
        let draftCount = ValueObservation.tracking { db in
            try db.fetchValue("SELECT count(*) FROM note WHERE body IS NULL", as: Int.self) ?? 0
        }
        .removeDuplicates()
        let cancellable = draftCount.start(
            in: queue, onError: { error in log("\(error)") },
            onChange: { count in log("\(count) drafts") })
        // docs:end
        try await queue.inDatabase { _ in }
        try await queue.write { db in
            var note = Note(id: nil, title: "Draft", body: nil)
            try db.insert(&note)
        }
        try await queue.inDatabase { _ in }
        // docs:begin observing-cancel
        cancellable.cancel()  // or let it go: releasing it cancels too
        // docs:end
        #expect(lines.value == [0, 1])
    }

    @Test func rawChanges() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let uploaded = Locked<[DatabaseChange]>([])
        let resyncs = Locked(0)
        func upload(_ change: DatabaseChange) { uploaded.withLock { $0.append(change) } }
        func resyncEverything() { resyncs.withLock { $0 += 1 } }
        let stream = try pool.committedChanges()
        let syncing = Task {
            // docs:begin observing-raw-changes
            for await transaction in stream {  // stream = try pool.committedChanges()
                guard transaction.isComplete else {
                    resyncEverything()  // SQLite did not name every row (a schema change, a REPLACE, …)
                    continue
                }
                for change in transaction.changes { upload(change) }  // .insert, .update, .delete + rowID
            }
            // docs:end
        }
        try await pool.write { db in try db.execute("UPDATE note SET body = 'Done' WHERE id = 1") }
        try await pool.write { db in try db.execute("CREATE TABLE tag(name TEXT)") }
        while resyncs.value < 1 { try await Task.sleep(for: .milliseconds(1)) }
        syncing.cancel()
        #expect(uploaded.value == [DatabaseChange(kind: .update, table: "note", rowID: 1)])
    }
}
