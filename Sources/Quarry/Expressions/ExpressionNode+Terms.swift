extension ExpressionNode {
    /// The node to write as an ORDER BY or GROUP BY term. SQLite reads a term that is an integer
    /// literal (also under unary `+`/`-`, `COLLATE`, `likely()`, `unlikely()` or `likelihood()`) as
    /// a result column number, while the same value bound as `?` is a constant; so when values are
    /// inlined, such a literal is written as `CAST(n AS INTEGER)`, which keeps its value and type.
    ///
    /// SQLite also folds `x AND 0` and `x AND y IN ()` into the integer `0` while parsing, which
    /// then reads as column number 0 ("ORDER BY term out of range"), bound or not; so a term that
    /// is an AND is written `CAST(… AS INTEGER)`, which keeps its value (0, 1 or NULL).
    ///
    /// PostgreSQL also reads an integer literal term as a column number and refuses any other bare
    /// constant there ("non-integer constant in ORDER BY"), but folds no AND into one: there every
    /// literal term (`TRUE`, text, NULL, an integer) is written as a CAST of itself. The keywords
    /// and a Swift `Bool` are literals there even when values are bound.
    func asOrderingTerm(in r: SQLRenderer) -> ExpressionNode {
        if r.dialect == .sqlite, isConjunctionTerm(levels: SQLRenderer.maximumNestingDepth) {
            return .cast(self, .integer)
        }
        let valuesInlined = r.valueStyle == .inlined
        guard valuesInlined || r.dialect == .postgres else { return self }
        return withColumnNumberLiteralCast(
            levels: SQLRenderer.maximumNestingDepth, dialect: r.dialect, valuesInlined: valuesInlined) ?? self
    }

    // Both walks stop after `levels` nodes: a deeper term cannot render anyway (the renderer
    // refuses it), and the walk must not recurse as deep as the tree.

    private func isConjunctionTerm(levels: Int) -> Bool {
        guard levels > 0 else { return false }
        switch kind {
        case .binary(.and, _, _): return true
        case .unary(let op, let operand) where op == .positive || op == .negative:
            return operand.isConjunctionTerm(levels: levels - 1)
        case .collate(let operand, _): return operand.isConjunctionTerm(levels: levels - 1)
        case .function(let call) where isTransparentFunction(call.name):
            return call.arguments.first?.isConjunctionTerm(levels: levels - 1) ?? false
        default: return false
        }
    }

    private func withColumnNumberLiteralCast(levels: Int, dialect: SQLDialect, valuesInlined: Bool)
        -> ExpressionNode?
    {
        guard levels > 0 else { return nil }
        switch kind {
        case .value(.integer) where valuesInlined: return .cast(self, .integer)
        case .boolean: return .cast(self, dialect == .sqlite ? .integer : SQLTypeName("BOOLEAN"))
        case .value(.text) where valuesInlined, .value(.null) where valuesInlined:
            return dialect == .postgres ? .cast(self, .text) : nil
        case .keyword(.true), .keyword(.false), .keyword(.null):
            return dialect == .postgres ? .cast(self, SQLTypeName("BOOLEAN")) : nil
        case .unary(let op, let operand) where op == .positive || op == .negative:
            return operand.withColumnNumberLiteralCast(
                levels: levels - 1, dialect: dialect, valuesInlined: valuesInlined
            ).map {
                .unary(op, $0)
            }
        case .collate(let operand, let collation):
            return operand.withColumnNumberLiteralCast(
                levels: levels - 1, dialect: dialect, valuesInlined: valuesInlined
            ).map {
                .collate($0, collation)
            }
        case .function(var call) where isTransparentFunction(call.name):
            guard
                let first = call.arguments.first?.withColumnNumberLiteralCast(
                    levels: levels - 1, dialect: dialect, valuesInlined: valuesInlined)
            else {
                return nil
            }
            call.arguments[0] = first
            return .function(call)
        case .fragment(var fragment):
            // A fragment of one interpolated value writes just that value.
            guard fragment.pieces.count == 1, case .node(let node) = fragment.pieces[0],
                let cast = node.withColumnNumberLiteralCast(
                    levels: levels - 1, dialect: dialect, valuesInlined: valuesInlined)
            else { return nil }
            fragment.pieces[0] = .node(cast)
            return .fragment(fragment)
        default: return nil
        }
    }

    /// The functions SQLite looks through when it decides whether a term is a column number.
    private static let transparentFunctions = ["likely", "unlikely", "likelihood"]

    // SQLite folds function names' ASCII letters only.
    private func isTransparentFunction(_ name: String) -> Bool {
        Self.transparentFunctions.contains { $0.isSameSQLiteName(as: name) }
    }
}
