/// `EXPLAIN statement` (the bytecode program) or `EXPLAIN QUERY PLAN statement` (the plan),
/// wrapping any other statement. The inner statement's values still bind as arguments.
///
/// ```swift
/// Explain(queryPlan: recent)          // EXPLAIN QUERY PLAN SELECT … WHERE "localID" > ?
/// recent.explainQueryPlan()           // the same
/// Explain(recent)                     // EXPLAIN SELECT …
/// ```
///
/// SQLite's grammar does not let an `EXPLAIN` wrap another `EXPLAIN`; rendering one fails with
/// ``QuarryError/Kind/invalidStatement``.
public struct Explain: SQLStatement {
    /// What the explanation shows.
    public enum Mode: Sendable, Hashable {
        /// `EXPLAIN`: the bytecode program, one row per instruction.
        case program
        /// `EXPLAIN QUERY PLAN`: the query plan, one row per step.
        case queryPlan
    }

    /// What the explanation shows.
    public let mode: Mode
    /// The statement explained. For an `EXPLAIN` built around another `EXPLAIN` (which rendering
    /// refuses), the innermost statement that is not one.
    public let statement: any SQLStatement
    /// Whether this was built around another `EXPLAIN`. The wrapped one is not kept, only its
    /// statement: a loop could wrap explanations as deep as it likes, and a chain of existentials
    /// is released (and was rendered) one stack frame per level.
    private let wrapsExplain: Bool

    /// `EXPLAIN statement`: the bytecode program SQLite runs for the statement.
    public init(_ statement: some SQLStatement) {
        self.init(.program, statement)
    }

    /// `EXPLAIN QUERY PLAN statement`: how SQLite plans to run the statement.
    public init(queryPlan statement: some SQLStatement) {
        self.init(.queryPlan, statement)
    }

    private init(_ mode: Mode, _ statement: some SQLStatement) {
        self.mode = mode
        if let inner = statement as? Explain {
            self.statement = inner.statement
            wrapsExplain = true
        } else {
            self.statement = statement
            wrapsExplain = false
        }
    }

    public func render(into renderer: inout SQLRenderer) {
        switch mode {
        case .program:
            renderer.require(.explain)
            renderer.write("EXPLAIN ")
        case .queryPlan:
            renderer.require(.explainQueryPlan)
            renderer.write("EXPLAIN QUERY PLAN ")
        }
        if wrapsExplain {
            renderer.record(QuarryError(.invalidStatement, "an EXPLAIN cannot wrap another EXPLAIN"))
        }
        statement.render(into: &renderer)
    }
}

extension SQLStatement {
    /// `EXPLAIN` this statement: the bytecode program SQLite runs for it.
    public func explain() -> Explain { Explain(self) }

    /// `EXPLAIN QUERY PLAN` this statement: how SQLite plans to run it.
    public func explainQueryPlan() -> Explain { Explain(queryPlan: self) }
}
