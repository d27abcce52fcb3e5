import QuarryPostgres
import Testing

extension PostgresTests {
    /// A Swift `Bool` through a BOOLEAN column: written with the typed API (TRUE/FALSE in the SQL),
    /// filtered on, and read back as `Bool` by value, by position and through `Decodable`.
    @Suite struct BoolRoundTrip {
        enum Flags {
            static let table = Table("flags")
            static let id = Column<Int64>("id", in: table)
            static let active = Column<Bool>("active", in: table)
            static let maybe = Column<Bool?>("maybe", in: table)

            static func create(on connection: PostgresConnection) throws {
                try run(
                    "CREATE TABLE flags (id BIGINT PRIMARY KEY, active BOOLEAN NOT NULL, maybe BOOLEAN)",
                    on: connection)
            }
        }

        struct Row: Decodable, Equatable, PostgresRowDecodable {
            var id: Int64
            var active: Bool
            var maybe: Bool?

            init(id: Int64, active: Bool, maybe: Bool?) {
                self.id = id
                self.active = active
                self.maybe = maybe
            }

            init(row: borrowing PostgresRow) throws {
                id = try row[0]
                active = try row[1]
                maybe = try row[2]
            }
        }

        static let rows = [
            Row(id: 1, active: true, maybe: nil), Row(id: 2, active: false, maybe: true),
            Row(id: 3, active: true, maybe: false),
        ]

        static func filled() throws -> PostgresConnection {
            let connection = try connect()
            try Flags.create(on: connection)
            for row in rows {
                try connection.execute(
                    Insert(into: Flags.table).values {
                        Flags.id.set(to: row.id)
                        Flags.active.set(to: row.active)
                        Flags.maybe.set(to: row.maybe)
                    })
            }
            return connection
        }

        static let all = Select {
            Flags.id
            Flags.active
            Flags.maybe
        }.from(Flags.table).orderBy(Flags.id)

        @Test func readBackByValuePositionAndDecodable() throws {
            let connection = try Self.filled()
            #expect(
                try connection.fetchValues(
                    Select { Flags.active }.from(Flags.table).orderBy(Flags.id), as: Bool.self)
                    == [true, false, true])
            #expect(
                try connection.fetchValues(
                    Select { Flags.maybe }.from(Flags.table).orderBy(Flags.id), as: Bool?.self)
                    == [nil, true, false])
            let positional: [Row] = try connection.fetchAll(Self.all) { row in try Row(row: row) }
            #expect(positional == Self.rows)
            let decoded = try connection.fetchAll(Self.all, as: Row.self)
            #expect(decoded == Self.rows)
        }

        @Test func aTypedColumnAndAnOptionalFetchValueReadAsOnSQLite() throws {
            let connection = try Self.filled()
            let read = try connection.fetchAll(Self.all) { row -> Bool? in try row[Flags.maybe] }
            #expect(read == [nil, true, false])
            func maybe(_ id: Int64) -> Select {
                Select { Flags.maybe }.from(Flags.table).where(Flags.id == id)
            }
            let flat: Bool? = try connection.fetchValue(maybe(2), as: Bool?.self)
            #expect(flat == true)
            #expect(try connection.fetchValue(maybe(1), as: Bool?.self) == nil)
            #expect(try connection.fetchValue(maybe(9), as: Bool?.self) == nil)
        }

        @Test func filteredByTheColumnAndByAValue() throws {
            let connection = try Self.filled()
            func ids(_ condition: SQLExpression<Bool>) throws -> [Int64] {
                try connection.fetchValues(
                    Select { Flags.id }.from(Flags.table).where(condition).orderBy(Flags.id), as: Int64.self)
            }
            let yes = true
            let no = false
            #expect(try ids(Flags.active.sqlExpression) == [1, 3])
            #expect(try ids(!Flags.active) == [2])
            #expect(try ids(Flags.active == yes) == [1, 3])
            #expect(try ids(Flags.active != no) == [1, 3])
            #expect(try ids(Flags.maybe == no) == [3])
            #expect(try ids(Flags.maybe.isDistinct(from: yes)) == [1, 3])
            #expect(try ids(Flags.maybe == nil) == [1])
        }

        @Test func updatedAndInsertedByRecord() throws {
            let connection = try Self.filled()
            try connection.execute(Update(Flags.table).set(Flags.active, to: false).set(Flags.maybe, to: nil))
            #expect(
                try connection.fetchValues(Select { Flags.active }.from(Flags.table), as: Bool.self)
                    == [false, false, false])
            struct Written: Encodable {
                var id: Int64
                var active: Bool
                var maybe: Bool?
            }
            try connection.execute(
                Insert(into: Flags.table).values(encoding: Written(id: 4, active: true, maybe: false)))
            let read = try connection.fetchOne(Self.all.where(Flags.id == 4), as: Row.self)
            #expect(read == Row(id: 4, active: true, maybe: false))
        }
    }
}
