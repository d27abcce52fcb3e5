extension JoinRequest where Left: Sendable, Right: Sendable {
    /// An observation of the pairs this join reads: the first value at once, a new one after every
    /// commit that changes either table (see ``ValueObservation``).
    public func observation() -> ValueObservation<[(Left, Right)]> {
        ValueObservation.tracking { [self] db in try db.fetchAll(self) }
    }
}

extension OptionalJoinRequest where Left: Sendable, Right: Sendable {
    /// An observation of the records this LEFT JOIN reads, each with its joined record or `nil`.
    public func observation() -> ValueObservation<[(Left, Right?)]> {
        ValueObservation.tracking { [self] db in try db.fetchAll(self) }
    }
}

extension HasManyRequest where Parent: Sendable, Child: Sendable {
    /// An observation of the parents with their children: a new value after every commit that
    /// changes the parents' or the children's table.
    public func observation() -> ValueObservation<[(Parent, [Child])]> {
        ValueObservation.tracking { [self] db in try db.fetchAll(self) }
    }
}
