/// Counts the Swift callbacks of a connection that are running: SQL functions, aggregates,
/// collations and the trace hook. While one runs, SQLite is inside the step of a statement, so
/// closing the connection then would finalize that statement under SQLite (a crash in
/// libsqlite3); ``Database/close()`` refuses while the count is not zero.
final class CallbackNesting {
    private(set) var depth = 0

    /// Runs one callback, counted.
    @inline(__always)
    func run<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}
