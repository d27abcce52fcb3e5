import Foundation
import QuarryPostgres
import Testing

extension PostgresTests {
    /// The server's notices go to the configuration's observers, with values withheld unless the
    /// connection opted in, never to stderr.
    @Suite struct Notices {
        final class Received: @unchecked Sendable {
            // Unchecked: `notices` is touched only under `lock`.
            private let lock = NSLock()
            private var notices: [PostgresNotice] = []

            func append(_ notice: PostgresNotice) { lock.withLock { notices.append(notice) } }
            var all: [PostgresNotice] { lock.withLock { notices } }
        }

        static func noisyConnection(includingArguments: Bool) throws -> (PostgresConnection, Received) {
            let received = Received()
            var configuration = PostgresConfiguration(errorsIncludeArguments: includingArguments)
            configuration.onNotice { received.append($0) }
            let connection = try connect(configuration)
            try run(
                """
                CREATE FUNCTION noisy(secret text, n bigint) RETURNS int LANGUAGE plpgsql AS
                $$ BEGIN RAISE NOTICE 'saw % and %', secret, n USING DETAIL = 'detail ' || secret; RETURN 1; END $$
                """, on: connection)
            return (connection, received)
        }

        static let call = SQLFragment("SELECT noisy(\("hunter2"), \(4242 as Int64))")

        @Test func noticesReachTheObserversWithValuesWithheld() throws {
            let (connection, received) = try Self.noisyConnection(includingArguments: false)
            _ = try connection.fetchValue(Self.call, as: Int64.self)
            let notice = try #require(received.all.last)
            #expect(notice.severity == "NOTICE")
            #expect(notice.sqlState == "00000")
            #expect(notice.message == "saw [value withheld] and [value withheld]")
            #expect(notice.detail == "detail [value withheld]")
            #expect(notice.sql == "SELECT noisy($1, $2)")
        }

        @Test func aConnectionThatOptedInSeesTheValues() throws {
            let (connection, received) = try Self.noisyConnection(includingArguments: true)
            _ = try connection.fetchValue(Self.call, as: Int64.self)
            #expect(received.all.last?.message == "saw hunter2 and 4242")
        }

        @Test func theServersOwnNoticesArrive() throws {
            let (connection, received) = try Self.noisyConnection(includingArguments: false)
            try run("DROP TABLE IF EXISTS quarry_no_such_table", on: connection)
            #expect(received.all.last?.message.contains("does not exist, skipping") == true)
        }
    }
}
