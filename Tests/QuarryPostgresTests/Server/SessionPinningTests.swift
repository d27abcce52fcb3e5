import Foundation
import QuarryPostgresTesting
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// The session settings the core relies on are pinned at connect, read back, and pinned again
    /// after anything that resets them, whatever the server, database, role or connection string
    /// set.
    @Suite struct SessionPinning {
        static func setting(_ name: String, on connection: PostgresConnection) throws -> String? {
            try connection.fetchValue(SQLFragment(unsafeSQL: "SHOW \(name)"), as: String.self)
        }

        static let pinned: [(String, String)] = [
            ("standard_conforming_strings", "on"), ("DateStyle", "ISO, MDY"), ("IntervalStyle", "postgres"),
            ("TimeZone", "UTC"), ("extra_float_digits", "3"), ("bytea_output", "hex"),
            ("client_encoding", "UTF8"), ("transform_null_equals", "off"),
        ]

        static func expectPinned(
            _ connection: PostgresConnection, sourceLocation: SourceLocation = #_sourceLocation
        )
            throws
        {
            for (name, value) in pinned {
                #expect(try setting(name, on: connection) == value, "\(name)", sourceLocation: sourceLocation)
            }
        }

        /// Under `QUARRY_POSTGRES_HOSTILE` the test database's own defaults are the hostile
        /// ones (what `RESET` would give), and every session is pinned all the same.
        @Test func theHostileServerIsHostileAndPinnedAway() throws {
            let connection = try connect()
            let reset = try connection.fetchValue(
                SQLFragment("SELECT reset_val FROM pg_catalog.pg_settings WHERE name = 'DateStyle'"),
                as: String.self)
            let isHostile = try PostgresTestServer.shared().isHostile
            #expect((reset == "SQL, DMY") == isHostile)
            try Self.expectPinned(connection)
        }

        @Test func hostileConnectionOptionsArePinnedAway() throws {
            try Self.expectPinned(HostileSession.connect())
        }

        @Test func aBackslashInADefaultIsStoredAsWritten() throws {
            let connection = try HostileSession.connect()
            let path = #"C:\temp\new"#
            try connection.execute(
                CreateTable("paths") {
                    ColumnDefinition("id", .integer)
                    ColumnDefinition("path", .text).default(path)
                })
            try run("INSERT INTO paths (id) VALUES (1)", on: connection)
            #expect(try connection.fetchValue(SQLFragment("SELECT path FROM paths"), as: String.self) == path)
        }

        @Test func aViewsLiteralStaysOneValue() throws {
            let connection = try HostileSession.connect()
            let owners = Table("owners")
            let owner = Column<String>("owner", in: owners)
            try run("CREATE TABLE owners (owner TEXT)", on: connection)
            try run("INSERT INTO owners VALUES ('alice'), ('bob')", on: connection)
            try connection.execute(
                CreateView(
                    "owned",
                    as: Select { owner }.from(owners).where(owner == #"x\' OR 1=1 --"#)))
            #expect(try connection.fetchValues(SQLFragment("SELECT owner FROM owned"), as: String.self) == [])
        }

        @Test func aDescriptionRunsAsWrittenOnAHostileSession() throws {
            let connection = try HostileSession.connect()
            let text = #"a\b\'c"#
            let description = Select { SQLExpression<String>(value: text).as("v") }.getDescription(
                dialect: .postgres)
            #expect(try connection.fetchValue(SQLFragment(unsafeSQL: description), as: String.self) == text)
        }

        @Test func datesOfTheSessionReadAsISO() throws {
            let connection = try HostileSession.connect()
            let date = try connection.fetchValue(
                SQLFragment("SELECT TIMESTAMPTZ '2024-02-29 12:34:56.5+00'"), as: Date.self)
            #expect(date == Date(timeIntervalSince1970: 1_709_210_096.5))
            let text = try connection.fetchValue(
                SQLFragment("SELECT INTERVAL '1 day 2 hours'::text"), as: String.self)
            #expect(text == "1 day 02:00:00")
            let bytes = try connection.fetchValue(SQLFragment("SELECT '\\x00ff'::bytea"), as: [UInt8].self)
            #expect(bytes == [0x00, 0xFF])
            #expect(try connection.fetchValue(SQLFragment("SELECT 0.1::float8"), as: Double.self) == 0.1)
        }

        @Test(arguments: [
            "RESET ALL", "DISCARD ALL", "SET DateStyle = 'SQL, DMY'", "SET standard_conforming_strings = off",
            "SET extra_float_digits = 0", "SET bytea_output = escape", "RESET TimeZone",
            "SELECT set_config('DateStyle', 'German', false)",
        ])
        func aStatementResettingTheSessionIsFollowedByPinningItAgain(_ sql: String) throws {
            // No scratch schema: behind a pooler a configured search path makes `DISCARD ALL`
            // (which cannot run in a transaction) an error, and this test creates nothing.
            let connection = try HostileSession.connect(withScratchSchema: false)
            try run(sql, on: connection)
            try Self.expectPinned(connection)
        }

        @Test func aResetInsideABlockIsPinnedAgainThere() throws {
            let connection = try HostileSession.connect()
            try connection.inTransaction { connection in
                try run("RESET ALL", on: connection)
                try Self.expectPinned(connection)
            }
            try Self.expectPinned(connection)
        }

        @Test func theConfiguredSearchPathIsPinned() throws {
            let connection = try HostileSession.connect(
                PostgresConfiguration(searchPath: ["my \"odd\" schema", "public"]))
            // A session lent per transaction (QUARRY_POSTGRES_PGBOUNCER) searches pg_temp last.
            let lentEnd = try PostgresTestServer.shared().isPooled ? ", pg_temp" : ""
            let expected = #""my ""odd"" schema", "public""# + lentEnd
            #expect(try Self.setting("search_path", on: connection) == expected)
            try run("RESET search_path", on: connection)
            #expect(try Self.setting("search_path", on: connection) == expected)
        }

        @Test func aSearchPathWithNULIsRefused() throws {
            let error = #expect(throws: PostgresError.self) {
                try HostileSession.connect(PostgresConfiguration(searchPath: ["a\0b"]))
            }
            #expect(error?.sqlState == PostgresError.SQLState.characterNotInRepertoire)
        }

        @Test func aSettingReadBackWithAnotherValueIsNamed() {
            let settings = PostgresSessionSettings(searchPath: nil)
            var values: [String?] = settings.pinned.map(\.value)
            #expect(settings.mismatch(readBack: values) == nil)
            values[1] = "off"
            let mismatch = settings.mismatch(readBack: values)
            #expect(mismatch?.name == "standard_conforming_strings")
            #expect(mismatch?.actual == "off")
            #expect(
                settings.mismatch(readBack: Array(values.prefix(3)))?.name == "standard_conforming_strings")
        }
    }
}
