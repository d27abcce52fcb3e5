import Foundation
import QuarryCodegenCore
import QuarrySQLite
import Testing

/// `DATE`, `DATETIME` and `TIMESTAMP` columns become `Date` with a storage: the one their values
/// use in a database file (a `typeof` sample), `--date-storage` where no value tells.
@Suite struct DateColumnGenerationTests {
    static let table = """
        CREATE TABLE article (id INTEGER PRIMARY KEY, published DATE, edited TIMESTAMP, seen DATETIME NOT NULL,
                              noted date, empty DATE, stamp TIMESTAMP WITH TIME ZONE);
        """

    func generate(_ arguments: [String]) throws -> String {
        let command = try CodegenCommand(arguments: arguments)
        return SchemaGenerator.generate(try SchemaLoader.load(command.input), options: command.options)
    }

    /// A database file as FMDB and ActiveSQLite leave them: REAL seconds, INTEGER milliseconds,
    /// date text, INTEGER seconds, and a date column with no values yet.
    func databaseFile(extra: String = "") throws -> (TemporarySQLFile, String) {
        let folder = try TemporarySQLFile(name: "unused.sql", "")
        let path = folder.folder.appendingPathComponent("app.sqlite").path
        let db = try Database(path: path)
        try db.execute(SQLFragment(unsafeSQL: Self.table))
        try db.execute(
            """
            INSERT INTO article(published, edited, seen, noted)
            VALUES (1600000000.5, 1600000000250, '2020-09-13 12:26:40.000', 1600000000)
            """)
        if !extra.isEmpty { try db.execute(SQLFragment(unsafeSQL: extra)) }
        return (folder, path)
    }

    @Test func aDatabaseFilesValuesDecideTheStorage() throws {
        let (folder, path) = try databaseFile()
        _ = folder
        let source = try generate(["--database", path, "--date-storage", "unixSeconds"])
        for line in [
            #"        static let published = DateColumn("published", in: Article.table, storage: .unixSeconds)"#,
            #"        static let edited = DateColumn("edited", in: Article.table, storage: .unixMilliseconds)"#,
            #"        static let seen = DateColumn("seen", in: Article.table, storage: .text)"#,
            #"        static let noted = DateColumn("noted", in: Article.table, storage: .unixSeconds)"#,
            // No value: the flag.
            #"        static let empty = DateColumn("empty", in: Article.table, storage: .unixSeconds)"#,
            // Not exactly a date type: NUMERIC affinity, read as it is.
            #"        static let stamp = Column<SQLValue?>("stamp", in: Article.table)"#,
            #"    var published: Date?"#,
            #"    var seen: Date"#,
            #"        self.published = try row[1, storage: .unixSeconds]"#,
            #"        self.edited = try row[2, storage: .unixMilliseconds]"#,
            #"        self.seen = try row[3, storage: .text]"#,
            #"        Field(\.published, "published", storage: .unixSeconds)"#,
            #"        Field(\.edited, "edited", storage: .unixMilliseconds)"#,
            #"        Field(\.seen, "seen", storage: .dateText)"#,
            #"        Field(\.stamp, "stamp")"#,
            #"    /// "edited" TIMESTAMP, dates as unix milliseconds"#,
        ] {
            #expect(source.contains(line), "missing: \(line)")
        }
    }

    @Test func sqlFilesTakeTheFlagOrText() throws {
        let file = try TemporarySQLFile(name: "dates.sql", Self.table)
        let plain = try generate([file.url.path])
        #expect(
            plain.contains(
                #"        static let published = DateColumn("published", in: Article.table, storage: .text)"#)
        )
        #expect(plain.contains(#"        Field(\.edited, "edited", storage: .dateText)"#))
        let millis = try generate(["--date-storage", "unixMilliseconds", file.url.path])
        #expect(
            millis.contains(
                #"        static let seen = DateColumn("seen", in: Article.table, storage: .unixMilliseconds)"#
            ))
        #expect(millis.contains(#"        self.seen = try row[3, storage: .unixMilliseconds]"#))
    }

    @Test func textMixedWithNumbersIsAnError() throws {
        let (folder, path) = try databaseFile(
            extra: "INSERT INTO article(published, seen) VALUES ('2020-01-01', 0)")
        _ = folder
        #expect {
            _ = try generate(["--database", path])
        } throws: { error in
            (error as? CodegenError)?.message
                == #"column "published" of table "article" holds both date text and numbers, so no one date storage reads it in time order: convert the values to one form (or declare the column with another type than DATE, DATETIME or TIMESTAMP to read it as SQLValue)"#
        }
    }

    @Test func anUnknownStorageIsAUsageError() throws {
        #expect {
            _ = try CodegenCommand(arguments: ["--date-storage", "seconds", "x.sql"])
        } throws: { error in
            (error as? CodegenError)?.message.hasPrefix("unknown date storage seconds\n") == true
        }
    }
}
