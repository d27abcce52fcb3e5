/// What PostgreSQL does to a name that SQLite keeps as it is: it cuts a name longer than 63 bytes
/// (NAMEDATALEN - 1) to its first 63, saying so only in a NOTICE, so two long names sharing those
/// bytes would name one table; and it has no empty quoted name.
enum PostgresIdentifier {
    /// The longest name PostgreSQL keeps whole, in UTF-8 bytes.
    static let maximumLength = 63

    /// The error for a name PostgreSQL would change or refuse, or `nil` when it keeps the name.
    static func problem(with identifier: SQLIdentifier) -> QuarryError? {
        if let problem = lengthProblem(with: identifier.name, as: "identifier", kind: .invalidIdentifier) {
            return problem
        }
        if identifier.name.isEmpty {
            return QuarryError(.invalidIdentifier, "an empty identifier cannot be written in PostgreSQL")
        }
        return nil
    }

    /// The error for a name (`what`: "identifier", "function name") longer than PostgreSQL keeps.
    static func lengthProblem(with name: String, as what: String, kind: QuarryError.Kind) -> QuarryError? {
        let length = name.utf8.count
        guard length > maximumLength else { return nil }
        return QuarryError(
            kind,
            "\(what) \(shown(name)) is \(length) bytes long; PostgreSQL keeps only the first \(maximumLength) bytes of a name and would silently truncate it"
        )
    }

    /// The name for an error message: whole when short, else its beginning.
    private static func shown(_ name: String) -> String {
        let shownLength = 2 * maximumLength
        guard name.utf8.count > shownLength else { return name.debugDescription }
        return String(name.prefix(shownLength)).debugDescription + "…"
    }
}
