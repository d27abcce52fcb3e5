import Foundation
import QuarrySQLite
import Testing

/// The checked-in generated types (`Generated/FixtureSchema.swift`) used against a real SQLite
/// file: the schema created from them, records inserted, fetched, updated, typed predicates, the
/// view read, hostile names round-tripping.
@Suite struct GeneratedCodeTests {
    private let file: TemporarySQLFile
    private let db: Database

    init() throws {
        file = try TemporarySQLFile(name: "unused.sql", "")
        db = try Database(path: file.folder.appendingPathComponent("app.sqlite").path)
        try FixtureSchema.create(in: db)
    }

    @Test func recordsInsertFetchAndUpdate() throws {
        var team = Team(name: "Core", createdAt: 1.5)
        try db.insert(&team)
        let teamID = try #require(team.id)
        var ada = Person(
            teamId: teamID, displayName: "Ada", email: "ada@example.com", avatar: Data([1, 2]), score: 9.5,
            isAdmin: true, balance: .integer(10), extra: .text("x"))
        try db.insert(&ada)
        let adaID = try #require(ada.id)

        #expect(try db.find(Person.self, key: adaID) == ada)
        #expect(try db.fetchAll(Person.filter { $0.isAdmin == true && $0.teamId == teamID }) == [ada])
        ada.score = nil
        ada.balance = .real(2.25)
        try db.update(&ada)
        #expect(try db.fetchAll(Person.all()) == [ada])
    }

