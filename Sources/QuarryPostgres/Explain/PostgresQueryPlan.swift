import Foundation

/// The plan PostgreSQL chose for a statement (`EXPLAIN (FORMAT JSON)`), as a tree of
/// ``PostgresPlanNode``s.
public struct PostgresQueryPlan: Sendable, Hashable, CustomStringConvertible {
    /// The top node.
    public var root: PostgresPlanNode

    /// A plan with this top node.
    public init(root: PostgresPlanNode) {
        self.root = root
    }

    /// Reads the JSON `EXPLAIN (FORMAT JSON)` returns: an array holding one object whose `Plan` is
    /// the top node.
    public init(json: String) throws(PostgresError) {
        guard let data = json.data(using: .utf8),
            let array = try? JSONSerialization.jsonObject(with: data) as? [Any],
            let first = array.first as? [String: Any], let plan = first["Plan"] as? [String: Any]
        else { throw Self.malformed("the text is not an array holding an object with a Plan") }
        root = try Self.node(plan)
    }

    /// Whether a node of this type is in the tree (`Index Scan`, `Seq Scan`, …).
    public func contains(nodeType: String) -> Bool {
        root.allNodes.contains { $0.nodeType == nodeType }
    }

    /// The plan, one line per node.
    public var description: String { root.description }

    private static func node(_ object: [String: Any]) throws(PostgresError) -> PostgresPlanNode {
        guard let nodeType = object["Node Type"] as? String else {
            throw malformed("a node without a Node Type")
        }
        var children: [PostgresPlanNode] = []
        for child in object["Plans"] as? [Any] ?? [] {
            guard let child = child as? [String: Any] else {
                throw malformed("a child plan that is not an object")
            }
            children.append(try node(child))
        }
        let known: Set<String> = [
            "Node Type", "Relation Name", "Alias", "Index Name", "Startup Cost", "Total Cost", "Plan Rows",
            "Plan Width", "Plans",
        ]
        var details: [String: String] = [:]
        for (key, value) in object where !known.contains(key) { details[key] = "\(value)" }
        return PostgresPlanNode(
            nodeType: nodeType, relationName: object["Relation Name"] as? String,
            alias: object["Alias"] as? String,
            indexName: object["Index Name"] as? String, startupCost: number(object["Startup Cost"]),
            totalCost: number(object["Total Cost"]), planRows: number(object["Plan Rows"]),
            planWidth: Int(number(object["Plan Width"])), children: children, details: details)
    }

    private static func number(_ value: Any?) -> Double {
        (value as? NSNumber)?.doubleValue ?? 0
    }

    private static func malformed(_ what: String) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.internalError, message: "EXPLAIN (FORMAT JSON) output: \(what)")
    }
}
