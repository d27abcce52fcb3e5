/// FTS5's query operator and auxiliary functions, for full-text tables made with
/// ``CreateVirtualTable``.
///
/// ```swift
/// let doc = Table("doc")
/// Select { FTS5.highlight(doc, column: 0, open: "[", close: "]") }
///     .from(doc).where(doc.match("swift")).orderBy(FTS5.bm25(doc))
/// ```
public enum FTS5 {
    /// `bm25(table, weights…)`: the row's relevance (lower is better), with optional per-column
    /// weights.
    public static func bm25(_ table: Table, _ weights: Double...) -> SQLExpression<Double> {
        call("bm25", table, weights.map { ExpressionNode(converting: $0) })
    }

    /// `highlight(table, column, open, close)`: the column's text with each match wrapped.
    public static func highlight(_ table: Table, column: Int64, open: String, close: String)
        -> SQLExpression<String>
    {
        let arguments: [any SQLValueConvertible] = [column, open, close]
        return call("highlight", table, arguments.map { ExpressionNode(converting: $0) })
    }

    /// `snippet(table, column, open, close, ellipsis, tokens)`: a short fragment around the
    /// matches; `column` -1 lets FTS5 choose the column.
    public static func snippet(
        _ table: Table, column: Int64, open: String, close: String, ellipsis: String, tokens: Int64
    ) -> SQLExpression<String> {
        let arguments: [any SQLValueConvertible] = [column, open, close, ellipsis, tokens]
        return call("snippet", table, arguments.map { ExpressionNode(converting: $0) })
    }

    static func call<T>(_ name: String, _ table: Table, _ arguments: [ExpressionNode])
        -> SQLExpression<T>
    {
        SQLExpression(node: .function(FunctionCall(name, [tableReference(table)] + arguments)))
    }

    /// The table's hidden column of its own name, which MATCH and the auxiliary functions take:
    /// `"doc"`, or `"d"."doc"` under an alias (SQLite does not resolve a bare alias there).
    static func tableReference(_ table: Table) -> ExpressionNode {
        .column(ColumnReference(table: table.alias, name: table.name.name))
    }
}

extension Table {
    /// `bm25(table, weights…)` of this FTS5 table: the row's relevance (lower is better).
    public func bm25(_ weights: Double...) -> SQLExpression<Double> {
        FTS5.call("bm25", self, weights.map { ExpressionNode(converting: $0) })
    }

    /// `highlight(table, column, open, close)` of this FTS5 table: the text of the column at
    /// `column` (counted from 0) with each match wrapped.
    public func highlight(column: Int64, open: String, close: String) -> SQLExpression<String> {
        FTS5.highlight(self, column: column, open: open, close: close)
    }

    /// `snippet(table, column, open, close, ellipsis, tokens)` of this FTS5 table; `column` -1 lets
    /// FTS5 choose the column. (FTS3 and FTS4 tables: ``FTS3/snippet(_:start:end:ellipsis:column:tokens:)``.)
    public func snippet(column: Int64, open: String, close: String, ellipsis: String, tokens: Int64)
        -> SQLExpression<String>
    {
        FTS5.snippet(self, column: column, open: open, close: close, ellipsis: ellipsis, tokens: tokens)
    }

    /// `"table" MATCH query`: the rows of an FTS5 table that match the full-text query, which is
    /// bound as an argument.
    public func match(_ query: String) -> SQLExpression<Bool> {
        SQLExpression(
            node: .pattern(
                .match, negated: false, FTS5.tableReference(self), ExpressionNode(converting: query),
                escape: nil))
    }

    /// `"table" MATCH expression`, for a query computed in SQL.
    public func match(expression query: some SQLExpressible<String>) -> SQLExpression<Bool> {
        SQLExpression(
            node: .pattern(.match, negated: false, FTS5.tableReference(self), query.anyNode, escape: nil))
    }
}