    @Test func typedColumnsBuildStatements() throws {
        var team = Team(name: "Core", createdAt: 0)
        try db.insert(&team)
        var grace = Person(teamId: team.id, displayName: "Grace", isAdmin: false)
        try db.insert(&grace)
        let query = Select {
            Person.Columns.displayName
            Person.Columns.nameLength
        }
        .from(Person.table)
        .where(Person.Columns.teamId == team.id && Person.Columns.isAdmin == false)
        #expect(
            query.description
                == #"SELECT "display_name", "name_length" FROM "person" WHERE "team_id" = \#(team.id ?? 0) AND "is_admin" = 0"#
        )
        let rows = try db.fetchAll(query) { row in (try row[0] as String, try row[1] as Int64) }
        #expect(rows.map(\.0) == ["Grace"])
        #expect(rows.map(\.1) == [5])
    }

    @Test func viewReadsThroughItsRowType() throws {
        var team = Team(name: "Core", createdAt: 0)
        try db.insert(&team)
        for name in ["Ada", "Grace"] {
            var person = Person(teamId: team.id, displayName: name, isAdmin: false)
            try db.insert(&person)
        }
        let sizes = try db.fetchAll(Select.all.from(TeamSize.table), as: TeamSize.self)
        #expect(sizes == [TeamSize(teamId: team.id, teamName: "Core", people: .integer(2))])
        let big = try db.fetchValues(
            Select { TeamSize.Columns.teamName }.from(TeamSize.table).where(TeamSize.Columns.people > 1),
            as: String.self)
        #expect(big == ["Core"])
    }

    @Test func compositeKeysStrictTablesAndWithoutRowID() throws {
        var team = Team(name: "Core", createdAt: 0)
        try db.insert(&team)
        var ada = Person(teamId: team.id, displayName: "Ada", isAdmin: false)
        try db.insert(&ada)
        var membership = Membership(
            teamId: try #require(team.id), personId: try #require(ada.id), role: "member")
        try db.insert(&membership)
        membership.role = "owner"
        try db.update(&membership)
        #expect(try db.find(Membership.self, key: team.id, ada.id) == membership)

        var reading = Reading(sensor: "t1", at: 10, value: 20.5, raw: .blob([0xFF]))
        try db.insert(&reading)
        #expect(try db.fetchAll(Reading.all()) == [reading])
        #expect(throws: DatabaseError.self) { try db.insert(Reading(sensor: "t1", at: 10)) }

        var entry = Table2(key: "k", value: Data("v".utf8))
        try db.insert(&entry)
        #expect(try db.find(Table2.self, key: "k") == entry)
    }

    @Test func hostileNamesRoundTrip() throws {
        var order = Order(
            class: "c", self_: 1, displayName: "space", displayName2: "underscore", _2fa: 2, quoteD: "q",
            backSlash: "b", café: "é", column10: "smile", table2: "t", definition2: "d", lineBreak: "n")
        try db.insert(&order)
        #expect(try db.fetchAll(Order.all()) == [order])
        let columns = try db.columns(in: "order").map(\.name)
        #expect(
            columns == [
                "id", "class", "self", "display name", "display_name", "2fa", "quote\"d", "back\\slash",
                "café", "🙂",
                "table", "definition", "line\nbreak",
            ])
        let smile = try db.fetchValue(
            Select { Order.Columns.column10 }.from(Order.table).where(Order.Columns.quoteD == "q"),
            as: String.self)
        #expect(smile == "smile")
    }

    @Test func invisibleAndCollidingNamesRoundTrip() throws {
        var order = Order(class: "c")
        try db.insert(&order)
        var item = OrderItems(
            order: try #require(order.id), tabName: "tab", column3: "comment end", column4: "slashes",
            lineSeparator: "ls", accent: "accent", zeroWidth: "zwj")
        try db.insert(&item)
        #expect(try db.fetchAll(OrderItems.all()) == [item])
        #expect(
            try db.columns(in: "Order Items").map(\.name) == [
                "order", "tab\tname", "*/", "///", "line\u{2028}separator", "\u{301}accent",
                "zero\u{200D}width",
            ])
        var other = OrderItems2(type: "t", init_: "i", default: 3)
        try db.insert(&other)
        let rows = try db.fetchAll(Select.all.from(Select2.table), as: Select2.self)
        #expect(rows == [Select2(id: other.id, type: "t")])
        let defaults = try db.fetchValues(
            Select { OrderItems2.Columns.`default` }.from(OrderItems2.table).where(
                OrderItems2.Columns.init_ == "i"),
            as: Int64.self)
        #expect(defaults == [3])
    }

    /// Generated records adopt `RowDecodable`: `find` and `fetchAll` of their own SELECT read by
    /// position. Every table's rows, with NULLs, blobs, booleans and each storage class of an
    /// untyped column, read the same by position as by name through `Decodable`.
    @Test func generatedRecordsReadByPositionAsDecodableReadsThem() throws {
        var team = Team(name: "Core", createdAt: 1.25)
        try db.insert(&team)
        let teamID = try #require(team.id)
        var people = [
            Person(
                teamId: teamID, displayName: "Ada", email: "ada@example.com", avatar: Data([0, 1, 0xFF]),
                score: 9.5, isAdmin: true, balance: .integer(10), extra: .text("x")),
            Person(displayName: "Grace", isAdmin: false, balance: .real(2.25), extra: .blob([7])),
            Person(displayName: "", avatar: Data(), isAdmin: false, balance: .text("n/a")),
        ]
        for index in people.indices { try db.insert(&people[index]) }
        var membership = Membership(teamId: teamID, personId: try #require(people[0].id), role: "owner")
        try db.insert(&membership)
        var readings = [
            Reading(sensor: "t1", at: 10, value: 20.5, raw: .blob([0xFF])),
            Reading(sensor: "t1", at: 11, raw: .integer(-3)),
        ]
        for index in readings.indices { try db.insert(&readings[index]) }
        var entry = Table2(key: "k", value: Data("v".utf8))
        try db.insert(&entry)
        var order = Order(class: "c", self_: 1, café: "é", lineBreak: "n")
        try db.insert(&order)

        try expectPositionalReadsMatch(Team.self, key: teamID, count: 1)
        let ids = people.compactMap(\.id)
        #expect(ids.count == 3)
        for id in ids { try expectPositionalReadsMatch(Person.self, key: id, count: 3) }
        try expectPositionalReadsMatch(Reading.self, count: 2)
        try expectPositionalReadsMatch(Table2.self, key: "k", count: 1)
        let orderID = try #require(order.id)
        try expectPositionalReadsMatch(Order.self, key: orderID, count: 1)
        #expect(try db.find(Membership.self, key: teamID, ids[0]) == membership)
        #expect(try db.find(Person.self, key: ids[2]) == people[2])
        #expect(try db.fetchAll(Person.all()) == people)
    }

    /// `fetchAll(T.all())` and `find` (by position, the record's `init(row:)`) against the same
    /// rows decoded by name (`Decodable`, from code that knows only `TableRecord`).
    private func expectPositionalReadsMatch<Record: TableRecord & RowDecodable & Equatable>(
        _ type: Record.Type, key: (some SQLValueConvertible)? = Int64?.none, count: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        func decodedByName(_ request: RecordRequest<Record>) throws -> [Record] {
            try db.fetchAll(request, as: ByName<Record>.self).map(\.value)
        }
        let positional = try db.fetchAll(Record.all())
        #expect(positional.count == count, sourceLocation: sourceLocation)
        #expect(positional == (try decodedByName(Record.all())), sourceLocation: sourceLocation)
        guard let key else { return }
        let found = try db.find(Record.self, key: key)
        #expect(found != nil, sourceLocation: sourceLocation)
        #expect(
            [found].compactMap { $0 } == (try decodedByName(Record.all().filter(key: key))),
            sourceLocation: sourceLocation)
    }

    /// A row decoded through its type's `Decodable` conformance only (a type that is no record, so
    /// no positional overload applies).
    private struct ByName<Value: Decodable>: Decodable {
        let value: Value
        init(from decoder: any Decoder) throws { value = try Value(from: decoder) }
    }

    @Test func recordDefinitionsCreateTheirTables() throws {
        let other = try Database.inMemory()
        try other.create(Team.self)
        try other.create(Person.self)
        try other.create(Membership.self)
        try other.create(Reading.self)
        try other.create(Order.self)
        var team = Team(name: "Core", createdAt: 0)
        try other.insert(&team)
        #expect(try other.fetchAll(Team.all()) == [team])
        #expect(try other.indexes(on: "person").map(\.name).contains("person_team"))
        #expect(try other.tableList("membership").first?.isWithoutRowID == true)
        #expect(try other.tableList("reading").first?.isStrict == true)
    }
}

/// The generated date columns at run time: a `DATETIME` record round-trips, and its `DateColumn`
/// compares and reads back in its storage.
@Suite struct GeneratedDateColumnTests {
    @Test func eventsRoundTripAndCompare() throws {
        let db = try Database.inMemory()
        try FixtureSchema.create(in: db)
        let start = Date(timeIntervalSince1970: 1_600_000_000.25)
        var early = Event(starts: start, day: start)
        var late = Event(starts: start.addingTimeInterval(86_400))
        try db.insert(&early)
        try db.insert(&late)
        #expect(try db.find(Event.self, key: try #require(early.id)) == early)
        #expect(
            try db.fetchAll(Event.filter { $0.starts > start }) == [late])
        #expect(
            try db.fetchValue(Select { SQL.max(Event.Columns.starts) }.from(Event.table), as: Date.self)
                == start.addingTimeInterval(86_400))
        #expect(
            try db.fetchValues(
                "SELECT typeof(starts) || ' ' || starts FROM event ORDER BY id", as: String.self)
                == ["text 2020-09-13 12:26:40.250", "text 2020-09-14 12:26:40.250"])
    }
}
