import QuarrySQLite
import Testing

/// Values that carry SQL text, names or values are equal only when their text is the same bytes:
/// `"é"` (U+00E9) and `"e\u{301}"` are one `String` to Swift and two tables, columns or values to
/// SQLite, so a set, a cache or an `==` built on these types must keep them apart (issue 27).
@Suite struct ByteEqualityTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    /// Both spellings of each type: unequal, and two members of a set.
    func expectApart<T: Hashable>(_ make: (String) -> T, _ type: String, line: Int = #line) {
        let left = make(Self.composed)
        let right = make(Self.decomposed)
        #expect(left != right, "\(type) took the two normal forms for one")
        #expect(Set([left, right]).count == 2, "\(type) hashed the two normal forms as one")
        #expect(left == make(Self.composed), "\(type) is not equal to itself")
    }

    @Test func languageValuesCompareTextByBytes() {
        expectApart({ SQLValue.text($0) }, "SQLValue")
        expectApart({ SQLIdentifier($0) }, "SQLIdentifier")
        expectApart({ RenderedSQL(sql: "SELECT 1", arguments: [.text($0)]) }, "RenderedSQL arguments")
        expectApart({ RenderedSQL(sql: "SELECT \"\($0)\"") }, "RenderedSQL text")
        expectApart({ SQLTypeName($0) }, "SQLTypeName")
        expectApart({ PragmaValue.text($0) }, "PragmaValue text")
        expectApart({ PragmaValue.name(SQLIdentifier($0)) }, "PragmaValue name")
    }

    @Test func errorsCompareTheirTextByBytes() {
        expectApart({ QuarryError(.invalidStatement, "no column \($0)") }, "QuarryError")
        expectApart({ DatabaseError(.error, "no such table: \($0)") }, "DatabaseError message")
        expectApart({ DatabaseError(.error, "failed", sql: "SELECT \"\($0)\"") }, "DatabaseError sql")
        expectApart({ DatabaseError(.mismatch, "failed", column: $0) }, "DatabaseError column")
    }

    @Test func diagnosticsCompareTheirTextByBytes() throws {
        let db = try Database.inMemory()
        for name in [Self.composed, Self.decomposed] {
            try db.execute(SQLFragment(unsafeSQL: #"CREATE TABLE "\#(name)"(v)"#))
        }
        expectApart({ IntegrityProblem(message: "row 3 missing from index \($0)") }, "IntegrityProblem")
        let plans = try [Self.composed, Self.decomposed].map { name in
            try db.explainQueryPlan(SQLFragment(unsafeSQL: #"SELECT v FROM "\#(name)""#))
        }
        #expect(plans[0] != plans[1], "QueryPlan took the two normal forms for one")
        #expect(Set(plans).count == 2)
        let instructions = try [Self.composed, Self.decomposed].map { name in
            try db.explain(SQLFragment(unsafeSQL: "SELECT '\(name)'"))
        }
        #expect(instructions[0] != instructions[1], "BytecodeInstruction took the two normal forms for one")
    }

    @Test func schemaDescriptionsCompareNamesByBytes() throws {
        let db = try Database.inMemory()
        try db.execute(SQLFragment(unsafeSQL: #"CREATE TABLE t("\#(Self.composed)", "\#(Self.decomposed)")"#))
        let columns = try db.columns(in: "t")
        #expect(columns.count == 2)
        var renamed = columns[1]
        renamed.position = columns[0].position
        #expect(renamed != columns[0], "ColumnInfo took the two normal forms for one")
        #expect(Set([renamed, columns[0]]).count == 2)
    }
}
