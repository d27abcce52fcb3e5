import Foundation
import QuarrySQLite
import Testing

/// Stored and bound values stay out of error text (message and description) unless the program
/// opts in with `DatabaseConfiguration.errorsIncludeArguments`: errors end up in logs and crash
/// reports, where a social security number or a token must not.
@Suite struct ErrorPrivacyTests {
    static let secret = "123-45-6789"

    enum Role: String, SQLValueConvertible, SQLColumnDecodable { case admin, guest }

    struct Failure: Error, CustomStringConvertible {
        let value: String
        var description: String { "cannot handle \(value)" }
    }

    /// A file database (values inlined in literals, so no bound argument carries them) and the
    /// text of the error each case throws.
    func errorTexts(includingValues: Bool) throws -> [String: String] {
        let folder = try TemporaryFolder()
        var configuration = DatabaseConfiguration()
        configuration.errorsIncludeArguments = includingValues
        let db = try Database(path: folder.file("privacy.sqlite"), configuration: configuration)
        try db.execute("CREATE TABLE person(ssn TEXT, role TEXT, big INTEGER)")
        try db.execute("INSERT INTO person VALUES ('123-45-6789', '123-45-6789', 3000000000)")
        try db.execute("CREATE VIRTUAL TABLE doc USING fts5(body)")
        try db.execute("INSERT INTO doc VALUES ('hello')")
        try db.createFunction("strict_int", argumentCount: 1) { arguments in
            try arguments.value(at: 0, as: Int.self)
        }
        try db.createFunction("picky", argumentCount: 1) { arguments -> Int in
            throw Failure(value: try arguments.value(at: 0, as: String.self))
        }
        let secret = Self.secret
        let cases: [(String, () throws -> Void)] = [
            ("raw value", { _ = try db.fetchValue("SELECT role FROM person", as: Role.self) }),
            ("Int32", { _ = try db.fetchValue("SELECT big FROM person", as: Int32.self) }),
            (
                "Int32 by name",
                { _ = try db.fetchOne("SELECT big FROM person") { row in try row["big"] as Int32 } }
            ),
            ("Int", { _ = try db.fetchValue("SELECT ssn FROM person", as: Int.self) }),
            ("Bool", { _ = try db.fetchValue("SELECT ssn FROM person", as: Bool.self) }),
            ("function argument", { try db.execute("SELECT strict_int(ssn) FROM person") }),
            ("function error", { try db.execute("SELECT picky(ssn) FROM person") }),
            ("JSON path", { try db.execute("SELECT json_extract('{}', \(secret))") }),
            ("FTS5 column", { try db.execute("SELECT * FROM doc WHERE doc MATCH \(secret + ": x")") }),
            ("FTS5 special", { try db.execute("SELECT * FROM doc WHERE doc MATCH \("*" + secret)") }),
            (
                "FTS5 rank",
                { try db.execute("SELECT * FROM doc WHERE doc MATCH 'hello' AND rank MATCH \(secret)") }
            ),
            ("ATTACH", { try db.execute(Attach(file: folder.file("none/" + secret), as: "other")) }),
            ("UInt64 bound", { try db.execute("SELECT \(UInt64(9_223_372_036_854_775_808))") }),
            ("JSON encoding", { try db.execute("SELECT \(JSONColumn(["n": Double.nan]))") }),
        ]
        var texts: [String: String] = [:]
        for (name, body) in cases {
            do {
                try body()
                texts[name] = "no error"
            } catch {
                texts[name] = "\(error)"
            }
        }
        return texts
    }

    @Test func valuesStayOutByDefault() throws {
        for (name, text) in try errorTexts(includingValues: false) {
            #expect(text != "no error", "\(name)")
            #expect(!text.contains(Self.secret), "\(name): \(text)")
            #expect(!text.contains("3000000000"), "\(name): \(text)")
            #expect(!text.contains("9223372036854775808"), "\(name): \(text)")
            #expect(!text.contains("nan"), "\(name): \(text)")
        }
    }

    @Test func aProgramThatOptsInSeesTheValues() throws {
        let texts = try errorTexts(includingValues: true)
        for name in [
            "raw value", "Int", "Bool", "function error", "JSON path", "FTS5 column", "FTS5 special",
            "FTS5 rank", "ATTACH",
        ] {
            #expect(texts[name]?.contains(Self.secret) == true, "\(name): \(texts[name] ?? "")")
        }
        #expect(texts["Int32"]?.contains("3000000000") == true, "\(texts["Int32"] ?? "")")
        #expect(texts["Int32 by name"]?.contains("3000000000") == true, "\(texts["Int32 by name"] ?? "")")
    }

    @Test func theErrorsStillSayWhatWentWrong() throws {
        let texts = try errorTexts(includingValues: false)
        #expect(
            texts["raw value"]?.contains("is not a raw value of Role") == true, "\(texts["raw value"] ?? "")")
        #expect(texts["raw value"]?.contains("column \"role\"") == true)
        #expect(texts["Int32"]?.contains("does not fit in Int32") == true, "\(texts["Int32"] ?? "")")
        #expect(texts["function error"]?.contains("picky") == true, "\(texts["function error"] ?? "")")
        #expect(texts["function error"]?.contains("Failure") == true)
        #expect(texts["JSON path"]?.contains("JSON path error") == true, "\(texts["JSON path"] ?? "")")
        #expect(texts["ATTACH"]?.contains("unable to open database") == true, "\(texts["ATTACH"] ?? "")")
    }
}
