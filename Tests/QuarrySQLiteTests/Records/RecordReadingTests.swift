import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

@Suite struct RecordReadingTests {
    static let t0 = Date(timeIntervalSince1970: 1_600_000_000)

    func seeded() throws -> Database {
        let db = try Database.inMemory()
        try db.create(MessageRecord.self)
        var messages: [MessageRecord] = (0..<5).map { (index: Int) -> MessageRecord in
            let content: String? = index == 2 ? nil : "m\(index)"
            let seconds: Double = Double(index) * 60
            return MessageRecord(
                localID: nil, content: content, createTime: Self.t0.addingTimeInterval(seconds),
                modifiedTime: Self.t0.addingTimeInterval(seconds + 1))
        }
        try db.insertAll(&messages)
        return db
    }

    @Test func requestsPrintTheirSQLLikeEveryStatement() throws {
        let request = MessageRecord.filter { $0.localID > 1 }.orderBy { $0.createTime.descending }.limit(
            2, offset: 1)
        expectSQL(
            request,
            #"SELECT "localID", "content", "createTime", "db_modifiedTime" FROM "message" WHERE "localID" > ? ORDER BY "createTime" DESC LIMIT ? OFFSET ?"#,
            [1, 2, 1],
            schema: GoldenSchema(try MessageRecord.definition.createTable().description))
        #expect(
            request.description
                == #"SELECT "localID", "content", "createTime", "db_modifiedTime" FROM "message" WHERE "localID" > 1 ORDER BY "createTime" DESC LIMIT 2 OFFSET 1"#
        )
    }

    @Test func fetchAllFetchOneCountAndExists() throws {
        let db = try seeded()
        let page = try db.fetchAll(
            MessageRecord.filter { $0.localID > 1 }.orderBy { $0.createTime.descending }.limit(2))
        let ids: [Int64?] = [5, 4]
        #expect(page.map(\.localID) == ids)
        #expect(try db.fetchOne(MessageRecord.orderBy { $0.createTime.descending })?.localID == 5)
        #expect(try db.fetchOne(MessageRecord.filter { $0.localID > 10 }) == nil)
        #expect(try db.fetchCount(MessageRecord.all()) == 5)
        #expect(try db.fetchCount(MessageRecord.filter { $0.content == nil }) == 1)
        #expect(try db.fetchCount(MessageRecord.all().limit(2, offset: 4)) == 1)
        #expect(try db.exists(MessageRecord.filter { $0.content == "m3" }))
        #expect(try db.exists(MessageRecord.filter { $0.content == "none" }) == false)
    }

    @Test func findByKeyAndByFilter() throws {
        let db = try seeded()
        #expect(try db.find(MessageRecord.self, key: 3)?.content == nil)
        #expect(try db.find(MessageRecord.self, key: 4)?.content == "m3")
        #expect(try db.find(MessageRecord.self, key: Int64(99)) == nil)
        #expect(try db.fetchOne(MessageRecord.all().filter(key: 2))?.content == "m1")
        #expect(throws: QuarryError.self) { try db.find(MessageRecord.self, key: 1, 2) }
    }

    @Test func dateComparisonsBindTheFieldsStorage() throws {
        let db = try seeded()
        let after = MessageRecord.filter { $0.createTime > Self.t0.addingTimeInterval(90) }
        let rendered = try after.render()
        #expect(rendered.arguments == [.real(1_600_000_090)])
        #expect(try db.fetchAll(after).map(\.localID) == [3, 4, 5])
        let range = MessageRecord.filter {
            $0.createTime.between(Self.t0.addingTimeInterval(60), and: Self.t0.addingTimeInterval(120))
        }
        #expect(try db.fetchAll(range).map(\.localID) == [2, 3])
        let listed = MessageRecord.filter { $0.createTime.in([Self.t0, Self.t0.addingTimeInterval(240)]) }
        #expect(try db.fetchAll(listed).map(\.localID) == [1, 5])
        #expect(try db.fetchCount(MessageRecord.filter { $0.modifiedTime > $0.createTime }) == 5)
    }

    @Test func millisecondDatesReadBackAsTheSameDate() throws {
        let db = try Database.inMemory()
        try db.create(Membership.self)
        let since = Date(timeIntervalSince1970: 1_700_000_000.123)
        try db.insert(Membership(groupID: 1, userID: "a", role: .member, since: since))
        try db.insert(Membership(groupID: 1, userID: "b", role: .member, since: nil))
        #expect(try db.find(Membership.self, key: 1, "a")?.since == since)
        let filtered = Membership.filter { $0.since >= since }
        #expect(try filtered.render().arguments == [.integer(1_700_000_000_123)])
        #expect(try db.fetchAll(filtered).map(\.userID) == ["a"])
        #expect(try db.fetchAll(Membership.filter { $0.since == nil }).map(\.userID) == ["b"])
    }

    @Test func datesNoStorageCanHoldAreErrorsInEveryStorage() throws {
        let db = try Database.inMemory()
        try db.create(Membership.self)
        for date in [
            Date(timeIntervalSince1970: 1e19), Date(timeIntervalSince1970: .nan), .distantFuture + 1e12,
        ] {
            // Milliseconds once went through Int64(_:) unchecked: a trap, not an error.
            #expect(throws: (any Error).self) {
                try db.insert(Membership(groupID: 1, userID: "x", role: .member, since: date))
            }
            #expect(throws: QuarryError.self) { try Membership.filter { $0.since < date }.render() }
        }
        try db.execute("INSERT INTO membership VALUES (2, 'far', 'member', 9000000000000000000)")
        #expect(throws: (any Error).self) { try db.find(Membership.self, key: 2, "far") }
    }

    @Test func everyStorageRoundTrips() throws {
        let db = try Database.inMemory()
        try db.create(Sample.self)
        let sample = Sample(
            id: 7, flag: true, small: 3, ratio: 0.5, name: "n", bytes: [1, 2], data: Data([3]),
            uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, mood: .sad, level: .high,
            meta: Sample.Meta(tags: ["x", "y"]), text: Date(timeIntervalSince1970: 1_000.5),
            seconds: Date(timeIntervalSince1970: 2_000.25),
            milliseconds: Date(timeIntervalSince1970: 3_000.125),
            note: nil, transient: 42)
        try db.insert(sample)
        var expected = sample
        expected.transient = 0
        #expect(try db.find(Sample.self, key: 7) == expected)
        let stored = try #require(
            try db.fetchOne(
                "SELECT flag, mood, level, meta, text, seconds, milliseconds, uuid FROM sample" as SQLFragment
            ))
        let values: [SQLValue] = [
            .integer(1), .text("sad"), .integer(2), .text(#"{"tags":["x","y"]}"#),
            .text("1970-01-01 00:16:40.500"), .real(2_000.25), .integer(3_000_125),
            .text("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
        ]
        #expect(stored.values == values)
    }

    struct Partial: Decodable, Equatable {
        var localID: Int64
        var createTime: Date
    }

    @Test func partialRowsDecodeIntoAnotherTypeInTheFieldsStorage() throws {
        let db = try seeded()
        let request = MessageRecord.filter { $0.localID > 3 }.select(\.localID, \.createTime)
        #expect(
            try db.fetchAll(request, as: Partial.self) == [
                Partial(localID: 4, createTime: Self.t0.addingTimeInterval(180)),
                Partial(localID: 5, createTime: Self.t0.addingTimeInterval(240)),
            ])
        #expect(throws: DatabaseError.self) { try db.fetchAll(request) }
        do {
            _ = try db.fetchAll(request)
        } catch let error as DatabaseError {
            #expect(error.message.contains(#"no column named "content""#))
        }
    }

    @Test func anyStatementDecodesRecordsInTheFieldsStorage() throws {
        let db = try seeded()
        let rows = try db.fetchAll(
            "SELECT * FROM message WHERE localID = 2" as SQLFragment, as: MessageRecord.self)
        #expect(rows.first?.createTime == Self.t0.addingTimeInterval(60))
    }
}

