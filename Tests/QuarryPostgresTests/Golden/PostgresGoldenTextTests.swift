import Quarry
import QuarryTesting
import Testing

/// The golden cases as text: PostgreSQL's as stated by hand, SQLite's unchanged and prepared in
/// SQLite, and the refusals with their words. No server needed, so these run outside the
/// ``PostgresTests`` suite, which is skipped without one.
@Suite struct PostgresGoldenTextTests {
    @Test(arguments: postgresGoldenCases)
    func postgresText(_ golden: PostgresGoldenCase) throws {
        if golden.inlined {
            #expect(try golden.statement.inlinedSQL(dialect: .postgres) == golden.postgres)
            #expect(golden.statement.getDescription(dialect: .postgres) == golden.postgres)
        } else {
            let rendered = try golden.statement.render(dialect: .postgres)
            #expect(rendered.sql == golden.postgres)
            #expect(rendered.arguments == golden.arguments)
        }
    }

    @Test(arguments: postgresGoldenCases.filter { $0.sqlite != nil })
    func sqliteTextUnchanged(_ golden: PostgresGoldenCase) throws {
        let sqlite = try #require(golden.sqlite)
        if golden.inlined {
            #expect(try golden.statement.inlinedSQL() == sqlite.sql)
        } else {
            expectSQL(golden.statement, sqlite.sql, sqlite.arguments, schema: goldenSQLiteSchema)
        }
    }

    @Test(arguments: postgresRefusals)
    func refused(_ refusal: PostgresRefusal) {
        #expect(throws: QuarryError.self) { try refusal.statement.render(dialect: .postgres) }
        do {
            _ = try refusal.statement.render(dialect: .postgres)
        } catch {
            #expect(error.kind == refusal.kind)
            #expect(error.message.contains(refusal.mentioning), "\(error.message)")
            if error.kind == .unsupportedInDialect, !refusal.mentioning.contains("NUL") {
                #expect(error.message.contains("PostgreSQL") || error.message.contains("SQLite"))
            }
        }
    }

    @Test(arguments: postgresRefusals)
    func refusedInSQLiteToo(_ refusal: PostgresRefusal) {
        // Nothing refused here for PostgreSQL is refused for SQLite as a dialect problem.
        do {
            _ = try refusal.statement.render()
        } catch {
            #expect(error.kind != .unsupportedInDialect, "\(error.message)")
        }
    }

    @Test func theCaseCountsStayLarge() {
        #expect(postgresGoldenCases.count >= 120)
        #expect(postgresRefusals.count >= 60)
        #expect(Set(postgresGoldenCases.map(\.name)).count == postgresGoldenCases.count)
        #expect(Set(postgresRefusals.map(\.name)).count == postgresRefusals.count)
    }
}
