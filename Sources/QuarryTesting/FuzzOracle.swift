import Quarry

/// The properties every statement Quarry renders must have, checked one case at a time. Each
/// check returns `nil` when the property holds, or what went wrong.
public enum FuzzOracle {
    /// (a) The statement renders, and SQLite prepares its SQL as exactly one statement (nothing in
    /// the tail) with as many parameters as there are arguments.
    public static func checkPreparesAsOneStatement(
        _ statement: some SQLRenderable, in database: SQLiteScratchDatabase
    ) -> String? {
        do {
            let rendered = try statement.render()
            let parameters = try database.prepare(rendered.sql)
            if parameters != rendered.arguments.count {
                return
                    "SQLite counts \(parameters) parameters, the statement has \(rendered.arguments.count) arguments"
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// (b) The minimal rendering and the fully parenthesized one give the same results (or both
    /// fail) when run with the same bound arguments.
    public static func checkParentheses(_ statement: some SQLRenderable, in database: SQLiteScratchDatabase)
        -> String?
    {
        let minimal = rendering(statement, parenthesizeEverything: false)
        let full = rendering(statement, parenthesizeEverything: true)
        if !identical(minimal.arguments, full.arguments) {
            return "the two renderings bind different arguments"
        }
        return compare(
            outcome(database, minimal.sql, minimal.arguments), "minimal",
            outcome(database, full.sql, full.arguments), "fully parenthesized \(full.sql)")
    }

    /// (e) The minimal rendering, which writes a column bare where its table is the one source of
    /// its scope, gives the same results as the one that qualifies every column by its table (or
    /// both fail): a bare name that SQLite binds to another table (an inner one that shares the
    /// column's name) shows up here.
    public static func checkColumnQualification(
        _ statement: some SQLRenderable, in database: SQLiteScratchDatabase
    ) -> String? {
        let minimal = rendering(statement, parenthesizeEverything: false)
        var renderer = SQLRenderer(values: .parameters, qualifyEveryColumn: true)
        statement.render(into: &renderer)
        if !identical(minimal.arguments, renderer.arguments) {
            return "the two renderings bind different arguments"
        }
        return compare(
            outcome(database, minimal.sql, minimal.arguments).sorted(), "minimal",
            outcome(database, renderer.sql, renderer.arguments).sorted(), "fully qualified \(renderer.sql)")
    }

    /// (c) The description (every value inlined as a literal) gives the same rows as the bound
    /// statement, or both fail. Rows compare as a multiset unless `ordered`. A run-time error
    /// (`abs(-9223372036854775808)`, malformed JSON) on one side only is inconclusive: SQLite
    /// folds constant literals (`x OR 36` is always true) where it cannot fold a bound `?`, so
    /// one form may skip evaluating what fails in the other.
    public static func checkDescription(
        _ statement: some SQLRenderable, in database: SQLiteScratchDatabase, ordered: Bool = true
    ) -> String? {
        let bound = rendering(statement, parenthesizeEverything: false)
        let description: String
        do { description = try statement.inlinedSQL() } catch { return "\(error)" }
        var left = outcome(database, bound.sql, bound.arguments)
        var right = outcome(database, description, [])
        if left.failedWhileRunning != right.failedWhileRunning { return nil }
        if !ordered {
            left = left.sorted()
            right = right.sorted()
        }
        return compare(left, "bound", right, "description")
    }

    /// (d) Rendering is byte-stable: the same tree renders the same bytes and arguments each time,
    /// in every value style.
    public static func checkStableRendering(_ statement: some SQLRenderable) -> String? {
        for parenthesize in [false, true] {
            let first = rendering(statement, parenthesizeEverything: parenthesize)
            let second = rendering(statement, parenthesizeEverything: parenthesize)
            if first.sql != second.sql || !identical(first.arguments, second.arguments)
                || first.error != second.error
            {
                return "rendered differently twice: \(first.sql) / \(second.sql)"
            }
        }
        if statement.getDescription() != statement.getDescription() { return "described differently twice" }
        return nil
    }

    /// The SQL, arguments and first error of one rendering.
    public struct Rendering: Sendable, Hashable {
        /// The SQL text.
        public var sql: String
        /// The bound arguments.
        public var arguments: [SQLValue]
        /// The first recorded error, if any.
        public var error: QuarryError?

        /// Whether both are the same SQL bytes, arguments and error: canonically equivalent SQL
        /// names other tables, so `String ==` would call two different renderings one.
        public static func == (lhs: Rendering, rhs: Rendering) -> Bool {
            lhs.sql.isByteEqual(to: rhs.sql) && lhs.arguments == rhs.arguments && lhs.error == rhs.error
        }

        /// Hashes the SQL's bytes, the arguments and the error, consistently with ``==(_:_:)``.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(sql))
            hasher.combine(arguments)
            hasher.combine(error)
        }
    }

    /// Renders with bound parameters, minimally or fully parenthesized.
    public static func rendering(_ statement: some SQLRenderable, parenthesizeEverything: Bool) -> Rendering {
        var renderer = SQLRenderer(values: .parameters, parenthesizeEverything: parenthesizeEverything)
        statement.render(into: &renderer)
        return Rendering(sql: renderer.sql, arguments: renderer.arguments, error: renderer.error)
    }

    /// Whether two argument lists are the same bit for bit (NaN equals NaN, `0.0` differs from
    /// `-0.0`), which `==` on `SQLValue` does not say.
    public static func identical(_ left: [SQLValue], _ right: [SQLValue]) -> Bool {
        left.count == right.count
            && zip(left, right).allSatisfy { a, b in
                if case .real(let x) = a, case .real(let y) = b { return x.bitPattern == y.bitPattern }
                return a == b
            }
    }

    enum Outcome: Equatable {
        case rows([[StoredValue]])
        case failed(String, whileRunning: Bool)

        var failedWhileRunning: Bool {
            if case .failed(_, true) = self { return true }
            return false
        }

        func sorted() -> Outcome {
            guard case .rows(let rows) = self else { return self }
            return .rows(rows.sorted { $0.description.utf8.lexicographicallyPrecedes($1.description.utf8) })
        }
    }

    static func outcome(_ database: SQLiteScratchDatabase, _ sql: String, _ arguments: [SQLValue]) -> Outcome
    {
        do {
            return .rows(try database.rows(sql, arguments: arguments))
        } catch {
            return .failed(error.description, whileRunning: error.failedWhileRunning)
        }
    }

    static func compare(_ left: Outcome, _ leftName: String, _ right: Outcome, _ rightName: String) -> String?
    {
        switch (left, right) {
        case (.rows(let a), .rows(let b)):
            return a == b ? nil : "\(leftName) returned \(a), \(rightName) returned \(b)"
        case (.failed, .failed): return nil
        case (.failed(let message, _), .rows(let rows)):
            return "\(leftName) failed (\(message)), \(rightName) returned \(rows)"
        case (.rows(let rows), .failed(let message, _)):
            return "\(leftName) returned \(rows), \(rightName) failed (\(message))"
        }
    }
}
