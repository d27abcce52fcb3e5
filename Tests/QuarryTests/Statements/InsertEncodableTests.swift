import Quarry
import QuarryTesting
import Testing

@Suite struct InsertEncodableTests {
    struct Record: Encodable {
        var localID: Int64
        var content: String?
        var createTime: Double
        var flags: Int
        var payload: [UInt8]
    }

    @Test func recordBindsEveryProperty() {
        expectSQL(
            Insert(into: Message.table).values(
                encoding: Record(localID: 7, content: "it's", createTime: 1.5, flags: 3, payload: [0, 255])),
            #"INSERT INTO "message" ("localID", "content", "createTime", "flags", "payload") VALUES (?, ?, ?, ?, ?)"#,
            [7, "it's", 1.5, 3, .blob([0, 255])])
    }

    @Test func nilBindsNullRatherThanDroppingTheColumn() {
        expectSQL(
            Insert(into: Message.table).values(
                encoding: Record(localID: 1, content: nil, createTime: 0, flags: 0, payload: [])),
            #"INSERT INTO "message" ("localID", "content", "createTime", "flags", "payload") VALUES (?, ?, ?, ?, ?)"#,
            [1, nil, 0.0, 0, .blob([])])
    }

    @Test func recordsAppendRows() {
        expectSQL(
            Insert(into: Tag.table)
                .values(encoding: TagRecord(messageID: 1, name: "a"))
                .values(encoding: TagRecord(messageID: 2, name: "b")),
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#, [1, "a", 2, "b"])
    }

    struct TagRecord: Encodable {
        var messageID: Int64
        var name: String
    }

    struct Nested: Encodable {
        var localID: Int64
        var tags: [String]
    }

    @Test func nestedValueIsAnErrorNamingTheProperty() {
        #expect {
            try Insert(into: Message.table).values(encoding: Nested(localID: 1, tags: ["x"])).render()
        } throws: { error in
            (error as? QuarryError)?.message.contains("tags") == true
        }
    }

    @Test func valueOutOfRangeIsAnError() {
        struct Big: Encodable { var flags: UInt64 }
        #expect(throws: QuarryError.self) {
            try Insert(into: Message.table).values(encoding: Big(flags: .max)).render()
        }
    }

    @Test func recordRowsFollowAssignedRowsAndTheOtherWayRound() {
        expectSQL(
            Insert(into: Tag.table)
                .values {
                    Tag.messageID.set(to: 1)
                    Tag.name.set(to: "a")
                }
                .values(encoding: TagRecord(messageID: 2, name: "b")),
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#, [1, "a", 2, "b"])
        expectSQL(
            Insert(into: Tag.table)
                .values(encoding: TagRecord(messageID: 2, name: "b"))
                .values {
                    Tag.messageID.set(to: 3)
                    Tag.name.set(to: "c")
                },
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#, [2, "b", 3, "c"])
    }

    @Test func aRecordOfOtherColumnsThanTheFirstRowIsAnError() {
        struct Other: Encodable { var name: String }
        #expect(throws: QuarryError.self) {
            try Insert(into: Tag.table).values(encoding: TagRecord(messageID: 1, name: "a"))
                .values(encoding: Other(name: "b")).render()
        }
    }

    @Test func everyIntegerKindAndBoolBindsAsAnInteger() {
        struct Kinds: Encodable {
            var a: Int8 = -1
            var b: Int16 = -2
            var c: Int32 = -3
            var d: UInt8 = 4
            var e: UInt16 = 5
            var f: UInt32 = 6
            var g: UInt = 7
            var h: UInt64 = 8
            var i: Bool = true
            var j: Float = 0.5
        }
        // Rendered only: the fixture has no table with these columns for SQLite to prepare.
        let rendered = try? Insert(into: Table("kinds")).values(encoding: Kinds()).render()
        #expect(
            rendered?.sql
                == #"INSERT INTO "kinds" ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"#
        )
        #expect(rendered?.arguments == [-1, -2, -3, 4, 5, 6, 7, 8, 1, 0.5])
    }

    @Test func aRecordThatIsAListOrASingleValueIsAnError() {
        #expect(throws: QuarryError.self) {
            try Insert(into: Message.table).values(encoding: [Int64(1), 2]).render()
        }
        #expect(throws: QuarryError.self) {
            try Insert(into: Message.table).values(encoding: Int64(1)).render()
        }
    }

    @Test func aNestedKeyedContainerIsAnErrorNamingTheProperty() {
        struct Point: Encodable { var x: Int }
        struct Shape: Encodable {
            var id: Int64
            var origin: Point
        }
        #expect {
            try Insert(into: Message.table).values(encoding: Shape(id: 1, origin: Point(x: 2))).render()
        } throws: { error in
            (error as? QuarryError)?.message.contains("origin") == true
        }
    }
}
