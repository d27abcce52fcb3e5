import Foundation
import QuarryPostgres
import QuarryPostgresTesting
import QuarryTesting

/// The same tables and rows on SQLite and on the PostgreSQL server, created by Quarry's own
/// `CreateTable` and `Insert` rendered for each engine, so that one statement can be run on both
/// and its rows compared. The rows hold what makes the engines differ when Quarry does not
/// translate: NULLs in every column, text in mixed case and outside ASCII, equal keys for ties.
enum CrossEngineFixture {
    static let person = Table("person")
    static let team = Table("team")

    /// The schema the generator draws from (the same tables as `creation`).
    static let schema = FuzzSchema([
        FuzzTable(
            "person", hasIntegerKey: true,
            columns: [
                FuzzColumn("id", .integer, isNullable: false), FuzzColumn("name", .text),
                FuzzColumn("nick", .text), FuzzColumn("age", .integer), FuzzColumn("score", .real),
                FuzzColumn("team", .integer),
            ]),
        FuzzTable(
            "team", hasIntegerKey: true,
            columns: [FuzzColumn("id", .integer, isNullable: false), FuzzColumn("title", .text)]),
    ])

    static func creation() -> [CreateTable] {
        [
            CreateTable(person) {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("name", .text)
                ColumnDefinition("nick", .text)
                ColumnDefinition("age", .integer)
                ColumnDefinition("score", .real)
                ColumnDefinition("team", .integer)
            },
            CreateTable(team) {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("title", .text)
            },
        ]
    }

    typealias PersonRow = (name: String?, nick: String?, age: Int64?, score: Double?, team: Int64?)

    /// Text that sorts differently by bytes than by a language's collation, and that SQLite's
    /// ASCII-only case folding treats differently from PostgreSQL's.
    static let people: [PersonRow] = [
        ("apple", "b", 30, 1.5, 1), ("Apple", "B", nil, -2.25, 2), ("APPLE", nil, 30, nil, 1),
        ("banana", "a", -4, 0, nil), ("Banana", "", 12, 1e10, 3), (nil, "z", 7, 0.1, 2),
        ("", "Z", nil, 2.5, 1), ("Ω", "ω", 30, -0.5, nil), ("ω", "Ω", 5, 1.5, 2), ("é", "e", 0, nil, 3),
        ("e", "É", 12, 3.25, 1), ("Zed", nil, 99, -1, 2), ("zed", "zed", 99, 7, nil),
        ("a b", "a_b", 1, 1.5, 1), ("_x", "%", nil, 0, 3), ("ab", "aB", 2, 2, 2), ("aB", "Ab", 2, 2, 1),
        (nil, nil, nil, nil, nil), ("10", "9", 10, 10, 1), ("9", "10", 9, 9, 2),
    ]

    static let teams: [String?] = ["red", "Red", nil, "blue"]

    static var inserts: [Insert] {
        let personColumns = ["id", "name", "nick", "age", "score", "team"].map {
            Column<SQLValue>($0, in: person)
        }
        let teamID = Column<Int64>("id", in: team)
        let title = Column<String?>("title", in: team)
        var statements: [Insert] = people.enumerated().map { index, row in
            let values: [SQLValue] = [
                .integer(Int64(index + 1)), row.name.map(SQLValue.text) ?? .null,
                row.nick.map(SQLValue.text) ?? .null, row.age.map(SQLValue.integer) ?? .null,
                row.score.map(SQLValue.real) ?? .null, row.team.map(SQLValue.integer) ?? .null,
            ]
            return Insert(into: person).values {
                for (column, value) in zip(personColumns, values) { column.set(to: value) }
            }
        }
        statements += teams.enumerated().map { index, name in
            Insert(into: team).values {
                teamID.set(to: Int64(index + 1))
                title.set(to: name)
            }
        }
        return statements
    }

    /// A scratch SQLite database holding the tables and rows.
    static func sqlite() throws -> SQLiteScratchDatabase {
        let database = try SQLiteScratchDatabase()
        let statements: [any SQLRenderable] = creation() + inserts
        for statement in statements {
            let rendered = try statement.render()
            _ = try database.rows(rendered.sql, arguments: rendered.arguments)
        }
        return database
    }

    /// A new connection holding the tables (in its scratch schema, private to it) and rows;
    /// `database` names another database of the test server.
    static func postgres(database: String? = nil) throws -> PostgresConnection {
        let connection = try database.map { try CollatedDatabase.connect(to: $0) } ?? connect()
        for statement in creation() { try connection.execute(statement) }
        for statement in inserts { try connection.execute(statement) }
        return connection
    }
}

/// A database of the test server whose default collation is a language's (ICU `en-US`), not
/// the bytes: where `ORDER BY name` puts `apple` beside `Apple` and `é` before `z`.
enum CollatedDatabase {
    static let name = "quarry_collated"

    static func connect(to name: String) throws -> PostgresConnection {
        let administration = try PostgresTestServer.connect()
        let exists = try administration.fetchOne(
            SQLFragment(unsafeSQL: "SELECT 1 FROM pg_database WHERE datname = '\(name)'")
        ) { _ in true }
        if exists == nil {
            try run(
                "CREATE DATABASE \(name) TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C'",
                on: administration)
        }
        return try ScratchSchema.connect(to: connectionString(database: name))
    }

    /// The test server's connection string with another database: a URL's path, or a later
    /// `dbname`, which libpq takes over an earlier one.
    static func connectionString(database: String) throws -> String {
        let base = try PostgresTestServer.shared().connectionString
        guard base.contains("://"), var url = URLComponents(string: base) else {
            return base + " dbname=\(database)"
        }
        url.path = "/" + database
        return url.string ?? base
    }
}
