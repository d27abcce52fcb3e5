/// The database whose SQL a statement is rendered for. One statement tree renders for either;
/// SQLite is the default and its text never depends on the other dialects.
public enum SQLDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// SQLite: `?` placeholders and SQLite's literal forms.
    case sqlite
    /// PostgreSQL (and engines that speak its SQL): `$1, $2, …` placeholders and PostgreSQL's
    /// literal forms; what PostgreSQL lacks is a rendering error.
    case postgres

    /// The dialect's name as people write it, for error messages.
    public var description: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }
}
