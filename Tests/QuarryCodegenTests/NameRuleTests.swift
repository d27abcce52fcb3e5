import Foundation
import QuarryCodegenCore
import QuarrySQLite
import Testing

/// The generator decides what SQLite decides, by SQLite's rules: which column is the rowid
/// (`Database.rowIDAlias(in:)`), which column a one-column UNIQUE covers, and affinity from the
/// declared type's bytes (issue 27 items 1 and 3).
@Suite struct NameRuleTests {
    static func generate(_ sql: String) throws -> String {
        let file = try TemporarySQLFile(name: "schema.sql", sql)
        return SchemaGenerator.generate(try SchemaLoader.load(.sqlFiles([file.url])))
    }

    static func occurrences(of text: String, in source: String) -> Int {
        source.components(separatedBy: text).count - 1
    }

    @Test func integerPrimaryKeyDescendingIsNotTheRowID() throws {
        let source = try Self.generate(
            """
            CREATE TABLE backward (id INTEGER PRIMARY KEY DESC, name TEXT);
            CREATE TABLE forward (id INTEGER PRIMARY KEY, name TEXT);
            """)
        // SQLite keeps `INTEGER PRIMARY KEY DESC` in an index: the column may hold NULL.
        #expect(source.contains(#"static let id = Column<Int64?>("id", in: Backward.table)"#))
        #expect(source.contains(#"static let id = Column<Int64>("id", in: Forward.table)"#))
        // The column's doc comment and the property's: only `forward`'s key is the rowid.
        #expect(Self.occurrences(of: "INTEGER, the rowid", in: source) == 2)
    }

    @Test func aUniqueColumnIsTheOneSQLiteNames() throws {
        let source = try Self.generate("CREATE TABLE w (\"\u{E9}\" TEXT UNIQUE, \"e\u{301}\" TEXT);")
        #expect(Self.occurrences(of: ".unique()", in: source) == 1)
        #expect(source.contains(#""\#u{E9}").unique()"#))
    }

    @Test func affinityIsReadFromTheDeclaredTypesBytes() throws {
        let sql = "CREATE TABLE a (x INT\u{301}, y CHAR\u{301}, z \u{131}nt);"
        let db = try Database.inMemory()
        try db.executeScript(TrustedSQLScript(unsafeSQL: sql, origin: nil))
        try db.execute("INSERT INTO a VALUES ('5', 5, '5')" as SQLFragment)
        // SQLite's answer: INT̀ has INTEGER affinity, CHAR̀ TEXT, ınt (dotless i) NUMERIC.
        let types = try db.fetchAll("SELECT typeof(x), typeof(y), typeof(z) FROM a" as SQLFragment) { row in
            [
                try row.value(at: 0, as: String.self), try row.value(at: 1, as: String.self),
                try row.value(at: 2, as: String.self),
            ]
        }
        #expect(types == [["integer", "text", "integer"]])
        let source = try Self.generate(sql)
        #expect(source.contains(#"static let x = Column<Int64?>("x", in: A.table)"#))
        #expect(source.contains(#"static let y = Column<String?>("y", in: A.table)"#))
        #expect(source.contains(#"static let z = Column<SQLValue?>("z", in: A.table)"#))
    }
}
