/// A call of an SQL function: scalar, aggregate (with `DISTINCT`, an `ORDER BY` inside the
/// arguments and `FILTER (WHERE …)`) or window (`OVER`).
public struct FunctionCall: Sendable {
    /// The function's name, checked against SQLite's name rules when rendered.
    public let name: String
    /// The schema of a table-valued function (`"main".pragma_table_info(…)`); SQLite takes none
    /// on other functions.
    var schema: SQLIdentifier?
    var arguments: [ExpressionNode]
    var distinct = false
    var orderBy: [OrderingTerm] = []
    var filter: ExpressionNode?
    var window: WindowReference?

    /// A call of the named function with the given arguments.
    public init(_ name: String, _ arguments: [ExpressionNode]) {
        self.name = name
        self.arguments = arguments
    }
}

extension FunctionCall {
    /// The call run over a window, `f(…) OVER …`, as an expression: what `over` of an aggregate or
    /// a window function returns.
    func over<Value>(_ window: WindowReference) -> SQLExpression<Value> {
        var copy = self
        copy.window = window
        return SQLExpression(node: .function(copy))
    }
}

/// The window of a window-function call: a named window or an inline definition.
public enum WindowReference: Sendable {
    /// `OVER name`: a window defined in the select's `WINDOW` clause.
    case named(SQLIdentifier)
    /// `OVER (…)`: a window defined in place.
    case inline(WindowDefinition)
}

extension FunctionCall: SQLRenderable {
    /// A keyword that SQLite would not read as this call's name: `NOT(x)` is `NOT x`.
    private var keywordProblem: QuarryError? {
        guard SQLKeywords.isNotAFunctionName(name) else { return nil }
        return QuarryError(
            .invalidName,
            "function name \(name.debugDescription) is an SQL keyword that SQLite does not read as a function name"
        )
    }

    public func render(into r: inout SQLRenderer) {
        if let problem = SQLName.validate(name, as: "function") ?? keywordProblem {
            r.record(problem)
            r.write("NULL")
            return
        }
        if distinct && arguments.count != 1 {
            r.record(QuarryError(.invalidStatement, "DISTINCT \(name)() needs exactly one argument"))
        }
        if r.dialect == .postgres {
            renderForPostgres(into: &r)
        } else {
            renderCall(named: name, into: &r)
        }
    }

    /// Writes the call with PostgreSQL's spelling of SQLite's built-in functions.
    private func renderForPostgres(into r: inout SQLRenderer) {
        if let problem = PostgresIdentifier.lengthProblem(with: name, as: "function name", kind: .invalidName)
        {
            r.record(problem)
            r.write("NULL")
            return
        }
        switch PostgresFunctions.spelling(of: name) {
        case .same: renderCall(named: name, into: &r)
        case .renamed(let other): renderCall(named: other.description, into: &r)
        case .refused(let reason):
            r.require(.function(name, reason: reason))
            renderCall(named: name, into: &r)
        case .greatestOrLeast(let other):
            guard arguments.count > 1 else { return renderCall(named: name, into: &r) }
            // SQLite's scalar max/min is NULL when any argument is; GREATEST/LEAST skip NULLs.
            let nullable = arguments.filter { !$0.isNonNullValue }
            guard !nullable.isEmpty else { return renderCall(named: other.description, into: &r) }
            r.write("CASE WHEN ")
            r.writeList(nullable, separator: " OR ") { r, argument in
                argument.render(into: &r, parenthesizedBelow: .equality, orEqual: true)
                r.write(" IS NULL")
            }
            r.write(" THEN NULL ELSE ")
            renderCall(named: other.description, into: &r)
            r.write(" END")
        case .substring:
            guard arguments.count == 2 || arguments.count == 3 else {
                return renderCall(named: name, into: &r)
            }
            var call = self
            // PostgreSQL's substr takes int4 positions, where Quarry's integers are BIGINT there;
            // the cast truncates a real as SQLite does. An integer value is bound as int4 already.
            for index in 1..<arguments.count where !arguments[index].isIntegerValue {
                call.arguments[index] = .cast(arguments[index], SQLTypeName("INT4"))
            }
            if !arguments[1].isNonNegativeInteger {
                let start = call.arguments[1]
                let fromEnd = ExpressionNode.binary(
                    .add, .binary(.add, .function(FunctionCall("length", [arguments[0]])), start),
                    .value(.integer(1)))
                call.arguments[1] =
                    arguments[1].isIntegerValue
                    ? fromEnd
                    : .case(
                        CaseNode(
                            base: nil, arms: [(.binary(.less, start, .value(.integer(0))), fromEnd)],
                            otherwise: start))
            }
            call.renderCall(named: "substr", into: &r)
        case .codePoint:
            guard arguments.count == 1 else { return renderCall(named: name, into: &r) }
            // SQLite's unicode('') is NULL, PostgreSQL's ascii('') 0.
            r.write("ascii(NULLIF(")
            arguments[0].render(into: &r)
            r.write(", ''))")
        case .trim: renderCall(named: arguments.count > 1 ? "btrim" : name, into: &r)
        case .stringAggregate:
            var call = self
            if call.arguments.count == 1 { call.arguments.append(.value(.text(","))) }
            call.renderCall(named: "string_agg", into: &r)
        case .hint:
            if let first = arguments.first {
                first.render(into: &r, parenthesizedBelow: .primary)
            } else {
                renderCall(named: name, into: &r)
            }
        case .ifThenElse:
            guard arguments.count == 3 else { return renderCall(named: name, into: &r) }
            r.write("CASE WHEN ")
            arguments[0].render(into: &r)
            r.write(" THEN ")
            arguments[1].render(into: &r)
            r.write(" ELSE ")
            arguments[2].render(into: &r)
            r.write(" END")
        }
    }

    private func renderCall(named name: String, into r: inout SQLRenderer) {
        if let schema {
            r.write(identifier: schema)
            r.write(".")
        }
        r.writeTrusted(name)
        r.write("(")
        if distinct { r.write("DISTINCT ") }
        r.writeList(arguments) { r, argument in argument.render(into: &r) }
        if !orderBy.isEmpty {
            r.write(" ORDER BY ")
            r.writeList(orderBy) { r, term in term.render(into: &r) }
        }
        r.write(")")
        if let filter {
            r.write(" FILTER (WHERE ")
            filter.render(into: &r)
            r.write(")")
        }
        switch window {
        case .none: break
        case .named(let name)?:
            r.write(" OVER ")
            r.write(identifier: name)
        case .inline(let definition)?:
            r.write(" OVER (")
            definition.render(into: &r)
            r.write(")")
        }
    }
}
