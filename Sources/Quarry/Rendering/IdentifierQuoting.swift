/// How the renderer quotes identifiers. SQLite reads all three the same way; the alternatives exist
/// so that tests can render a statement twice and catch any node that writes quotes of its own.
public enum IdentifierQuoting: Sendable, Hashable {
    /// `"name"`, with `"` doubled: standard SQL, and the default.
    case doubleQuotes
    /// The name between backticks, with a backtick inside doubled (MySQL style).
    case backticks
    /// `[name]` (SQL Server style); a name containing `]` falls back to double quotes, since
    /// brackets have no escape.
    case brackets
}
