import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// A block never half-commits, whatever text ends its transaction: the early refusal reads the
    /// statement's words past comments, and the server's transaction status after each statement
    /// is the proof.
    @Suite struct TransactionEnds {
        typealias Helpers = Transactions

        @Test(arguments: [
            "/* note */ COMMIT", "-- note\nCOMMIT", "/* a /* nested */ b */ end", ";COMMIT", "\u{0C}ABORT",
            "ROLLBACK WORK", "COMMIT AND CHAIN", "ROLLBACK AND CHAIN", "prepare /**/ transaction 'x'",
        ])
        func transactionEndsBehindCommentsAreRefused(_ sql: String) throws {
            let connection = try connect()
            try Helpers.makeTable(on: connection)
            let error = #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Helpers.insert(1))
                    try run(sql, on: connection)
                    try connection.execute(Helpers.insert(2))
                }
            }
            #expect(error?.sqlState == PostgresError.SQLState.invalidTransactionState)
            #expect(!connection.isInTransaction)
            #expect(try Helpers.ids(on: connection) == [])
        }

        @Test func rollingBackToASavepointIsNotATransactionEnd() throws {
            let connection = try connect()
            try Helpers.makeTable(on: connection)
            try connection.inTransaction { connection in
                try connection.execute(Helpers.insert(1))
                try run("SAVEPOINT mine", on: connection)
                try connection.execute(Helpers.insert(2))
                try run("ROLLBACK WORK TO SAVEPOINT mine", on: connection)
                try connection.execute(Helpers.insert(3))
            }
            #expect(try Helpers.ids(on: connection) == [1, 3])
        }

        /// A transaction end the early refusal cannot see (sent here past it, as any form it does
        /// not read would be): the server's status fails the block, and the statements after it
        /// are refused instead of running and committing one by one.
        @Test func aTransactionEndedUnderTheBlockFailsItAndRefusesWhatFollows() throws {
            let connection = try connect()
            try Helpers.makeTable(on: connection)
            var refusedLater: PostgresError?
            let error = #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Helpers.insert(1))
                    try connection.runInternal("COMMIT")
                    do {
                        try connection.execute(Helpers.insert(2))
                    } catch let error as PostgresError {
                        refusedLater = error
                    }
                }
            }
            #expect(error?.sqlState == PostgresError.SQLState.invalidTransactionState)
            #expect(refusedLater?.sqlState == PostgresError.SQLState.invalidTransactionState)
            // Row 1 was committed by the COMMIT itself; row 2 never ran.
            #expect(try Helpers.ids(on: connection) == [1])
        }

        @Test func aSavepointReleasedInsideItsBlockFailsTheBlock() throws {
            let connection = try connect()
            try Helpers.makeTable(on: connection)
            #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Helpers.insert(1))
                    try connection.inSavepoint { connection in
                        try connection.execute(Helpers.insert(2))
                        try run(
                            "RELEASE SAVEPOINT quarry_savepoint_\(connection.savepointCounter)",
                            on: connection)
                    }
                }
            }
            #expect(!connection.isInTransaction)
            #expect(try Helpers.ids(on: connection) == [])
        }
    }
}
