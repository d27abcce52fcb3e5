import Quarry
import QuarryTesting
import Testing

@Suite struct ExplainTests {
    @Test func explainWrapsASelectAndItsArgumentsStillBind() {
        expectSQL(
            Explain(Select { Message.localID }.from(Message.table).where(Message.localID > 1)),
            #"EXPLAIN SELECT "localID" FROM "message" WHERE "localID" > ?"#, [1])
    }

    @Test func explainQueryPlanWrapsASelect() {
        expectSQL(
            Explain(
                queryPlan: Select { Message.content }.from(Message.table).where(Message.createTime > 2.5)),
            #"EXPLAIN QUERY PLAN SELECT "content" FROM "message" WHERE "createTime" > ?"#, [2.5])
    }

    @Test func explainMethodsOnAnyStatement() {
        let select = Select { Author.name }.from(Author.table).where(Author.email == "a@b.c")
        expectSQL(select.explain(), #"EXPLAIN SELECT "name" FROM "author" WHERE "email" = ?"#, ["a@b.c"])
        expectSQL(
            select.explainQueryPlan(), #"EXPLAIN QUERY PLAN SELECT "name" FROM "author" WHERE "email" = ?"#,
            ["a@b.c"])
    }

    @Test func explainAPragma() {
        expectSQL(Pragma(.userVersion).explain(), "EXPLAIN PRAGMA user_version")
    }

    @Test func explainQueryPlanOfAPragmaWithAValue() {
        expectSQL(Pragma.journalMode(.wal).explainQueryPlan(), "EXPLAIN QUERY PLAN PRAGMA journal_mode = WAL")
    }

    @Test func explainCannotWrapExplain() {
        expectRenderingError(
            Explain(Select.all.from(Message.table).explain()), .invalidStatement,
            mentioning: "another EXPLAIN")
        expectRenderingError(
            Select.all.from(Message.table).explainQueryPlan().explainQueryPlan(), .invalidStatement,
            mentioning: "EXPLAIN")
    }

    /// An `Explain` holds its statement as an existential: wrapped 100,000 times (nonsense, but
    /// what a loop can build) it must still drop and render (to the error) without overflowing.
    @Test func explainsNestedAHundredThousandDeepAreRefusedAndDropped() {
        var explain: Explain? = (0..<100_000).reduce(Select.all.from(Message.table).explain()) { partial, _ in
            partial.explain()
        }
        if let explain {
            expectRenderingError(explain, .invalidStatement, mentioning: "another EXPLAIN")
        }
        explain = nil
        #expect(explain == nil)
    }

    @Test func explainKeepsTheInnerStatementsError() {
        expectRenderingError(
            Explain(Select(columns: []).from(Message.table)), .emptyList, mentioning: "result column")
    }

    @Test func explainDescriptionInlinesTheInnerValues() {
        let explain = Explain(
            queryPlan: Select { Message.localID }.from(Message.table).where(Message.kind == "it's"))
        #expect(
            explain.description
                == #"EXPLAIN QUERY PLAN SELECT "localID" FROM "message" WHERE "kind" = 'it''s'"#)
        #expect(explain.mode == .queryPlan)
    }

    @Test func explainedAttachStillBindsTheFileName() {
        expectSQL(
            Attach(file: ":memory:", as: "scratch").explain(), #"EXPLAIN ATTACH DATABASE ? AS "scratch""#,
            [":memory:"])
    }

    @Test func explainQueryPlanOfVacuumInto() {
        expectSQL(
            Vacuum().into("copy.db").explainQueryPlan(), "EXPLAIN QUERY PLAN VACUUM INTO ?", ["copy.db"])
    }

    @Test func explainTransactionStatements() {
        expectSQL(Begin(.immediate).explain(), "EXPLAIN BEGIN IMMEDIATE")
        expectSQL(Savepoint("sp").explain(), #"EXPLAIN SAVEPOINT "sp""#)
        expectSQL(Rollback(to: "sp").explainQueryPlan(), #"EXPLAIN QUERY PLAN ROLLBACK TO SAVEPOINT "sp""#)
    }

    @Test func explainAnalyzeAndReindex() {
        expectSQL(Explain(Analyze("message")), #"EXPLAIN ANALYZE "message""#)
        expectSQL(Explain(queryPlan: Reindex(collation: "NOCASE")), #"EXPLAIN QUERY PLAN REINDEX "NOCASE""#)
    }

    @Test func explainKeepsTheStatement() {
        let explain = Explain(Pragma(.userVersion))
        #expect(explain.mode == .program)
        #expect((explain.statement as? Pragma)?.pragmaName == .userVersion)
    }
}
