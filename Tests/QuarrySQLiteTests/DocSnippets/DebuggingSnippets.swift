import Foundation
import QuarrySQLite
import Synchronization
import Testing

// The snippets of Sources/QuarrySQLite/QuarrySQLite.docc/Debugging.md.

/// Where the article's examples send their lines: nowhere, in the tests.
private func log(_ line: String) { _ = line }

@Suite struct DebuggingSnippets {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
    }

    @Test func descriptions() throws {
        // docs:begin debugging-description
        let query = Select { Message.localID }
            .from(Message.table)
            .where(Message.content.like("%quarry%"))
            .limit(5)
        print(query)  // SELECT "localID" FROM "message" WHERE "content" LIKE '%quarry%' LIMIT 5
        print(try query.render())  // … LIKE ? LIMIT ? /* arguments: '%quarry%', 5 */
        // docs:end
        #expect(
            query.description == #"SELECT "localID" FROM "message" WHERE "content" LIKE '%quarry%' LIMIT 5"#)
        #expect(
            try query.render().description
                == #"SELECT "localID" FROM "message" WHERE "content" LIKE ? LIMIT ? /* arguments: '%quarry%', 5 */"#
        )
    }

    @Test func queryPlans() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL DEFAULT 0);
            CREATE INDEX message_createTime ON message(createTime);
            """)
        // docs:begin debugging-plan
        let plan = try db.explainQueryPlan(
            Select { Message.content }.from(Message.table).where(Message.createTime > 1_600_000_000))
        print(plan)
        // QUERY PLAN
        // `--SEARCH message USING INDEX message_createTime (createTime>?)
        // docs:end
        #expect(
            plan.description == "QUERY PLAN\n`--SEARCH message USING INDEX message_createTime (createTime>?)")
    }

    @Test func observers() throws {
        let seen = Mutex<[String]>([])
        // docs:begin debugging-observers
        var configuration = DatabaseConfiguration()
        configuration.trace = { event in log("\(event.duration) \(event.sql)") }  // every statement
        configuration.onSlowStatement(threshold: .milliseconds(50)) { event in
            log("slow: \(event.duration) \(event.sql)")
        }
        configuration.onError { event in
            log("\(event.stage): \(event.error)")
        }
        let db = try Database.inMemory(configuration: configuration)
        // docs:end
        configuration.onError { event in seen.withLock { $0.append(event.error.message) } }
        let observed = try Database.inMemory(configuration: configuration)
        #expect(throws: DatabaseError.self) { try observed.execute("SELECT * FROM missing" as SQLFragment) }
        #expect(seen.withLock { $0 } == ["no such table: missing"])
        try db.close()
    }
}
