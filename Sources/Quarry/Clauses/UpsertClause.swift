/// One upsert clause of an INSERT: `ON CONFLICT [(target) [WHERE …]] DO NOTHING` or
/// `DO UPDATE SET … [WHERE …]`. Several may follow one another; only the last may omit its target.
public struct UpsertClause: Sendable {
    /// What the upsert does when the row conflicts.
    enum Action: Sendable {
        case nothing
        case update([Assignment], condition: ExpressionNode?)
        /// A `where` with no DO UPDATE before it: nothing to write, an error to report.
        case misplacedCondition
    }

    var target: [OrderingTerm]
    var targetCondition: ExpressionNode?
    var action: Action
}

/// An INSERT with an `ON CONFLICT` target waiting for its action: finish it with ``doNothing`` or
/// ``doUpdate(_:)`` (then `.where(…)` for its condition, as in SQL).
public struct PendingUpsert: Sendable {
    var insert: Insert
    var target: [OrderingTerm]
    var targetCondition: ExpressionNode?

    /// The target's partial-index condition: `ON CONFLICT (…) WHERE condition`. Its values are
    /// written as literals, since SQLite must match it against the index's own condition.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> PendingUpsert
    where Condition.Value: SQLBooleanType {
        var copy = self
        copy.targetCondition = copy.targetCondition.and(condition.anyNode)
        return copy
    }

    /// `DO NOTHING`: a conflicting row is skipped.
    public var doNothing: Insert { finish(.nothing) }

    /// `DO UPDATE SET assignments`: the conflicting row is updated instead. Read the row that was
    /// refused through `Column.excluded`.
    public func doUpdate(@AssignmentBuilder _ assignments: () -> [Assignment]) -> Insert {
        finish(.update(assignments(), condition: nil))
    }

    /// `DO UPDATE SET assignments WHERE condition`: the update happens only when the condition holds.
    public func doUpdate<Condition: SQLExpressible>(
        where condition: Condition, @AssignmentBuilder _ assignments: () -> [Assignment]
    ) -> Insert where Condition.Value: SQLBooleanType {
        finish(.update(assignments(), condition: condition.anyNode))
    }

    private func finish(_ action: UpsertClause.Action) -> Insert {
        var copy = insert
        copy.upserts.append(UpsertClause(target: target, targetCondition: targetCondition, action: action))
        return copy
    }
}

extension Insert {
    /// `… DO UPDATE SET … WHERE condition`, written after the update as in SQL:
    /// `.onConflict(Message.localID).doUpdate { … }.where(Message.flags < 3)`. The update happens
    /// only for conflicting rows where the condition holds; calling it again ANDs the conditions.
    /// An INSERT whose last upsert is not a DO UPDATE has no such WHERE: rendering refuses it.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> Insert
    where Condition.Value: SQLBooleanType {
        var copy = self
        if let last = copy.upserts.indices.last,
            case .update(let assignments, let existing) = copy.upserts[last].action
        {
            copy.upserts[last].action = .update(assignments, condition: existing.and(condition.anyNode))
        } else {
            copy.upserts.append(UpsertClause(target: [], targetCondition: nil, action: .misplacedCondition))
        }
        return copy
    }
}

extension UpsertClause: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        r.write(" ON CONFLICT")
        if !target.isEmpty {
            r.write(" (")
            target.renderIndexedColumns(into: &r)
            r.write(")")
            if let targetCondition {
                r.write(" WHERE ")
                // SQLite matches this condition against a partial index's WHERE at prepare time,
                // which a bound parameter never matches: values go in as literals.
                r.inliningValues { r in targetCondition.render(into: &r) }
            }
        } else if targetCondition != nil {
            r.record(QuarryError(.invalidStatement, "an ON CONFLICT condition needs a conflict target"))
        }
        switch action {
        case .nothing: r.write(" DO NOTHING")
        case .update(let assignments, let condition):
            if target.isEmpty { r.require(.upsertUpdateWithoutTarget) }
            r.write(" DO UPDATE")
            assignments.renderSet(into: &r, statement: "DO UPDATE")
            condition.render(after: " WHERE ", into: &r)
        case .misplacedCondition:
            r.record(
                QuarryError(
                    .invalidStatement,
                    "where() on an INSERT is the WHERE of its last ON CONFLICT … DO UPDATE, and it has none; filter INSERT … SELECT in its select"
                ))
        }
    }
}

extension Array where Element == OrderingTerm {
    /// Writes indexed columns (CREATE INDEX, PRIMARY KEY, UNIQUE, conflict targets): an ordering
    /// term without `NULLS FIRST`/`LAST`, which SQLite refuses there.
    func renderIndexedColumns(into r: inout SQLRenderer) {
        if isEmpty { r.record(QuarryError(.emptyList, "an indexed column list needs at least one column")) }
        if contains(where: { $0.nulls != nil }) {
            r.record(QuarryError(.invalidStatement, "NULLS FIRST/LAST is not allowed on an indexed column"))
        }
        // Only the indexed table's columns can appear here, and SQLite wants them by bare name.
        r.inColumnScope(.unscoped) { r in
            r.writeList(self) { r, term in
                var plain = term
                plain.nulls = nil
                plain.statesNullOrder = false
                plain.render(into: &r)
            }
        }
    }
}
