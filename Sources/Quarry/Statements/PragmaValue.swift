/// The value of a `PRAGMA name = value` or `PRAGMA name(value)`: a signed integer, a text literal,
/// a quoted name (a table, index or schema), or a keyword taken from one of Quarry's enums.
///
/// SQLite refuses bound parameters in a pragma, so the value is written as an escaped literal.
/// A keyword never comes from free text: only ``Pragma/JournalMode`` and its siblings, and `Bool`
/// (`ON` / `OFF`), produce one.
public struct PragmaValue: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case integer(Int64)
        case text(String)
        case name(SQLIdentifier)
        /// Text from an enum's raw value or `ON`/`OFF`, never from a caller.
        case keyword(String)

        // Text by its bytes: a canonically equivalent path or name is another value to SQLite.
        static func == (lhs: Storage, rhs: Storage) -> Bool {
            switch (lhs, rhs) {
            case (.integer(let left), .integer(let right)): return left == right
            case (.text(let left), .text(let right)), (.keyword(let left), .keyword(let right)):
                return left.isByteEqual(to: right)
            case (.name(let left), .name(let right)): return left == right
            default: return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .integer(let value):
                hasher.combine(0 as UInt8)
                hasher.combine(value)
            case .text(let value):
                hasher.combine(1 as UInt8)
                hasher.combine(ExactText(value))
            case .name(let value):
                hasher.combine(2 as UInt8)
                hasher.combine(value)
            case .keyword(let value):
                hasher.combine(3 as UInt8)
                hasher.combine(ExactText(value))
            }
        }
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// A signed integer: `PRAGMA cache_size = -2000`.
    public static func integer(_ value: Int64) -> PragmaValue { PragmaValue(.integer(value)) }

    /// A text literal in single quotes: `PRAGMA temp_store_directory = '/tmp'`.
    public static func text(_ value: String) -> PragmaValue { PragmaValue(.text(value)) }

    /// A quoted name, for pragmas that take a table, index or schema: `PRAGMA table_info("message")`.
    public static func name(_ value: SQLIdentifier) -> PragmaValue { PragmaValue(.name(value)) }

    /// `ON` or `OFF`.
    public static func flag(_ isOn: Bool) -> PragmaValue { PragmaValue(.keyword(isOn ? "ON" : "OFF")) }

    static func keyword<Keyword: RawRepresentable<String>>(_ keyword: Keyword) -> PragmaValue {
        PragmaValue(.keyword(keyword.rawValue))
    }
}

extension PragmaValue: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        switch storage {
        case .integer(let integer): renderer.write(literal: .integer(integer))
        case .text(let text):
            if text.utf8.contains(0) {
                // A literal with NUL needs +CAST(X'…' AS TEXT), which the PRAGMA grammar does not take.
                renderer.record(
                    QuarryError(
                        .valueOutOfRange,
                        "a pragma's text value contains a NUL character, which a PRAGMA cannot hold"
                    ))
                renderer.write("''")
            } else {
                renderer.write(literal: .text(text))
            }
        case .name(let name): renderer.write(identifier: name)
        case .keyword(let keyword): renderer.writeTrusted(keyword)
        }
    }
}

/// A Swift value that can be written as a pragma's value: integers, `Bool` (`ON`/`OFF`), `String`
/// (a text literal), ``SQLIdentifier`` (a quoted name) and the keyword enums nested in ``Pragma``.
public protocol PragmaValueConvertible: Sendable {
    /// The value as written in a `PRAGMA`.
    var pragmaValue: PragmaValue { get }
}

extension PragmaValue: PragmaValueConvertible {
    /// The value itself.
    public var pragmaValue: PragmaValue { self }
}

extension Int: PragmaValueConvertible {
    /// The integer, written in decimal.
    public var pragmaValue: PragmaValue { .integer(Int64(self)) }
}

extension Int64: PragmaValueConvertible {
    /// The integer, written in decimal.
    public var pragmaValue: PragmaValue { .integer(self) }
}

extension Int32: PragmaValueConvertible {
    /// The integer, written in decimal (`application_id` is a signed 32-bit number).
    public var pragmaValue: PragmaValue { .integer(Int64(self)) }
}

extension Bool: PragmaValueConvertible {
    /// `ON` or `OFF`.
    public var pragmaValue: PragmaValue { .flag(self) }
}

extension String: PragmaValueConvertible {
    /// The text as a literal in single quotes.
    public var pragmaValue: PragmaValue { .text(self) }
}

extension SQLIdentifier: PragmaValueConvertible {
    /// The name, quoted.
    public var pragmaValue: PragmaValue { .name(self) }
}
