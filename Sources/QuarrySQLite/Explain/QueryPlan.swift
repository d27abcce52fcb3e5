/// The plan `EXPLAIN QUERY PLAN` shows, as a tree whose description prints like the sqlite3
/// shell's `.eqp on` output:
///
/// ```text
/// QUERY PLAN
/// `--COMPOUND QUERY
///    |--LEFT-MOST SUBQUERY
///    |  `--SEARCH t USING COVERING INDEX i (a=?)
///    `--UNION USING TEMP B-TREE
///       `--SCAN t
/// ```
public struct QueryPlan: Sendable, Hashable, CustomStringConvertible {
    /// The steps at the top of the plan.
    public let steps: [QueryPlanStep]

    /// A plan from the rows of `EXPLAIN QUERY PLAN` (`id`, `parent`, `detail`), in SQLite's order.
    public init(rows: [(id: Int, parent: Int, detail: String)]) {
        var children: [Int: [(id: Int, detail: String)]] = [:]
        for row in rows { children[row.parent, default: []].append((row.id, row.detail)) }
        func build(_ parent: Int, depth: Int) -> [QueryPlanStep] {
            // A cycle cannot come from SQLite, but a bound on depth keeps bad input finite.
            guard depth < 1000 else { return [] }
            return (children[parent] ?? []).map { child in
                QueryPlanStep(
                    id: child.id, detail: child.detail,
                    children: child.id == parent ? [] : build(child.id, depth: depth + 1))
            }
        }
        let ids = Set(rows.map(\.id))
        // Top-level steps have parent 0; a step whose parent is missing is shown at the top too.
        let roots = rows.filter { $0.parent == 0 || !ids.contains($0.parent) }.map(\.parent)
        var seen: Set<Int> = []
        steps = roots.filter { seen.insert($0).inserted }.flatMap { build($0, depth: 0) }
    }

    /// Every step's detail, depth first, in the order SQLite lists them.
    public var details: [String] {
        var result: [String] = []
        func visit(_ steps: [QueryPlanStep]) {
            for step in steps {
                result.append(step.detail)
                visit(step.children)
            }
        }
        visit(steps)
        return result
    }

    /// Whether some step's detail contains `text` (`"USING INDEX byTime"`, `"SCAN message"`).
    public func contains(_ text: String) -> Bool {
        details.contains { $0.contains(text) }
    }

    /// `QUERY PLAN` and the tree, drawn with `|--`, a backtick followed by `--`, and `|  `, as the sqlite3
    /// shell does.
    public var description: String {
        var lines = ["QUERY PLAN"]
        func draw(_ steps: [QueryPlanStep], prefix: String) {
            for (offset, step) in steps.enumerated() {
                let isLast = offset == steps.count - 1
                lines.append(prefix + (isLast ? "`--" : "|--") + step.detail)
                draw(step.children, prefix: prefix + (isLast ? "   " : "|  "))
            }
        }
        draw(steps, prefix: "")
        return lines.joined(separator: "\n")
    }
}

/// One step of a ``QueryPlan``.
public struct QueryPlanStep: Sendable, Hashable {
    /// SQLite's id for the step.
    public let id: Int
    /// What the step does (`SCAN message`, `SEARCH message USING INDEX byTime (createTime>?)`).
    public let detail: String
    /// The steps under this one.
    public let children: [QueryPlanStep]

    /// Whether both are the same step, text compared by its bytes (a plan over table `é` is not
    /// one over `e\u{301}`, which Swift's `String ==` would say).
    public static func == (lhs: QueryPlanStep, rhs: QueryPlanStep) -> Bool {
        lhs.id == rhs.id && lhs.detail.isByteEqual(to: rhs.detail) && lhs.children == rhs.children
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ExactText(detail))
        hasher.combine(children)
    }
}
