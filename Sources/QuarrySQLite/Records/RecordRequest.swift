/// A query for records of one type, built in a chain and run by `fetchAll(_:)`,
/// `fetchOne(_:)`, ``Database/fetchCount(_:)-(RecordRequest<Record>)``, ``Database/exists(_:)`` or
/// `delete(_:)`. Like every statement, it prints its SQL with the values inlined.
///
/// ```swift
/// let page = Message.filter { $0.localID > 1 }.orderBy { $0.createTime.descending }.limit(20)
/// print(page)   // SELECT "localID", "content", "createTime" FROM "message" WHERE … LIMIT 20
/// ```
public struct RecordRequest<Record: TableRecord>: SQLStatement, Sendable {
    var condition: SQLExpression<Bool>?
    var ordering: [OrderingTerm] = []
    var limitCount: Int64?
    var offsetCount: Int64?
    /// The columns a partial request selects instead of the definition's.
    @usableFromInline var selection: [ResultColumn]?
    /// The one row a `filter(key:)` on a rowid key looks up, so that an observation of the
    /// request is narrowed to it.
    @usableFromInline var rowLookup: RowLookup?

    /// Every record of the table.
    public init() {}

    /// The records for which `predicate` also holds (conditions AND together).
    public func filter<Condition: SQLExpressible>(_ predicate: (RecordColumns<Record>) -> Condition)
        -> RecordRequest where Condition.Value: SQLBooleanType
    {
        var copy = self
        let added = predicate(Record.columns).typed(as: Bool.self)
        copy.condition = condition.map { $0 && added } ?? added
        return copy
    }

    /// The record whose primary key has these values (several for a key of several columns).
    public func filter(key values: any SQLValueConvertible...) -> RecordRequest {
        filter(storedKeyFrom: values)
    }

    /// ``filter(key:)`` with its values as an array (a variadic list cannot be passed on).
    func filter(storedKeyFrom values: [any SQLValueConvertible]) -> RecordRequest {
        var copy = self
        let added = Self.keyCondition(values)
        copy.condition = condition.map { $0 && added } ?? added
        if copy.rowLookup == nil, values.count == 1, let core = try? Record.definition.runtimeCore() {
            copy.rowLookup = core.rowLookup(try? core.keyValues(values).first)
        }
        return copy
    }

    /// The record whose key columns hold these stored values.
    func filter(storedKey values: [SQLValue]) -> RecordRequest {
        do throws(QuarryError) {
            return filter(storedValues: values, of: try Record.definition.resolved().primaryKey)
        } catch {
            var copy = self
            copy.condition = Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
            return copy
        }
    }

