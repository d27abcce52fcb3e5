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
