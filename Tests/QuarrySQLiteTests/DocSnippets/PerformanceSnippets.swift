import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/QuarrySQLite/QuarrySQLite.docc/Performance.md.

@Suite struct PerformanceSnippets {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
    }

    // docs:begin performance-positional
    struct MessageRow: RowDecodable {
        var localID: Int64
        var content: String?

        init(row: borrowing Row) throws {
            localID = try row[0]
            content = try row[1]
        }
    }
    // docs:end

    @Test func preparedOnce() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT)")
        let keys: [Int64] = [1, 2, 3]
        var found: [MessageRow] = []
        // docs:begin performance-prepared
        let insert = try db.prepare(
            Insert(into: Message.table).values {
                Message.content.set(to: SQLExpression<String?>.parameter(named: "content"))
            })
        try db.inTransaction { _ in
            for text in ["a", "b", "c"] {
                try insert.bind(text, named: ":content")
                try insert.execute()
            }
        }

        let lookup = try db.prepare(
            Select {
                Message.localID
                Message.content
            }
            .from(Message.table)
            .where(Message.localID == SQLExpression<Int64>.parameter(named: "id")))
        for key in keys {
            try lookup.bind(key, named: ":id")
            if let message = try lookup.fetchOne({ row in try MessageRow(row: row) }) {
                found.append(message)
            }
        }
        // docs:end
        #expect(found.map(\.content) == ["a", "b", "c"])
    }
}
