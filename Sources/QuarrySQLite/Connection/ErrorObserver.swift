/// A closure added by ``DatabaseConfiguration/onError(includingArguments:_:)``.
struct ErrorObserver: Sendable {
    let includesArguments: Bool
    let report: @Sendable (DatabaseErrorEvent) -> Void
}
