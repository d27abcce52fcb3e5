/// A `PRAGMA` statement: reads a pragma, sets it (`= value`) or calls it with an argument
/// (`(argument)`), optionally in a schema.
///
/// ```swift
/// Pragma(.userVersion)                            // PRAGMA user_version
/// Pragma(.userVersion, value: 3)                  // PRAGMA user_version = 3
/// Pragma(.tableInfo, argument: "message")         // PRAGMA table_info('message')
/// Pragma.journalMode(.wal, schema: "main")        // PRAGMA "main".journal_mode = WAL
/// ```
///
/// SQLite refuses bound parameters in a pragma, so values are written as escaped literals, and
/// keywords come only from enums (``JournalMode``, ``Synchronous``…). A pragma that ``PragmaName``
/// does not list goes through ``custom(_:schema:)``, whose name must be a plain SQL name.
public struct Pragma: SQLStatement {
    /// What the statement does with the pragma.
    public enum Form: Sendable, Hashable {
        /// `PRAGMA name`: reads the pragma (or runs it, for pragmas that act).
        case read
        /// `PRAGMA name = value`.
        case assignment(PragmaValue)
        /// `PRAGMA name(argument)`.
        case call(PragmaValue)
    }

    enum Subject: Sendable, Hashable {
        case listed(PragmaName)
        case custom(String)
    }

    let subject: Subject
    /// The schema the pragma applies to (`main`, `temp` or an attached database), if given.
    public let schema: SQLIdentifier?
    /// Whether the pragma is read, assigned or called.
    public let form: Form

    init(subject: Subject, schema: SQLIdentifier?, form: Form) {
        self.subject = subject
        self.schema = schema
        self.form = form
    }

    /// The pragma, when it is one that ``PragmaName`` lists; `nil` for a custom pragma.
    public var pragmaName: PragmaName? {
        if case .listed(let name) = subject { return name }
        return nil
    }

    /// The pragma's name as SQL writes it.
    public var name: String {
        switch subject {
        case .listed(let name): return name.rawValue
        case .custom(let name): return name
        }
    }

    /// `PRAGMA [schema.]name`: reads the pragma.
    public init(_ name: PragmaName, schema: SQLIdentifier? = nil) {
        self.init(subject: .listed(name), schema: schema, form: .read)
    }

    /// `PRAGMA [schema.]name = value`.
    public init(_ name: PragmaName, schema: SQLIdentifier? = nil, value: some PragmaValueConvertible) {
        self.init(subject: .listed(name), schema: schema, form: .assignment(value.pragmaValue))
    }

    /// `PRAGMA [schema.]name(argument)`.
    public init(_ name: PragmaName, schema: SQLIdentifier? = nil, argument: some PragmaValueConvertible) {
        self.init(subject: .listed(name), schema: schema, form: .call(argument.pragmaValue))
    }

    /// `PRAGMA [schema.]name` for a pragma that ``PragmaName`` does not list (one from a newer
    /// SQLite or an extension). The name must be a letter or `_`, then letters, digits, `_` or
    /// `$`; anything else makes rendering fail with ``QuarryError/Kind/invalidName``.
    public static func custom(_ name: String, schema: SQLIdentifier? = nil) -> Pragma {
        Pragma(subject: .custom(name), schema: schema, form: .read)
    }

    /// `PRAGMA [schema.]name = value` for a pragma that ``PragmaName`` does not list.
    public static func custom(
        _ name: String, schema: SQLIdentifier? = nil, value: some PragmaValueConvertible
    ) -> Pragma {
        Pragma(subject: .custom(name), schema: schema, form: .assignment(value.pragmaValue))
    }

    /// `PRAGMA [schema.]name(argument)` for a pragma that ``PragmaName`` does not list.
    public static func custom(
        _ name: String, schema: SQLIdentifier? = nil, argument: some PragmaValueConvertible
    ) -> Pragma {
        Pragma(subject: .custom(name), schema: schema, form: .call(argument.pragmaValue))
    }

    public func render(into renderer: inout SQLRenderer) {
        renderer.require(.pragma)
        renderer.write("PRAGMA ")
        if let schema {
            renderer.write(identifier: schema)
            renderer.write(".")
        }
        switch subject {
        case .listed(let name): renderer.writeTrusted(name.rawValue)
        case .custom(let name):
            if let problem = SQLName.validate(name, as: "pragma") {
                renderer.record(problem)
                renderer.write("invalid_pragma")
            } else {
                renderer.writeTrusted(name)
            }
        }
        switch form {
        case .read: break
        case .assignment(let value):
            renderer.write(" = ")
            render(value, into: &renderer)
        case .call(let argument):
            renderer.write("(")
            render(argument, into: &renderer)
            renderer.write(")")
        }
    }

    /// Writes the value, or `NULL` in place of one the pragma does not take.
    private func render(_ value: PragmaValue, into renderer: inout SQLRenderer) {
        if let refusal = refusal(of: value) {
            renderer.record(refusal)
            renderer.write("NULL")
        } else {
            value.render(into: &renderer)
        }
    }
}
