import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Oracle for issue 27: look-alike name pairs (`LookAlikeNames`) go through the statement cache,
/// the language's statements, column lookup by name (`Row`, `RowSnapshot`, `Decodable`) and
/// inlined DEFAULT literals on one connection, and every answer is compared with SQLite's own:
/// whether SQLite takes the two names for one table (a second CREATE TABLE fails) and for one
/// column (a subquery's column resolves), and the bytes it stores.
///
/// `QUARRY_NAMES_CASES` sets the case count (`scripts/campaigns/names.sh`); a failure names the
/// case and its seed.
@Suite struct NameOracleTests {
    static let cases = ProcessInfo.processInfo.environment["QUARRY_NAMES_CASES"].flatMap { Int($0) } ?? 300
    static let baseSeed: UInt64 = 0x27_0001

    @Test func lookAlikeNamesAreTheNamesSQLiteSays() throws {
        for index in 0..<Self.cases {
            let seed = SplitMix64.seed(ofCase: index, base: Self.baseSeed)
            var random = SplitMix64(seed: seed)
            let (left, right) = LookAlikeNames.pair(index, using: &random)
            let context = "case \(index), seed \(seed): \(Array(left.utf8)) vs \(Array(right.utf8))"
            try checkTables(left, right, context)
            try checkColumns(left, right, context)
            try checkDefaults(left, right, context)
        }
    }

    private func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private func checkTables(_ left: String, _ right: String, _ context: String) throws {
        let db = try Database.inMemory()
        try db.execute(SQLFragment(unsafeSQL: "CREATE TABLE \(quoted(left)) (v)"))
        let sameTable = (try? db.execute(SQLFragment(unsafeSQL: "CREATE TABLE \(quoted(right)) (v)"))) == nil
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO \(quoted(left)) VALUES ('left')"))
        if !sameTable {
            try db.execute(SQLFragment(unsafeSQL: "INSERT INTO \(quoted(right)) VALUES ('right')"))
        }
        let expected = ["left", sameTable ? "left" : "right", "left"]
        let names = [left, right, left]
        let byText = try names.map {
            try db.fetchValue(SQLFragment(unsafeSQL: "SELECT v FROM \(quoted($0))"), as: String.self)
        }
        #expect(byText == expected, "SQL text, \(context)")
        let byStatement = try names.map { name in
            let table = Table(SQLIdentifier(name))
            return try db.fetchValue(
                Select { table.column("v", as: String.self) }.from(table), as: String.self)
        }
        #expect(byStatement == expected, "statements, \(context)")
    }

    private func checkColumns(_ left: String, _ right: String, _ context: String) throws {
        let db = try Database.inMemory()
        let sameColumn =
            (try? db.execute(
                SQLFragment(unsafeSQL: "SELECT \(quoted(right)) FROM (SELECT 1 AS \(quoted(left)))")))
            != nil
        let one = SQLFragment(unsafeSQL: "SELECT 1 AS \(quoted(left))")
        let found = try db.fetchAll(one) { row in [row.index(ofColumn: left), row.index(ofColumn: right)] }
        #expect(found == [[0, sameColumn ? 0 : nil]], "Row, \(context)")
        let snapshot = try #require(try db.fetchOne(one))
        #expect(snapshot[right] == (sameColumn ? .integer(1) : nil), "RowSnapshot, \(context)")
        for _ in 0..<2 {
            let decoded = try NameKey.$name.withValue(right) { try db.fetchAll(one, as: OneColumn.self) }
            #expect(decoded == [OneColumn(value: sameColumn ? 1 : nil)], "Decodable, \(context)")
        }
        // Both columns: the one of the same bytes wins over a name that is the same only to SQLite.
        let two = SQLFragment(unsafeSQL: "SELECT 1 AS \(quoted(left)), 2 AS \(quoted(right))")
        let identical = left.utf8.elementsEqual(right.utf8)
        let both = try db.fetchAll(two) { row in [row.index(ofColumn: left), row.index(ofColumn: right)] }
        #expect(both == [[0, identical ? 0 : 1]], "Row of two, \(context)")
        let snapshots = try #require(try db.fetchOne(two))
        #expect(snapshots[right] == .integer(identical ? 1 : 2), "RowSnapshot of two, \(context)")
    }

    private func checkDefaults(_ left: String, _ right: String, _ context: String) throws {
        let db = try Database.inMemory()
        let v = Column<String>("v", in: Table("d"))
        for text in [left, right, left] {
            try db.execute(CreateTable("d") { ColumnDefinition(v).default(text) })
            try db.execute(Insert(into: "d").defaultValues)
            let stored = try db.fetchValue("SELECT CAST(v AS BLOB) FROM d" as SQLFragment, as: [UInt8].self)
            #expect(stored == Array(text.utf8), "DEFAULT \(Array(text.utf8)), \(context)")
            try db.execute(Drop(.table, "d"))
        }
    }
}

/// A coding key named at run time, so that decoding goes by the key's string.
private struct NameKey: CodingKey {
    @TaskLocal static var name = ""
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct OneColumn: Decodable, Equatable {
    var value: Int64?

    init(value: Int64?) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        let key = NameKey(stringValue: NameKey.name)
        value = container.contains(key) ? try container.decode(Int64.self, forKey: key) : nil
    }
}