@Suite struct DateColumnTests {
    static let date = Date(timeIntervalSince1970: 1_600_000_000)

    func message(of statement: some SQLRenderable) -> String? {
        do {
            _ = try statement.render()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aDateColumnUsedWhereOnlyAColumnOfDateFitsIsAnErrorWhenTheFieldStoresNumbers() {
        // Swift types this with the generic `Column<Date>`, whose methods bind a date as text.
        let isDate = MessageRecord.filter { $0.createTime.is(Self.date) }
        let expected =
            #"\MessageRecord.createTime stores dates as unixSeconds, but this use of its column would bind a date as text: compare it through its DateColumn (`column > date`, `between`, `in`, `set(to:)`), which converts the date"#
        #expect(message(of: isDate) == expected)
    }

    @Test func aDateOnTheLeftAndANonOptionalDateCompareInTheFieldsStorage() throws {
        let reversed = try MessageRecord.filter { Self.date < $0.createTime }.render()
        #expect(
            reversed.sql.isByteEqual(
                to:
                    #"SELECT "localID", "content", "createTime", "db_modifiedTime" FROM "message" WHERE ? < "createTime""#
            ))
        #expect(reversed.arguments == [.real(1_600_000_000)])
        let date: Date = Self.date
        let equal = try MessageRecord.filter { $0.createTime == date }.render()
        #expect(
            equal.sql.isByteEqual(
                to:
                    #"SELECT "localID", "content", "createTime", "db_modifiedTime" FROM "message" WHERE "createTime" = ?"#
            ))
        #expect(equal.arguments == [.real(1_600_000_000)])
        let unequal = try MessageRecord.filter { date != $0.createTime }.render()
        #expect(unequal.arguments == [.real(1_600_000_000)])
    }

    @Test func aTextDateColumnIsAColumnOfDateAnywhere() throws {
        let reversed = Sample.filter { Self.date < $0.text }
        #expect(try reversed.render().arguments == [.text("2020-09-13 12:26:40.000")])
    }

    @Test func twoDateColumnsOfDifferentStoragesDoNotCompare() {
        let mixed = Sample.filter { $0.text < $0.seconds }
        #expect(message(of: mixed)?.contains("store dates in different forms") == true)
    }
}
