extension ExpressionNode: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        // Past the bound the node is written as NULL and the error recorded, so that rendering
        // never recurses deeper than the bound whatever the tree.
        guard r.enterNesting() else { return }
        renderKind(storage.kind, into: &r)
        r.leaveNesting()
    }

    private func renderKind(_ kind: borrowing Kind, into r: inout SQLRenderer) {
        switch kind {
        case .value(let value): r.write(value: value)
        case .boolean(let flag):
            switch r.dialect {
            case .sqlite: r.write(value: .integer(flag ? 1 : 0))
            case .postgres: r.write(flag ? "TRUE" : "FALSE")
            }
        case .invalid(let error):
            r.record(error)
            r.write("NULL")
        case .keyword(let keyword):
            if r.dialect != .sqlite, keyword.isTimeOfDay { r.require(.timeKeyword(keyword)) }
            r.writeTrusted(keyword.rawValue)
        case .parameter(let parameter):
            r.require(.bindParameter)
            parameter.render(into: &r)
        case .column(let column): column.render(into: &r)
        case .star(let table):
            if let table {
                r.write(identifier: table)
                r.write(".")
            }
            r.write("*")
        case .unary(let op, let operand): renderUnary(op, operand, into: &r)
        case .binary(let op, let left, let right):
            if storage.infixChainLength > Self.longestRecursiveChain {
                renderInfixChain(into: &r)
            } else {
                left.render(into: &r, parenthesizedBelow: op.precedence)
                Self.writeInfix(op, right, into: &r)
            }
        case .nullTest(let operand, let isNull):
            operand.render(into: &r, parenthesizedBelow: .equality)
            r.write(isNull ? " ISNULL" : " NOTNULL")
        case .collate(let operand, let collation):
            operand.render(into: &r, parenthesizedBelow: .collate)
            r.write(" COLLATE ")
            r.write(collation: collation)
        case .pattern(let op, let negated, let operand, let pattern, let escape):
            operand.render(into: &r, parenthesizedBelow: .equality)
            r.write(negated ? " NOT " : " ")
            r.write(patternOperator: op)
            r.write(" ")
            // The pattern and the escape end where an operator of LIKE's own level (or lower)
            // starts, so only those need parentheses: `x LIKE a < b` is `x LIKE (a < b)`.
            pattern.render(into: &r, parenthesizedBelow: .equality, orEqual: true)
            if let escape {
                r.write(" ESCAPE ")
                escape.render(into: &r, parenthesizedBelow: .equality, orEqual: true)
            } else if op == .like, r.dialect == .postgres {
                // PostgreSQL's LIKE escapes with a backslash by default; SQLite's has no escape.
                r.write(" ESCAPE ''")
            }
        case .between(let negated, let operand, let low, let high):
            operand.render(into: &r, parenthesizedBelow: .equality)
            r.write(negated ? " NOT BETWEEN " : " BETWEEN ")
            // The lower bound runs up to BETWEEN's own AND, so only AND and OR inside it need
            // parentheses. The upper bound ends where an operator of BETWEEN's level starts, and a
            // prefix NOT there would swallow what follows, so it keeps the stricter rule.
            if r.dialect == .sqlite {
                low.render(into: &r, parenthesizedBelow: .not)
            } else {
                low.renderAsPostgresLowerBound(into: &r)
            }
            r.write(" AND ")
            high.render(into: &r, parenthesizedBelow: .equality, orEqual: true)
        case .in(let negated, let operand, .list(let elements))
        where elements.isEmpty && r.dialect == .postgres:
            // PostgreSQL's grammar has no empty list. SQLite's `x IN ()` is false and `x NOT IN ()`
            // true even for a NULL x, as `= ANY` and `<> ALL` of an empty array are; the operand
            // stays (its parameters are numbered) and the array takes its type.
            r.write("(")
            operand.render(into: &r, parenthesizedBelow: .equality, orEqual: true)
            r.write(negated ? " <> ALL ('{}'))" : " = ANY ('{}'))")
        case .in(let negated, let operand, let target):
            operand.render(into: &r, parenthesizedBelow: .equality)
            r.write(negated ? " NOT IN " : " IN ")
            target.render(into: &r)
        case .cast(let operand, let type):
            r.write("CAST(")
            if r.dialect == .postgres, operand.isCondition, !type.isBoolean {
                // SQLite's conditions are the integers 1 and 0 (CAST(a = b AS TEXT) is '1');
                // PostgreSQL's are booleans, which it writes 'true' and casts to no BIGINT.
                r.write("CAST(")
                operand.render(into: &r)
                r.write(" AS INTEGER)")
            } else if r.dialect == .postgres, type.hasIntegerAffinity, !operand.isIntegerValue {
                // SQLite's CAST to an integer drops the fraction (3.7 is 3, -3.7 is -3, '3.7' is
                // 3); PostgreSQL's rounds (4). Through numeric, exact for every 64-bit integer.
                r.write("trunc(CAST(")
                operand.render(into: &r)
                r.write(" AS NUMERIC))")
            } else {
                operand.render(into: &r)
            }
            r.write(" AS ")
            type.render(into: &r)
            r.write(")")
        case .case(let node): node.render(into: &r)
        case .exists(let negated, let select):
            r.write(negated ? "NOT EXISTS (" : "EXISTS (")
            select.render(into: &r)
            r.write(")")
        case .subquery(let select):
            r.write("(")
            select.render(into: &r)
            r.write(")")
        case .row(let elements):
            r.write("(")
            r.writeList(elements) { r, element in element.render(into: &r) }
            r.write(")")
        case .function(let call): call.render(into: &r)
        case .raise(let action):
            r.require(.raise)
            action.render(into: &r)
        case .fragment(let fragment): fragment.render(into: &r)
        }
    }

    /// Renders a BETWEEN's lower bound for PostgreSQL, whose grammar takes only a `b_expr` there:
    /// no IS, ISNULL, comparison, LIKE, BETWEEN, IN, NOT, AND, OR, and no COLLATE even deep inside
    /// (`x BETWEEN 1 / y COLLATE "C" AND z` is a syntax error), outside parentheses. So anything
    /// but a term is parenthesized.
    private func renderAsPostgresLowerBound(into r: inout SQLRenderer) {
        if precedence == .primary {
            render(into: &r)
        } else {
            r.write("(")
            render(into: &r)
            r.write(")")
        }
    }

    /// Renders the node, in parentheses when it binds less tightly than `precedence` (or equally,
    /// for a right operand of a left-associative operator).
    func render(into r: inout SQLRenderer, parenthesizedBelow precedence: Precedence, orEqual: Bool = false) {
        if needsParentheses(below: precedence, orEqual: orEqual, in: r) {
            r.write("(")
            render(into: &r)
            r.write(")")
        } else {
            render(into: &r)
        }
    }

    @inline(__always)
    private func needsParentheses(below precedence: Precedence, orEqual: Bool, in r: SQLRenderer) -> Bool {
        let own = self.precedence
        if own < precedence || (orEqual && own == precedence) { return true }
        // A term needs none in either grammar, and most operands are terms: the dialect is asked
        // only about operators.
        if own == .primary { return false }
        return r.parenthesizesEverything
            || (r.dialect == .postgres
                && PostgresPrecedence.needsParentheses(self, below: precedence, orEqual: orEqual))
    }

    private static func writeInfix(_ op: BinaryOperator, _ right: ExpressionNode, into r: inout SQLRenderer) {
        r.write(" ")
        r.write(binaryOperator: op, before: right)
        r.write(" ")
        right.render(into: &r, parenthesizedBelow: op.precedence, orEqual: true)
    }

    /// The longest chain of infix operations written by recursion, one level per link: most
    /// are a few links long, and recursion is the fastest way to write them.
    private static let longestRecursiveChain: UInt8 = 16

    /// Writes a left-deep chain of infix operations (what `reduce(||)` or a loop of `+` builds) in
    /// a loop rather than one recursion per link, so that its length costs no stack: walks down
    /// the left operands to the first that is not an infix operation, then writes the links back
    /// up. A link in parentheses (its operator binds less tightly than the one above it) opens
    /// them before the first operand and closes them after its right operand.
    private func renderInfixChain(into r: inout SQLRenderer) {
        var length = 0
        var first = self
        while first.storage.infixChainLength > 0, case .binary(_, let left, _) = first.kind {
            length += 1
            first = left
        }
        withUnsafeTemporaryAllocation(of: Unmanaged<ExpressionStorage>.self, capacity: length) { links in
            // links[0] is the lowest link, the one whose left operand is `first`. The nodes stay
            // alive through `self` while they are written.
            var link = self
            for index in stride(from: length - 1, through: 0, by: -1) {
                links[index] = .passUnretained(link.storage)
                guard case .binary(_, let left, _) = link.kind else { break }
                link = left
            }
            func node(_ index: Int) -> ExpressionNode {
                ExpressionNode(storage: links[index].takeUnretainedValue())
            }
            func isParenthesized(_ index: Int, in r: SQLRenderer) -> Bool {
                index < length - 1
                    && node(index).needsParentheses(below: node(index + 1).precedence, orEqual: false, in: r)
            }
            for index in 0..<length where isParenthesized(index, in: r) { r.write("(") }
            first.render(into: &r, parenthesizedBelow: node(0).precedence)
            for index in 0..<length {
                guard case .binary(let op, _, let right) = node(index).kind else { continue }
                Self.writeInfix(op, right, into: &r)
                if isParenthesized(index, in: r) { r.write(")") }
            }
        }
    }

    private func renderUnary(_ op: UnaryOperator, _ operand: ExpressionNode, into r: inout SQLRenderer) {
        r.writeTrusted(op.rawValue)
        if op == .negative, operand.startsWithMinus(in: r.valueStyle) {
            // "- -1", never "--1", which SQLite reads as a comment.
            r.write(" ")
        } else if op == .negative, r.valueStyle == .inlined, case .value(.real(let zero)) = operand.kind,
            zero == 0
        {
            // SQLite folds "-0.0" into the literal -0.0, while "-?" computes 0 - 0.0 = +0.0; the
            // "+" keeps the minus an operator, as it is for a bound value.
            r.write("+")
        }
        operand.render(into: &r, parenthesizedBelow: op.precedence)
    }

    private func startsWithMinus(in style: SQLRenderer.ValueStyle) -> Bool {
        switch kind {
        case .value(let value): return style == .inlined && SQLLiteral.isNegative(value)
        case .unary(let op, _): return op == .negative
        default: return false
        }
    }
}

