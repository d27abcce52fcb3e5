/// A window: `[base] [PARTITION BY …] [ORDER BY …] [frame]`, used inline in `OVER (…)` or named
/// in a `WINDOW` clause.
public struct WindowDefinition: Sendable {
    var base: SQLIdentifier?
    var partitionBy: [ExpressionNode] = []
    var orderBy: [OrderingTerm] = []
    var frame: WindowFrame?

    /// An empty window (the whole partition), optionally extending a named window.
    public init(base: SQLIdentifier? = nil) { self.base = base }

    /// The window partitioned by the expressions.
    public func partitionBy(_ expressions: any SQLExpressible...) -> WindowDefinition {
        var copy = self
        copy.partitionBy += expressions.map { $0.anyNode }
        return copy
    }

    /// The window ordered by the terms.
    public func orderBy(_ terms: any OrderingTermConvertible...) -> WindowDefinition {
        var copy = self
        copy.orderBy += terms.map(\.orderingTerm)
        return copy
    }

    /// The window with a frame.
    public func frame(_ frame: WindowFrame) -> WindowDefinition {
        var copy = self
        copy.frame = frame
        return copy
    }
}

/// A window frame: `ROWS|RANGE|GROUPS BETWEEN start AND end [EXCLUDE …]`.
public struct WindowFrame: Sendable {
    /// The unit the frame counts in.
    public enum Unit: String, Sendable {
        /// `ROWS`.
        case rows = "ROWS"
        /// `RANGE`.
        case range = "RANGE"
        /// `GROUPS`.
        case groups = "GROUPS"
    }
    /// One end of the frame.
    public enum Bound: Sendable {
        /// `UNBOUNDED PRECEDING`: the first row of the partition.
        case unboundedPreceding
        /// `n PRECEDING`: `n` rows (or values, or groups) before the current row.
        case preceding(ExpressionNode)
        /// `CURRENT ROW`.
        case currentRow
        /// `n FOLLOWING`: `n` rows (or values, or groups) after the current row.
        case following(ExpressionNode)
        /// `UNBOUNDED FOLLOWING`: the last row of the partition.
        case unboundedFollowing
    }
    /// What the frame leaves out.
    public enum Exclusion: String, Sendable {
        /// `NO OTHERS`.
        case noOthers = "NO OTHERS"
        /// `CURRENT ROW`.
        case currentRow = "CURRENT ROW"
        /// `GROUP`.
        case group = "GROUP"
        /// `TIES`.
        case ties = "TIES"
    }

    var unit: Unit
    var start: Bound
    var end: Bound?
    var exclude: Exclusion?

    /// A frame from `start` to `end` (or from `start` to the current row when `end` is nil).
    public init(_ unit: Unit, from start: Bound, to end: Bound? = nil, exclude: Exclusion? = nil) {
        self.unit = unit
        self.start = start
        self.end = end
        self.exclude = exclude
    }
}

extension WindowDefinition: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        var separator = false
        func space(_ r: inout SQLRenderer) {
            if separator { r.write(" ") }
            separator = true
        }
        if let base {
            space(&r)
            r.write(identifier: base)
        }
        if !partitionBy.isEmpty {
            space(&r)
            r.write("PARTITION BY ")
            r.writeList(partitionBy) { r, node in node.render(into: &r) }
        }
        if !orderBy.isEmpty {
            space(&r)
            r.write("ORDER BY ")
            r.writeList(orderBy) { r, term in term.render(into: &r) }
        }
        if let frame {
            space(&r)
            frame.render(into: &r)
        }
    }
}

extension WindowFrame: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        r.writeTrusted(unit.rawValue)
        if let end {
            r.write(" BETWEEN ")
            start.render(into: &r)
            r.write(" AND ")
            end.render(into: &r)
        } else {
            r.write(" ")
            start.render(into: &r)
        }
        if let exclude {
            r.write(" EXCLUDE ")
            r.writeTrusted(exclude.rawValue)
        }
    }
}

extension WindowFrame.Bound: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .unboundedPreceding: r.write("UNBOUNDED PRECEDING")
        case .preceding(let offset):
            offset.render(into: &r)
            r.write(" PRECEDING")
        case .currentRow: r.write("CURRENT ROW")
        case .following(let offset):
            offset.render(into: &r)
            r.write(" FOLLOWING")
        case .unboundedFollowing: r.write("UNBOUNDED FOLLOWING")
        }
    }
}

extension WindowFrame.Bound {
    /// `n PRECEDING`.
    public static func preceding(_ rows: Int64) -> WindowFrame.Bound { .preceding(.value(.integer(rows))) }

    /// `n FOLLOWING`.
    public static func following(_ rows: Int64) -> WindowFrame.Bound { .following(.value(.integer(rows))) }
}
