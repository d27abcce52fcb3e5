import CSQLite

/// A query for parent records each with all its children through a ``HasMany`` association,
/// run by `fetchAll(_:)` (`[(Parent, [Child])]`) and `fetchOne(_:)`.
///
/// Two statements, whatever the number of parents: the parents' own request, then the children
/// of all of them (`WHERE child.key IN (…)`, or `(a, b) IN (VALUES …)` for a key of several
/// columns, in chunks under SQLite's parameter limit), grouped by parent in Swift. A parent with
/// no child gets `[]`, a child whose key is `NULL` or names no parent read is not read. The
/// children come in the association's `orderBy`, else by their primary key.
public struct HasManyRequest<Parent: TableRecord, Child: TableRecord>: Sendable {
    let parents: RecordRequest<Parent>
    let association: HasMany<Parent, Child>

    /// The statement that reads the children of the parents whose keys have these stored values
    /// (one array per parent, one value per key column).
    public func childrenQuery(keys: [[SQLValue]]) -> Select {
        childRequest(keys: keys).query
    }

    func childRequest(keys: [[SQLValue]]) -> RecordRequest<Child> {
        var request = RecordRequest<Child>()
        let match: SQLExpression<Bool>
        do throws(QuarryError) {
            match = Self.membership(try association.key.pairs.get(), keys)
        } catch {
            match = Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
        request.condition = association.condition.map { match && $0 } ?? match
        request.ordering = association.ordering.isEmpty ? Self.primaryKeyOrdering : association.ordering
        return request
    }

    /// `key IN (?, …)`, or `(a, b) IN (VALUES (?, ?), …)` for a key of several columns (SQLite
    /// compares row values with a list only through a SELECT).
    private static func membership(_ pairs: [AssociationKey.ColumnPair], _ keys: [[SQLValue]])
        -> SQLExpression<Bool>
    {
        let columns = pairs.map { Column<SQLValue>($0.destination, in: Child.table) }
        if columns.count == 1 { return columns[0].in(keys.map { $0[0] }) }
        let row = UntypedExpression(node: .row(columns.map(\.untyped.node)))
        return row.in(Select.values(keys.map { $0 as [any SQLValueConvertible] }))
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
        let pairs = try request.association.key.pairs.get()
        let parentDefinition = try Parent.definition.resolved()
        let childDefinition = try Child.definition.resolved()
        var parentFields: [AnyFieldBinding<Parent>] = []
        var childFields: [AnyFieldBinding<Child>] = []
        for pair in pairs {
            guard let parent = parentDefinition.field(named: pair.origin.name),
                let child = childDefinition.field(named: pair.destination.name)
            else {
                throw QuarryError(
                    .invalidStatement,
                    "the association of \(Parent.self) to \(Child.self) names a column no field binds")
            }
            parentFields.append(parent)
            childFields.append(child)
        }
        // A parent with a NULL in its key matches no child (NULL = x is never true).
        let keys = try parents.map { parent throws(QuarryError) -> [SQLValue]? in
            let values = try parentFields.map { field throws(QuarryError) in try field.sqlValue(of: parent) }
            return values.contains(where: \.isNull) ? nil : values
        }
        var distinct: [[SQLValue]] = []
        var seen: Set<[AssociationValue]> = []
        for key in keys.compactMap({ $0 }) where seen.insert(key.map(AssociationValue.init)).inserted {
            distinct.append(key)
        }
        var children: [[AssociationValue]: [Child]] = [:]
        let chunk = try childChunkSize(request, width: pairs.count)
        var start = 0
        while start < distinct.count {
            let end = min(start + chunk, distinct.count)
            let request = request.childRequest(keys: Self.padded(distinct[start..<end], upTo: chunk))
            for child in try fetchAll(request) {
                let key = try childFields.map { field throws(QuarryError) in
                    AssociationValue(try field.sqlValue(of: child))
                }
                children[key, default: []].append(child)
            }
            start = end
        }
        return zip(parents, keys).map { parent, key in
            (parent, key.flatMap { children[$0.map(AssociationValue.init)] } ?? [])
        }
    }

    /// How many parents' keys one children statement takes: SQLite's parameter limit on this
    /// connection, less the parameters of the association's own filter, over the key's width.
    func childChunkSize<Parent: TableRecord, Child: TableRecord>(
        _ request: HasManyRequest<Parent, Child>, width: Int
    ) throws -> Int {
        let limit = connection.map { Int(sqlite3_limit($0, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) } ?? 999
        let one = Array(repeating: SQLValue.null, count: width)
        let others = try request.childRequest(keys: [one]).render().arguments.count - width
        guard limit - others >= width else {
            throw QuarryError(
                .invalidStatement,
                "the association's filter takes \(others) parameters, which leaves no room in SQLite's limit of \(limit) for a key of \(width) column(s)"
            )
        }
        return (limit - others) / width
    }

    /// The keys, the last repeated up to the next power of two (at most `limit`): the children
    /// statement then takes one of a few shapes, which the statement cache keeps, rather than one
    /// per number of parents.
    static func padded(_ keys: ArraySlice<[SQLValue]>, upTo limit: Int) -> [[SQLValue]] {
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
