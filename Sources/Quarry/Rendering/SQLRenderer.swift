/// The one writer of SQL text. Every node renders itself through three writes: SQL text that the
/// library owns, an identifier (always quoted), and a value (a bound `?` or an escaped literal).
///
/// Nothing else writes SQL, so quoting, binding and literal escaping live in one place.
public struct SQLRenderer: Sendable {
    /// How values are written.
    public enum ValueStyle: Sendable, Hashable {
        /// As `?` placeholders, with the values collected as arguments.
        case parameters
        /// As escaped SQL literals, for descriptions and for places where SQLite refuses
        /// parameters (PRAGMA values, DEFAULT, CHECK, view and trigger bodies).
        case inlined
    }

    /// The SQL written so far.
    public private(set) var sql: String = ""
    /// The values written as `?`, in order.
    public private(set) var arguments: [SQLValue] = []
    /// How values are written right now.
    public private(set) var valueStyle: ValueStyle
    /// How identifiers are quoted.
    public let quoting: IdentifierQuoting
    /// Whether columns that know their table are written qualified (inside a SELECT over a join).
    public private(set) var qualifiesColumns = false
    /// The first problem met while rendering; `render()` throws it.
    public private(set) var error: QuarryError?

    /// A renderer with the given value style and quoting.
    public init(values: ValueStyle = .parameters, quoting: IdentifierQuoting = .doubleQuotes) {
        self.valueStyle = values
        self.quoting = quoting
        sql.reserveCapacity(128)
    }

    /// Writes SQL text that the library itself owns: keywords and punctuation. `StaticString`
    /// keeps runtime text out.
    public mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { sql += String(decoding: $0, as: UTF8.self) }
    }

    /// Writes library-owned text that is known to be safe (keywords built from enums, validated
    /// function names). Never call it with user text.
    mutating func writeTrusted(_ text: String) {
        sql += text
    }

    /// Writes a name, quoted; a name SQLite cannot hold records an error instead.
    public mutating func write(identifier: SQLIdentifier) {
        if let problem = identifier.validationError {
            record(problem)
            sql += "\"\""
            return
        }
        switch quoting {
        case .doubleQuotes: writeQuoted(identifier.name, open: "\"", close: "\"")
        case .backticks: writeQuoted(identifier.name, open: "`", close: "`")
        case .brackets:
            if identifier.name.contains("]") {
                writeQuoted(identifier.name, open: "\"", close: "\"")
            } else {
                sql += "["
                sql += identifier.name
                sql += "]"
            }
        }
    }

    /// Writes a value: a `?` with the value appended to the arguments, or an escaped literal.
    public mutating func write(value: SQLValue) {
        switch valueStyle {
        case .parameters:
            sql += "?"
            arguments.append(value)
        case .inlined:
            SQLLiteral.write(value, to: &sql)
        }
    }

    /// Writes a value that SQLite accepts only as a literal in this place, whatever the style.
    public mutating func write(literal value: SQLValue) {
        SQLLiteral.write(value, to: &sql)
    }

    /// Renders `body` with values inlined as literals: for the clauses where SQLite refuses bound
    /// parameters.
    public mutating func inliningValues(_ body: (inout SQLRenderer) -> Void) {
        let saved = valueStyle
        valueStyle = .inlined
        body(&self)
        valueStyle = saved
    }

    /// Renders `body` with columns qualified by their tables, or not: a SELECT over a join turns it
    /// on for its own clauses, and every nested SELECT decides again for its own.
    public mutating func qualifyingColumns(_ qualify: Bool, _ body: (inout SQLRenderer) -> Void) {
        let saved = qualifiesColumns
        qualifiesColumns = qualify
        body(&self)
        qualifiesColumns = saved
    }

    /// Records a problem; rendering goes on so that the description can still show the rest.
    public mutating func record(_ problem: QuarryError) {
        if error == nil { error = problem }
    }

    /// Writes the items separated by `", "`.
    public mutating func writeList<Items: Sequence>(
        _ items: Items, separator: StaticString = ", ", _ each: (inout SQLRenderer, Items.Element) -> Void
    ) {
        var first = true
        for item in items {
            if !first { write(separator) }
            first = false
            each(&self, item)
        }
    }

    private mutating func writeQuoted(_ name: String, open: Character, close: Character) {
        sql.append(open)
        if name.contains(close) {
            for character in name {
                if character == close { sql.append(close) }
                sql.append(character)
            }
        } else {
            sql += name
        }
        sql.append(close)
    }
}
