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

    // A class hierarchy stored in one table: the subclass encodes its superclass through
    // `superEncoder()`, whose properties become columns of the same row.
    class Stamped: Encodable {
        var localID: Int64
        var createTime: Double

        init(localID: Int64, createTime: Double) {
            self.localID = localID
            self.createTime = createTime
        }
    }

    final class StampedMessage: Stamped {
        var content: String?

        init(localID: Int64, createTime: Double, content: String?) {
            self.content = content
            super.init(localID: localID, createTime: createTime)
        }

        enum CodingKeys: String, CodingKey { case content }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(content, forKey: .content)
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func superEncoderPutsTheSuperclassPropertiesInTheSameRow() {
        expectSQL(
            Insert(into: Message.table).values(
                encoding: StampedMessage(localID: 3, createTime: 2.5, content: "hi")),
            #"INSERT INTO "message" ("content", "localID", "createTime") VALUES (?, ?, ?)"#,
            [.text("hi"), 3, 2.5])
    }

    final class InheritingMessage: Stamped {
        var content: String?

        init(localID: Int64, content: String?) {
            self.content = content
            super.init(localID: localID, createTime: 0)
        }

        enum CodingKeys: String, CodingKey { case content }

        override func encode(to encoder: any Encoder) throws {
            try super.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(content, forKey: .content)
        }
    }

    @Test func superclassEncodingIntoTheSameEncoderFillsTheSameRow() {
        expectSQL(
            Insert(into: Message.table).values(encoding: InheritingMessage(localID: 4, content: nil)),
            #"INSERT INTO "message" ("localID", "createTime", "content") VALUES (?, ?, ?)"#, [4, 0.0, nil])
    }

    final class KeyedSuperMessage: Stamped {
        enum CodingKeys: String, CodingKey { case base }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try super.encode(to: container.superEncoder(forKey: .base))
        }
    }

    @Test func superEncoderUnderAKeyIsAnErrorNamingTheKey() {
        expectRenderingError(
            Insert(into: Message.table).values(encoding: KeyedSuperMessage(localID: 1, createTime: 0)),
            .typeMismatch, mentioning: "base")
    }

    final class ShadowingMessage: Stamped {
        enum CodingKeys: String, CodingKey { case localID }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(localID + 100, forKey: .localID)
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func aColumnEncodedTwiceIsAnErrorRatherThanOneValueLost() {
        expectRenderingError(
            Insert(into: Message.table).values(encoding: ShadowingMessage(localID: 1, createTime: 0)),
            .invalidStatement, mentioning: #""localID""#)
        struct Twice: Encodable {
            enum CodingKeys: String, CodingKey { case flags, Flags }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(1, forKey: .flags)
                try container.encode(2, forKey: .Flags)
            }
        }
        expectRenderingError(
            Insert(into: Message.table).values(encoding: Twice()), .invalidStatement, mentioning: #""Flags""#)
    }

    @Test func nilOfEveryPrimitiveTypeBindsNullRatherThanDroppingTheColumn() {
        struct Optionals: Encodable {
            var a: Int8? = nil
            var b: Int16? = nil
            var c: Int32? = nil
            var d: UInt8? = nil
            var e: UInt16? = nil
            var f: UInt32? = nil
            var g: UInt? = nil
            var h: UInt64? = nil
            var i: Float? = nil
            var j: Bool? = nil
            var k: Double? = nil
            var l: String? = nil
            var m: Int? = nil
            var n: Int64? = nil
            var o: [UInt8]? = nil
        }
        let rendered = try? Insert(into: Table("kinds")).values(encoding: Optionals()).render()
        #expect(
            rendered?.sql
                == #"INSERT INTO "kinds" ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"#
        )
        #expect(rendered?.arguments == Array(repeating: SQLValue.null, count: 15))
    }
}
