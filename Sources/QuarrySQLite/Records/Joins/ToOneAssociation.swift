/// An association that joins each origin record to at most one destination record
/// (``BelongsTo``, ``HasOne``): what `including(required:)` and `including(optional:)` take.
public protocol ToOneAssociation: Sendable {
    /// The record the association is declared on.
    associatedtype Origin: TableRecord
    /// The associated record.
    associatedtype Destination: TableRecord
    /// The columns it matches.
    var key: AssociationKey { get }
    /// The destination's table as the join names it: aliased when the association joins a
    /// table to itself, so that the two sides' columns stay apart.
    var destination: Table { get }
}

/// The destination table of an association, aliased `"<table>_<role>"` when it is the origin's
/// own table (an employee's manager, a comment's replies): without the alias the two sides'
/// columns would be one table's, and a correlated subquery would compare a row with itself.
func associationTable(_ destination: Table, from origin: Table, role: String) -> Table {
    let name = destination.name.name.name
    guard name.isSameSQLiteName(as: origin.name.name.name) else { return destination }
    return destination.as(SQLIdentifier(name + "_" + role))
}

/// The record an origin record's foreign key references: an article belongs to its feed.
///
/// ```swift
/// extension Article {
///     static let feed = BelongsTo<Article, Feed>()          // Article's FOREIGN KEY to "feed"
///     static let author = BelongsTo<Article, Author>(key: \.authorID)
/// }
/// try db.fetchAll(Article.including(required: Article.feed))   // [(Article, Feed)]
/// ```
///
/// Without `key`, the foreign key is the one the origin's definition declares to the
/// destination's table (a field's `references`, or a FOREIGN KEY constraint); with it, `key`
/// references `references` or else the destination's primary key.
public struct BelongsTo<Origin: TableRecord, Destination: TableRecord>: ToOneAssociation,
    @unchecked Sendable
{
    // Unchecked: key paths are immutable once formed.
    let foreignKey: [AnyKeyPath]
    let referencedKey: [AnyKeyPath]

    /// The association through the one FOREIGN KEY of the origin's definition to the destination's table.
    public init() {
        foreignKey = []
        referencedKey = []
    }

    /// The association through the origin's `key`, which holds the destination's `references`
    /// (its primary key when not given).
    public init(key: PartialKeyPath<Origin>, references: PartialKeyPath<Destination>? = nil) {
        foreignKey = [key]
        referencedKey = references.map { [$0] } ?? []
    }

    public var key: AssociationKey {
        AssociationKey(
            child: Origin.self, parent: Destination.self, childKey: foreignKey, parentKey: referencedKey,
            originIsChild: true)
    }

    public var destination: Table { associationTable(Destination.table, from: Origin.table, role: "parent") }
}

/// The one record whose foreign key references an origin record: an article has one status.
///
/// ```swift
/// extension Article {
///     static let status = HasOne<Article, ArticleStatus>()   // ArticleStatus's FOREIGN KEY to "article"
/// }
/// try db.fetchAll(Article.including(optional: Article.status))   // [(Article, ArticleStatus?)]
/// ```
public struct HasOne<Origin: TableRecord, Destination: TableRecord>: ToOneAssociation, @unchecked Sendable {
    // Unchecked: key paths are immutable once formed.
    let foreignKey: [AnyKeyPath]
    let referencedKey: [AnyKeyPath]

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

    public var key: AssociationKey {
        AssociationKey(
            child: Destination.self, parent: Origin.self, childKey: foreignKey, parentKey: referencedKey,
            originIsChild: false)
    }

    public var destination: Table { associationTable(Destination.table, from: Origin.table, role: "child") }
}
