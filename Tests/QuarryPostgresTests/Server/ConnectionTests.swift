import QuarryPostgres
import QuarryPostgresTesting
import Testing

extension PostgresTests {
    @Suite struct Connection {
        @Test func connectsAndReportsTheServerVersion() throws {
            let connection = try connect()
            #expect(connection.serverVersion >= 100_000)
            let version = try connection.fetchValue(SQLFragment("SHOW server_version_num"), as: String.self)
            #expect(Int(version ?? "") == connection.serverVersion)
        }

        @Test func aServerThatIsNotThereIsAnErrorNamingIt() throws {
            let error = #expect(throws: PostgresError.self) {
                try PostgresConnection("host=/nonexistent-quarry-folder dbname=none connect_timeout=1")
            }
            #expect(error?.sqlState == PostgresError.SQLState.unableToConnect)
            #expect(error?.message.contains("nonexistent-quarry-folder") == true)
        }

        @Test func aConnectionStringWithNULIsRefused() throws {
            let error = #expect(throws: PostgresError.self) { try PostgresConnection("dbname=a\0b") }
            #expect(error?.message.contains("NUL") == true)
        }

        @Test func theSessionIsUTF8WithExactFloatsAndHexBytea() throws {
            let connection = try connect()
            #expect(try connection.fetchValue(SQLFragment("SHOW client_encoding"), as: String.self) == "UTF8")
            #expect(try connection.fetchValue(SQLFragment("SHOW extra_float_digits"), as: String.self) == "3")
            #expect(try connection.fetchValue(SQLFragment("SHOW bytea_output"), as: String.self) == "hex")
        }

        @Test func aNestedQueueCallGetsTheConnectionItHolds() throws {
            let server = try PostgresTestServer.shared().connectionString
            let queue = try PostgresQueue(server, configuration: ScratchSchema.configuration(in: server))
            let value = try queue.inConnection { _ in
                try queue.inConnection { connection in
                    try connection.fetchValue(SQLFragment("SELECT \(41 as Int64) + 1"), as: Int64.self)
                }
            }
            #expect(value == 42)
        }

        @Test func aQueueLendsTheConnectionToOneClosureAtATime() async throws {
            let server = try PostgresTestServer.shared().connectionString
            let queue = try PostgresQueue(server, configuration: ScratchSchema.configuration(in: server))
            try queue.inConnection { connection in
                try run("CREATE TABLE counter (n BIGINT)", on: connection)
                try run("INSERT INTO counter VALUES (0)", on: connection)
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try queue.inConnection { connection in
                            try connection.inTransaction { connection in
                                let n =
                                    try connection.fetchValue(
                                        SQLFragment("SELECT n FROM counter"), as: Int64.self) ?? 0
                                try connection.execute(SQLFragment("UPDATE counter SET n = \(n + 1)"))
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let total = try queue.inConnection { connection in
                try connection.fetchValue(SQLFragment("SELECT n FROM counter"), as: Int64.self)
            }
            #expect(total == 8)
        }
    }
}
