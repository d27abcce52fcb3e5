/// One node of a PostgreSQL query plan, from `EXPLAIN (FORMAT JSON)`: what the node does, on which
/// relation, the planner's estimates and the nodes it reads from.
public struct PostgresPlanNode: Sendable, Hashable, CustomStringConvertible {
    /// The node type, such as `Seq Scan`, `Index Scan`, `Hash Join`, `Sort`.
    public var nodeType: String
    /// The table or view the node reads, for scans.
    public var relationName: String?
    /// The alias the relation has in the query.
    public var alias: String?
    /// The index an index scan uses.
    public var indexName: String?
    /// The planner's cost before the first row.
    public var startupCost: Double
    /// The planner's cost for all rows.
    public var totalCost: Double
    /// The rows the planner expects.
    public var planRows: Double
    /// The average row width in bytes the planner expects.
    public var planWidth: Int
    /// The nodes this one reads from (`Plans`).
    public var children: [PostgresPlanNode]
    /// Every other field of the node, as text (`Filter`, `Index Cond`, `Join Type`, …).
    public var details: [String: String]

    /// A node with the given values.
    public init(
        nodeType: String, relationName: String? = nil, alias: String? = nil, indexName: String? = nil,
        startupCost: Double = 0, totalCost: Double = 0, planRows: Double = 0, planWidth: Int = 0,
        children: [PostgresPlanNode] = [], details: [String: String] = [:]
    ) {
        self.nodeType = nodeType
        self.relationName = relationName
        self.alias = alias
        self.indexName = indexName
        self.startupCost = startupCost
        self.totalCost = totalCost
        self.planRows = planRows
        self.planWidth = planWidth
        self.children = children
        self.details = details
    }

    /// Whether both are the same node, text compared by its bytes (a plan over relation `é` is not
    /// one over `e\u{301}`, which Swift's `String ==` would say).
    public static func == (lhs: PostgresPlanNode, rhs: PostgresPlanNode) -> Bool {
        // One comparison per statement: as one `&&` chain this took 100-160 ms to type-check.
        let texts: [(String?, String?)] = [
            (lhs.nodeType, rhs.nodeType), (lhs.relationName, rhs.relationName), (lhs.alias, rhs.alias),
            (lhs.indexName, rhs.indexName),
        ]
        for (left, right) in texts {
            let same: Bool = left.map(ExactText.init) == right.map(ExactText.init)
            guard same else { return false }
        }
        let costs: [(Double, Double)] = [(lhs.startupCost, rhs.startupCost), (lhs.totalCost, rhs.totalCost)]
        guard costs.allSatisfy({ $0.0 == $0.1 }) else { return false }
        guard lhs.planRows == rhs.planRows else { return false }
        guard lhs.planWidth == rhs.planWidth else { return false }
        guard lhs.children == rhs.children else { return false }
        return exactDetails(lhs.details) == exactDetails(rhs.details)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(nodeType))
        hasher.combine(relationName.map(ExactText.init))
        hasher.combine(alias.map(ExactText.init))
        hasher.combine(indexName.map(ExactText.init))
        hasher.combine(startupCost)
        hasher.combine(totalCost)
        hasher.combine(planRows)
        hasher.combine(planWidth)
        hasher.combine(children)
        hasher.combine(Self.exactDetails(details))
    }

    /// The details keyed and valued by bytes. The keys are PostgreSQL's own field names
    /// (ASCII), so the dictionary itself merged none.
    private static func exactDetails(_ details: [String: String]) -> [ExactText: ExactText] {
        Dictionary(
            details.map { (ExactText($0.key), ExactText($0.value)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every node of the tree, this one first, depth first.
    public var allNodes: [PostgresPlanNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// One line per node, indented by depth, like `EXPLAIN`'s text format.
    public var description: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + nodeType
        if let indexName { line += " using \(indexName)" }
        if let relationName { line += " on \(relationName)" }
        line += " (cost=\(startupCost)..\(totalCost) rows=\(planRows) width=\(planWidth))"
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
