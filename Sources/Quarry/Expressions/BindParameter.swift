/// A placeholder whose value is supplied when the statement runs, for statements prepared once and
/// run many times.
public enum BindParameter: Sendable, Hashable {
    /// `?`: filled by position.
    case anonymous
    /// `?NNN`: filled by number (1 to 32766).
    case numbered(Int)
    /// `:name`, `@name` or `$name`.
    case named(prefix: Prefix, name: String)

    /// The sign that introduces a named parameter.
    public enum Prefix: String, Sendable, Hashable {
        /// `:name`.
        case colon = ":"
        /// `@name`.
        case at = "@"
        /// `$name`.
        case dollar = "$"
    }

    /// The parameter's name as SQLite reports it (`sqlite3_bind_parameter_name`), or `nil` for `?`.
    public var sqliteName: String? {
        switch self {
        case .anonymous: return nil
        case .numbered(let number): return "?\(number)"
        case .named(let prefix, let name): return prefix.rawValue + name
        }
    }

    var validationError: QuarryError? {
        switch self {
        case .anonymous: return nil
        case .numbered(let number):
            return (1...32766).contains(number)
                ? nil : QuarryError(.invalidName, "parameter number \(number) is outside 1...32766")
        case .named(_, let name):
            return SQLName.isValid(name)
                ? nil
                : QuarryError(.invalidName, "parameter name \(name.debugDescription) is not an SQL name")
        }
    }
}

extension BindParameter: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        if let problem = validationError {
            renderer.record(problem)
            renderer.write("?")
            return
        }
        renderer.writeTrusted(sqliteName ?? "?")
    }
}
