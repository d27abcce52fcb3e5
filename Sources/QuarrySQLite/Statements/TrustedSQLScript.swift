import Foundation

/// SQL text holding several statements that the program itself ships: a literal in its source or
/// a file in its bundle. ``Database/executeScript(_:)-(TrustedSQLScript)`` runs it statement by
/// statement, where every other call runs exactly one statement.
///
/// Why a script cannot be a plain `String`: everywhere else, Quarry runs one statement per call,
/// so text that reaches SQL by mistake (a value pasted into a fragment) can at worst change that
/// statement; a script runs whatever statements the text holds. The two ways in say where the
/// text comes from (a `StaticString` is fixed when the program is compiled; a file is what the
/// app was built with), and the one way for text made at run time, ``init(unsafeSQL:origin:)``, says
/// what it is, as `SQLFragment(unsafeSQL:)` does.
public struct TrustedSQLScript: Sendable, Hashable {
    /// The script's text.
    public let text: String
    /// Where the text came from, named in errors (a file's path), when it is not a literal.
    public let origin: String?

    /// A script written in the program's source.
    public init(_ text: StaticString) {
        self.text = text.description
        origin = nil
    }

    /// A script read from a file the app ships with (UTF-8).
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw DatabaseError(.misuse, "the SQL script is not UTF-8 text: \(url.path)")
        }
        self.text = text
        origin = url.path
    }

    /// A script made at run time. Only for text the program trusts as much as its own source: it
    /// runs every statement it holds.
    public init(unsafeSQL text: String, origin: String? = nil) {
        self.text = text
        self.origin = origin
    }
}
