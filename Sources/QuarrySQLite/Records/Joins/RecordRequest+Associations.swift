extension RecordRequest {
    /// The records the request reads, each with the record a to-one association joins
    /// (`JOIN … ON` the association's key): only records that have one.
    public func including<Association: ToOneAssociation>(required association: Association)
        -> JoinRequest<Record, Association.Destination> where Association.Origin == Record
    {
        JoinRequest(joinParts(.inner, association))
    }

    /// The records the request reads, each with the record a to-one association joins or `nil`
    /// (`LEFT JOIN … ON` the association's key).
    public func including<Association: ToOneAssociation>(optional association: Association)
        -> OptionalJoinRequest<Record, Association.Destination> where Association.Origin == Record
    {
        OptionalJoinRequest(joinParts(.left, association))
    }

    /// The records the request reads, each with all its associated records: one more statement
    /// reads the children of every parent (`WHERE key IN (…)`, in chunks under SQLite's parameter
    /// limit) and groups them by parent, so there is no statement per parent.
    public func including<Child: TableRecord>(all association: HasMany<Record, Child>)
        -> HasManyRequest<Record, Child>
    {
        HasManyRequest(parents: self, association: association)
    }

    /// The records the request reads, each with the value of `expression` (an association's
    /// `count`, or any expression over the record's row): `[(Record, Value)]` from one statement.
    public func annotated<Value: SQLColumnDecodable>(with expression: SQLExpression<Value>)
        -> AnnotatedRequest<Record, Value>
    {
        AnnotatedRequest(records: self, annotation: expression)
    }

    private func joinParts<Association: ToOneAssociation>(_ kind: JoinOperator, _ association: Association)
        -> JoinParts<Record, Association.Destination> where Association.Origin == Record
    {
        let destination = association.destination
        var parts = JoinParts<Record, Association.Destination>(kind: kind, rightTable: destination) { _, _ in
            association.key.condition(origin: Record.table, destination: destination)
        }
        parts.condition = condition
        parts.ordering = ordering
        parts.limitCount = limitCount
        parts.offsetCount = offsetCount
        return parts
    }
}

extension TableRecord {
    /// Every record with the record a to-one association joins: only records that have one
    /// (`Article.including(required: Article.feed)`, `[(Article, Feed)]`).
    public static func including<Association: ToOneAssociation>(required association: Association)
        -> JoinRequest<Self, Association.Destination> where Association.Origin == Self
    {
        all().including(required: association)
    }

    /// Every record with the record a to-one association joins, or `nil`
    /// (`Article.including(optional: Article.status)`, `[(Article, ArticleStatus?)]`).
    public static func including<Association: ToOneAssociation>(optional association: Association)
        -> OptionalJoinRequest<Self, Association.Destination> where Association.Origin == Self
    {
        all().including(optional: association)
    }

    /// Every record with all its associated records, in two statements
    /// (`Feed.including(all: Feed.articles)`, `[(Feed, [Article])]`).
    public static func including<Child: TableRecord>(all association: HasMany<Self, Child>)
        -> HasManyRequest<Self, Child>
    {
        all().including(all: association)
    }

    /// Every record with the value of `expression`
    /// (`Feed.annotated(with: Feed.articles.count)`, `[(Feed, Int)]`).
    public static func annotated<Value: SQLColumnDecodable>(with expression: SQLExpression<Value>)
        -> AnnotatedRequest<Self, Value>
    {
        all().annotated(with: expression)
    }
}
