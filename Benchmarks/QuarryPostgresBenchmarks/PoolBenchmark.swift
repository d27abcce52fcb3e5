import CLibPQ
import Foundation
import QuarryPostgres
import Synchronization

/// Issue 24 §2's load: lookups by key from 64 concurrent tasks over 8 connections. The baseline
/// is libpq by hand at its best for this load: 8 threads, each blocked on its own connection with
/// the lookup prepared, taking the next key from a shared counter (nothing can wait less for a
/// connection than a thread that owns one). QuarryPostgres is a `PostgresPool` of 8 serving 64
/// tasks that each send their share of the keys, the `Select` built every call.
struct PoolBenchmark {
    static let connections = 8
    static let tasks = 64

    let connectionString: String
    let keys: [Int64]
    let rounds: Int

    func run() throws {
        let raws = (0..<Self.connections).map { _ in
            let raw = RawLibPQ(connectionString)
            raw.prepare("raw_lookup", RawLibPQ.lookupSQL, types: [20])
            return raw
        }
        let pool = try PostgresPool(connectionString, size: Self.connections)
        let rawChecksum = rawLookups(raws)
        let (poolChecksum, _) = try poolLookups(pool)
        guard rawChecksum == poolChecksum else {
            print("pool lookups: checksums differ (raw \(rawChecksum), Quarry \(poolChecksum))")
            exit(1)
        }
        var rawTimes: [Double] = []
        var poolTimes: [Double] = []
        var latencies: [UInt64] = []
        for round in 0..<rounds {
            for variant in round % 2 == 0 ? [0, 1] : [1, 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                let checksum: Int64
                if variant == 0 {
                    checksum = rawLookups(raws)
                } else {
                    let measured = try poolLookups(pool)
                    checksum = measured.checksum
                    latencies += measured.latencies
                }
                let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                guard checksum == rawChecksum else {
                    print("pool lookups: checksum changed")
                    exit(1)
                }
                if variant == 0 { rawTimes.append(time) } else { poolTimes.append(time) }
            }
        }
        let goal = 1 / 0.9
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let rawMedian = median(rawTimes) / Double(keys.count) * 1e6
        let poolMedian = median(poolTimes) / Double(keys.count) * 1e6
        let ratio = poolMedian / rawMedian
        print(
            "| \(keys.count) lookups, \(Self.tasks) tasks on a pool of \(Self.connections) (raw: \(Self.connections) threads, one connection each) "
                + "| \(String(format: "%.1f", rawMedian)) µs | \(String(format: "%.1f", poolMedian)) µs | "
                + "\(String(format: "%.3f", ratio))× | \(ratio <= goal ? "✓" : "✗") ≤ \(String(format: "%.2f", goal))× (throughput ≥ 0.9×) |"
        )
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> String {
            String(
                format: "%.0f µs", Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1e3)
        }
        print(
            "pool request latency over \(rounds) rounds: p50 \(percentile(0.5)), p90 \(percentile(0.9)), p99 \(percentile(0.99)), max \(percentile(1))"
        )
        let closed = DispatchSemaphore(value: 0)
        Task {
            await pool.close()
            closed.signal()
        }
        closed.wait()
    }

    func rawLookups(_ raws: [RawLibPQ]) -> Int64 {
        let next = Atomic(0)
        let total = Atomic<Int64>(0)
        let done = DispatchGroup()
        for raw in raws {
            done.enter()
            let thread = Thread { [keys] in
                var sum: Int64 = 0
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < keys.count else { break }
                    sum = sum &+ raw.lookup(keys[index])
                }
                total.wrappingAdd(sum, ordering: .relaxed)
                done.leave()
            }
            thread.start()
        }
        done.wait()
        return total.load(ordering: .relaxed)
    }

    /// The checksum and every request's latency (nanoseconds, from asking the pool to the result).
    func poolLookups(_ pool: PostgresPool) throws -> (checksum: Int64, latencies: [UInt64]) {
        let shares = (0..<Self.tasks).map { task in
            stride(from: task, to: keys.count, by: Self.tasks).map { keys[$0] }
        }
        let outcome = Mutex<Result<(Int64, [UInt64]), any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            let result = await Result {
                try await withThrowingTaskGroup(of: (Int64, [UInt64]).self) { group in
                    for share in shares {
                        group.addTask { try await Self.lookups(share, on: pool) }
                    }
                    var sum: Int64 = 0
                    var latencies: [UInt64] = []
                    for try await (part, times) in group {
                        sum = sum &+ part
                        latencies += times
                    }
                    return (sum, latencies)
                }
            }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        finished.wait()
        return try outcome.withLock { $0! }.get()
    }

    static func lookups(_ keys: [Int64], on pool: PostgresPool) async throws -> (Int64, [UInt64]) {
        var sum: Int64 = 0
        var latencies: [UInt64] = []
        latencies.reserveCapacity(keys.count)
        for key in keys {
            let start = DispatchTime.now().uptimeNanoseconds
            sum =
                sum
                &+ (try await pool.withConnection { connection in
                    try PostgresBenchmark.lookup(key, on: connection)
                })
            latencies.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        return (sum, latencies)
    }
}

extension Result where Failure == any Error {
    /// The result of an `async` throwing body.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
