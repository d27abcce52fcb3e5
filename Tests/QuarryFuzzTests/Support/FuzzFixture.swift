import Quarry
import QuarryTesting

/// The fuzz suites' shared setup: the standard fuzz schema, filled with rows of awkward values.
enum FuzzFixture {
    /// The number of cases per oracle in `swift test`; `QUARRY_FUZZ_CASES` raises it.
    static let cases = 20_000

    /// A fresh database with the standard fuzz schema and a few rows of edge values.
    static func database() throws -> SQLiteScratchDatabase {
        let database = try SQLiteScratchDatabase(schema: FuzzSchema.standard.creationSQL)
        try database.execute(
            """
            INSERT INTO item VALUES (1, 'apple', 1.5, X'00FF', 10, 'x', 1), (2, '', -0.0, X'', 2.5, 3, NULL),
                (3, NULL, 9e999, NULL, '12', X'27', 2), (9223372036854775807, 'it''s', 0.1, X'41', NULL, -1.25, 1),
                (-9223372036854775808, 'Ω', -9e999, X'FEFF', 'abc', NULL, 3);
            INSERT INTO owner VALUES (1, 'a', 0.5, 'q'), (2, 'B', NULL, ''), (3, NULL, 1e308, NULL);
            INSERT INTO code VALUES (1), ('1'), (NULL), (X'01'), (2.5);
            """)
        return database
    }
}
