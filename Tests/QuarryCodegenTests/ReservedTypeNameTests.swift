import Foundation
import QuarrySQLite
import Testing

@testable import QuarryCodegenCore

/// Issue 27 item 18: a table or view named like a type the generated code uses (`row` → `Row`,
/// `row_decodable` → `RowDecodable`) must not shadow it. `SchemaGenerator.reservedTypeNames` is
/// the one list; these tests check that the output names no type outside it, and that a schema
/// with a table named after every reserved name generates Swift that compiles.
@Suite struct ReservedTypeNameTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One table per reserved name (as written, and in snake case where that differs), and views
    /// that collide with them again.
    static var reservedSchemaSQL: String {
        var statements: [String] = []
        var seen = Set<SQLiteNameKey>()
        for name in SchemaGenerator.reservedTypeNames.sorted(by: {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }) {
            for spelling in [name, snakeCase(name)] where seen.insert(SQLiteNameKey(spelling)).inserted {
                statements.append(
                    "CREATE TABLE \"\(spelling)\" (id INTEGER PRIMARY KEY, name TEXT NOT NULL, payload BLOB, "
                        + "ratio REAL, flag BOOLEAN, amount NUMERIC)")
            }
        }
        statements.append("CREATE VIEW \"row decodable\" AS SELECT id, name FROM \"Row\"")
        statements.append("CREATE VIEW \"table record\" AS SELECT id FROM \"Table\"")
        return statements.joined(separator: ";\n") + ";\n"
    }

    /// `RowDecodable` → `row_decodable`, `SQLValue` → `sqlvalue`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        var previousWasLower = false
        for character in name {
            if character.isUppercase && previousWasLower { result += "_" }
            result += character.lowercased()
            previousWasLower = character.isLowercase
        }
        return result
    }

    static func generated(_ sql: String, access: GeneratorOptions.AccessLevel = .internal) throws -> String {
        let file = try TemporarySQLFile(name: "reserved.sql", sql)
        let model = try SchemaLoader.load(.sqlFiles([file.url]))
        return SchemaGenerator.generate(
            model, options: GeneratorOptions(access: access, schemaTypeName: "ReservedNamesSchema"))
    }

    @Test func everyTypeTheOutputNamesIsReserved() throws {
        let fixture = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(
                "Tests/QuarryCodegenTests/Generated/FixtureSchema.swift"),
            encoding: .utf8)
        for source in [fixture, try Self.generated(Self.reservedSchemaSQL, access: .public)] {
            let (declared, referenced) = TypeReferences.scan(source)
            let unreserved = referenced.subtracting(declared).subtracting(SchemaGenerator.reservedTypeNames)
            #expect(unreserved.isEmpty, "types the output uses but does not reserve: \(unreserved.sorted())")
            // Nothing the output declares may be a name it also uses for another type.
            // (`Columns` and `CodingKeys` are the nested types each record declares for itself.)
            #expect(
                declared.subtracting(["Columns", "CodingKeys"]).isDisjoint(
                    with: SchemaGenerator.reservedTypeNames))
        }
    }

    @Test func tablesNamedAfterReservedNamesGetOtherTypeNames() throws {
        let source = try Self.generated(Self.reservedSchemaSQL)
        let (declared, _) = TypeReferences.scan(source)
        #expect(declared.contains("Row2"))
        #expect(declared.contains("RowDecodable2"))
        #expect(declared.contains("RowDecodable3"))  // the table "row_decodable"
        #expect(declared.contains("RowDecodable4"))  // the view "row decodable", after the tables
        #expect(
            declared.subtracting(["Columns", "CodingKeys"]).isDisjoint(
                with: SchemaGenerator.reservedTypeNames))
    }

    /// The Swift written for a table named after every reserved name, with code that uses it,
    /// compiled (type-checked) against the Quarry modules this test was built with.
    // A hang guard: it runs swiftc, which a loaded machine slowed past two minutes.
    @Test(.timeLimit(.minutes(6))) func tablesNamedAfterReservedNamesCompile() throws {
        let source = try Self.generated(Self.reservedSchemaSQL)
        let folder = try TemporarySQLFile(name: "unused.sql", "")
        let generatedFile = try folder.sibling("ReservedNamesSchema.swift", source)
        let useFile = try folder.sibling(
            "Use.swift",
            """
            import Foundation
            import QuarrySQLite

            func use(_ db: Database) throws -> [Row2] {
                try ReservedNamesSchema.create(in: db)
                var row = Row2(name: "x", payload: Data([1]), ratio: 0.5, flag: true, amount: .integer(1))
                try db.insert(&row)
                let decoded: RowDecodable2? = try db.find(RowDecodable2.self, key: row.id!)
                _ = decoded
                _ = try db.fetchAll(#"SELECT * FROM "row decodable""# as SQLFragment, as: RowDecodable4.self)
                return try db.fetchAll(Row2.all())
            }
            """)
        let modules = try Self.moduleFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-I", Self.packageRoot.appendingPathComponent("Sources/CSQLite").path,
            generatedFile.path, useFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc refused the generated code:\n\(text)")
    }

    /// Where the build put `QuarrySQLite.swiftmodule`: next to the test bundle, or in its `Modules`.
    static func moduleFolder() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("QuarrySQLite.swiftmodule").path)
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        throw CodegenError(
            file: nil, line: nil,
            message: "no QuarrySQLite.swiftmodule near \(CommandLine.arguments[0]); build the tests first")
    }
}

/// The type names Swift source declares (`struct X`, `enum X`) and the capitalized names it
/// refers to, outside comments and string literals.
enum TypeReferences {
    static func scan(_ source: String) -> (declared: Set<String>, referenced: Set<String>) {
        let code = Array(strippingCommentsAndStrings(source).unicodeScalars)
        var declared = Set<String>()
        var referenced = Set<String>()
        var previousWord = ""
        var index = 0
        while index < code.count {
            let scalar = code[index]
            guard isIdentifierStart(scalar) else {
                if !scalar.properties.isWhitespace { previousWord = "" }
                index += 1
                continue
            }
            let afterDot = index > 0 && code[index - 1] == "."
            var end = index
            while end < code.count, isIdentifierStart(code[end]) || ("0"..."9").contains(code[end]) {
                end += 1
            }
            let word = String(String.UnicodeScalarView(code[index..<end]))
            if previousWord == "struct" || previousWord == "enum" {
                declared.insert(word)
            } else if !afterDot, let first = word.unicodeScalars.first, ("A"..."Z").contains(first) {
                referenced.insert(word)
            }
            previousWord = word
            index = end
        }
        return (declared, referenced)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || !scalar.isASCII
    }

    /// The source with `//` comments and string literals (one-line and `"""`) blanked.
    static func strippingCommentsAndStrings(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            return position + pattern.count <= scalars.count
                && Array(scalars[position..<(position + pattern.count)]) == pattern
        }
        while index < scalars.count {
            if starts("//", at: index) {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if starts("\"\"\"", at: index) {
                index += 3
                while index < scalars.count, !starts("\"\"\"", at: index) {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index += 3
                result.append(" ")
            } else if scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index += 1
                result.append(" ")
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
