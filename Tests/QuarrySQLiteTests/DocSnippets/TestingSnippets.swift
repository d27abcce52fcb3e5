import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

// The snippets of Sources/QuarryTesting/QuarryTesting.docc/TestingYourDataLayer.md.

@Suite struct TestingSnippets {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
    }

    // docs:begin testing-golden
    let schema = GoldenSchema("CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT)")

    @Test func messagesAfterAnID() {
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.localID > 1),
            #"SELECT "localID" FROM "message" WHERE "localID" > ?"#, [1], schema: schema)
    }
    // docs:end

    // docs:begin testing-rendering-error
    @Test func aNulInANameIsRefused() {
        expectRenderingError(
            Select { Message.localID }.from(Table("bad\0name")), .invalidIdentifier,
            mentioning: "contains a NUL character")
    }
    // docs:end

    // docs:begin testing-scratch
    @Test func pruneKeepsRecentMessages() throws {
        let db = try Database.inMemory()  // a fresh database for every test
        try db.executeScript("CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT)")
        try db.execute(Insert(into: Message.table).values { Message.content.set(to: "old") })
        try db.execute(Insert(into: Message.table).values { Message.content.set(to: "new") })

        try db.execute(Delete(from: Message.table).where(Message.localID < 2))

        let left = try db.fetchValues(Select { Message.content }.from(Message.table), as: String.self)
        #expect(left == ["new"])
    }
    // docs:end

    // docs:begin testing-fuzz
    let tables = FuzzSchema([
        FuzzTable("message", columns: [FuzzColumn("localID", .integer), FuzzColumn("content", .text)])
    ])

    @Test func everyGeneratedStatementPrepares() throws {
        let database = try SQLiteScratchDatabase(schema: tables.creationSQL)
        FuzzCampaign(cases: 200, seed: 1).run(schema: tables) { generator in
            let statement = generator.statement()
            return (statement, FuzzOracle.checkPreparesAsOneStatement(statement, in: database))
        }
    }
    // docs:end
}
