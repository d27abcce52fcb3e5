import QuarryPostgres
import QuarryTesting

/// The PostgreSQL twin of the SQLite fuzz fixture: the standard fuzz schema in a connection's
/// scratch schema (private to it, so suites never see each other's rows) with the same awkward rows
/// in PostgreSQL's types.
enum PostgresFuzzFixture {
    /// The number of cases per oracle in `swift test` (the server makes each case a round trip);
    /// `QUARRY_FUZZ_CASES` raises it.
    static let cases = 300

    static let rows = [
        #"""
        INSERT INTO item VALUES (1, 'apple', 1.5, '\x00ff', 10, 'x', 1), (2, '', '-0', '\x', 2.5, '3', NULL),
            (3, NULL, 'Infinity', NULL, 12, '''', 2), (9223372036854775807, 'it''s', 0.1, '\x41', NULL, '-1.25', 1),
            (-9223372036854775808, 'Ω', '-Infinity', '\xfeff', 0.5, NULL, 3)
        """#,
        "INSERT INTO owner VALUES (1, 'a', 0.5, 'q'), (2, 'B', NULL, ''), (3, NULL, 1e308, NULL)",
        "INSERT INTO code VALUES ('1'), ('1'), (NULL), ('x'), ('2.5')",
    ]

    /// A new connection holding the fuzz schema and its rows.
    static func connection() throws -> PostgresConnection {
        let connection = try connect()
        // One statement per call: the core refuses several in one text.
        let creation = FuzzSchema.standard.creationSQL(dialect: .postgres)
        let tables = creation.split(separator: ";\n").map { String($0.hasSuffix(";") ? $0.dropLast() : $0) }
        for statement in tables + rows {
            try run(statement, on: connection)
        }
        return connection
    }
}
