import Foundation
import QuarryCodegenCore
import QuarrySQLite
import Testing

/// `Generated/FixtureSchema.swift` is the generator's output for `Fixtures/schema`, checked in and
/// compiled into this target (`GeneratedCodeTests` uses it). Regenerating must give the same
/// bytes, so a change to the generator that changes its output fails here until the file is
/// regenerated and reviewed:
///
///     swift run quarry-codegen --schema-type FixtureSchema Tests/QuarryCodegenTests/Fixtures/schema \
///         --output Tests/QuarryCodegenTests/Generated/FixtureSchema.swift
@Suite struct FixtureDriftTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func command(_ input: [String]) throws -> CodegenCommand {
        try CodegenCommand(arguments: ["--schema-type", "FixtureSchema"] + input)
    }

    @Test func checkedInFileIsTheGeneratorsOutput() throws {
        let command = try Self.command([Self.folder.appendingPathComponent("Fixtures/schema").path])
        let source = SchemaGenerator.generate(try SchemaLoader.load(command.input), options: command.options)
        let checkedIn = try String(
            contentsOf: Self.folder.appendingPathComponent("Generated/FixtureSchema.swift"), encoding: .utf8)
        #expect(source == checkedIn)
    }

    @Test func databaseFileGivesTheSameSwiftAsTheSQLFiles() throws {
        let folder = try TemporarySQLFile(name: "unused.sql", "")
        let path = folder.folder.appendingPathComponent("app.sqlite").path
        do {
            let db = try Database(path: path)
            try FixtureSchema.create(in: db)
        }
        let fromFiles = try Self.command([Self.folder.appendingPathComponent("Fixtures/schema").path])
        let fromDatabase = try Self.command(["--database", path])
        let expected = SchemaGenerator.generate(
            try SchemaLoader.load(fromFiles.input), options: fromFiles.options)
        let actual = SchemaGenerator.generate(
            try SchemaLoader.load(fromDatabase.input), options: fromDatabase.options)
        #expect(fromDatabase.options.sourceNames == ["app.sqlite"])
        #expect(
            actual.replacingOccurrences(of: "from app.sqlite.", with: "from 001_tables.sql, 002_hostile.sql.")
                == expected)
    }
}
