import Quarry
import QuarryTesting
import Testing

/// Multi-row INSERTs share their rows between copies past a few rows (so that a loop of
/// `insert = insert.values { … }` is linear); every copy must still keep exactly its own rows.
@Suite struct InsertRowsTests {
    private func tagRows(_ count: Int, from start: Int = 0) -> Insert {
        var insert = Insert(into: Tag.table)
        for index in start..<(start + count) {
            insert = insert.values {
                Tag.messageID.set(to: Int64(index))
                Tag.name.set(to: "t")
            }
        }
        return insert
    }

    private func ids(_ insert: Insert) throws -> [SQLValue] {
        try insert.render().arguments.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    }

    @Test func aLongLoopRendersEveryRowInOrder() throws {
        let insert = tagRows(1_000)
        let rendered = try insert.render()
        #expect(rendered.arguments.count == 2_000)
        #expect(try ids(insert) == (0..<1_000).map { .integer(Int64($0)) })
        #expect(rendered.sql.hasPrefix(#"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#))
    }

    @Test func copiesThatAppendDifferentRowsKeepTheirOwn() throws {
        for shared in [3, 20] {
            let base = tagRows(shared)
            let first = base.values {
                Tag.messageID.set(to: 100)
                Tag.name.set(to: "first")
            }
            let second = base.values {
                Tag.messageID.set(to: 200)
                Tag.name.set(to: "second")
            }
            let third = first.values {
                Tag.messageID.set(to: 300)
                Tag.name.set(to: "third")
            }
            let prefix = (0..<shared).map { SQLValue.integer(Int64($0)) }
            #expect(try ids(base) == prefix)
            #expect(try ids(first) == prefix + [100])
            #expect(try ids(second) == prefix + [200])
            #expect(try ids(third) == prefix + [100, 300])
            #expect(try second.render().arguments.last == "second")
        }
    }

    @Test func copiesAppendedFromManyTasksKeepTheirOwn() async throws {
        let base = tagRows(50)
        let results = await withTaskGroup(of: (Int, [SQLValue]?).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var insert = base
                    for step in 0..<50 {
                        insert = insert.values {
                            Tag.messageID.set(to: Int64(1_000 * task + step))
                            Tag.name.set(to: "x")
                        }
                    }
                    return (task, try? ids(insert))
                }
            }
            var results: [Int: [SQLValue]?] = [:]
            for await (task, ids) in group { results[task] = ids }
            return results
        }
        let prefix = (0..<50).map { SQLValue.integer(Int64($0)) }
        for task in 0..<16 {
            let own = (0..<50).map { SQLValue.integer(Int64(1_000 * task + $0)) }
            #expect(results[task] == prefix + own)
        }
        #expect(try ids(base) == prefix)
    }

    @Test func valuesRowsAppendsInOrderAfterTypedRows() throws {
        let insert = Insert(into: Tag.table).columns(Tag.messageID, Tag.name)
            .values(rows: (0..<30).map { [Int64($0), "r"] })
        expectSQL(
            Insert(into: Tag.table).columns(Tag.messageID, Tag.name).values(rows: [[1, "a"], [2, "b"]]),
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#, [1, "a", 2, "b"])
        #expect(try ids(insert) == (0..<30).map { .integer(Int64($0)) })
    }
}
