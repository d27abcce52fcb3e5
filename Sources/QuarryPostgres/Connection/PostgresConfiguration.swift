/// How a ``PostgresConnection`` behaves: error redaction and the prepared-statement cache.
public struct PostgresConfiguration: Sendable {
    /// Whether errors carry the statement's arguments and the server's messages keep the values
    /// they quote. Off by default: values are often personal data and errors end up in logs.
    public var errorsIncludeArguments: Bool

    /// How many prepared statements the connection keeps on the server, keyed by SQL text and
    /// parameter types (least recently used first out). `0` sends every statement with
    /// `PQexecParams`, parsed and planned anew each time.
    public var statementCacheCapacity: Int

    /// The defaults: values withheld from errors, 64 cached statements.
    public init(errorsIncludeArguments: Bool = false, statementCacheCapacity: Int = 64) {
        self.errorsIncludeArguments = errorsIncludeArguments
        self.statementCacheCapacity = max(0, statementCacheCapacity)
    }
}
