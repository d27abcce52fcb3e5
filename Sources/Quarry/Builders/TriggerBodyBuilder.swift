/// One statement of a trigger body: an INSERT, UPDATE, DELETE or SELECT.
public enum TriggerStep: Sendable {
    /// An INSERT or REPLACE.
    case insert(Insert)
    /// An UPDATE.
    case update(Update)
    /// A DELETE.
    case delete(Delete)
    /// A SELECT (typically of `RAISE(…)`).
    case select(Select)
}

extension TriggerStep: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .insert(let statement): statement.render(into: &r)
        case .update(let statement): statement.render(into: &r)
        case .delete(let statement): statement.render(into: &r)
        case .select(let statement): statement.render(into: &r)
        }
    }
}

/// Builds the body of a CREATE TRIGGER from INSERT, UPDATE, DELETE and SELECT statements.
@resultBuilder
public enum TriggerBodyBuilder: ListBuilding {
    public typealias Element = TriggerStep
    /// A `INSERT` step of the trigger.
    public static func buildExpression(_ statement: Insert) -> ListPart<TriggerStep> {
        .one(.insert(statement))
    }
    /// A `UPDATE` step of the trigger.
    public static func buildExpression(_ statement: Update) -> ListPart<TriggerStep> {
        .one(.update(statement))
    }
    /// A `DELETE` step of the trigger.
    public static func buildExpression(_ statement: Delete) -> ListPart<TriggerStep> {
        .one(.delete(statement))
    }
    /// A `SELECT` step of the trigger.
    public static func buildExpression(_ statement: Select) -> ListPart<TriggerStep> {
        .one(.select(statement))
    }
}
