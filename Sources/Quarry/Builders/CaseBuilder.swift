/// Builds the arms of a ``Case``, with `if`, `else`, `switch` and `for` inside.
@resultBuilder
public enum CaseBuilder<Result>: ListBuilding {
    public typealias Element = When<Result>
    /// One arm.
    public static func buildExpression(_ arm: When<Result>) -> ListPart<When<Result>> { .one(arm) }
}
