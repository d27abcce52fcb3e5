import Quarry
import QuarryTesting
import Testing

/// Sources and selects nested far deeper than SQLite accepts, in the shapes a loop or `reduce`
/// makes (a join chain, FROM subqueries, CTEs): building and dropping them must not overflow the
/// stack, and rendering one past the renderer's bound is a clear error.
@Suite struct DeepTableSourceTests {
    static let levels = 100_000

    func joinChain(_ count: Int) -> TableSource {
        (0..<count).reduce(Message.table.tableSource) { partial, index in
            partial.join(Table(SQLIdentifier("t\(index)")), using: "localID")
        }
    }

    func nestedFromSubqueries(_ count: Int) -> Select {
        (0..<count).reduce(Select.all.from(Message.table)) { partial, _ in
            Select.all.from(TableSource.subquery(partial, alias: nil))
        }
    }

    func nestedCTEs(_ count: Int) -> Select {
        (0..<count).reduce(Select.all.from(Message.table)) { partial, _ in
            Select.all.from(Table("c")).with(CommonTableExpression("c", as: partial))
        }
    }

    @Test func joinChainOfAHundredThousandTablesIsDroppedUnrendered() {
        var source: TableSource? = joinChain(Self.levels)
        #expect(source != nil)
        source = nil
        #expect(source == nil)
    }

    @Test func joinChainOfAHundredThousandTablesIsRefusedClearly() {
        expectRenderingError(
            Select.all.from(joinChain(Self.levels)), .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedFromSubqueriesAreDroppedUnrendered() {
        var select: Select? = nestedFromSubqueries(Self.levels)
        #expect(select != nil)
        select = nil
        #expect(select == nil)
    }

    @Test func nestedFromSubqueriesAreRefusedClearly() {
        expectRenderingError(
            nestedFromSubqueries(Self.levels), .invalidStatement, mentioning: "nested more than")
    }

    /// A compound member's width is read through its FROM subqueries, as deep as they go.
    @Test func compoundOfNestedFromSubqueriesIsRefusedClearly() {
        let deep = nestedFromSubqueries(Self.levels)
        expectRenderingError(
            deep.union(Select.all.from(Message.table)), .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedCTEsAreDroppedUnrendered() {
        var select: Select? = nestedCTEs(Self.levels)
        #expect(select != nil)
        select = nil
        #expect(select == nil)
    }

    @Test func nestedCTEsAreRefusedClearly() {
        expectRenderingError(nestedCTEs(Self.levels), .invalidStatement, mentioning: "nested more than")
    }

    @Test func shallowNestingStillRenders() {
        expectSQL(
            nestedCTEs(2),
            #"WITH "c" AS (WITH "c" AS (SELECT * FROM "message") SELECT * FROM "c") SELECT * FROM "c""#)
        expectSQL(
            nestedFromSubqueries(2), #"SELECT * FROM (SELECT * FROM (SELECT * FROM "message"))"#)
        let m1 = Message.table.as("m1")
        let m2 = Message.table.as("m2")
        expectSQL(
            Select.all.from(Message.table.join(m1, using: "localID").join(m2, using: "localID")),
            #"SELECT * FROM "message" JOIN "message" AS "m1" USING ("localID") JOIN "message" AS "m2" USING ("localID")"#
        )
    }
}
