import CLibPQ

extension PostgresConnection {
    /// Refuses what may not run now: inside a transaction block, a statement that reads as a
    /// transaction end, and any statement once the block's transaction is gone (it would run and
    /// commit on its own).
    /// Also pins the session again when it needs it (see ``ensureSessionPinned()``).
    func checkBeforeRunning(_ sql: String) throws(PostgresError) {
        if openBlocks > 0 {
            try refuseTransactionEnd(sql)
            try requireOpenTransaction(sql: sql)
        }
        try ensureSessionPinned()
    }

    /// After a statement that ran: inside a transaction block, the server's own report decides
    /// whether the statement ended the block's transaction (`/* note */ COMMIT` or any form the
    /// early refusal did not recognize), which fails the block; then what the statement did to
    /// the session is taken into account (``noteSessionEffects(of:)``).
    func checkAfterRunning(_ sql: String, _ result: PostgresResult) throws(PostgresError) {
        if openBlocks > 0 { try requireOpenTransaction(sql: sql) }
        if PQtransactionStatus(handle) == PQTRANS_IDLE { transactionIsPinned = false }
        try noteSessionEffects(of: result)
    }

    /// Throws `25000` when the server reports no open transaction while a block is open.
    func requireOpenTransaction(sql: String?) throws(PostgresError) {
        guard PQtransactionStatus(handle) == PQTRANS_IDLE else { return }
        throw PostgresError(
            sqlState: PostgresError.SQLState.invalidTransactionState,
            message:
                "the transaction of the open inTransaction or inSavepoint block was ended by a statement inside it; the block fails and nothing more runs until it exits",
            sql: sql)
    }

    /// The early refusal, by the statement's first words past comments: the block owns the commit
    /// and the rollback, so that it never half-commits.
    private func refuseTransactionEnd(_ sql: String) throws(PostgresError) {
        let words = PostgresLeadingWords.of(sql, limit: 3)
        guard let first = words.first else { return }
        func word(_ index: Int, is keyword: String) -> Bool {
            index < words.count && words[index].isSameSQLiteName(as: keyword)
        }
        let ends: Bool
        if word(0, is: "COMMIT") || word(0, is: "END") || word(0, is: "ABORT") {
            ends = true
        } else if word(0, is: "ROLLBACK") {
            // `ROLLBACK [WORK | TRANSACTION] TO [SAVEPOINT] name` keeps the transaction.
            let skipsNoise = word(1, is: "WORK") || word(1, is: "TRANSACTION")
            ends = !word(skipsNoise ? 2 : 1, is: "TO")
        } else {
            ends = word(0, is: "PREPARE") && word(1, is: "TRANSACTION")
        }
        guard ends else { return }
        throw PostgresError(
            sqlState: PostgresError.SQLState.invalidTransactionState,
            message:
                "\(first.uppercased()) inside inTransaction or inSavepoint: the block commits when it returns and rolls back when it throws",
            sql: sql)
    }
}
