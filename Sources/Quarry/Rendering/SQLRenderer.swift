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
    public var sql: String { text.string }
    /// The values written as `?`, in order.
    public private(set) var arguments: [SQLValue] = []
    /// The SQL as bytes: appending bytes is a copy, where appending to a `String` checks and
    /// converts every piece; the one conversion to `String` happens when `sql` is read.
    private var text = SQLTextBuffer(capacity: 128)
    /// How values are written right now.
    public private(set) var valueStyle: ValueStyle
    /// How identifiers are quoted.
    public let quoting: IdentifierQuoting
    /// Which database's SQL is written: placeholders, literals and what may be written at all.
    public let dialect: SQLDialect
    /// Which columns are written bare: those of the one source of the innermost statement or
    /// SELECT being rendered. Every other column that knows its table is qualified.
    public private(set) var columnScope = ColumnScope.unscoped
    /// The first problem met while rendering; `render()` throws it.
    public private(set) var error: QuarryError?
    /// Whether every operand that is not a primary term gets parentheses, whatever the precedence
    /// table says: the reference form that fuzzing compares the minimal rendering against.
    public let parenthesizesEverything: Bool
    /// Whether every column that knows its table is qualified, even of the one source of its
    /// scope: the reference form that fuzzing compares minimal qualification against.
    public let qualifiesEveryColumn: Bool
    /// How many expressions, selects and joins enclose the one being written (see
    /// `enterNesting`).
    var nestingDepth = 0
    /// Whether the result columns being written are those of the top-level SELECT, the rows the
    /// program reads, rather than of a SELECT whose rows feed SQL (a subquery, a CTE, INSERT …
    /// SELECT, a view): only there does a ``ResultColumn/readBack(_:alias:topLevel:topLevelAlias:)``
    /// column take its top-level form. Set by `Select`, kept while its members are written.
    var writesTopLevelResults = false
    /// How many subqueries in FROM got an alias written by the renderer (PostgreSQL needs one).
    var derivedTableCount = 0

    /// Whether nothing has been written yet: a statement that starts here is the top level.
    var isAtStatementStart: Bool { text.count == 0 && nestingDepth == 0 }

    /// A renderer with the given value style, quoting and dialect; `parenthesizeEverything` turns
    /// off minimal parentheses and `qualifyEveryColumn` minimal qualification (for differential
    /// tests).
    public init(
        values: ValueStyle = .parameters, quoting: IdentifierQuoting = .doubleQuotes,
        dialect: SQLDialect = .sqlite, parenthesizeEverything: Bool = false, qualifyEveryColumn: Bool = false
    ) {
        self.valueStyle = values
        self.quoting = quoting
        self.dialect = dialect
        self.parenthesizesEverything = parenthesizeEverything
        self.qualifiesEveryColumn = qualifyEveryColumn
    }

    /// Writes SQL text that the library itself owns: keywords and punctuation. `StaticString`
    /// keeps runtime text out.
    public mutating func write(_ text: StaticString) {
        // Most writes are punctuation; appending one byte skips the bulk copy's bookkeeping.
        if text.hasPointerRepresentation && text.utf8CodeUnitCount == 1 {
            appendByte(text.utf8Start.pointee)
        } else {
            text.withUTF8Buffer { appendBytes($0) }
        }
    }

    /// Writes library-owned text that is known to be safe (keywords built from enums, validated
    /// function names). Never call it with user text.
    mutating func writeTrusted(_ text: String) {
        // The bulk copy from contiguous bytes; appending the UTF-8 view went element by element.
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    /// Writes a name, quoted; a name the dialect cannot hold as it is records an error instead.
    public mutating func write(identifier: SQLIdentifier) {
        if dialect != .sqlite, let problem = PostgresIdentifier.problem(with: identifier) {
            record(problem)
            write("\"\"")
            return
        }
        let written: Void? = identifier.name.utf8.withContiguousStorageIfAvailable {
            writeQuoted($0, identifier)
        }
        if written == nil {
            var name = identifier.name
            name.withUTF8 { writeQuoted($0, identifier) }
        }
    }

    /// Writes a value: a `?` with the value appended to the arguments, or an escaped literal.
    public mutating func write(value: SQLValue) {
        switch valueStyle {
        case .parameters:
            // Most statements bind a few values: one allocation instead of growing 1, 2, 4.
            if arguments.capacity == 0 { arguments.reserveCapacity(8) }
            arguments.append(value)
            switch dialect {
            case .sqlite: appendByte(UInt8(ascii: "?"))
            case .postgres:
                if case .text(let text) = value, let problem = PostgresLiteral.problem(with: text) {
                    record(problem)
                }
                writeNumberedPlaceholder(arguments.count)
            }
        case .inlined:
            write(literal: value)
        }
    }

    /// PostgreSQL numbers its placeholders from 1, in the order the values are bound.
    private mutating func writeNumberedPlaceholder(_ number: Int) {
        appendByte(UInt8(ascii: "$"))
        var digits = String(number)
        digits.withUTF8 { appendBytes($0) }
    }

    /// Writes a value that SQLite accepts only as a literal in this place, whatever the style, in
    /// the dialect's literal form.
    public mutating func write(literal value: SQLValue) {
        var text = ""
        switch dialect {
        case .sqlite: SQLLiteral.write(value, to: &text)
        case .postgres:
            if let problem = PostgresLiteral.write(value, to: &text) {
                record(problem)
                text = "NULL"
            }
        }
        text.withUTF8 { appendBytes($0) }
    }

    /// Renders `body` with values inlined as literals: for the clauses where SQLite refuses bound
    /// parameters.
    public mutating func inliningValues(_ body: (inout SQLRenderer) -> Void) {
        let saved = valueStyle
        valueStyle = .inlined
        body(&self)
        valueStyle = saved
    }

    /// Renders `body` in a column scope: every SELECT, UPDATE, DELETE and INSERT opens one for
    /// its own clauses, so that a column of an outer statement is written qualified inside a
    /// nested one, where its bare name would bind to the inner table.
    public mutating func inColumnScope(_ scope: ColumnScope, _ body: (inout SQLRenderer) -> Void) {
        let saved = columnScope
        if qualifiesEveryColumn, case .source = scope {
            columnScope = .qualified
        } else {
            columnScope = scope
        }
        body(&self)
        columnScope = saved
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

    /// Makes the text this renderer's own before a write: a copied renderer copies its bytes here,
    /// once, so that renderers keep value semantics.
    @inline(__always)
    private mutating func ownText() {
        if !isKnownUniquelyReferenced(&text) { text = text.copy() }
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        ownText()
        text.append(byte)
    }

    @inline(__always)
    private mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        ownText()
        text.append(UnsafeRawBufferPointer(bytes))
    }

    /// Quotes a name in one pass over its bytes: the same scan finds a NUL (which SQLite cannot
    /// hold) and the quote characters that must be doubled.
    private mutating func writeQuoted(_ name: UnsafeBufferPointer<UInt8>, _ identifier: SQLIdentifier) {
        // The common case first: no byte that needs care (NUL, a quote of any style), so the name
        // goes out between its quotes as it is.
        let (open, close): (UInt8, UInt8)
        switch quoting {
        case .doubleQuotes: (open, close) = (UInt8(ascii: "\""), UInt8(ascii: "\""))
        case .backticks: (open, close) = (UInt8(ascii: "`"), UInt8(ascii: "`"))
        case .brackets: (open, close) = (UInt8(ascii: "["), UInt8(ascii: "]"))
        }
        if !name.contains(where: { $0 == 0 || $0 == close || $0 == UInt8(ascii: "\"") }) {
            appendByte(open)
            appendBytes(name)
            appendByte(close)
            return
        }
        var hasNUL = false
        var hasDoubleQuote = false
        var hasBacktick = false
        var hasBracket = false
        for byte in name {
            switch byte {
            case 0: hasNUL = true
            case UInt8(ascii: "\""): hasDoubleQuote = true
            case UInt8(ascii: "`"): hasBacktick = true
            case UInt8(ascii: "]"): hasBracket = true
            default: break
            }
        }
        if hasNUL, let problem = identifier.validationError {
            record(problem)
            write("\"\"")
            return
        }
        switch quoting {
        case .doubleQuotes: append(name, quotedBy: UInt8(ascii: "\""), doubling: hasDoubleQuote)
        case .backticks: append(name, quotedBy: UInt8(ascii: "`"), doubling: hasBacktick)
        case .brackets:
            if hasBracket {
                append(name, quotedBy: UInt8(ascii: "\""), doubling: hasDoubleQuote)
            } else {
                appendByte(UInt8(ascii: "["))
                appendBytes(name)
                appendByte(UInt8(ascii: "]"))
            }
        }
    }

    private mutating func append(_ name: UnsafeBufferPointer<UInt8>, quotedBy quote: UInt8, doubling: Bool) {
        appendByte(quote)
        if doubling {
            for byte in name {
                if byte == quote { appendByte(quote) }
                appendByte(byte)
            }
        } else {
            appendBytes(name)
        }
        appendByte(quote)
    }
}
