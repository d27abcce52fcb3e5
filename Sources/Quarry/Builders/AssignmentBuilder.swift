/// Builds the assignments of an UPDATE's `SET` or an upsert's `DO UPDATE SET`.
///
/// ```swift
/// Update(Message.table).set {
///     Message.flags.set(to: Message.flags + 1)
///     if let content { Message.content.set(to: content) }
/// }
/// ```
@resultBuilder
public enum AssignmentBuilder: ListBuilding {
    public typealias Element = Assignment
    /// One assignment: `column.set(to: value)`.
    @inlinable public static func buildExpression(_ assignment: Assignment) -> ListPart<Assignment> {
        .one(assignment)
    }
}
