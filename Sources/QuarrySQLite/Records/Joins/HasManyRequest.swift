import CSQLite

/// A query for parent records each with all its children through a ``HasMany`` association,
/// run by `fetchAll(_:)` (`[(Parent, [Child])]`) and `fetchOne(_:)`.
///
/// Two statements, whatever the number of parents: the parents' own request, then the children
/// of all of them (`WHERE child.key IN (…)`, in chunks under SQLite's parameter limit), grouped
/// by parent in Swift. A parent with no child gets `[]`, a child whose key is `NULL` or names
/// no parent read is not read. The children come in the association's `orderBy`, else by their
/// primary key.
public struct HasManyRequest<Parent: TableRecord, Child: TableRecord>: Sendable {
    let parents: RecordRequest<Parent>
    let association: HasMany<Parent, Child>

    /// The statement that reads the children of the parents whose keys have these stored values.
    public func childrenQuery(keys: [SQLValue]) -> Select {
        childRequest(keys: keys).query
    }

    func childRequest(keys: [SQLValue]) -> RecordRequest<Child> {
        var request = RecordRequest<Child>()
        let match: SQLExpression<Bool>
        do throws(QuarryError) {
            let pair = try keyPair()
            match = Column<SQLValue>(pair.destination, in: Child.table).in(keys)
        } catch {
            match = Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
        request.condition = association.condition.map { match && $0 } ?? match
        request.ordering = association.ordering.isEmpty ? Self.primaryKeyOrdering : association.ordering
        return request
    }

    /// The one column pair of the association's key (a key of several columns is refused).
    func keyPair() throws(QuarryError) -> AssociationKey.ColumnPair {
        let pairs = try association.key.pairs.get()
        guard pairs.count == 1 else {
            throw QuarryError(
                .invalidStatement,
                "including(all:) reads children by a one-column key, and the association of \(Parent.self) to \(Child.self) has \(pairs.count) columns"
            )
        }
        return pairs[0]
    }

    private static var primaryKeyOrdering: [OrderingTerm] {
        guard let definition = try? Child.definition.resolved() else { return [] }
        return definition.primaryKey.map {
            Column<SQLValue>(definition.fields[$0].info.name, in: Child.table).orderingTerm
        }
    }
}

extension Database {
    /// The parents a has-many request reads, each with all its children (two statements, or more
    /// when the parents' keys overflow one statement's parameters).
    public func fetchAll<Parent: TableRecord, Child: TableRecord>(_ request: HasManyRequest<Parent, Child>)
        throws -> [(Parent, [Child])]
    {
        try fetchWithChildren(request, parents: fetchAll(request.parents))
    }

    /// The first parent a has-many request reads with all its children, or `nil`.
    public func fetchOne<Parent: TableRecord, Child: TableRecord>(_ request: HasManyRequest<Parent, Child>)
        throws -> (Parent, [Child])?
    {
        try fetchWithChildren(request, parents: fetchOne(request.parents).map { [$0] } ?? []).first
    }

    func fetchWithChildren<Parent: TableRecord, Child: TableRecord>(
        _ request: HasManyRequest<Parent, Child>, parents: [Parent]
    ) throws -> [(Parent, [Child])] {
        guard !parents.isEmpty else { return [] }
        let pair = try request.keyPair()
        let parentKey = try Parent.definition.resolved().field(named: pair.origin.name)
        let childKey = try Child.definition.resolved().field(named: pair.destination.name)
        guard let parentKey, let childKey else {
            throw QuarryError(.invalidStatement, "the association's key names a column no field binds")
        }
        let keys = try parents.map { parent throws(QuarryError) in try parentKey.sqlValue(of: parent) }
        var distinct: [SQLValue] = []
        var seen: Set<AssociationValue> = []
        for key in keys where !key.isNull && seen.insert(AssociationValue(key)).inserted {
            distinct.append(key)
        }
        var children: [AssociationValue: [Child]] = [:]
        let chunk = try childChunkSize(request)
        var start = 0
        while start < distinct.count {
            let end = min(start + chunk, distinct.count)
            for child in try fetchAll(
                request.childRequest(keys: Self.padded(distinct[start..<end], upTo: chunk)))
            {
                children[AssociationValue(try childKey.sqlValue(of: child)), default: []].append(child)
            }
            start = end
        }
        return zip(parents, keys).map { parent, key in
            (parent, key.isNull ? [] : children[AssociationValue(key)] ?? [])
        }
    }

    /// How many keys one children statement takes: SQLite's parameter limit on this connection,
    /// less the parameters of the association's own filter.
    func childChunkSize<Parent: TableRecord, Child: TableRecord>(_ request: HasManyRequest<Parent, Child>)
        throws -> Int
    {
        let limit = connection.map { Int(sqlite3_limit($0, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) } ?? 999
        let others = try request.childRequest(keys: [.null]).render().arguments.count - 1
        guard limit - others >= 1 else {
            throw QuarryError(
                .invalidStatement,
                "the association's filter takes \(others) parameters, as many as SQLite allows in a statement (\(limit))"
            )
        }
        return limit - others
    }

    /// The keys, the last repeated up to the next power of two (at most `limit`): the children
    /// statement then takes one of a few shapes, which the statement cache keeps, rather than one
    /// per number of parents.
    static func padded(_ keys: ArraySlice<SQLValue>, upTo limit: Int) -> [SQLValue] {
        var size = 1
        while size < keys.count { size *= 2 }
        var padded = Array(keys)
        let last = keys[keys.index(before: keys.endIndex)]
        while padded.count < min(size, limit) { padded.append(last) }
        return padded
    }
}

/// A key value as SQL's `=` matches it for grouping children by parent: an integral REAL is the
/// INTEGER of the same value (`1.0 = 1` in SQL), anything else itself, by bytes.
struct AssociationValue: Hashable {
    let value: SQLValue

    init(_ value: SQLValue) {
        if case .real(let real) = value, let integer = Int64(exactly: real) {
            self.value = .integer(integer)
        } else {
            self.value = value
        }
    }
}
