/// An expression whose values are dates in a known ``DateStorage``: a ``DateColumn`` or a
/// ``DateExpression`` made from date columns (`SQL.max(Note.columns.createTime)`). Quarry's date
/// functions (`SQL.max`, `SQL.min`, `SQL.coalesce`, `SQL.dateCase`) take one and keep its storage,
/// so that their result binds and reads back dates in the column's form.
public protocol DateExpressible: SQLExpressible<StoredDate> {
    /// The expression with its storage.
    var dateExpression: DateExpression { get }
}
