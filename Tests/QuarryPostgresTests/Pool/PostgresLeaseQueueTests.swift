import Foundation
import QuarryTesting
import Testing

@testable import QuarryPostgres

/// The pool's lease queue under random requests, returns, cancellations and a close, checked
/// against what the pool promises rather than a second implementation: no slot is lent twice or
/// lost, a request waits only while every slot is lent, waiting requests are served strictly in
/// the order they came, a cancelled request is never served, and after `close()` nothing is
/// lent and every waiting request is failed. `QUARRY_LEASE_CASES` raises the case count.
@Suite struct PostgresLeaseQueueTests {
    static let cases = ProcessInfo.processInfo.environment["QUARRY_LEASE_CASES"].flatMap { Int($0) } ?? 300

    @Test func slotsAreLentOnceInArrivalOrderAndNeverLost() {
        for index in 0..<Self.cases {
            var random = SplitMix64(seed: SplitMix64.seed(ofCase: index, base: 0x1EA5_E0))
            if let failure = Self.run(&random) {
                Issue.record(Comment(rawValue: "lease queue case \(index): \(failure)"))
                return
            }
        }
    }

    /// One case: the waiter is the ticket itself, so a served waiter says who was served.
    static func run(_ random: inout SplitMix64) -> String? {
        let size = Int.random(in: 1...4, using: &random)
        var queue = PostgresLeaseQueue<UInt64>(size: size)
        var held: [UInt64: Int] = [:]  // ticket → slot
        var waiting: [UInt64] = []  // in arrival order
        var cancelled: Set<UInt64> = []
        var closed = false
        var next: UInt64 = 0
        func serve(_ handed: (waiter: UInt64, slot: Int)?) -> String? {
            guard let handed else {
                return waiting.isEmpty ? nil : "a slot went free while \(waiting) waited"
            }
            guard handed.waiter == waiting.first else {
                return
                    "slot \(handed.slot) went to \(handed.waiter), but \(waiting.first.map(String.init) ?? "no one") came first"
            }
            if cancelled.contains(handed.waiter) { return "cancelled request \(handed.waiter) was served" }
            if held.values.contains(handed.slot) { return "slot \(handed.slot) lent twice" }
            waiting.removeFirst()
            held[handed.waiter] = handed.slot
            return nil
        }
        for _ in 0..<Int.random(in: 1...60, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let ticket = next
                next += 1
                switch queue.admit(ticket, ticket) {
                case .slot(let slot):
                    if closed { return "lent slot \(slot) after close" }
                    if !waiting.isEmpty { return "request \(ticket) took slot \(slot) ahead of \(waiting)" }
                    if held.values.contains(slot) { return "slot \(slot) lent twice" }
                    held[ticket] = slot
                case .waiting:
                    if closed { return "request \(ticket) waits on a closed pool" }
                    if held.count < size && waiting.isEmpty {
                        return "request \(ticket) waits with a slot free"
                    }
                    waiting.append(ticket)
                case .cancelled: return "request \(ticket) refused as cancelled"
                case .closed: if !closed { return "request \(ticket) refused before close" }
                }
            case 4..<7:
                guard let ticket = held.keys.randomElement(using: &random) else { continue }
                let slot = held.removeValue(forKey: ticket)!
                if let problem = serve(queue.release(slot)) { return problem }
            case 7, 8:
                guard let ticket = waiting.randomElement(using: &random) else {
                    // A cancellation before the request is made refuses it when it comes.
                    let ticket = next
                    next += 1
                    if queue.cancel(ticket) != nil {
                        return "cancelling unmade request \(ticket) returned a waiter"
                    }
                    if case .cancelled = queue.admit(ticket, ticket) { continue }
                    return "request \(ticket), cancelled before it came, was admitted"
                }
                guard queue.cancel(ticket) == ticket else {
                    return "cancelling waiting \(ticket) returned no waiter"
                }
                waiting.removeAll { $0 == ticket }
                cancelled.insert(ticket)
            default:
                guard !closed, Int.random(in: 0..<4, using: &random) == 0 else { continue }
                let failed = queue.close()
                if failed != waiting { return "close failed \(failed), the waiting were \(waiting)" }
                waiting.removeAll()
                closed = true
            }
            if queue.leased != held.count { return "\(queue.leased) leased, \(held.count) held" }
            if queue.free.count + held.count != size {
                return "a slot was lost: free \(queue.free), held \(held)"
            }
            if Set(queue.free).count != queue.free.count { return "a slot is free twice: \(queue.free)" }
            if queue.waiting != waiting.count { return "\(queue.waiting) waiting, \(waiting.count) expected" }
        }
        return nil
    }
}
