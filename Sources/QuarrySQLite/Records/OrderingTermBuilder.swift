/// Builds a list of ordering terms from one line per term: columns (ascending), `.descending`,
/// `.ascending`, `.collate(…)`, `.nullsFirst` / `.nullsLast`.
@resultBuilder
public enum OrderingTermBuilder: ListBuilding {
    public typealias Element = OrderingTerm

    /// One term.
    public static func buildExpression(_ term: some OrderingTermConvertible) -> ListPart<OrderingTerm> {
        .one(term.orderingTerm)
    }
}
