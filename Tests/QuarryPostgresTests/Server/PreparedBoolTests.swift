import QuarryPostgres
import Testing

extension PostgresTests {
    /// A Swift `Bool` bound to a prepared statement is a `bool`, which a `boolean` column and
    /// condition take.
    @Suite struct PreparedBool {
        static func flags() throws -> PostgresConnection {
            let connection = try connect()
            try run("CREATE TABLE flags (id BIGINT PRIMARY KEY, active BOOLEAN)", on: connection)
            return connection
        }

        @Test func aBoolIsInsertedIntoABooleanColumn() throws {
            let connection = try Self.flags()
            let insert = try connection.prepare(
                SQLFragment("INSERT INTO flags (id, active) VALUES (\(0 as Int64), \("true"))"))
            try insert.bind(1 as Int64, at: 1)
            try insert.bind(false, at: 2)
            try insert.execute()
            try insert.bind(2 as Int64, at: 1)
            try insert.bind(true, at: 2)
            try insert.execute()
            try insert.bind(3 as Int64, at: 1)
            try insert.bind(Bool?.some(true), at: 2)
            try insert.execute()
            try insert.bind(4 as Int64, at: 1)
            try insert.bind(Bool?.none, at: 2)
            try insert.execute()
            let rows = try connection.fetchAll(SQLFragment("SELECT active FROM flags ORDER BY id")) { row in
                try row[0] as Bool?
            }
            #expect(rows == [false, true, true, nil])
        }

        @Test func aBoolFiltersABooleanCondition() throws {
            let connection = try Self.flags()
            try run("INSERT INTO flags VALUES (1, true), (2, false), (3, true)", on: connection)
            let lookup = try connection.prepare(
                SQLFragment("SELECT id FROM flags WHERE active = \("true") ORDER BY id"))
            try lookup.bind(false, at: 1)
            #expect(try lookup.fetchAll { row in try row[0] as Int64 } == [2])
            try lookup.bind(true, at: 1)
            #expect(try lookup.fetchAll { row in try row[0] as Int64 } == [1, 3])
            // An integer again after the Bool: the statement's integer form, as before.
            let count = try connection.prepare(
                SQLFragment("SELECT count(*) FROM flags WHERE id > \(0 as Int64)"))
            try count.bind(1 as Int64, at: 1)
            #expect(try count.fetchOne { row in try row[0] as Int64 } == 2)
        }
    }
}
