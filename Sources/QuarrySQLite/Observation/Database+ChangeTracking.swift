extension Database {
    /// Makes `hub` hear of this connection's committed transactions from now on: installs the
    /// tracker (and SQLite's update hook) the first time, and starts the tracker afresh. Called
    /// while the connection is held, between transactions.
    func trackChanges(into hub: ChangeHub) throws(DatabaseError) {
        let connection = try openConnection()
        if let tracker = transactionBlocks.changeTracker, tracker.hub === hub {
            // With others listening, the tracker is current; without, what it holds is stale.
            if !hub.isActive { tracker.restart() }
            return
        }
        transactionBlocks.changeTracker?.uninstall()
        transactionBlocks.changeTracker = ChangeTracker(hub: hub, connection: connection)
    }

    /// Publishes the transaction that committed last, if it is not yet: when a closure of the
    /// queue or pool holding the connection ends.
    func confirmCommittedChanges() {
        guard let tracker = transactionBlocks.changeTracker, tracker.isCommitting else { return }
        tracker.confirmCommit()
    }
}
