/// A column or CAST type name: `INTEGER`, `TEXT`, `VARCHAR(255)`, `DECIMAL(10, 2)`.
public struct SQLTypeName: Sendable, Hashable {
    /// The words of the name, each an SQL name.
    public let name: String
    /// Up to two size arguments.
    public let arguments: [Int]

    /// A type name of one or more words with optional size arguments; words outside SQLite's
    /// name rules make rendering fail.
    public init(_ name: String, _ arguments: Int...) {
        self.name = name
        self.arguments = arguments
    }

    public static let integer = SQLTypeName("INTEGER")
    public static let real = SQLTypeName("REAL")
    public static let text = SQLTypeName("TEXT")
    public static let blob = SQLTypeName("BLOB")
    public static let numeric = SQLTypeName("NUMERIC")
    public static let any = SQLTypeName("ANY")
    public static let int = SQLTypeName("INT")
}

extension SQLTypeName: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        if words.isEmpty || arguments.count > 2 {
            renderer.record(QuarryError(.invalidName, "type name \(name.debugDescription) is not valid"))
            return
        }
        for word in words {
            if let problem = SQLName.validate(String(word), as: "type") {
                renderer.record(problem)
                return
            }
        }
        renderer.writeTrusted(words.joined(separator: " "))
        if !arguments.isEmpty {
            renderer.write("(")
            renderer.writeTrusted(arguments.map(String.init).joined(separator: ", "))
            renderer.write(")")
        }
    }
}
