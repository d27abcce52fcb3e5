/// A query for pairs of records that an inner join matches, built in a chain and run by
/// `fetchAll(_:)` (`[(Left, Right)]`), `fetchOne(_:)` and ``Database/fetchCount(_:)-(JoinRequest<Left,Right>)``.
///
/// ```swift
/// let rows = try db.fetchAll(
///     Article.join(ArticleStatus.self) { article, status in article.articleID == status.articleID }
///         .filter { _, status in status.starred == true }
///         .orderBy { article, _ in article.datePublished.descending })
/// for (article, status) in rows { … }
/// ```
///
/// Each record is read from its own columns (``TableRecord/joinedColumns(of:)``), so columns
/// of the same name in both tables do not collide.
public struct JoinRequest<Left: TableRecord, Right: TableRecord>: SQLStatement, Sendable {
    var parts: JoinParts<Left, Right>

    init(_ parts: JoinParts<Left, Right>) {
        self.parts = parts
    }

    /// The pairs for which `predicate` also holds (conditions AND together).
    public func filter<Condition: SQLExpressible>(
        _ predicate: (RecordColumns<Left>, RecordColumns<Right>) -> Condition
    ) -> JoinRequest where Condition.Value: SQLBooleanType {
        var copy = self
        copy.parts.filter(predicate(Left.columns, parts.rightColumns).typed(as: Bool.self))
        return copy
    }

    /// The pairs sorted by the terms (after any earlier ones), from either table's columns.
    public func orderBy(
        @OrderingTermBuilder _ terms: (RecordColumns<Left>, RecordColumns<Right>) -> [OrderingTerm]
    ) -> JoinRequest {
        var copy = self
        copy.parts.ordering += terms(Left.columns, parts.rightColumns)
        return copy
    }

    /// At most `count` pairs, after skipping `offset`.
    public func limit(_ count: Int, offset: Int? = nil) -> JoinRequest {
        var copy = self
        copy.parts.limitCount = Int64(count)
        copy.parts.offsetCount = offset.map(Int64.init)
        return copy
    }

    /// The SELECT this request runs.
    public var query: Select { parts.query }

    public func render(into renderer: inout SQLRenderer) {
        query.render(into: &renderer)
    }
}

/// A query for records with the record a LEFT JOIN matches, or `nil` where it matches none; run
/// by `fetchAll(_:)` (`[(Left, Right?)]`), `fetchOne(_:)` and
/// ``Database/fetchCount(_:)-(OptionalJoinRequest<Left,Right>)``.
///
/// The right record is `nil` when every one of its columns is `NULL`, as a LEFT JOIN that found
/// no row writes them.
public struct OptionalJoinRequest<Left: TableRecord, Right: TableRecord>: SQLStatement, Sendable {
    var parts: JoinParts<Left, Right>

    init(_ parts: JoinParts<Left, Right>) {
        self.parts = parts
    }

    /// The pairs for which `predicate` also holds (conditions AND together). A condition on the
    /// right table's columns sees `NULL` where no row was joined.
    public func filter<Condition: SQLExpressible>(
        _ predicate: (RecordColumns<Left>, RecordColumns<Right>) -> Condition
    ) -> OptionalJoinRequest where Condition.Value: SQLBooleanType {
        var copy = self
        copy.parts.filter(predicate(Left.columns, parts.rightColumns).typed(as: Bool.self))
        return copy
    }

    /// The pairs sorted by the terms (after any earlier ones), from either table's columns.
    public func orderBy(
        @OrderingTermBuilder _ terms: (RecordColumns<Left>, RecordColumns<Right>) -> [OrderingTerm]
    ) -> OptionalJoinRequest {
        var copy = self
        copy.parts.ordering += terms(Left.columns, parts.rightColumns)
        return copy
    }

    /// At most `count` pairs, after skipping `offset`.
    public func limit(_ count: Int, offset: Int? = nil) -> OptionalJoinRequest {
        var copy = self
        copy.parts.limitCount = Int64(count)
        copy.parts.offsetCount = offset.map(Int64.init)
        return copy
    }

    /// The SELECT this request runs.
    public var query: Select { parts.query }

    public func render(into renderer: inout SQLRenderer) {
        query.render(into: &renderer)
    }
}
