import QuarrySQLite
import Testing

/// Create and select end to end: what Quarry composes runs on SQLite and reads back typed.
@Suite struct EndToEndTests {
    @Test func createInsertSelectUpdateDelete() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("e2e/app.sqlite"))
        try db.execute(Message.create)
        try db.execute("CREATE INDEX byTime ON \(Message.table)(\(Message.createTime))")
        let insert = try db.prepare(
            "INSERT INTO \(Message.table)(\(Message.content), \(Message.createTime)) VALUES (:content, :time)"
        )
        try db.inTransaction { _ in
            for index in 0..<50 {
                try insert.bind(index.isMultiple(of: 5) ? nil : "m\(index)", named: "content")
                try insert.bind(Double(index), named: "time")
                try insert.execute()
            }
        }
        let recent = Select {
            Message.localID
            Message.content
            Message.createTime
        }
        .from(Message.table)
        .where(Message.createTime > 44.0 || Message.content == nil)
        .orderBy(Message.createTime.descending)
        .limit(3)
        let rows = try db.fetchAll(recent, as: MessageRow.self)
        #expect(rows.map(\.localID) == [50, 49, 48])
        #expect(rows.map(\.content) == ["m49", "m48", "m47"])
        try db.execute("UPDATE message SET content = \("edited") WHERE \(Message.localID) = \(Int64(50))")
        #expect(db.changes == 1)
        try db.execute("DELETE FROM message WHERE \(Message.content) IS NULL")
        #expect(db.changes == 10)
        #expect(try db.fetchValue(Select { SQLFragment("count(*)") }.from(Message.table), as: Int.self) == 40)
        #expect(
            try db.explainQueryPlan(recent).details.contains { $0.contains("byTime") || $0.contains("SCAN") })
    }

    @Test func viewsAndTriggers() throws {
        let db = try Message.database()
        try db.execute("CREATE TABLE audit(localID INTEGER, change TEXT)")
        try db.execute(
            """
            CREATE TRIGGER logDelete AFTER DELETE ON message BEGIN
              INSERT INTO audit VALUES (old.localID, 'deleted');
            END
            """)
        try db.execute("CREATE VIEW named AS SELECT localID, content FROM message WHERE content IS NOT NULL")
        #expect(
            try db.fetchValues("SELECT content FROM named ORDER BY localID", as: String.self) == [
                "hello", "bye",
            ])
        try db.execute("DELETE FROM message WHERE localID = 1")
        #expect(
            try db.fetchAll("SELECT localID, change FROM audit") { row in
                "\(try row[0] as Int):\(try row[1] as String)"
            } == ["1:deleted"])
    }

    @Test func fullTextSearchWithMatchAndBM25() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE VIRTUAL TABLE doc USING fts5(title, body)")
        let insert = try db.prepare("INSERT INTO doc(title, body) VALUES (?1, ?2)")
        for (title, body) in [
            ("swift", "swift composes sqlite statements"), ("c", "the sqlite c api"),
            ("other", "nothing here"),
        ] {
            try insert.execute([.text(title), .text(body)])
        }
        let titles = try db.fetchValues(
            "SELECT title FROM doc WHERE doc MATCH \("sqlite") ORDER BY bm25(doc), title", as: String.self)
        #expect(Set(titles) == ["swift", "c"])
        #expect(try db.fetchValue("SELECT count(*) FROM doc WHERE doc MATCH \("nothing")", as: Int.self) == 1)
        #expect(throws: DatabaseError.self) {
            try db.fetchValues("SELECT title FROM doc WHERE doc MATCH \("(")", as: String.self)
        }
    }

    @Test func windowFunctionsAndCTEs() throws {
        let db = try Message.database()
        let numbers = CommonTableExpression("n", columns: ["x"], as: Select.values([[1], [2], [3], [4]]))
        let doubled = Select { SQLFragment("x * 2") }.from(numbers.table).with(numbers)
        #expect(try db.fetchValues(doubled, as: Int.self) == [2, 4, 6, 8])
        let running = try db.fetchValues(
            "SELECT sum(\(Message.createTime)) OVER (ORDER BY \(Message.localID)) FROM message",
            as: Double.self)
        #expect(running == [10, 30, 60])
        let ranks = try db.fetchValues(
            "SELECT rank() OVER (ORDER BY content IS NULL, createTime DESC) FROM message ORDER BY localID",
            as: Int.self)
        #expect(ranks == [2, 3, 1])
        let recursive = try db.fetchValue(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100) SELECT sum(x) FROM c",
            as: Int.self)
        #expect(recursive == 5050)
    }

    @Test func jsonFunctions() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE doc(body TEXT CHECK (json_valid(body)))")
        try db.execute("INSERT INTO doc VALUES (\(JSONColumn(["a": [1, 2, 3]])))")
        #expect(
            try db.fetchValues("SELECT value FROM doc, json_each(doc.body, '$.a')", as: Int.self) == [
                1, 2, 3,
            ])
        #expect(try db.fetchValue("SELECT json_extract(body, '$.a[2]') FROM doc", as: Int.self) == 3)
        let error = #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO doc VALUES (\("{"))") }
        #expect(error?.extendedCode == .constraintCheck)
    }
}
