import Quarry
import QuarrySQLite
import Testing

/// Outside-attacker probes: text compared by bytes, hash consistent with ==.
@Suite struct AttackByteEqualityTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    private func expectDistinct<T: Hashable>(_ a: T, _ b: T) {
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
        #expect(a == a)
        #expect(Set([a, a]).count == 1)
    }

    @Test func valuesAndIdentifiers() {
        expectDistinct(SQLValue.text(Self.composed), SQLValue.text(Self.decomposed))
        expectDistinct(SQLIdentifier(Self.composed), SQLIdentifier(Self.decomposed))
        #expect(Self.composed == Self.decomposed)  // the premise: Swift's String == says equal
    }

    @Test func errors() {
        expectDistinct(QuarryError(.invalidName, Self.composed), QuarryError(.invalidName, Self.decomposed))
        expectDistinct(
            DatabaseError(.error, "no such table: \(Self.composed)"),
            DatabaseError(.error, "no such table: \(Self.decomposed)"))
        expectDistinct(
            DatabaseError(.error, "m", sql: "SELECT \(Self.composed)"),
            DatabaseError(.error, "m", sql: "SELECT \(Self.decomposed)"))
        expectDistinct(
            DatabaseError(.error, "m", column: Self.composed),
            DatabaseError(.error, "m", column: Self.decomposed))
    }

    @Test func plansInstructionsAndProblems() throws {
        expectDistinct(
            QueryPlan(rows: [(id: 1, parent: 0, detail: "SCAN \(Self.composed)")]),
            QueryPlan(rows: [(id: 1, parent: 0, detail: "SCAN \(Self.decomposed)")]))
        expectDistinct(IntegrityProblem(message: Self.composed), IntegrityProblem(message: Self.decomposed))
        let db = try Database.inMemory()
        let a = try db.explain("SELECT 'caf\u{E9}'" as SQLFragment)
        let b = try db.explain("SELECT 'cafe\u{301}'" as SQLFragment)
        #expect(a.count == b.count)
        #expect(a != b)
        let differing = zip(a, b).filter { $0 != $1 }
        #expect(!differing.isEmpty)
        for (x, y) in differing { expectDistinct(x, y) }
    }

    @Test func planFromTheDatabaseDiffersForEquivalentTableNames() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE \"caf\u{E9}\"(a); CREATE TABLE \"cafe\u{301}\"(a)")
        let a = try db.explainQueryPlan("SELECT * FROM \"caf\u{E9}\"" as SQLFragment)
        let b = try db.explainQueryPlan("SELECT * FROM \"cafe\u{301}\"" as SQLFragment)
        expectDistinct(a, b)
    }
}
