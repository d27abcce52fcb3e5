/// What PostgreSQL does to a name that SQLite keeps as it is: it cuts a name longer than 63 bytes
/// (NAMEDATALEN - 1) to its first 63, saying so only in a NOTICE, so two long names sharing those
/// bytes would name one table; and it has no empty quoted name.
enum PostgresIdentifier {
    /// The longest name PostgreSQL keeps whole, in UTF-8 bytes.
    static let maximumLength = 63

    /// The error for a name PostgreSQL would change or refuse, or `nil` when it keeps the name.
    static func problem(with identifier: SQLIdentifier) -> QuarryError? {
        let length = identifier.name.utf8.count
        if length > maximumLength {
            return QuarryError(
                .invalidIdentifier,
                "identifier \(shown(identifier.name)) is \(length) bytes long; PostgreSQL keeps only the first \(maximumLength) bytes of a name and would silently truncate it"
            )
        }
        if length == 0 {
            return QuarryError(.invalidIdentifier, "an empty identifier cannot be written in PostgreSQL")
        }
        return nil
    }

    /// The name for an error message: whole when short, else its beginning.
    private static func shown(_ name: String) -> String {
        let shownLength = 2 * maximumLength
        guard name.utf8.count > shownLength else { return name.debugDescription }
        return String(name.prefix(shownLength)).debugDescription + "…"
    }
}
