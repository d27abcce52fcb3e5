import QuarrySQLite
import Testing

@Suite struct PreparedStatementTests {
    @Test func runsManyTimesWithNamedArguments() throws {
        let db = try Message.database()
        let insert = try db.prepare(
            "INSERT INTO message(content, createTime) VALUES (:content, \(BindParameter.named(prefix: .at, name: "time")))"
        )
        #expect(insert.parameterNames == [":content", "@time"])
        for index in 0..<3 {
            try insert.execute(named: ["content": .text("m\(index)"), "@time": .real(Double(index))])
        }
        #expect(try db.fetchValue("SELECT count(*) FROM message", as: Int.self) == 6)
    }

    @Test func bindsByIndexAndKeepsInlineValues() throws {
        let db = try Message.database()
        let select = try db.prepare(
            "SELECT localID FROM message WHERE createTime > \(15.0) AND localID <> ?5 ORDER BY localID")
        #expect(select.openParameterIndexes == [5])
        try select.bind(3, at: 5)
        #expect(try select.fetchAll { row in try row[0] as Int64 } == [2])
        try select.bind(2, at: 5)
        #expect(try select.fetchAll { row in try row[0] as Int64 } == [3])
        try select.bind(Int64(2), named: "?5")
        #expect(try select.fetchValue(as: Int64.self) == 3)
    }

    @Test func positionalArgumentsFillTheOpenParameters() throws {
        let db = try Message.database()
        let update = try db.prepare("UPDATE message SET content = :c WHERE localID = :id")
        try update.execute([.text("x"), .integer(2)])
        #expect(try db.fetchValue("SELECT content FROM message WHERE localID = 2", as: String.self) == "x")
    }

    @Test func wrongArgumentsAreErrors() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("args.sqlite")))
        let update = try db.prepare("UPDATE message SET content = :c WHERE localID = :id")
        let count = #expect(throws: DatabaseError.self) { try update.execute([.text("x")]) }
        #expect(count?.code == .range)
        let missing = #expect(throws: DatabaseError.self) { try update.execute(named: ["c": .text("x")]) }
        #expect(missing?.message == "no value was given for parameter :id")
        let unknown = #expect(throws: DatabaseError.self) {
            try update.execute(named: ["c": .text("x"), "id": 1, "other": 2])
        }
        #expect(unknown?.message == "the statement has no parameter named other")
        #expect(throws: DatabaseError.self) { try update.index(ofParameter: "nope") }
        #expect(throws: DatabaseError.self) { try update.bind(1, at: 9) }
        #expect(try db.fetchValue("SELECT count(*) FROM message WHERE content = 'x'", as: Int.self) == 0)
    }

    @Test func aNamedParameterInAOneShotCallIsAnError() throws {
        let db = try Message.database()
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("DELETE FROM message WHERE localID = :id")
        }
        #expect(error?.message == "no value was given for parameter :id")
    }

    @Test func useAfterCloseIsAnError() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("closed.sqlite")))
        let select = try db.prepare("SELECT count(*) FROM message")
        try db.close()
        let error = #expect(throws: DatabaseError.self) { try select.fetchValue(as: Int.self) }
        #expect(error?.message == "the database is closed")
    }
}