extension InTarget: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .list(let elements):
            r.write("(")
            r.writeList(elements) { r, element in element.render(into: &r) }
            r.write(")")
        case .select(let select):
            r.write("(")
            select.render(into: &r)
            r.write(")")
        case .table(let table):
            r.require(.inTable)
            table.render(into: &r)
        case .function(let call):
            r.require(.inTable)
            call.render(into: &r)
        }
    }
}

extension ExpressionNode {
    /// Whether this is an integer value, which a CAST to an integer type keeps as it is on every
    /// engine.
    var isIntegerValue: Bool {
        if case .value(.integer) = kind { return true }
        return false
    }

    /// Whether this is an integer value of at least 0.
    var isNonNegativeInteger: Bool {
        if case .value(.integer(let value)) = kind { return value >= 0 }
        return false
    }

    /// Whether this is a value known not to be NULL (a bound or literal value, a Swift `Bool`).
    var isNonNullValue: Bool {
        switch kind {
        case .value(let value): return value != .null
        case .boolean: return true
        default: return false
        }
    }

    /// Whether this is a condition: a comparison, a logical operator, a test (NULL, IN, BETWEEN,
    /// a pattern, EXISTS) or a Swift `Bool`, which PostgreSQL types as `boolean`.
    fileprivate var isCondition: Bool {
        switch kind {
        case .boolean, .keyword(.true), .keyword(.false), .unary(.not, _), .nullTest, .pattern, .between, .in,
            .exists:
            return true
        case .binary(let op, _, _):
            switch op.precedence {
            case .or, .and, .equality, .comparison: return true
            default: return false
            }
        default: return false
        }
    }
}
