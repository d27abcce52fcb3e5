import Foundation
import QuarryPostgres
import Testing

extension PostgresTests {
    /// Rows decode through `Decodable` with the SQLite core's rules, and by position.
    @Suite struct Decoding {
        enum Mood: String, Codable, SQLValueConvertible { case happy, sad }

        struct Person: Decodable, Equatable {
            var id: Int64
            var name: String
            var nickname: String?
            var active: Bool
            var score: Double
            var joined: Date
            var mood: Mood
            var tags: [String]
            var avatar: Data?
        }

        struct PersonRow: PostgresRowDecodable, Equatable {
            var id: Int64
            var name: String
            init(row: borrowing PostgresRow) throws {
                id = try row[0]
                name = try row["name"]
            }
        }

        static let people = Table("people")
        static let id = Column<Int64>("id", in: people)
        static let name = Column<String>("name", in: people)

        static func makePeople(on connection: PostgresConnection) throws {
            try run(
                """
                CREATE TABLE people (
                    id BIGINT PRIMARY KEY, name TEXT NOT NULL, nickname TEXT, active BOOLEAN NOT NULL,
                    score NUMERIC NOT NULL, joined TIMESTAMP NOT NULL, mood TEXT NOT NULL, tags JSONB NOT NULL,
                    avatar BYTEA
                )
                """, on: connection)
            try run(
                """
                INSERT INTO people VALUES
                    (1, 'Ada', NULL, true, 36, '2024-02-29 12:34:56.789', 'happy', '["a", "b"]', '\\x0102'),
                    (2, 'Grace', 'Amazing', false, 2.5, '1906-12-09 00:00:00', 'sad', '[]', NULL)
                """, on: connection)
        }

        @Test func decodableRowsReadEveryKindOfColumn() throws {
            let connection = try connect()
            try Self.makePeople(on: connection)
            let people = try connection.fetchAll(
                Select { SQLFragment("*") }.from(Self.people).orderBy(Self.id), as: Person.self)
            let joined = try Date(sqlValue: .text("2024-02-29 12:34:56.789"))
            #expect(
                people == [
                    Person(
                        id: 1, name: "Ada", nickname: nil, active: true, score: 36, joined: joined,
                        mood: .happy,
                        tags: ["a", "b"], avatar: Data([1, 2])),
                    Person(
                        id: 2, name: "Grace", nickname: "Amazing", active: false, score: 2.5,
                        joined: try Date(sqlValue: .text("1906-12-09 00:00:00")), mood: .sad, tags: [],
                        avatar: nil),
                ])
        }

        @Test func datesReadFromTimestampColumnsWithAndWithoutTimeZone() throws {
            let connection = try connect()
            try run("CREATE TABLE moments (plain TIMESTAMP, zoned TIMESTAMPTZ)", on: connection)
            let date = try Date(sqlValue: .text("2024-02-29 12:34:56.789"))
            // Dates bind as Quarry's UTC text, which both column types read.
            try connection.execute(SQLFragment("INSERT INTO moments VALUES (\(date), \(date))"))
            let read = try connection.fetchOne(SQLFragment("SELECT plain, zoned FROM moments")) { row in
                (try row[0] as Date, try row[1] as Date)
            }
            #expect(read?.0 == date)
            #expect(read?.1 == date)
        }

        @Test func positionalRowsAndSingleValues() throws {
            let connection = try connect()
            try Self.makePeople(on: connection)
            let select = Select {
                Self.id
                Self.name
            }.from(Self.people).orderBy(Self.id)
            let rows = try connection.fetchAll(select, as: PersonRow.self)
            #expect(rows.map(\.name) == ["Ada", "Grace"])
            #expect(try connection.fetchOne(select, as: PersonRow.self)?.id == 1)
            #expect(
                try connection.fetchAll(
                    Select { Self.name }.from(Self.people).orderBy(Self.id), as: String.self) == [
                        "Ada", "Grace",
                    ])
            #expect(try connection.fetchValue(Select { SQL.count() }.from(Self.people), as: Int64.self) == 2)
            let snapshots = try connection.fetchAll(select)
            #expect(snapshots.first?.columns == ["id", "name"])
            #expect(snapshots.last?["name"] == .text("Grace"))
        }

        @Test func conversionErrorsNameTheColumnAndWithholdTheValue() throws {
            let connection = try connect()
            try Self.makePeople(on: connection)
            struct Wrong: Decodable { var name: Int64 }
            let error = #expect(throws: PostgresError.self) {
                try connection.fetchAll(Select { Self.name }.from(Self.people), as: Wrong.self)
            }
            #expect(error?.column == "name")
            #expect(error?.sqlState == PostgresError.SQLState.datatypeMismatch)
            #expect(error.map { !"\($0)".contains("Ada") } == true)

            struct Missing: Decodable { var email: String }
            let missing = #expect(throws: PostgresError.self) {
                try connection.fetchAll(Select { Self.name }.from(Self.people), as: Missing.self)
            }
            #expect(missing?.sqlState == PostgresError.SQLState.undefinedColumn)
            #expect(missing?.message.contains("email") == true)

            let outOfRange = #expect(throws: PostgresError.self) {
                try connection.fetchOne(SQLFragment("SELECT 300::int4")) { row in try row[0] as Int8 }
            }
            #expect(outOfRange?.sqlState == PostgresError.SQLState.numericValueOutOfRange)
            let fraction = #expect(throws: PostgresError.self) {
                try connection.fetchOne(SQLFragment("SELECT 2.5::float8")) { row in try row[0] as Int64 }
            }
            #expect(fraction?.sqlState == PostgresError.SQLState.datatypeMismatch)
            let index = #expect(throws: PostgresError.self) {
                try connection.fetchOne(SQLFragment("SELECT 1")) { row in try row[3] as Int64 }
            }
            #expect(index?.sqlState == PostgresError.SQLState.undefinedColumn)
        }
    }
}
