import CSQLite
import Dispatch
import Foundation
import Synchronization

/// One writer connection and up to `maximumReaderCount` reader connections over one database file
/// in WAL mode (GRDB's `DatabasePool`, WCDB's handle pool): reads run concurrently with each other
/// and with the write, and a write never waits for readers.
///
/// ```swift
/// let pool = try DatabasePool(path: "app.sqlite")
/// try pool.write { db in try db.execute(insert) }
/// let count = try await pool.read { db in try db.fetchValue("SELECT count(*) FROM message", as: Int.self) }
/// ```
///
/// Each `read(_:)` runs in a read transaction on a read-only reader, started when the closure
/// starts: it sees the database as last committed then, for the whole closure, never part of a
/// write in progress. Each `write(_:)` runs in a transaction on the one writer. Readers are
/// opened when needed (`SQLITE_OPEN_READONLY`, so a write there fails with `SQLITE_READONLY`); the
/// configuration's ``DatabaseConfiguration/setUp`` closures run on every connection opened, the
/// writer's and each reader's (``Database/configuration`` tells which: a reader's is read-only).
///
/// Like a ``DatabaseQueue``'s, each connection works only inside its closure, and `async` calls
/// wait without holding a thread of the cooperative pool: cancelling the task drops a closure
/// that has not started and stops the statements of one that runs.
public final class DatabasePool: DatabaseAccess, Sendable {
    /// Where the database file is.
    public let location: DatabaseLocation
    /// The configuration of every connection opened now (readers are also opened read-only): the
    /// one given, with the steps ``setStep(named:apply:undo:)`` set since.
    public var configuration: DatabaseConfiguration { currentConfiguration.withLock { $0.configuration } }
    /// The configuration and how many times its steps changed.
    private let currentConfiguration: LockedState<(configuration: DatabaseConfiguration, generation: Int)>
    /// The most reader connections open at once.
    public let maximumReaderCount: Int
    let writer: SerializedDatabase
    private let readers: ReaderLender
    /// The observations' refetches, in batches on one reader at a time.
    let refetchLane = RefetchLane()
    /// Where `async` reads open a new reader.
    private let openingQueue = DispatchQueue(label: "Quarry.DatabasePool.opening", attributes: .concurrent)
    /// One close at a time.
    private let closeLock = NSLock()
    /// The thread running a close, or 0: the pool refuses its calls (see ``close(onClosed:)``).
    private let closingThread = Atomic<UInt>(0)

    /// Opens the writer at `location` (a file: `.path` or a `.uri`) and turns on WAL mode.
    public init(
        location: DatabaseLocation, configuration: DatabaseConfiguration = DatabaseConfiguration(),
        maximumReaderCount: Int = 4
    ) throws {
        switch location {
        case .path, .uri: break
        case .inMemory, .temporary:
            throw DatabaseError(
                .misuse, "a DatabasePool needs a database file (.path or .uri): WAL mode shares the file")
        }
        guard maximumReaderCount >= 1 else {
            throw DatabaseError(
                .range, "a DatabasePool needs at least one reader, not \(maximumReaderCount)")
        }
        guard !configuration.isReadOnly else {
            throw DatabaseError(
                .misuse, "a DatabasePool's writer cannot be read-only; open read-only Database values instead"
            )
        }
        self.location = location
        let current = LockedState((configuration: configuration, generation: 0))
        currentConfiguration = current
        self.maximumReaderCount = maximumReaderCount
        readers = ReaderLender(maximum: maximumReaderCount)
        let openWriter = { @Sendable in try Self.openWriter(location, current.withLock { $0.configuration }) }
        writer = SerializedDatabase(try openWriter(), label: "Quarry.DatabasePool.writer", reopen: openWriter)
    }

    /// Opens (and by default creates) the database file at `path`.
    public convenience init(
        path: String, configuration: DatabaseConfiguration = DatabaseConfiguration(),
        maximumReaderCount: Int = 4
    ) throws {
        try self.init(
            location: .path(path), configuration: configuration, maximumReaderCount: maximumReaderCount)
    }

    // MARK: Reading

