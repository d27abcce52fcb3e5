import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// `max`, `min`, `coalesce` and CASE over date columns, and date columns of aliased tables, keep
/// the columns' storage: they bind dates in it, and the top-level SELECT reads them back as `Date`
/// (milliseconds selected divided by 1000.0), while a SELECT whose rows feed SQL keeps the stored
/// form.
@Suite struct DateExpressionTests {
    enum Event {
        static let table = Table("event")
        static let id = Column<Int64>("id", in: table)
        static let kind = Column<String>("kind", in: table)
        static let real = DateColumn("atReal", in: table, storage: .unixSeconds)
        static let integer = DateColumn("atInteger", in: table, storage: .unixSeconds)
        static let millis = DateColumn("atMillis", in: table, storage: .unixMilliseconds)
        static let edited = DateColumn("editedMillis", in: table, storage: .unixMilliseconds)
        static let text = DateColumn("atText", in: table, storage: .text)
    }

    static let schema = GoldenSchema(
        """
        CREATE TABLE event(id INTEGER PRIMARY KEY, kind TEXT, atReal REAL, atInteger INTEGER,
                           atMillis INTEGER, editedMillis INTEGER, atText TEXT);
        CREATE TABLE archive(id INTEGER PRIMARY KEY, atMillis INTEGER);
        """)

    /// 2020-09-13 12:26:40 UTC.
    static let cutoff = Date(timeIntervalSince1970: 1_600_000_000)

    // MARK: - Golden SQL

