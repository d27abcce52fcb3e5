import Foundation
import QuarryPostgresTesting
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// Through pgbouncer in transaction pooling mode, which lends each transaction whichever of its
    /// two server sessions is free: a statement never runs another client's SQL, and a connection
    /// that says its session is lent (``PostgresPooling/transaction``) reads every value right on a
    /// session with hostile settings it never pinned.
    ///
    /// Which session a statement gets is steered by holding the other one in an open transaction,
    /// and checked with `pg_backend_pid()`.
    /// Serialized: tests that hold the two sessions at once would wait for each other forever.
    @Suite(
        .serialized,
        .enabled(
            if: PostgresTestServer.isPoolerAvailable, Comment(rawValue: PostgresTestServer.poolerSkipComment))
    )
    struct TransactionPooling {
        /// The cluster's test database (default settings unless `QUARRY_POSTGRES_HOSTILE`).
        static let testsDatabase = "quarry_tests"

        static func lent(
            _ pooling: PostgresPooling = .transaction, database: String = "quarry_lent",
            searchPath: [String]? = nil
        ) throws -> PostgresConnection {
            try PostgresConnection(
                PostgresTestServer.pooledConnectionString(database: database),
                configuration: PostgresConfiguration(searchPath: searchPath, pooling: pooling))
        }

        static func backend(of connection: PostgresConnection) throws -> Int32? {
            try connection.fetchValue(SQLFragment("SELECT pg_catalog.pg_backend_pid()"), as: Int32.self)
        }

        /// A connection holding a server session in an open transaction, and that session's process.
        struct Holder {
            let connection: PostgresConnection
            let backend: Int32

            static func begin(database: String, pooling: PostgresPooling = .transaction) throws -> Holder {
                let connection = try lent(pooling, database: database)
                try run("BEGIN", on: connection)
                return Holder(
                    connection: connection,
                    backend: try #require(try TransactionPooling.backend(of: connection)))
            }

            func release() throws { try run("COMMIT", on: connection) }
        }

        /// Holds the session `backend` runs on, so that every other client gets the other one: both
        /// sessions are taken, and the holder of the other is released.
        static func hold(_ backend: Int32, database: String) throws -> Holder {
            let first = try Holder.begin(database: database)
            let second = try Holder.begin(database: database)
            try #require(first.backend != second.backend, "the pooler lends two server sessions")
            let (kept, released) = first.backend == backend ? (first, second) : (second, first)
            try #require(kept.backend == backend)
            try released.release()
            return kept
        }

        static func tagged(_ tag: String, _ value: String, on connection: PostgresConnection) throws -> (
            String, Int32
        )? {
            let statement =
                tag == "a"
                ? SQLFragment("SELECT \(value) || ' (a)', pg_catalog.pg_backend_pid()")
                : SQLFragment("SELECT \(value) || ' (b)', pg_catalog.pg_backend_pid()")
            return try connection.fetchOne(statement) { row in (try row[0] as String, try row[1] as Int32) }
        }

        /// Two clients' first statements, prepared on two server sessions (a connection's first
        /// statement name was `quarry_1` in every client), then the first client's statement runs
        /// on the session where the second one's is: it runs its own SQL, not the other's.
        @Test func aStatementNeverRunsAnotherClientsSQL() throws {
            let database = Self.testsDatabase
            let a = try Self.lent(.session, database: database)
            let b = try Self.lent(.session, database: database)
            let blocker = try Holder.begin(database: database)
            let first = try #require(try Self.tagged("a", "x", on: a))
            #expect(first.0 == "x (a)")
            #expect(first.1 != blocker.backend)
            try blocker.release()
            let keeper = try Self.hold(first.1, database: database)
            let other = try #require(try Self.tagged("b", "y", on: b))
            #expect(other.0 == "y (b)")
            let second = try #require(try Self.tagged("a", "x", on: a))
            #expect(second.1 == other.1, "the statement ran on the session the other client prepared on")
            #expect(second.0 == "x (a)")
            try keeper.release()
        }

        @Test func namesDifferBetweenConnections() {
            var one = PostgresStatementCache(capacity: 4)
            var two = PostgresStatementCache(capacity: 4)
            #expect(!one.nextName().isByteEqual(to: two.nextName()))
        }

        /// What `quarry_lent`'s hostile settings would misread: float text cut to 15 digits
        /// (`extra_float_digits = 0`), escape `bytea`, `DateStyle` `SQL, DMY`, an `IntervalStyle`
        /// and a search path that finds another table first.
        static func expectValuesRight(
            on connection: PostgresConnection, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let sum = try connection.fetchValue(
                SQLFragment("SELECT CAST(0.1 AS float8) + CAST(0.2 AS float8)"), as: Double.self)
            #expect(sum == 0.1 + 0.2, sourceLocation: sourceLocation)
            let bytes = try connection.fetchValue(SQLFragment(#"SELECT '\x00ff5c'::bytea"#), as: [UInt8].self)
            #expect(bytes == [0, 255, 92], sourceLocation: sourceLocation)
            let date = try connection.fetchValue(
                SQLFragment("SELECT TIMESTAMPTZ '2024-02-29 12:34:56.5+00'"), as: Date.self)
            #expect(date == Date(timeIntervalSince1970: 1_709_210_096.5), sourceLocation: sourceLocation)
            let text = try connection.fetchValue(SQLFragment("SELECT 'a\\b'"), as: String.self)
            #expect(text == #"a\b"#, sourceLocation: sourceLocation)
            let interval = try connection.fetchValue(
                SQLFragment("SELECT CAST(INTERVAL '1 day 2 hours' AS text)"), as: String.self)
            #expect(interval == "1 day 02:00:00", sourceLocation: sourceLocation)
            let place = try connection.fetchValue(
                SQLFragment("SELECT place FROM lent_where"), as: String.self)
            #expect(place == "public", sourceLocation: sourceLocation)
        }

        static func makeWhereTables() throws {
            let setup = try lent()
            try run("CREATE TABLE IF NOT EXISTS public.lent_where (place text)", on: setup)
            try run(#"CREATE TABLE IF NOT EXISTS "quarry hostile".lent_where (place text)"#, on: setup)
            try run("DELETE FROM public.lent_where", on: setup)
            try run(#"DELETE FROM "quarry hostile".lent_where"#, on: setup)
            try run("INSERT INTO public.lent_where VALUES ('public')", on: setup)
            try run(#"INSERT INTO "quarry hostile".lent_where VALUES ('hostile')"#, on: setup)
        }

        /// Every value reads right on each of the two server sessions, neither of which the
        /// connection ever pinned, outside a transaction, in one and in a savepoint.
        @Test func aLentSessionReadsEveryValueRightOnEitherSession() throws {
            try Self.makeWhereTables()
            let connection = try Self.lent(searchPath: ["public"])
            #expect(try Self.backend(of: connection) != nil)
            for _ in 0..<2 {
                let probe = try #require(try Self.backend(of: connection))
                // Hold the session the connection just used: its next statements get the other.
                let keeper = try Self.hold(probe, database: "quarry_lent")
                #expect(try Self.backend(of: connection) != probe)
                try Self.expectValuesRight(on: connection)
                try connection.inTransaction { connection in
                    try Self.expectValuesRight(on: connection)
                    try connection.inSavepoint { connection in try Self.expectValuesRight(on: connection) }
                }
                try keeper.release()
            }
            #expect(connection.cachedStatementCount == 0)
        }

        /// The control: a connection that pins its session once (``PostgresPooling/session``), here
        /// with no statement cache, as pooler guides advise, runs its next statement on the other
        /// server session with that session's hostile settings. This is what the tests above
        /// would meet without ``PostgresPooling/transaction``.
        @Test func aSessionPinnedOnceIsNotPinnedOnTheOtherSession() throws {
            var configuration = PostgresConfiguration(statementCacheCapacity: 0)
            configuration.pooling = .session
            let connection = try PostgresConnection(
                PostgresTestServer.pooledConnectionString(), configuration: configuration)
            let probe = try #require(try Self.backend(of: connection))
            let keeper = try Self.hold(probe, database: "quarry_lent")
            #expect(try Self.backend(of: connection) != probe)
            let digits = try connection.fetchValue(SQLFragment("SHOW extra_float_digits"), as: String.self)
            #expect(digits == "0")
            try keeper.release()
        }

        /// A `SET` the caller runs changes a pinned setting for its transaction or for the server
        /// session; the next statement sets it back for its own transaction.
        @Test func aSetByTheCallerIsPinnedAwayInTheNextStatement() throws {
            try Self.makeWhereTables()
            let connection = try Self.lent(searchPath: ["public"])
            try run("SET extra_float_digits = 0", on: connection)
            try Self.expectValuesRight(on: connection)
            try connection.inTransaction { connection in
                try run("SET LOCAL extra_float_digits = 0", on: connection)
                try run("SET LOCAL bytea_output = 'escape'", on: connection)
                try Self.expectValuesRight(on: connection)
            }
            try run("BEGIN", on: connection)
            try Self.expectValuesRight(on: connection)
            try run("SET LOCAL DateStyle = 'SQL, DMY'", on: connection)
            try Self.expectValuesRight(on: connection)
            try run("COMMIT", on: connection)
        }

        /// A statement PostgreSQL runs only outside a transaction (`VACUUM`, `CREATE DATABASE`)
        /// runs alone, since no pinned setting changes what it does; one with a backslash, which
        /// `standard_conforming_strings` would read otherwise, is refused with an error that says
        /// where to run it, and nothing of it ran.
        @Test func aStatementThatCannotRunInATransactionRunsAlone() throws {
            let connection = try Self.lent()
            try run("CREATE TABLE IF NOT EXISTS public.lent_vacuumed (id int8)", on: connection)
            try run("VACUUM public.lent_vacuumed", on: connection)
            try run("DROP DATABASE IF EXISTS lent_made", on: connection)
            try run("CREATE DATABASE lent_made", on: connection)
            let made = try connection.fetchValue(
                SQLFragment("SELECT count(*) FROM pg_catalog.pg_database WHERE datname = 'lent_made'"),
                as: Int64.self)
            #expect(made == 1)
            let error = #expect(throws: PostgresError.self) {
                try run(#"CREATE DATABASE "lent\made""#, on: connection)
            }
            #expect(error?.sqlState == PostgresError.SQLState.activeSQLTransaction)
            #expect(error?.message.contains("direct connection") == true)
            let backslashed = try connection.fetchValue(
                SQLFragment(
                    #"SELECT count(*) FROM pg_catalog.pg_database WHERE datname LIKE '%\%' ESCAPE '!'"#),
                as: Int64.self)
            #expect(backslashed == 0)
            try run("DROP DATABASE lent_made", on: connection)
        }

        /// A search path that cannot be pinned is refused when the connection opens, as on a
        /// session of the connection's own.
        @Test func aSearchPathWithNULIsRefusedAtConnect() {
            let error = #expect(throws: PostgresError.self) { try Self.lent(searchPath: ["a\0b"]) }
            #expect(error?.sqlState == PostgresError.SQLState.characterNotInRepertoire)
            #expect(error?.message.contains("search path") == true)
        }

        /// A prepared statement prepares nothing on the server when the session is lent: it runs on
        /// either session with each new argument.
        @Test func aPreparedStatementRunsOnEitherSession() throws {
            let connection = try Self.lent()
            let lookup = try connection.prepare(
                SQLFragment("SELECT CAST(\(Int64(0)) AS float8) / 10, pg_catalog.pg_backend_pid()"))
            var sessions = Set<Int32>()
            var keeper: Holder?
            for step in 1...6 {
                try lookup.bind(Int64(step), at: 1)
                let (value, backend) = try #require(
                    try lookup.fetchOne { row in (try row[0] as Double, try row[1] as Int32) })
                #expect(value == Double(step) / 10)
                if let held = keeper {
                    #expect(backend != held.backend)
                    try held.release()
                }
                sessions.insert(backend)
                // Hold the session just used: the next run gets the other.
                keeper = try Self.hold(backend, database: "quarry_lent")
            }
            try keeper?.release()
            #expect(sessions.count == 2)
            #expect(connection.cachedStatementCount == 0)
        }

        /// A transaction's statements all run on the session it began on, and an error inside it
        /// rolls back everything of it.
        @Test func aTransactionKeepsItsSessionAndRollsBackWhole() throws {
            let setup = try Self.lent(searchPath: ["public"])
            try run("CREATE TABLE IF NOT EXISTS lent_rows (id int8 PRIMARY KEY)", on: setup)
            try run("DELETE FROM lent_rows", on: setup)
            let connection = try Self.lent(searchPath: ["public"])
            let sessions = try connection.inTransaction { connection in
                try (0..<5).map { id -> Int32? in
                    try connection.execute(SQLFragment("INSERT INTO lent_rows VALUES (\(Int64(id)))"))
                    return try Self.backend(of: connection)
                }
            }
            #expect(Set(sessions).count == 1)
            #expect(throws: PostgresError.self) {
                try connection.inTransaction { connection in
                    try connection.execute(SQLFragment("INSERT INTO lent_rows VALUES (\(Int64(10)))"))
                    try connection.execute(SQLFragment("INSERT INTO lent_rows VALUES (\(Int64(0)))"))
                }
            }
            let count = try setup.fetchValue(SQLFragment("SELECT count(*) FROM lent_rows"), as: Int64.self)
            #expect(count == 5)
        }

        /// Many clients at once over the two sessions, some saying the session is lent and some not
        /// (their named statements meet other clients' on the same sessions): every result is the
        /// one its own statement asked for. A client that did not say so may fail; it never reads
        /// another's rows or a misread value.
        @Test func manyClientsAtOnceNeverReadAnotherClientsResult() async throws {
            let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
                for client in 0..<8 {
                    group.addTask {
                        let isLent = client.isMultiple(of: 2)
                        let connection = try Self.lent(
                            isLent ? .transaction : .session, database: Self.testsDatabase)
                        var wrong = 0
                        for step in 0..<40 {
                            let value = Int64(client * 1_000 + step)
                            let statement = SQLFragment(
                                "SELECT \(value) * \(unsafeRaw: String(step % 5 + 2)), CAST(\(value) AS float8) / 10"
                            )
                            do {
                                let row = try connection.fetchOne(statement) { row in
                                    (try row[0] as Int64, try row[1] as Double)
                                }
                                if row?.0 != value * Int64(step % 5 + 2) { wrong += 1 }
                                if isLent, row?.1 != Double(value) / 10 { wrong += 1 }
                            } catch {
                                if isLent { throw error }
                            }
                        }
                        return wrong
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(wrong == 0)
        }

        /// A statement described on a lent session (what the prepare oracles use) is parsed with
        /// the pinned settings, on one server session, and leaves nothing there: `quarry_lent`
        /// has `standard_conforming_strings` off, where the literal below would not end.
        @Test func aStatementIsDescribedWithThePinnedSettingsAndLeavesNothing() throws {
            let connection = try Self.lent()
            let rendered = RenderedSQL(sql: #"SELECT 'a\' || $1::text"#, arguments: [.text("b")])
            let description = try connection.describe(rendered)
            #expect(description.parameterTypes == [PostgresTypeOID.text])
            #expect(description.columnCount == 1)
            #expect(
                try connection.fetchValue(
                    SQLFragment(unsafeSQL: rendered.sql.replacingOccurrences(of: "$1", with: "'b'")),
                    as: String.self) == #"a\b"#)
            let left = try connection.fetchValue(
                SQLFragment("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE \("%'a%")"),
                as: Int64.self)
            #expect(left == 0)
            #expect(!connection.isInTransaction)
        }

        /// Another client's `SET ROLE` stays on the pooler's server sessions; a lent connection's
        /// statements run as the role it logged in with all the same (with another role's rights
        /// and row-security policies a read could silently see other rows).
        @Test func anotherClientsRoleIsNotOurs() throws {
            let direct = try PostgresConnection(
                PostgresTestServer.directConnectionString(database: Self.sabotagedDatabase))
            try run(
                """
                DO $$ BEGIN
                    IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'quarry_other') THEN
                        CREATE ROLE quarry_other NOLOGIN;
                    END IF;
                END $$
                """, on: direct)
            try Self.setOnBothSessions("role", to: "quarry_other")
            defer { try? Self.setOnBothSessions("role", to: "none") }
            let connection = try Self.lent(database: Self.sabotagedDatabase)
            let users = try connection.fetchOne(
                SQLFragment("SELECT current_user::text, session_user::text")
            ) { row in (try row[0] as String, try row[1] as String) }
            #expect(users?.0 == users?.1)
            try connection.inTransaction { connection in
                let user = try connection.fetchValue(
                    SQLFragment("SELECT current_user::text"), as: String.self)
                #expect(user == users?.1)
            }
        }

        /// The database whose pooled sessions the tests below leave settings on: its own, so that
        /// suites running beside them (through the pooler under `QUARRY_POSTGRES_PGBOUNCER`) never
        /// meet those settings.
        static let sabotagedDatabase = "quarry_sabotaged"

        /// Sets `setting` for the session (not the transaction) on both of the pooler's server
        /// sessions of ``sabotagedDatabase``, as another client could.
        static func setOnBothSessions(_ setting: String, to value: String) throws {
            // Session-pooled holders: a lent one would refuse to run on a session left as a replica.
            let holders = [
                try Holder.begin(database: Self.sabotagedDatabase, pooling: .session),
                try Holder.begin(database: Self.sabotagedDatabase, pooling: .session),
            ]
            try #require(holders[0].backend != holders[1].backend, "the pooler lends two server sessions")
            for holder in holders {
                _ = try holder.connection.fetchValue(
                    SQLFragment("SELECT pg_catalog.set_config(\(setting), \(value), false)"), as: String.self)
                try holder.release()
            }
        }

        /// `session_replication_role = replica` (a superuser's setting, left on a pooler's
        /// session) would run a lent connection's writes without triggers or foreign-key checks:
        /// the statement is refused instead, and nothing of it ran.
        @Test func aReplicaSessionRoleIsRefused() throws {
            _ = try PostgresTestServer.directConnectionString(database: Self.sabotagedDatabase)
            let connection = try Self.lent(database: Self.sabotagedDatabase)
            try run("CREATE TABLE IF NOT EXISTS public.lent_parent (id int8 PRIMARY KEY)", on: connection)
            try run(
                "CREATE TABLE IF NOT EXISTS public.lent_child (parent int8 REFERENCES public.lent_parent)",
                on: connection)
            try Self.setOnBothSessions("session_replication_role", to: "replica")
            defer { try? Self.setOnBothSessions("session_replication_role", to: "origin") }
            let error = #expect(throws: PostgresError.self) {
                try run("INSERT INTO public.lent_child VALUES (424242)", on: connection)
            }
            #expect(error?.sqlState == PostgresError.SQLState.objectNotInPrerequisiteState)
            try Self.setOnBothSessions("session_replication_role", to: "origin")
            let orphans = try connection.fetchValue(
                SQLFragment("SELECT count(*) FROM public.lent_child WHERE parent = 424242"), as: Int64.self)
            #expect(orphans == 0)
        }
    }
}
