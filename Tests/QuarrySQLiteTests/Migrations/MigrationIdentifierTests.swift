import Foundation
import QuarrySQLite
import Testing

/// Migration identifiers are compared by bytes: `"é"` (U+00E9) and `"e\u{301}"` are equal Swift
/// strings and two rows of `quarry_migrations`, so two migrations.
@Suite struct MigrationIdentifierTests {
    static let composed = "m_\u{E9}"
    static let decomposed = "m_e\u{301}"

    static func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) } }

    @Test func canonicallyEquivalentIdentifiersAreTwoMigrations() throws {
        let db = try Database(location: .inMemory)
        let migrator = DatabaseMigratorTests.loggingMigrator([Self.composed, Self.decomposed])
        try migrator.migrate(db)
        let ran = try DatabaseMigratorTests.log(db)
        #expect(Self.bytes(ran) == Self.bytes([Self.composed, Self.decomposed]))
        #expect(
            Self.bytes(try migrator.appliedMigrations(db)) == Self.bytes([Self.composed, Self.decomposed]))
        #expect(try migrator.hasCompletedMigrations(db))
    }

    @Test func aMigrationIsNotAppliedBecauseItsEquivalentIs() throws {
        let db = try Database(location: .inMemory)
        try DatabaseMigratorTests.loggingMigrator([Self.composed]).migrate(db)
        let migrator = DatabaseMigratorTests.loggingMigrator([Self.composed, Self.decomposed])
        #expect(try !migrator.hasCompletedMigrations(db))
        try migrator.migrate(db)
        let ran = try DatabaseMigratorTests.log(db)
        #expect(Self.bytes(ran) == Self.bytes([Self.composed, Self.decomposed]))
    }

    @Test func anIdentifierTheAppDoesNotKnowByItsBytesIsRefused() throws {
        let db = try Database(location: .inMemory)
        try DatabaseMigratorTests.loggingMigrator([Self.decomposed]).migrate(db)
        let migrator = DatabaseMigratorTests.loggingMigrator([Self.composed])
        #expect(try migrator.hasBeenSuperseded(db))
        #expect(throws: MigrationError.self) { try migrator.migrate(db) }
    }
}
