import QuarrySQLite
import Testing

/// Ten thousand runtime conditions run in a real SQLite: a chain of `||` that long exceeds its
/// expression depth limit (1,000), the balanced `SQL.or` nests 14 deep.
@Suite struct ConditionListExecutionTests {
    static let item = Table("item")
    static let id = Column<Int64>("id", in: item)

    @Test func tenThousandTermsRunAndPickTheirRows() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE item(id INTEGER PRIMARY KEY); WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 30000) INSERT INTO item SELECT x FROM c"
        )
        let wanted = stride(from: Int64(3), through: 30_000, by: 3)
        let terms: [SQLExpression<Bool>] = wanted.map { Self.id == $0 }
        #expect(terms.count == 10_000)
        let select = Select { SQL.count() }.from(Self.item).where(SQL.or(terms))
        #expect(try db.fetchValue(select, as: Int64.self) == 10_000)
        let none = Select { SQL.count() }.from(Self.item).where(SQL.and(terms))
        #expect(try db.fetchValue(none, as: Int64.self) == 0)
        let chained = Select { SQL.count() }.from(Self.item).where(
            terms.dropFirst().reduce(terms[0]) { $0 || $1 })
        let refused = #expect(throws: DatabaseError.self) { try db.fetchValue(chained, as: Int64.self) }
        #expect(refused?.message.contains("Expression tree is too large") == true)
    }
}
