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
}
