import Testing

/// Without libpq's header the package leaves its PostgreSQL targets out (see Package.swift), so
/// that the SQLite part still builds; this one skipped test says so, instead of a silent gap.
@Suite struct PostgresTargetsTests {
    #if QUARRY_WITHOUT_LIBPQ
        @Test(
            .disabled(
                "PostgreSQL tests skipped: install the server and libpq (apt-get install postgresql libpq-dev) or set QUARRY_POSTGRES_URL, then `swift package reset`"
            ))
        func postgresTargetsAreBuilt() {}
    #endif
}
