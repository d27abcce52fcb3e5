import CSQLite

/// A query for records each with the value of one more expression (an association's `count`),
/// run by `fetchAll(_:)` (`[(Record, Value)]`) and `fetchOne(_:)`.
///
/// ```swift
/// let counted = Feed.orderBy { _ in Feed.articles.count.descending }.annotated(with: Feed.articles.count)
/// // SELECT "feed"."id" AS "feed.id", …, (SELECT count(*) FROM "article" WHERE …) AS "annotation" FROM "feed" …
/// ```
public struct AnnotatedRequest<Record: TableRecord, Value: SQLColumnDecodable>: SQLStatement, Sendable {
    let records: RecordRequest<Record>
    let annotation: SQLExpression<Value>

    /// The SELECT this request runs: the records' ``TableRecord/joinedColumns(of:)`` and the
    /// expression, last, as `"annotation"`.
    public var query: Select {
        records.query(selecting: Record.joinedColumns() + [annotation.as("annotation")])
    }

    public func render(into renderer: inout SQLRenderer) {
        query.render(into: &renderer)
    }
}

extension Database {
    /// The records an annotated request reads, each with its value.
    public func fetchAll<Record: TableRecord, Value: SQLColumnDecodable>(
        _ request: AnnotatedRequest<Record, Value>
    )
        throws -> [(Record, Value)]
    {
        try fetchAnnotated(request, limit: nil)
    }

    /// The first record an annotated request reads with its value, or `nil`.
    public func fetchOne<Record: TableRecord, Value: SQLColumnDecodable>(
        _ request: AnnotatedRequest<Record, Value>
    )
        throws -> (Record, Value)?
    {
        try fetchAnnotated(request, limit: 1).first
    }

    func fetchAnnotated<Record: TableRecord, Value: SQLColumnDecodable>(
        _ request: AnnotatedRequest<Record, Value>, limit: Int?
    ) throws -> [(Record, Value)] {
        var rows: [(Record, Value)] = []
        try withRows(of: request.render(), limit: limit) { statement in
            let reader = try JoinedRecordReader<Record>(statement, prefix: JoinScope.prefix(of: Record.table))
            let index = Int32(statement.columnCount - 1)
            return {
                guard let handle = statement.handle else { throw statement.closedFailure() }
                let column = ColumnValue(statement: handle, index: index)
                let value: Value
                do throws(QuarryError) {
                    value = try Value.decode(from: column)
                } catch {
                    throw statement.decodingFailure(error, column: Int(index))
                }
                rows.append((try reader.read(), value))
            }
        }
        return rows
    }
}
