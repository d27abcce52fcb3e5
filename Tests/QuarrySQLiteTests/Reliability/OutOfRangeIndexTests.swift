import QuarrySQLite
import Testing

/// Indexes and counts the caller passes to the core reach SQLite as 32-bit integers: one beyond
/// that range must be SQLite's own range error (or, for a name, the fallback), never a trap in the
/// conversion.
@Suite struct OutOfRangeIndexTests {
    static let indexes = [Int(Int32.max) + 1, Int.max, Int(Int32.min) - 1, Int.min]

    @Test(arguments: indexes)
    func bindingAtAnIndexBeyondInt32Throws(index: Int) throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("indexes.sqlite"))
        let statement = try db.prepare(SQLFragment("SELECT :a"))
        #expect(throws: DatabaseError.self) { try statement.bind(Int64(1), at: index) }
    }

    @Test(arguments: indexes)
    func aColumnNameAtAnIndexBeyondInt32IsTheFallback(index: Int) throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("indexes.sqlite"))
        let names = try db.fetchAll("SELECT 1 AS a") { row in row.columnName(at: index) }
        #expect(names == ["\(index)"])
    }

    @Test(arguments: [Int(Int32.max) + 1, Int.max, Int.min])
    func aFunctionArgumentCountBeyondInt32Throws(count: Int) throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("indexes.sqlite"))
        #expect(throws: DatabaseError.self) {
            try db.createFunction("f", argumentCount: count) { _ in Int64(1) }
        }
        #expect(throws: DatabaseError.self) {
            try db.createAggregate("g", argumentCount: count, Total.self)
        }
    }

    struct Total: AggregateFunction {
        var sum: Int64 = 0
        init() {}
        mutating func step(_ arguments: borrowing FunctionArguments) throws {}
        func finalize() -> Int64 { sum }
    }
}
