/// One term of `ORDER BY`: an expression with optional `COLLATE`, `ASC`/`DESC` and
/// `NULLS FIRST`/`LAST`.
public struct OrderingTerm: Sendable {
    /// The sort direction.
    public enum Direction: String, Sendable {
        /// `ASC`: smallest first.
        case ascending = " ASC"
        /// `DESC`: largest first.
        case descending = " DESC"
    }
    /// Where NULLs sort.
    public enum Nulls: String, Sendable {
        /// `NULLS FIRST`.
        case first = " NULLS FIRST"
        /// `NULLS LAST`.
        case last = " NULLS LAST"
    }

    var expression: ExpressionNode
    var collation: SQLIdentifier?
    var direction: Direction?
    var nulls: Nulls?
    /// `ORDER BY 2`: the result column's number, which only a SELECT's own ORDER BY can make
    /// (an integer is a constant in a window's or an aggregate's ORDER BY, and no column at all in
    /// an index).
    var resultColumnNumber: Int?
    /// Whether a term without `NULLS FIRST`/`LAST` states SQLite's order for another dialect;
    /// off for indexed columns, where PostgreSQL refuses it in some places (conflict targets).
    var statesNullOrder = true

    /// A term sorting by the expression.
    public init(_ expression: some SQLExpressible, direction: Direction? = nil, nulls: Nulls? = nil) {
        self.expression = expression.sqlExpression.node
        self.direction = direction
        self.nulls = nulls
    }

    /// A term sorting by the result column at `number` (counted from 1): `ORDER BY 2`.
    init(resultColumn number: Int, direction: Direction?, nulls: Nulls?) {
        self.expression = .value(.integer(Int64(number)))
        self.resultColumnNumber = number
        self.direction = direction
        self.nulls = nulls
    }

    /// The same term sorted by the given collation.
    public func collate(_ collation: SQLIdentifier) -> OrderingTerm {
        var copy = self
        copy.collation = collation
        return copy
    }

    /// The same term with NULLs first.
    public var nullsFirst: OrderingTerm {
        var copy = self
        copy.nulls = .first
        return copy
    }

    /// The same term with NULLs last.
    public var nullsLast: OrderingTerm {
        var copy = self
        copy.nulls = .last
        return copy
    }
}

extension OrderingTerm: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        if let resultColumnNumber {
            if resultColumnNumber < 1 {
                r.record(
                    QuarryError(
                        .valueOutOfRange, "ORDER BY result column number \(resultColumnNumber) is below 1"))
            }
            r.writeTrusted(String(resultColumnNumber))
            if let direction { r.writeTrusted(direction.rawValue) }
            writeNullOrder(into: &r)
            return
        }
        let expression = expression.asOrderingTerm(in: r)
        if let collation {
            expression.render(into: &r, parenthesizedBelow: .collate)
            r.write(" COLLATE ")
            r.write(collation: collation)
        } else {
            expression.render(into: &r)
        }
        if let direction { r.writeTrusted(direction.rawValue) }
        writeNullOrder(into: &r)
    }

    /// `NULLS FIRST`/`LAST` as given; without one, PostgreSQL gets SQLite's order stated (NULLs
    /// first ascending, last descending, where PostgreSQL's default is the opposite), so that the
    /// same statement returns the same rows in the same order, under a LIMIT the same ones.
    private func writeNullOrder(into r: inout SQLRenderer) {
        if let nulls {
            r.writeTrusted(nulls.rawValue)
        } else if r.dialect != .sqlite, statesNullOrder {
            r.writeTrusted(direction == .descending ? Nulls.last.rawValue : Nulls.first.rawValue)
        }
    }
}

/// Something that can stand as an `ORDER BY` term: an ordering term, or any expression (sorted
/// ascending).
public protocol OrderingTermConvertible: Sendable {
    /// The term.
    var orderingTerm: OrderingTerm { get }
}

extension OrderingTerm: OrderingTermConvertible {
    public var orderingTerm: OrderingTerm { self }
}