    @Test func aggregatesOfMillisecondsAreSelectedAsSeconds() {
        expectSQL(
            Select { SQL.max(Event.millis) }.from(Event.table),
            #"SELECT max("atMillis") / (1000.0) FROM "event""#, schema: Self.schema)
        expectSQL(
            Select { SQL.min(Event.millis).as("first") }.from(Event.table),
            #"SELECT min("atMillis") / (1000.0) AS "first" FROM "event""#, schema: Self.schema)
        expectSQL(
            Select { Event.millis }.from(Event.table),
            #"SELECT "atMillis" / (1000.0) AS "atMillis" FROM "event""#, schema: Self.schema)
        expectSQL(
            Select { Event.millis.as("at") }.from(Event.table),
            #"SELECT "atMillis" / (1000.0) AS "at" FROM "event""#, schema: Self.schema)
    }

    @Test func secondsAndTextAreSelectedAsStored() {
        expectSQL(
            Select {
                SQL.max(Event.real)
                SQL.min(Event.integer)
                SQL.max(Event.text)
            }.from(Event.table),
            #"SELECT max("atReal"), min("atInteger"), max("atText") FROM "event""#, schema: Self.schema)
        expectSQL(
            Select {
                Event.real
                Event.text.as("t")
            }.from(Event.table),
            #"SELECT "atReal", "atText" AS "t" FROM "event""#, schema: Self.schema)
    }

    @Test func coalesceBindsTheFallbackInTheStorage() {
        expectSQL(
            Select { SQL.coalesce(Event.edited, Event.millis) }.from(Event.table),
            #"SELECT coalesce("editedMillis", "atMillis") / (1000.0) FROM "event""#, schema: Self.schema)
        expectSQL(
            Select { SQL.coalesce(Event.millis, Self.cutoff) }.from(Event.table),
            #"SELECT coalesce("atMillis", ?) / (1000.0) FROM "event""#, [.integer(1_600_000_000_000)],
            schema: Self.schema)
        expectSQL(
            Select { SQL.coalesce(Event.real, Self.cutoff) }.from(Event.table),
            #"SELECT coalesce("atReal", ?) FROM "event""#, [.real(1_600_000_000)], schema: Self.schema)
    }

    @Test func caseBindsItsDatesInTheColumnsStorage() {
        let chosen = SQL.dateCase(
            DateWhen(Event.kind == "edit", then: Event.edited),
            DateWhen(Event.kind == "none", then: Self.cutoff),
            else: Event.millis)
        expectSQL(
            Select { chosen }.from(Event.table),
            #"SELECT CASE WHEN "kind" = ? THEN "editedMillis" WHEN "kind" = ? THEN ? ELSE "atMillis" END / (1000.0) FROM "event""#,
            [.text("edit"), .text("none"), .integer(1_600_000_000_000)], schema: Self.schema)
        let orCutoff = SQL.dateCase(DateWhen(Event.kind == "edit", then: Event.real), else: Self.cutoff)
        expectSQL(
            Select { orCutoff }.from(Event.table),
            #"SELECT CASE WHEN "kind" = ? THEN "atReal" ELSE ? END FROM "event""#,
            [.text("edit"), .real(1_600_000_000)], schema: Self.schema)
    }

    @Test func anAliasKeepsTheStorageInAggregates() {
        let a = Event.table.as("a")
        expectSQL(
            Select {
                SQL.max(a[Event.millis])
                a[Event.millis]
            }.from(a),
            #"SELECT max("a"."atMillis") / (1000.0), "a"."atMillis" / (1000.0) AS "atMillis" FROM "event" AS "a""#,
            schema: Self.schema)
        #expect(SQL.max(a[Event.millis]).storage == .unixMilliseconds)
        #expect(SQL.coalesce(a[Event.real], Event.integer).storage == .unixSeconds)
    }

    /// Where the rows feed SQL, the stored form stays: milliseconds compared with milliseconds,
    /// integers copied as integers.
    @Test func aSelectThatFeedsSQLKeepsTheStoredForm() {
        let latest = Select { SQL.max(Event.millis) }.from(Event.table)
        expectSQL(
            Select { Event.id }.from(Event.table).where(
                Event.millis.column == SQLExpression<SQLValue>(subquery: latest)),
            #"SELECT "id" FROM "event" WHERE "atMillis" = (SELECT max("atMillis") FROM "event")"#,
            schema: Self.schema)
        expectSQL(
            Insert(into: Table("archive")).select(
                Select {
                    Event.id
                    Event.millis
                }.from(Event.table)),
            #"INSERT INTO "archive" SELECT "id", "atMillis" FROM "event""#, schema: Self.schema)
        let cte = CommonTableExpression("recent", as: Select { Event.millis }.from(Event.table))
        expectSQL(
            Select { Column<SQLValue>("atMillis") }.from(Table("recent")).with(cte),
            #"WITH "recent" AS (SELECT "atMillis" FROM "event") SELECT "atMillis" FROM "recent""#,
            schema: Self.schema)
    }

    /// In a compound every member's own result columns are the top level.
    @Test func eachMemberOfATopLevelCompoundReadsBack() {
        expectSQL(
            Select { Event.millis }.from(Event.table).unionAll(Select { Event.edited }.from(Event.table)),
            #"SELECT "atMillis" / (1000.0) AS "atMillis" FROM "event" UNION ALL SELECT "editedMillis" / (1000.0) AS "editedMillis" FROM "event""#,
            schema: Self.schema)
    }

    @Test func mixedStoragesAreRefused() {
        #expect(throws: QuarryError.self) {
            try Select { SQL.coalesce(Event.millis, Event.real) }.from(Event.table).render()
        }
        #expect(throws: QuarryError.self) {
            try Select { SQL.dateCase(DateWhen(Event.kind == "a", then: Event.text), else: Event.real) }
                .from(Event.table).render()
        }
        #expect(throws: QuarryError.self) {
            try Select { SQL.dateCase(DateWhen(Event.kind == "a", then: Self.cutoff)) }.from(Event.table)
                .render()
        }
    }

    // MARK: - A real file

    /// The same instants stored four ways; every form reads back as the instant.
    func events() throws -> (Database, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("events.sqlite"))
        try db.executeScript(TrustedSQLScript(unsafeSQL: Self.schema.sql))
        // Seconds 1_600_000_000 + day × 86_400 (+ 0.25 s where the storage keeps it), day 0...3.
        for day in 0..<4 {
            let seconds = 1_600_000_000 + Int64(day) * 86_400
            let kind = day == 1 ? "edit" : "plain"
            let edited: Int64? = day == 1 ? seconds * 1000 + 999 : nil
            try db.execute(
                """
                INSERT INTO event(kind, atReal, atInteger, atMillis, editedMillis, atText)
                VALUES (\(kind), \(Double(seconds) + 0.25), \(seconds), \(seconds * 1000 + 250), \(edited),
                        \(SQLDateFormatForTests.text(seconds, milliseconds: 250)))
                """)
        }
        return (db, folder)
    }

    @Test func aggregatesReadBackAsDatesInEveryStorage() throws {
        let (db, _folder) = try events()
        _ = _folder
        let last = Date(timeIntervalSince1970: 1_600_000_000 + 3 * 86_400 + 0.25)
        let first = Date(timeIntervalSince1970: 1_600_000_000.25)
        #expect(try db.fetchValue(Select { SQL.max(Event.real) }.from(Event.table), as: Date.self) == last)
        #expect(
            try db.fetchValue(Select { SQL.max(Event.integer) }.from(Event.table), as: Date.self)
                == Date(timeIntervalSince1970: 1_600_000_000 + 3 * 86_400))
        #expect(try db.fetchValue(Select { SQL.max(Event.millis) }.from(Event.table), as: Date.self) == last)
        #expect(try db.fetchValue(Select { SQL.min(Event.millis) }.from(Event.table), as: Date.self) == first)
        #expect(try db.fetchValue(Select { SQL.max(Event.text) }.from(Event.table), as: Date.self) == last)
        let a = Event.table.as("a")
        #expect(try db.fetchValue(Select { SQL.min(a[Event.millis]) }.from(a), as: Date.self) == first)
    }

    @Test func coalesceAndCaseReadBackAsDates() throws {
        let (db, _folder) = try events()
        _ = _folder
        let edited = Date(timeIntervalSince1970: 1_600_000_000 + 86_400 + 0.999)
        let shown = try db.fetchValues(
            Select { SQL.coalesce(Event.edited, Event.millis) }.from(Event.table).orderBy(Event.id),
            as: Date.self)
        #expect(
            shown == [
                Date(timeIntervalSince1970: 1_600_000_000.25), edited,
                Date(timeIntervalSince1970: 1_600_000_000 + 2 * 86_400 + 0.25),
                Date(timeIntervalSince1970: 1_600_000_000 + 3 * 86_400 + 0.25),
            ])
        let orCutoff = try db.fetchValues(
            Select { SQL.coalesce(Event.edited, Self.cutoff) }.from(Event.table).orderBy(Event.id),
            as: Date.self)
        #expect(orCutoff == [Self.cutoff, edited, Self.cutoff, Self.cutoff])
        let chosen = SQL.dateCase(DateWhen(Event.kind == "edit", then: Event.edited), else: Self.cutoff)
        let cased = try db.fetchValues(Select { chosen }.from(Event.table).orderBy(Event.id), as: Date.self)
        #expect(cased == [Self.cutoff, edited, Self.cutoff, Self.cutoff])
        // The stored form orders and filters: the latest edit, compared in milliseconds.
        let latest = SQL.max(Event.edited)
        let count = try db.fetchValue(
            Select { SQL.count() }.from(Event.table).having(
                latest.expression > latest.storedValue(Self.cutoff)),
            as: Int64.self)
        #expect(count == 4)
    }

    struct Stamp: Decodable, Equatable {
        var atMillis: Date
        var atReal: Date
        var atText: Date
    }

    /// A plain `Select` of date columns into a `Decodable`: every storage reads back.
    @Test func aPlainSelectDecodesEveryStorage() throws {
        let (db, _folder) = try events()
        _ = _folder
        let stamps = try db.fetchAll(
            Select {
                Event.millis
                Event.real
                Event.text
            }.from(Event.table).orderBy(Event.id).limit(1),
            as: Stamp.self)
        let instant = Date(timeIntervalSince1970: 1_600_000_000.25)
        #expect(stamps == [Stamp(atMillis: instant, atReal: instant, atText: instant)])
    }

    /// INSERT … SELECT copies the stored integers, not seconds.
    @Test func insertSelectCopiesTheStoredIntegers() throws {
        let (db, _folder) = try events()
        _ = _folder
        try db.execute(
            Insert(into: Table("archive")).select(
                Select {
                    Event.id
                    Event.millis
                }.from(Event.table)))
        #expect(
            try db.fetchValues(
                "SELECT typeof(atMillis) || ':' || atMillis FROM archive ORDER BY id LIMIT 1", as: String.self
            )
                == ["integer:1600000000250"])
    }
}

/// Date text written by hand for the fixtures: `YYYY-MM-DD HH:MM:SS.mmm` for whole seconds since 1970.
enum SQLDateFormatForTests {
    static func text(_ seconds: Int64, milliseconds: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let whole = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return whole + "." + String(format: "%03d", milliseconds)
    }
}

/// A record's date fields give the same: `SQL.max(Note.columns.createTime)` reads back as `Date`
/// in each storage the field can state.
@Suite struct RecordDateAggregateTests {
    struct Note: TableRecord {
        var id: Int64?
        var createTime: Date
        var seconds: Date
        var text: Date
        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey()
            Field(\.createTime, "createTime", storage: .unixMilliseconds)
            Field(\.seconds, "seconds", storage: .unixSeconds)
            Field(\.text, "text")
        }
    }

    @Test func maxOfEachFieldReadsBackAsTheLatestDate() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("notes.sqlite"))
        try db.create(Note.self)
        let dates = [1_600_000_000.125, 1_700_000_000.5, 1_650_000_000.0].map(
            Date.init(timeIntervalSince1970:))
        for date in dates {
            var note = Note(id: nil, createTime: date, seconds: date, text: date)
            try db.insert(&note)
        }
        let latest = Date(timeIntervalSince1970: 1_700_000_000.5)
        expectSQL(
            Select { SQL.max(Note.columns.createTime) }.from(Note.table),
            #"SELECT max("createTime") / (1000.0) FROM "note""#,
            schema: GoldenSchema(try Note.definition.createTable().description))
        #expect(
            try db.fetchValue(Select { SQL.max(Note.columns.createTime) }.from(Note.table), as: Date.self)
                == latest)
        #expect(
            try db.fetchValue(Select { SQL.max(Note.columns.seconds) }.from(Note.table), as: Date.self)
                == latest)
        #expect(
            try db.fetchValue(Select { SQL.max(Note.columns.text) }.from(Note.table), as: Date.self) == latest
        )
        // A plain Select of the record's columns into another Decodable reads every storage.
        struct Times: Decodable, Equatable {
            var createTime: Date
            var seconds: Date
        }
        let times = try db.fetchAll(
            Select {
                Note.columns.createTime
                Note.columns.seconds
            }.from(Note.table).orderBy(Note.columns.id),
            as: Times.self)
        #expect(times == dates.map { Times(createTime: $0, seconds: $0) })
        let n = Note.table.as("n")
        #expect(
            try db.fetchValue(Select { SQL.min(n[Note.columns.createTime]) }.from(n), as: Date.self)
                == Date(timeIntervalSince1970: 1_600_000_000.125))
    }
}
