/// The refetches a pool's observations wait for, run in batches: one reader, one snapshot and
/// one read transaction for every fetch queued when the batch starts, then the next batch.
///
/// Why one lane rather than one reader per fetch: with hundreds of observers of a table, each
/// commit would otherwise start hundreds of read transactions on every reader at once, and on a
/// machine with few cores the writer would get a sliver of the CPU (GRDB's writer falls to under
/// 1% of its rate so). In one lane, at most one reader fetches for observations, the transaction
/// and reader lending are paid once per batch, and commits that arrive during a batch coalesce
/// into the next one. Each batch's snapshot starts after every fetch in it was queued, so no fetch
/// runs on a snapshot older than the commit it heard of.
final class RefetchLane: Sendable {
    /// One observer's refetch: runs the fetch and returns what delivers its result, or hears why
    /// the batch could not run.
    struct Job: Sendable {
        let fetch: @Sendable (Database) -> @Sendable () -> Void
        let fail: @Sendable (any Error) -> Void
    }

    private struct State {
        var jobs: [Job] = []
        var isRunning = false
    }

    private let state = LockedState(State())

    /// Queues a refetch; starts a batch unless one is running (it starts the next when it ends).
    func enqueue(_ job: Job, on pool: DatabasePool) {
        let starts = state.withLock { state -> Bool in
            state.jobs.append(job)
            guard !state.isRunning else { return false }
            state.isRunning = true
            return true
        }
        if starts { runBatch(on: pool) }
    }

    private func runBatch(on pool: DatabasePool) {
        let taken = LockedState<[Job]>([])
        pool.readInBackground(snapshot: true) { [self] db -> [@Sendable () -> Void] in
            let jobs = takeJobs()
            taken.withLock { $0 = jobs }
            return jobs.map { $0.fetch(db) }
        } completion: { [self] result in
            switch result {
            case .success(let deliveries):
                for deliver in deliveries { deliver() }
            case .failure(let error):
                // The batch never ran its fetches (no reader, or its transaction failed).
                let ran = taken.withLock { $0 }
                let jobs = ran.isEmpty ? takeJobs() : ran
                for job in jobs { job.fail(error) }
            }
            let more = state.withLock { state -> Bool in
                if state.jobs.isEmpty { state.isRunning = false }
                return state.isRunning
            }
            if more { runBatch(on: pool) }
        }
    }

    private func takeJobs() -> [Job] {
        state.withLock { state in
            defer { state.jobs.removeAll() }
            return state.jobs
        }
    }
}
