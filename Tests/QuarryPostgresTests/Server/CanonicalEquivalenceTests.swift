import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// `"é"` (U+00E9) and `"e\u{301}"` are two tables and two columns to PostgreSQL and one
    /// string to Swift's `==`: the statement cache (keyed by SQL and parameter types), column
    /// lookup by name and decoding must tell them apart (issue 27).
    @Suite struct CanonicalEquivalence {
        static let composed = "\u{E9}"
        static let decomposed = "e\u{301}"

        @Test func planNodesCompareTheirTextByBytes() {
            let nodes = [Self.composed, Self.decomposed].map { (name: String) -> PostgresPlanNode in
                PostgresPlanNode(
                    nodeType: "Seq Scan", relationName: name, details: ["Filter": "(\(name) > 1)"])
            }
            #expect(nodes[0] != nodes[1])
            #expect(Set(nodes).count == 2)
            var filterOnly = nodes[1]
            filterOnly.relationName = nodes[0].relationName
            #expect(filterOnly != nodes[0], "the details' values compared as String")
        }

        @Test func theStatementCacheKeepsCanonicallyEquivalentSQLApart() throws {
            let connection = try connect()
            for (name, text) in [(Self.composed, "composed"), (Self.decomposed, "decomposed")] {
                try run(#"CREATE TABLE "\#(name)" (v TEXT)"#, on: connection)
                try run(#"INSERT INTO "\#(name)" VALUES ('\#(text)')"#, on: connection)
            }
            for _ in 0..<2 {
                for (name, text) in [(Self.composed, "composed"), (Self.decomposed, "decomposed")] {
                    let table = Table(SQLIdentifier(name))
                    let read = try connection.fetchAll(
                        Select { table.column("v", as: String.self) }.from(table)
                    ) {
                        row in try row.value(at: 0, as: String.self)
                    }
                    #expect(read == [text])
                }
            }
        }

        @Test func aColumnIsFoundByItsBytes() throws {
            let connection = try connect()
            let sql = SQLFragment(unsafeSQL: #"SELECT 1 AS "\#(Self.composed)", 2 AS "\#(Self.decomposed)""#)
            let found = try connection.fetchAll(sql) { row in
                [row.index(ofColumn: Self.composed), row.index(ofColumn: Self.decomposed)]
            }
            #expect(found == [[0, 1]])
            let only = SQLFragment(unsafeSQL: #"SELECT 1 AS "\#(Self.composed)", 2 AS "Name""#)
            let lookedUp = try connection.fetchAll(only) { row in
                [
                    row.index(ofColumn: Self.decomposed), row.index(ofColumn: "\u{C9}"),
                    row.index(ofColumn: "name"),
                ]
            }
            // PostgreSQL folds ASCII letters only; the other normal form and `É` are other names.
            #expect(lookedUp == [[nil, nil, 1]])
        }

        private struct Pair: Decodable, Equatable {
            var composed: Int64
            var decomposed: Int64

            enum CodingKeys: String, CodingKey {
                case composed = "\u{E9}"
                case decomposed = "e\u{301}"
            }
        }

        @Test func decodingMatchesCodingKeysByBytes() throws {
            let connection = try connect()
            let sql = SQLFragment(unsafeSQL: #"SELECT 2 AS "\#(Self.decomposed)", 1 AS "\#(Self.composed)""#)
            #expect(try connection.fetchAll(sql, as: Pair.self) == [Pair(composed: 1, decomposed: 2)])
        }
    }
}