    /// Runs `body` on a reader in a read transaction, blocking until a reader is free: `body` sees
    /// the database as committed when it started. Called inside a closure of the pool on the same
    /// thread, it runs on that closure's connection: a read inside a write sees the write, and
    /// refuses writes as a reader does (`PRAGMA query_only`, as `read(_:)`).
    public func read<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try refuseInsideClose()
        // The body's `sending` result crosses the internal calls, which do not promise it, in a box.
        return try withoutActuallyEscaping(body) { body in
            let boxed = { (db: Database) in SendingResult(value: try body(db)) }
            if writer.isHeldByCurrentThread {
                return try writer.inDatabase { db in try db.inReadClosure(boxed) }
            }
            if let reader = readers.heldByCurrentThread { return try reader.inDatabase(boxed) }
            let reader = try lendReader()
            defer { readers.release(reader) }
            return try reader.inDatabase { db in try Self.snapshotRead(db, boxed) }
        }.value
    }

    /// ``read(_:)`` without blocking the calling task's thread: the task waits for a reader
    /// without holding a thread, and `body` runs on the reader's own dispatch queue.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let job = DatabaseJob<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard job.wait(with: continuation) else { return }
                readers.request { grant in self.run(job, body, grant) }
            }
        } onCancel: {
            job.cancel()
        }
    }

    /// Runs `body` on a reader (in a snapshot read, or outside any transaction for an
    /// observation's first fetch, which starts its snapshot itself) on the reader's dispatch
    /// queue, then `completion` with the result there, after the reader is given back. No task is
    /// involved: observations go on when the cooperative pool's threads are all blocked.
    func readInBackground<T: Sendable>(
        snapshot: Bool, _ body: @escaping @Sendable (Database) throws -> T,
        completion: @escaping @Sendable (Result<T, any Error>) -> Void
    ) {
        @Sendable func run(on reader: SerializedDatabase) {
            let result = Result {
                try reader.inDatabase { db in snapshot ? try Self.snapshotRead(db, body) : try body(db) }
            }
            readers.release(reader)
            completion(result)
        }
        readers.request { grant in
            switch grant {
            case .failure(let error):
                completion(.failure(error))
            case .reader(let reader):
                reader.dispatchQueue.async { run(on: reader) }
            case .open:
                self.openingQueue.async {
                    let reader: SerializedDatabase
                    do {
                        reader = try self.openReader()
                    } catch {
                        self.readers.openFailed()
                        completion(.failure(error))
                        return
                    }
                    self.readers.opened(reader)
                    reader.dispatchQueue.async { run(on: reader) }
                }
            }
        }
    }

    // MARK: Writing

    /// Runs `body` in a transaction (`BEGIN IMMEDIATE`) on the writer, blocking until it is free:
    /// committed when `body` returns, rolled back when it throws. Readers go on meanwhile. Called
    /// inside a read closure on the same thread, it runs on that read's connection (a savepoint
    /// there), which refuses writes with `SQLITE_READONLY`, as a ``DatabaseQueue``'s does.
    public func write<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try connectionForWriting().inDatabase { db in
            try db.inTransaction(.immediate) { db in SendingResult(value: try body(db)) }
        }.value
    }

    /// ``write(_:)`` without blocking the calling task's thread.
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.inDatabase { db in try db.inTransaction(.immediate, body) }
    }

    /// Runs `body` on the writer outside any transaction (GRDB's `writeWithoutTransaction`):
    /// for statements that cannot run in one (`VACUUM`, some pragmas) or transactions of its own.
    /// Inside a read closure on the same thread it runs on that read's connection, like `write(_:)`.
    public func inDatabase<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try connectionForWriting().inDatabase { db in SendingResult(value: try body(db)) }.value
    }

    /// The writer, or the reader whose closure the calling thread is in: a write nested in a read
    /// runs there and is refused, as on a queue, instead of committing behind the read's back.
    private func connectionForWriting() throws -> SerializedDatabase {
        try refuseInsideClose()
        if writer.isHeldByCurrentThread { return writer }
        return readers.heldByCurrentThread ?? writer
    }

    /// Calls from inside close's block would wait for the readers it suspended (a deadlock) or
    /// open the writer again while nothing may be open.
    private func refuseInsideClose() throws {
        guard closingThread.load(ordering: .relaxed) == QueueAccessGuard.currentThread else { return }
        throw DatabaseError(
            .misuse,
            "cannot use a DatabasePool inside its close(onClosed:) block: nothing is open until the block returns"
        )
    }

    /// ``inDatabase(_:)`` without blocking the calling task's thread.
    public func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
    {
        try await writer.inDatabase(body)
    }

    /// The same as `inDatabase(_:)`, under GRDB's name.
    public func writeWithoutTransaction<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try inDatabase(body)
    }

    // MARK: Maintenance

    /// Runs a WAL checkpoint on the writer (`PRAGMA wal_checkpoint(mode)`), once the write running
    /// now is done, and returns what SQLite reports. `.restart` and `.truncate` also wait (up to the
    /// busy timeout) for readers of older snapshots.
    @discardableResult
    public func checkpoint(_ mode: Pragma.CheckpointMode = .passive) throws -> WALCheckpointResult {
        try refuseInsideClose()
        return try writer.inDatabase { db in try db.walCheckpoint(mode) }
    }

    /// Closes the idle readers (they are opened again when needed) and frees what the writer's
    /// cache can spare if it is idle: for memory pressure.
    public func releaseMemory() {
        let closed = DatabaseError.closed("reader")
        for reader in readers.takeIdle() { try? reader.close(reopening: false, error: closed) }
        _ = writer.ifIdle { db in
            if let connection = db.connection { sqlite3_db_release_memory(connection) }
        }
    }

    /// Sets the configuration step named `name` on the writer (once the write running now is done:
    /// the old step's `undo`, if it had one, then `apply`) and on every connection opened later;
    /// readers open now are closed as soon as they are idle, so every read after this call runs on
    /// a reader opened with the step (WCDB's `setConfig(named:)`). When `apply` throws on the
    /// writer, the step is not set and the error is thrown.
    public func setStep(
        named name: String, apply: @escaping @Sendable (Database) throws -> Void,
        undo: (@Sendable (Database) throws -> Void)? = nil
    ) throws {
        try refuseInsideClose()
        try changeStep(named: name) { db, old in
            try old?.undo?(db)
            try apply(db)
        } change: {
            $0.setStep(named: name, apply: apply, undo: undo)
        }
    }

    /// Removes the configuration step named `name`: its `undo` runs on the writer, readers open
    /// now are closed as soon as they are idle, and later connections do without it.
    public func removeStep(named name: String) throws {
        try refuseInsideClose()
        try changeStep(named: name) { db, old in
            try old?.undo?(db)
        } change: {
            $0.removeStep(named: name)
        }
    }

    private func changeStep(
        named name: String, onWriter: (Database, ConfigurationStep?) throws -> Void,
        change: (inout DatabaseConfiguration) -> Void
    ) throws {
        let generation = try writer.inDatabase { db in
            try onWriter(
                db, currentConfiguration.withLock { $0.configuration.steps.first { $0.isNamed(name) } })
            return currentConfiguration.withLock { current in
                change(&current.configuration)
                current.generation += 1
                return current.generation
            }
        }
        let closed = DatabaseError.closed("reader")
        for reader in readers.retire(before: generation) {
            try? reader.close(reopening: false, error: closed)
        }
    }

    /// How many reader connections are open now, lent or idle.
    public var readerCount: Int { readers.openCount }

    /// Waits for the closures running now, then closes every connection. Later calls fail with
    /// `SQLITE_MISUSE` ("the DatabasePool is closed"); closures waiting for a reader fail too.
    /// Calling it from inside a closure of the pool is `SQLITE_MISUSE`.
    public func close() throws {
        try close(reopening: false) {}
    }

    /// Waits for the closures running now, closes every connection, runs `onClosed` while none is
    /// open (to replace or delete the file, WCDB's `close(onClosed:)`), then lets the closures that
    /// waited meanwhile go on, on connections opened again. Calls into the pool from inside
    /// `onClosed` fail at once with `SQLITE_MISUSE`; calls from other threads wait for the block.
    public func close(onClosed: () throws -> Void) throws {
        try close(reopening: true, onClosed)
    }

    private func close(reopening: Bool, _ whileClosed: () throws -> Void) throws {
        try refuseInsideClose()
        if writer.isHeldByCurrentThread || readers.heldByCurrentThread != nil {
            throw DatabaseError(
                .misuse, "cannot close a DatabasePool from inside one of its closures; close it after")
        }
        closeLock.lock()
        // Only the thread holding the lock stores here, so it sees its own id exactly while it closes.
        closingThread.store(QueueAccessGuard.currentThread, ordering: .relaxed)
        defer {
            closingThread.store(0, ordering: .relaxed)
            closeLock.unlock()
        }
        let closed = DatabaseError(.misuse, "the DatabasePool is closed")
        var firstError: (any Error)?
        for reader in readers.suspendAndDrain() {
            do { try reader.close(reopening: false, error: closed) } catch {
                firstError = firstError ?? error
            }
        }
        do {
            try writer.close(reopening: reopening, error: closed) {
                if let firstError { throw firstError }
                try whileClosed()
            }
        } catch {
            firstError = firstError ?? error
        }
        if reopening { readers.resume() } else { readers.closeForGood(closed) }
        if let firstError { throw firstError }
    }

    // MARK: Connections

    private static func openWriter(_ location: DatabaseLocation, _ configuration: DatabaseConfiguration)
        throws
        -> Database
    {
        let db = try Database(location: location, configuration: configuration)
        do {
            try db.setPragma(.journalMode, to: .wal)
            let mode = try db.pragma(.journalMode)
            guard mode == .wal else {
                throw DatabaseError(
                    .cantopen,
                    "a DatabasePool needs WAL mode, and the database stayed in \(mode.rawValue) mode")
            }
            return db
        } catch {
            try? db.close()
            throw error
        }
    }

    private func openReader() throws -> SerializedDatabase {
        var (readOnly, generation) = currentConfiguration.withLock { ($0.configuration, $0.generation) }
        readOnly.isReadOnly = true
        readOnly.createsMissingFile = false
        let db = try Database(location: location, configuration: readOnly)
        return SerializedDatabase(
            db, label: "Quarry.DatabasePool.reader", configurationGeneration: generation)
    }

    /// A reader for the calling thread, waiting for one if all are lent.
    private func lendReader() throws -> SerializedDatabase {
        switch readers.grant() {
        case .reader(let reader): return reader
        case .failure(let error): throw error
        case .open:
            do {
                let reader = try openReader()
                readers.opened(reader)
                return reader
            } catch {
                readers.openFailed()
                throw error
            }
        }
    }

    /// Runs an `async` read once the lender granted a reader (or room to open one).
    private func run<T: Sendable>(
        _ job: DatabaseJob<T>, _ body: @escaping @Sendable (Database) throws -> T, _ grant: ReaderLender.Grant
    ) {
        switch grant {
        case .failure(let error):
            job.finish(.failure(error))
        case .reader(let reader):
            reader.dispatchQueue.async { self.run(job, body, on: reader) }
        case .open:
            if job.isCancelled {
                readers.openFailed()
                return
            }
            openingQueue.async {
                let reader: SerializedDatabase
                do {
                    reader = try self.openReader()
                } catch {
                    self.readers.openFailed()
                    job.finish(.failure(error))
                    return
                }
                self.readers.opened(reader)
                self.run(job, body, on: reader)
            }
        }
    }

    private func run<T: Sendable>(
        _ job: DatabaseJob<T>, _ body: @escaping @Sendable (Database) throws -> T,
        on reader: SerializedDatabase
    ) {
        reader.run(job) { db in try Self.snapshotRead(db, body) }
        readers.release(reader)
    }

    /// Runs `body` in a read transaction whose snapshot is taken now, before `body` starts.
    private static func snapshotRead<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
        try db.inTransaction(.deferred) { db in
            // A deferred transaction takes its snapshot at its first read: read now, so that a
            // commit between here and the closure's first statement is not seen either.
            _ = try db.fetchValue("SELECT count(*) FROM sqlite_schema", as: Int.self)
            do {
                return try body(db)
            } catch {
                throw DatabaseError.writeInRead(error)
            }
        }
    }
}
