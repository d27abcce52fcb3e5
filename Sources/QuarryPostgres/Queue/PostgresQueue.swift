import Foundation

/// A ``PostgresConnection`` shared between threads and tasks: one closure at a time uses it.
///
/// The connection itself is not `Sendable`; the queue owns it and lends it to one closure at a
/// time under a lock. Results leave the closure as `sending` values, so the connection, a row or
/// anything else tied to it cannot be handed out.
///
/// ```swift
/// let queue = try PostgresQueue("postgresql://app@localhost/app")
/// let count = try queue.inConnection { connection in
///     try connection.fetchValue(Select { SQL.count() }.from(people), as: Int64.self)
/// }
/// ```
public final class PostgresQueue: @unchecked Sendable {
    // Unchecked: `connection` is touched only while `lock` is held (see `inConnection`).
    // Recursive: a closure that calls `inConnection` again gets the connection it already holds.
    private let lock = NSRecursiveLock()
    private let connection: PostgresConnection

    /// Connects with a libpq connection string or URL (see ``PostgresConnection/init(_:configuration:)``).
    public init(_ connectionString: String, configuration: PostgresConfiguration = PostgresConfiguration())
        throws(PostgresError)
    {
        connection = try PostgresConnection(connectionString, configuration: configuration)
    }

    /// Runs `body` with the connection, waiting for any other closure to finish first.
    public func inConnection<T>(_ body: (PostgresConnection) throws -> sending T) rethrows -> sending T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }
}
