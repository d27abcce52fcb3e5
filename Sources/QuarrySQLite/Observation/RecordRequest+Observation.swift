extension RecordRequest where Record: Sendable {
    /// An observation of the records this request selects: the first value at once, a new one
    /// after every commit that changes the table (see ``ValueObservation``).
    ///
    /// ```swift
    /// let drafts = Note.filter { $0.body == nil }.observation()
    /// for try await notes in drafts.values(in: pool) { show(notes) }
    /// ```
    public func observation() -> ValueObservation<[Record]> {
        ValueObservation.tracking { [self] db in try db.fetchAll(self) }
    }
}
