import Synchronization

extension Insert {
    /// The rows of `VALUES`, append-only.
    ///
    /// A loop `insert = insert.values { … }` appends while the caller still holds the statement it
    /// appends to (unless the optimizer moves it, which debug builds never do), so an array of
    /// rows would copy every earlier row at each append: 40,000 rows took 20 s to build. A few
    /// rows stay in a plain array (the one-row statement is the hot path); past that they move
    /// to storage that copies share, where each copy sees its own prefix and an append copies
    /// only when another copy has already appended past that prefix.
    struct Rows: Sendable {
        private enum Storage: Sendable {
            case few([Row])
            case shared(SharedRows)
        }

        /// How many rows stay in a plain array: copying that many on an append costs less than
        /// the shared storage's lock.
        private static let fewLimit = 8

        private var storage: Storage
        /// The number of rows this value holds (a prefix of shared storage).
        private(set) var count: Int

        init() {
            storage = .few([])
            count = 0
        }

        init(_ row: Row) {
            storage = .few([row])
            count = 1
        }

        var isEmpty: Bool { count == 0 }

        /// The rows, in order.
        var all: [Row] {
            switch storage {
            case .few(let rows): return rows
            case .shared(let shared): return shared.prefix(count)
            }
        }

        mutating func append(_ row: Row) {
            switch storage {
            case .few(var rows):
                // Let go of the enum's reference first, or the append copies even a unique array.
                storage = .few([])
                rows.append(row)
                storage = rows.count > Self.fewLimit ? .shared(SharedRows(rows)) : .few(rows)
            case .shared(let shared):
                if !shared.append(row, after: count) {
                    storage = .shared(SharedRows(shared.prefix(count) + [row]))
                }
            }
            count += 1
        }
    }

    /// Rows that several copies of a statement may share; each knows how many are its own.
    final class SharedRows: Sendable {
        private let rows: Mutex<[Row]>

        init(_ rows: [Row]) { self.rows = Mutex(rows) }

        /// Appends `row` when the storage holds exactly `count` rows (nobody appended past that
        /// prefix); otherwise leaves it and returns false.
        func append(_ row: Row, after count: Int) -> Bool {
            rows.withLock { rows in
                guard rows.count == count else { return false }
                rows.append(row)
                return true
            }
        }

        /// The first `count` rows.
        func prefix(_ count: Int) -> [Row] {
            rows.withLock { rows in rows.count == count ? rows : Array(rows[..<count]) }
        }
    }
}
