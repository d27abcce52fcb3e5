/// The records whose foreign key references an origin record: a feed has many articles.
///
/// ```swift
/// extension Feed {
///     static let articles = HasMany<Feed, Article>()     // Article's FOREIGN KEY to "feed"
/// }
/// try db.fetchAll(Feed.including(all: Feed.articles))   // [(Feed, [Article])], two statements
/// try db.fetchAll(Feed.filter { _ in Feed.articles.exists })
/// try db.fetchAll(Feed.annotated(with: Feed.articles.count))   // [(Feed, Int)]
/// ```
///
/// `filter` and `orderBy` narrow and sort the associated records, wherever the association is
/// used (the children fetched, `exists`, `count`).
public struct HasMany<Origin: TableRecord, Destination: TableRecord>: @unchecked Sendable {
    // Unchecked: key paths are immutable once formed.
    let foreignKey: [AnyKeyPath]
    let referencedKey: [AnyKeyPath]
    var condition: SQLExpression<Bool>?
    /// The same condition over the columns of ``subqueryTable`` (it differs when that is an alias).
    var subqueryCondition: SQLExpression<Bool>?
    var ordering: [OrderingTerm] = []

    /// The association through the one FOREIGN KEY of the destination's definition to the origin's table.
    public init() {
        foreignKey = []
        referencedKey = []
    }

    /// The association through the destination's `key`, which holds the origin's `references`
    /// (its primary key when not given).
    public init(key: PartialKeyPath<Destination>, references: PartialKeyPath<Origin>? = nil) {
        foreignKey = [key]
        referencedKey = references.map { [$0] } ?? []
    }

    /// The columns it matches.
    public var key: AssociationKey {
        AssociationKey(
            child: Destination.self, parent: Origin.self, childKey: foreignKey, parentKey: referencedKey,
            originIsChild: false)
    }

    /// Only the associated records for which `predicate` holds (conditions AND together).
    public func filter<Condition: SQLExpressible>(_ predicate: (RecordColumns<Destination>) -> Condition)
        -> HasMany where Condition.Value: SQLBooleanType
    {
        var copy = self
        let added = predicate(Destination.columns).typed(as: Bool.self)
        copy.condition = condition.map { $0 && added } ?? added
        let table = subqueryTable
        let scoped =
            table.alias == nil ? added : predicate(Destination.columns.in(table)).typed(as: Bool.self)
        copy.subqueryCondition = subqueryCondition.map { $0 && scoped } ?? scoped
        return copy
    }

    /// The associated records sorted by the terms (after any earlier ones), for `including(all:)`.
    public func orderBy(@OrderingTermBuilder _ terms: (RecordColumns<Destination>) -> [OrderingTerm])
        -> HasMany
    {
        var copy = self
        copy.ordering += terms(Destination.columns)
        return copy
    }

    /// `EXISTS (SELECT * FROM destination WHERE destination.key = origin.key AND …)`: whether an
    /// origin record has an associated record (`Feed.filter { _ in Feed.articles.exists }`).
    public var exists: SQLExpression<Bool> {
        SQL.exists(Select.all.from(subqueryTable).where(correlation))
    }

    /// `(SELECT count(*) FROM destination WHERE destination.key = origin.key AND …)`: how many
    /// associated records an origin record has, to filter, sort or annotate by.
    public var count: SQLExpression<Int> {
        SQL.subquery(Select { SQL.count() }.from(subqueryTable).where(correlation), as: Int.self)
    }

    /// The destination's key matched to the origin's row, and the association's filter.
    var correlation: SQLExpression<Bool> {
        let match = key.condition(origin: Origin.table, destination: subqueryTable, destinationFirst: true)
        return subqueryCondition.map { match && $0 } ?? match
    }

    /// The destination's table in `exists` and `count`: aliased `"<table>_child"` when it is the
    /// origin's own table, so that the subquery's columns are not the outer row's.
    var subqueryTable: Table { associationTable(Destination.table, from: Origin.table, role: "child") }
}
