/// Hand-written SQL whose interpolations are safe: a value becomes a bound argument, a column,
/// table or identifier is quoted, and runtime text enters only through `\(unsafeRaw:)`.
///
/// ```swift
/// let fragment: SQLFragment = "\(Message.content) LIKE \(pattern) ESCAPE '\\'"
/// ```
///
/// Literal text is a `StaticString`, so runtime text cannot reach the SQL through
/// `init(stringLiteral:)`; it needs ``init(unsafeSQL:)`` or `\(unsafeRaw:)`, whose names say what
/// they risk.
public struct SQLFragment: Sendable, ExpressibleByStringInterpolation {
    enum Piece: Sendable {
        case sql(String)
        case node(ExpressionNode)
        case identifier(SQLIdentifier)
        case renderable(any SQLRenderable)
    }

    var pieces: [Piece]

    /// A fragment from literal SQL text.
    public init(stringLiteral value: StaticString) { pieces = [.sql(value.description)] }

    /// A fragment from an interpolated literal.
    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

    /// A fragment from SQL text known only at run time. The text goes into SQL as it is: never
    /// pass it anything a user typed.
    public init(unsafeSQL text: String) { pieces = [.sql(text)] }

    /// Collects the literal text and the safe interpolations of a fragment.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Literal text from the source code.
        public mutating func appendLiteral(_ literal: StaticString) {
            if literal.utf8CodeUnitCount > 0 { pieces.append(.sql(literal.description)) }
        }

        /// A value, bound as one argument (a `[UInt8]` or `Data` is one blob).
        public mutating func appendInterpolation<Value: SQLValueConvertible>(_ value: Value) {
            pieces.append(.node(ExpressionNode(converting: value)))
        }

        /// An optional value, bound as one argument (`NULL` for `nil`). Spelled out so that
        /// interpolating an optional does not draw Swift's "debug description" warning.
        public mutating func appendInterpolation<Value: SQLValueConvertible>(_ value: Value?) {
            pieces.append(.node(ExpressionNode(converting: value)))
        }

        /// An expression or column, rendered through the renderer.
        public mutating func appendInterpolation<E: SQLExpressible>(_ expression: E) {
            pieces.append(.node(expression.sqlExpression.node))
        }

        /// A name, quoted.
        public mutating func appendInterpolation(_ identifier: SQLIdentifier) {
            pieces.append(.identifier(identifier))
        }

        /// A table as `FROM` writes it: quoted, with its schema, alias and index hint
        /// (`"main"."post" AS "p"`). Qualify a column by interpolating the column itself
        /// (`\(p[Post.title])` is `"p"."title"`), which keeps the alias too.
        public mutating func appendInterpolation(_ table: Table) {
            // The whole table: with the name alone, `\(p)` named the other instance of a self-join
            // and the alias that the fragment's columns used was never declared.
            pieces.append(.renderable(table))
        }

        /// A statement or clause, rendered through the renderer.
        public mutating func appendInterpolation(_ node: some SQLRenderable) {
            pieces.append(.renderable(node))
        }

        /// Another fragment.
        public mutating func appendInterpolation(_ fragment: SQLFragment) {
            pieces.append(contentsOf: fragment.pieces)
        }

        /// Runtime text pasted into SQL as it is. The name says it: never pass user input.
        public mutating func appendInterpolation(unsafeRaw text: String) {
            pieces.append(.sql(text))
        }
    }

    /// Whether the fragment is one value or name, which needs no parentheses as an operand.
    var isSingleTerm: Bool {
        guard pieces.count == 1 else { return false }
        switch pieces[0] {
        case .node(let node): return node.precedence == .primary
        case .identifier: return true
        default: return false
        }
    }
}

extension SQLFragment: CustomStringConvertible {
    /// The fragment with values inlined as escaped literals.
    public var description: String { getDescription() }
}

extension SQLFragment: SQLExpressible {
    /// The fragment as an untyped expression, so that it goes wherever an expression goes.
    public var sqlExpression: UntypedExpression { SQLExpression(node: .fragment(self)) }

    public func render(into renderer: inout SQLRenderer) {
        // The text is read as SQLite's tokenizer reads it, so that nothing Quarry writes (an
        // interpolation, or what follows the fragment) lands in a comment or a quoted string.
        var lexical = SQLLexicalState()
        for piece in pieces {
            if case .sql(let text) = piece {
                lexical.read(text)
                if lexical.sawNUL {
                    renderer.record(problem("holds a NUL character, where SQLite stops reading SQL"))
                } else {
                    renderer.writeTrusted(text)
                }
                continue
            }
            if !lexical.isInCode {
                renderer.record(problem("interpolates a value or name inside a comment or quoted text"))
            } else if lexical.endsInCommentOpenerStart {
                // "x -" then "-1" would read "x --1", a comment.
                renderer.write(" ")
            }
            switch piece {
            case .sql: break
            case .node(let node): node.render(into: &renderer, parenthesizedBelow: .primary)
            case .identifier(let identifier): renderer.write(identifier: identifier)
            case .renderable(let node): node.render(into: &renderer)
            }
            lexical.readQuarryText()
        }
        switch lexical.context {
        case .code, .afterQuote: break
        // A comment in the text runs to the text's end, as SQLite reads it at the end of input.
        case .lineComment: renderer.write("\n")
        case .blockComment: renderer.write(" */")
        case .quoted:
            renderer.record(problem("ends inside quoted text, which would swallow the SQL after it"))
        }
    }

    private func problem(_ reason: String) -> QuarryError {
        let text = pieces.map { piece in
            if case .sql(let text) = piece { text } else { "\\(…)" }
        }.joined()
        return QuarryError(.invalidStatement, "SQL fragment \(text.debugDescription) \(reason)")
    }
}
