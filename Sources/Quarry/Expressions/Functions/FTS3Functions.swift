/// The auxiliary functions of FTS3 and FTS4 tables, for databases made before FTS5; `MATCH` is
/// ``Table/match(_:)`` as for FTS5.
///
/// ```swift
/// let doc = Table("doc4")
/// Select { FTS3.snippet(doc); doc.offsets() }.from(doc).where(doc.match("swift"))
/// ```
public enum FTS3 {
    /// `matchinfo(table[, format])`: the match statistics as a blob of 32-bit integers in the
    /// machine's byte order; the format letters (FTS4) choose which, `"pcx"` by default.
    public static func matchinfo(_ table: Table, format: String? = nil) -> SQLExpression<[UInt8]> {
        FTS5.call("matchinfo", table, format.map { [ExpressionNode(converting: $0)] } ?? [])
    }

    /// `offsets(table)`: the column, term and byte offsets of every match, as text.
    public static func offsets(_ table: Table) -> SQLExpression<String> {
        FTS5.call("offsets", table, [])
    }

    /// `snippet(table, start, end, ellipsis, column, tokens)`: a fragment around the matches, each
    /// wrapped in `start` and `end`; `column` -1 lets FTS choose, and `tokens` bounds the length
    /// (a negative count is an upper limit). The defaults are SQLite's.
    public static func snippet(
        _ table: Table, start: String = "<b>", end: String = "</b>", ellipsis: String = "<b>...</b>",
        column: Int64 = -1, tokens: Int64 = -15
    ) -> SQLExpression<String> {
        let arguments: [any SQLValueConvertible] = [start, end, ellipsis, column, tokens]
        return FTS5.call("snippet", table, arguments.map { ExpressionNode(converting: $0) })
    }
}

extension Table {
    /// `matchinfo(table[, format])` of this FTS3 or FTS4 table.
    public func matchinfo(format: String? = nil) -> SQLExpression<[UInt8]> {
        FTS3.matchinfo(self, format: format)
    }

    /// `offsets(table)` of this FTS3 or FTS4 table.
    public func offsets() -> SQLExpression<String> { FTS3.offsets(self) }
}