    /// The records whose columns of these fields (their indexes in the definition) hold these
    /// stored values.
    func filter(storedValues values: [SQLValue], of fields: [Int]) -> RecordRequest {
        var copy = self
        do throws(QuarryError) {
            let definition = try Record.definition.resolved()
            let terms = zip(fields, values).map { index, value in
                Column<SQLValue>(definition.fields[index].info.name, in: Record.table) == value
            }
            let added = terms.dropFirst().reduce(terms[0]) { $0 && $1 }
            copy.condition = condition.map { $0 && added } ?? added
        } catch {
            copy.condition = Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
        return copy
    }

    /// The records sorted by the terms (after any earlier ones): `orderBy { $0.createTime.descending }`.
    public func orderBy(@OrderingTermBuilder _ terms: (RecordColumns<Record>) -> [OrderingTerm])
        -> RecordRequest
    {
        var copy = self
        copy.ordering += terms(Record.columns)
        return copy
    }

    /// At most `count` records, after skipping `offset`.
    public func limit(_ count: Int, offset: Int? = nil) -> RecordRequest {
        var copy = self
        copy.limitCount = Int64(count)
        copy.offsetCount = offset.map(Int64.init)
        return copy
    }

    /// Only the columns of these fields, for decoding partial rows into another `Decodable` type
    /// with `fetchAll(_:as:)` (WCDB's `getObjectsOnResults`).
    public func select(_ keyPaths: PartialKeyPath<Record>...) -> RecordRequest {
        var copy = self
        copy.selection = keyPaths.map { keyPath in
            let column: any SQLExpressible
            switch Record.definition.columns.lookup.entry(for: keyPath) {
            case .success(let entry): column = Column<SQLValue>(entry.name, in: Record.table)
            case .failure(let error): column = Column<SQLValue>(unresolved: error, name: "", in: Record.table)
            }
            return .expression(column.untyped.node, alias: nil)
        }
        return copy
    }

    /// The SELECT this request runs.
    public var query: Select {
        var select: Select
        if let selection {
            select = Select(columns: selection).from(Record.table)
        } else {
            do {
                select = try Record.definition.resolved().statements.select
            } catch {
                select = Select { Column<SQLValue>(unresolved: error, name: "", in: Record.table) }.from(
                    Record.table)
            }
        }
        return tail(of: select)
    }

    /// The request's WHERE, ORDER BY and LIMIT on a SELECT of other columns from the table (the
    /// joined columns and an annotation).
    func query(selecting columns: [ResultColumn]) -> Select {
        tail(of: Select(columns: columns).from(Record.table))
    }

    private func tail(of select: Select) -> Select {
        var select = select
        if let condition { select = select.where(condition) }
        for term in ordering { select = select.orderBy(term) }
        if let limitCount {
            select = offsetCount.map { select.limit(limitCount, offset: $0) } ?? select.limit(limitCount)
        } else if let offsetCount {
            select = select.offset(offsetCount)
        }
        return select
    }

    /// `SELECT count(*)` of the records the request reads (its LIMIT and OFFSET respected).
    public var countQuery: Select {
        guard limitCount == nil, offsetCount == nil else {
            return Select { SQL.count() }.from(query.tableSource)
        }
        let select = Select { SQL.count() }.from(Record.table)
        return condition.map { select.where($0) } ?? select
    }

    /// `SELECT EXISTS (…)`: whether the request reads any record.
    public var existsQuery: Select {
        Select { SQL.exists(query) }
    }

    /// `DELETE FROM table WHERE … [ORDER BY … LIMIT … OFFSET …]`: exactly the records the request
    /// reads. ORDER BY and LIMIT need SQLite's `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (checked by
    /// ``Database/delete(_:)-(RecordRequest<Record>)``); an order without a limit or offset picks
    /// no fewer rows, so it is left out.
    public var deleteStatement: Delete {
        var delete = Delete(from: Record.table)
        if let condition { delete = delete.where(condition) }
        guard let (count, offset) = rowWindow else { return delete }
        for term in ordering { delete = delete.orderBy(term) }
        return delete.limit(count, offset: offset)
    }

    /// `UPDATE table SET … WHERE … [ORDER BY … LIMIT … OFFSET …]` of exactly the records the
    /// request reads, as ``deleteStatement`` chooses them.
    func updateStatement(setting assignments: [Assignment]) -> Update {
        var update = Update(Record.table).set { assignments }
        if let condition { update = update.where(condition) }
        guard let (count, offset) = rowWindow else { return update }
        for term in ordering { update = update.orderBy(term) }
        return update.limit(count, offset: offset)
    }

    /// Whether the request keeps only some of the rows its filter selects (a LIMIT or an OFFSET).
    var hasRowWindow: Bool { limitCount != nil || offsetCount != nil }

    /// The LIMIT and OFFSET of an UPDATE or DELETE: an OFFSET alone is `LIMIT -1 OFFSET n`, since
    /// SQLite writes no OFFSET without a LIMIT (dropping it would change every row it skips).
    private var rowWindow: (count: Int64, offset: Int64?)? {
        guard hasRowWindow else { return nil }
        return (limitCount ?? -1, offsetCount)
    }

    public func render(into renderer: inout SQLRenderer) {
        query.render(into: &renderer)
    }

    /// `key1 = value1 AND …` with each value in its field's storage, or an error rendering in its place.
    static func keyCondition(_ values: [any SQLValueConvertible]) -> SQLExpression<Bool> {
        do throws(QuarryError) {
            let definition = try Record.definition.resolved()
            let key = try definition.requirePrimaryKey(for: "a lookup by key")
            let stored = try definition.keyValues(values, for: key)
            let terms = zip(key, stored).map { index, value in
                Column<SQLValue>(definition.fields[index].info.name, in: Record.table) == value
            }
            return terms.dropFirst().reduce(terms[0]) { $0 && $1 }
        } catch {
            return Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
    }
}
