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
    /// The statement explained.
    public let statement: any SQLStatement

    /// `EXPLAIN statement`: the bytecode program SQLite runs for the statement.
    public init(_ statement: some SQLStatement) {
        self.mode = .program
        self.statement = statement
    }

    /// `EXPLAIN QUERY PLAN statement`: how SQLite plans to run the statement.
    public init(queryPlan statement: some SQLStatement) {
        self.mode = .queryPlan
        self.statement = statement
    }

    public func render(into renderer: inout SQLRenderer) {
        switch mode {
        case .program: renderer.write("EXPLAIN ")
        case .queryPlan: renderer.write("EXPLAIN QUERY PLAN ")
        }
        if statement is Explain {
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
