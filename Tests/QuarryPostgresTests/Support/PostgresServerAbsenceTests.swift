import QuarryPostgresTesting
import Testing

/// Without a server to start or use, the package leaves the server suites (`Server/`) out (see
/// Package.swift); this one skipped test says what to install, in place of a line per test.
@Suite struct PostgresServerAbsenceTests {
    #if QUARRY_WITHOUT_POSTGRES_SERVER
        @Test(.disabled(Comment(rawValue: PostgresTestServer.skipComment + ", then `swift package reset`")))
        func serverSuitesAreBuilt() {}
    #endif
}
