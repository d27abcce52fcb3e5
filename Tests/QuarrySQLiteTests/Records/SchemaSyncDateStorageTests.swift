import Foundation
import QuarrySQLite
import Testing

/// `sync` refuses a date field whose storage is not the one the existing column uses (its declared
/// type, and a sample of the values already there), saying which storage to use.
@Suite struct SchemaSyncDateStorageTests {
    struct TextArticle: TableRecord {
        var id: Int64?
        var published: Date?
        static let definition = TableDefinition<TextArticle>("article") {
            Field(\.id, "id").primaryKey()
            Field(\.published, "published")
        }
    }

    struct SecondsArticle: TableRecord {
        var id: Int64?
        var published: Date?
        static let definition = TableDefinition<SecondsArticle>("article") {
            Field(\.id, "id").primaryKey()
            Field(\.published, "published", storage: .unixSeconds)
        }
    }

    struct MillisecondsArticle: TableRecord {
        var id: Int64?
        var published: Date?
        static let definition = TableDefinition<MillisecondsArticle>("article") {
            Field(\.id, "id").primaryKey()
            Field(\.published, "published", storage: .unixMilliseconds)
        }
    }

    func database(_ declaredType: String, _ values: [String]) throws -> Database {
        let db = try Database.inMemory()
        try db.execute(
            SQLFragment(unsafeSQL: "CREATE TABLE article(id INTEGER PRIMARY KEY, published \(declaredType))"))
        for value in values {
            try db.execute(SQLFragment(unsafeSQL: "INSERT INTO article(published) VALUES (\(value))"))
        }
        return db
    }

    func message<Record: TableRecord>(syncing type: Record.Type, in db: Database) -> String? {
        do {
            try db.sync(type)
            return nil
        } catch {
            return (error as? QuarryError)?.message ?? "\(error)"
        }
    }

    @Test func aTextFieldOnAnFMDBColumnOfRealSecondsIsRefused() throws {
        let db = try database("DATE", ["NULL", "1600000000.25", "1600086400.5"])
        #expect(
            message(syncing: TextArticle.self, in: db)
                == #"cannot sync TextArticle: field "published" stores dates as text, but column "published" of table "article" holds REAL numbers (unix seconds): use storage: .unixSeconds"#
        )
        #expect(try db.fetchValue("SELECT count(*) FROM article", as: Int.self) == 3)
        #expect(message(syncing: SecondsArticle.self, in: db) == nil)
        let later = SecondsArticle.filter { $0.published > Date(timeIntervalSince1970: 1_600_000_001) }
        #expect(try db.fetchAll(later).map(\.id) == [3])
    }

    @Test func integerMillisecondsAskForMilliseconds() throws {
        let db = try database("INTEGER", ["1600000000250"])
        #expect(
            message(syncing: TextArticle.self, in: db)
                == #"cannot sync TextArticle: field "published" stores dates as text, but column "published" of table "article" holds INTEGER numbers (unix milliseconds): use storage: .unixMilliseconds"#
        )
        #expect(
            message(syncing: SecondsArticle.self, in: db)
                == #"cannot sync SecondsArticle: field "published" stores dates as unix seconds, but column "published" of table "article" holds numbers above 10^11, which are milliseconds since 1970: use storage: .unixMilliseconds"#
        )
        #expect(message(syncing: MillisecondsArticle.self, in: db) == nil)
    }

    @Test func integerSecondsAskForSeconds() throws {
        let db = try database("INTEGER", ["1600000000"])
        #expect(
            message(syncing: MillisecondsArticle.self, in: db)
                == #"cannot sync MillisecondsArticle: field "published" stores dates as unix milliseconds, but column "published" of table "article" holds numbers below 10^11, which are seconds since 1970: use storage: .unixSeconds"#
        )
        #expect(message(syncing: SecondsArticle.self, in: db) == nil)
    }

    @Test func dateTextAsksForDateText() throws {
        let db = try database("DATETIME", ["'2020-09-13 12:26:40.000'"])
        #expect(
            message(syncing: MillisecondsArticle.self, in: db)
                == #"cannot sync MillisecondsArticle: field "published" stores dates as unix milliseconds, but column "published" of table "article" holds date text: use storage: .dateText"#
        )
        #expect(message(syncing: TextArticle.self, in: db) == nil)
    }

    @Test func anEmptyColumnIsJudgedByItsDeclaredType() throws {
        #expect(
            message(syncing: SecondsArticle.self, in: try database("TEXT", []))
                == #"cannot sync SecondsArticle: field "published" stores dates as unix seconds, but column "published" of table "article" is declared TEXT, which turns the numbers written into text: use storage: .dateText, or declare the column REAL or INTEGER"#
        )
        #expect(
            message(syncing: TextArticle.self, in: try database("REAL", []))
                == #"cannot sync TextArticle: field "published" stores dates as text, but column "published" of table "article" is declared REAL, the type of dates stored as seconds (FMDB's form): use storage: .unixSeconds, or declare the column TEXT"#
        )
        #expect(
            message(syncing: TextArticle.self, in: try database("INTEGER", []))
                == #"cannot sync TextArticle: field "published" stores dates as text, but column "published" of table "article" is declared INTEGER, the type of dates stored as numbers: use storage: .unixMilliseconds or .unixSeconds, or declare the column TEXT"#
        )
        // DATE and DATETIME (NUMERIC affinity) and no type hold any of the three forms.
        for declared in ["DATE", "DATETIME", ""] {
            #expect(message(syncing: TextArticle.self, in: try database(declared, [])) == nil)
            #expect(message(syncing: SecondsArticle.self, in: try database(declared, [])) == nil)
        }
    }
}
