import QuarryPostgres
import Testing

extension PostgresTests {
    /// A transaction block commits on return, rolls back on throw, nests as savepoints and never
    /// half-commits.
    @Suite struct Transactions {
        struct Failure: Error {}

        static func makeTable(on connection: PostgresConnection) throws {
            try ValueTable.create(on: connection)
        }

        static func insert(_ id: Int64) -> Insert {
            Insert(into: ValueTable.table).values { ValueTable.id.set(to: id) }
        }

        static func ids(on connection: PostgresConnection) throws -> [Int64] {
            try connection.fetchValues(
                Select { ValueTable.id }.from(ValueTable.table).orderBy(ValueTable.id), as: Int64.self)
        }

        @Test func commitsWhenTheBlockReturns() throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            let value = try connection.inTransaction { connection in
                try connection.execute(Self.insert(1))
                #expect(connection.isInTransaction)
                return 7
            }
            #expect(value == 7)
            #expect(!connection.isInTransaction)
            #expect(try Self.ids(on: connection) == [1])
        }

        @Test func rollsBackWhenTheBlockThrows() throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            #expect(throws: Failure.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Self.insert(1))
                    throw Failure()
                }
            }
            #expect(!connection.isInTransaction)
            #expect(try Self.ids(on: connection) == [])
        }

        @Test func nestedBlocksAreSavepoints() throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            try connection.inTransaction { connection in
                try connection.execute(Self.insert(1))
                #expect(throws: Failure.self) {
                    try connection.inSavepoint { connection in
                        try connection.execute(Self.insert(2))
                        throw Failure()
                    }
                }
                try connection.inTransaction { connection in
                    try connection.execute(Self.insert(3))
                    try connection.inSavepoint { connection in try connection.execute(Self.insert(4)) }
                }
            }
            #expect(try Self.ids(on: connection) == [1, 3, 4])
        }

        @Test func aFailedStatementCaughtInsideTheBlockStillRollsItBack() throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            let error = #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Self.insert(1))
                    // A duplicate key aborts the transaction; the body swallows the error.
                    _ = try? connection.execute(Self.insert(1))
                }
            }
            #expect(error?.sqlState == PostgresError.SQLState.inFailedTransaction)
            #expect(!connection.isInTransaction)
            #expect(try Self.ids(on: connection) == [])
        }

        @Test func aFailedStatementInANestedBlockUndoesOnlyThatBlock() throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            try connection.inTransaction { connection in
                try connection.execute(Self.insert(1))
                #expect(throws: PostgresError.self) {
                    try connection.inSavepoint { connection in
                        try connection.execute(Self.insert(2))
                        try connection.execute(Self.insert(1))
                    }
                }
                try connection.execute(Self.insert(3))
            }
            #expect(try Self.ids(on: connection) == [1, 3])
        }

        @Test(arguments: ["COMMIT", "commit", "END", "ROLLBACK", "ABORT", "PREPARE TRANSACTION 'x'"])
        func statementsEndingTheTransactionAreRefusedInsideABlock(_ sql: String) throws {
            let connection = try connect()
            try Self.makeTable(on: connection)
            let error = #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(Self.insert(1))
                    try run(sql, on: connection)
                    try connection.execute(Self.insert(2))
                }
            }
            #expect(error?.sqlState == PostgresError.SQLState.invalidTransactionState)
            #expect(try Self.ids(on: connection) == [])
        }
    }
}
