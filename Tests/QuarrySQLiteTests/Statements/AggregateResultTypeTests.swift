import Quarry
import QuarrySQLite
import Testing

/// `max`, `min` and `sum` are NULL over no row, so their Swift type is optional even over a NOT
/// NULL column; `count` and `total` never are.
@Suite struct AggregateResultTypeTests {
    /// The one value of `SELECT aggregate FROM message`, read as exactly the aggregate's Swift type.
    func value<V: SQLColumnDecodable>(of aggregate: Quarry.AggregateFunction<V>, in db: Database) throws -> V
    {
        let select = Select { aggregate }.from(Message.table)
        let found = try db.fetchOne(select) { row in try row.value(at: 0, as: V.self) }
        return try #require(found)
    }

    @Test func maxMinAndSumOverAnEmptyTableAreNil() throws {
        let db = try Message.database()
        try db.execute("DELETE FROM message" as SQLFragment)
        let largest: Int64? = try value(of: SQL.max(Message.localID), in: db)
        let smallest: Double? = try value(of: SQL.min(Message.createTime), in: db)
        let sum: Int64? = try value(of: SQL.sum(Message.localID), in: db)
        #expect(largest == nil)
        #expect(smallest == nil)
        #expect(sum == nil)
        let count: Int64 = try value(of: SQL.count(Message.localID), in: db)
        let total: Double = try value(of: SQL.total(Message.createTime), in: db)
        #expect(count == 0)
        #expect(total == 0)
    }

    @Test func maxMinAndSumOverRowsAreTheirValues() throws {
        let db = try Message.database()
        #expect(try value(of: SQL.max(Message.localID), in: db) == 3)
        #expect(try value(of: SQL.min(Message.createTime), in: db) == 10)
        #expect(try value(of: SQL.sum(Message.localID), in: db) == 6)
        #expect(try value(of: SQL.max(Message.content), in: db) == "hello")
    }

    @Test func anOptionalColumnIsNotWrappedTwice() throws {
        let optional: Quarry.AggregateFunction<String?> = SQL.max(Message.content)
        let plain: Quarry.AggregateFunction<Int64?> = SQL.min(Message.localID)
        #expect(try optional.render().sql == #"max("content")"#)
        #expect(try plain.render().sql == #"min("localID")"#)
    }
}
