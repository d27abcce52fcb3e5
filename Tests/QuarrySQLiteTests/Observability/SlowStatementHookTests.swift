import QuarrySQLite
import Testing

/// `DatabaseConfiguration.onSlowStatement`: a statement that runs past the threshold is reported
/// with its SQL and duration; a fast one is not.
@Suite struct SlowStatementHookTests {
    /// About 0.1–0.5 s of work in SQLite, bound so that its limit is an argument.
    static let slowCount: SQLFragment =
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(1_000_000)) SELECT count(*) FROM n"

    @Test func aSlowStatementIsReportedAndAFastOneIsNot() throws {
        let log = EventLog()
        var configuration = DatabaseConfiguration()
        configuration.onSlowStatement(threshold: .milliseconds(40)) { log.append($0) }
        let db = try Database(configuration: configuration)
        #expect(try db.fetchValue("SELECT \(1) + 1", as: Int.self) == 2)
        #expect(log.all.isEmpty)
        #expect(try db.fetchValue(Self.slowCount, as: Int.self) == 1_000_000)
        #expect(log.all.count == 1)
        let event = try #require(log.all.first)
        #expect(
            event.sql
                == "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?) SELECT count(*) FROM n"
        )
        #expect(event.duration >= .milliseconds(40))
    }

    @Test func theArgumentsAreInOnlyWhenAsked() throws {
        let log = EventLog()
        var configuration = DatabaseConfiguration()
        configuration.onSlowStatement(threshold: .milliseconds(40), includingArguments: true) {
            log.append($0)
        }
        let db = try Database(configuration: configuration)
        _ = try db.fetchValue(Self.slowCount, as: Int.self)
        #expect(log.all.map(\.sql).first?.contains("x < 1000000") == true)
    }

    @Test func aQueueReportsFromItsConnectionBesideItsTrace() throws {
        let slow = EventLog()
        let traced = EventLog()
        var configuration = DatabaseConfiguration()
        configuration.trace = { traced.append($0) }
        configuration.onSlowStatement(threshold: .milliseconds(40)) { slow.append($0) }
        let queue = try DatabaseQueue(configuration: configuration)
        try queue.inDatabase { db in
            _ = try db.fetchValue("SELECT 1", as: Int.self)
            _ = try db.fetchValue(Self.slowCount, as: Int.self)
        }
        #expect(traced.all.count == 2)
        #expect(slow.all.count == 1)
        #expect(slow.all.first?.sql.hasPrefix("WITH RECURSIVE") == true)
    }
}
