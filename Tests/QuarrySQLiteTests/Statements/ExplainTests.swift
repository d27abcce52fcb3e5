import QuarrySQLite
import Testing

@Suite struct ExplainTests {
    @Test func explainReturnsTheBytecodeProgram() throws {
        let db = try Message.database()
        let program = try db.explain(
            Select { Message.content }.from(Message.table).where(Message.localID == 1))
        #expect(program.first?.opcode == "Init")
        #expect(program.map(\.address) == Array(0..<program.count))
        #expect(program.contains { $0.opcode == "ResultRow" })
        #expect(program.contains { $0.opcode == "SeekRowid" })
    }

    @Test func queryPlanPrintsLikeTheShell() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t(a)")
        try db.execute("CREATE INDEX i ON t(a)")
        let plan = try db.explainQueryPlan("SELECT * FROM t WHERE a = 1 UNION SELECT * FROM t")
        // Copied from `sqlite3 :memory: ".eqp on" "create table t(a); create index i on t(a);
        // select * from t where a=1 union select * from t"` (SQLite 3.40.1).
        #expect(
            plan.description == """
                QUERY PLAN
                `--COMPOUND QUERY
                   |--LEFT-MOST SUBQUERY
                   |  `--SEARCH t USING COVERING INDEX i (a=?)
                   `--UNION USING TEMP B-TREE
                      `--SCAN t
                """)
        #expect(plan.contains("USING COVERING INDEX i"))
    }

    @Test func aTestCanAssertThatALookupUsesAnIndex() throws {
        let db = try Message.database()
        let byTime = Select { Message.content }.from(Message.table).where(Message.createTime > 15.0)
        #expect(try db.explainQueryPlan(byTime).details == ["SCAN message"])
        try db.execute("CREATE INDEX byTime ON message(createTime)")
        #expect(
            try db.explainQueryPlan(byTime).details == ["SEARCH message USING INDEX byTime (createTime>?)"])
    }
}
