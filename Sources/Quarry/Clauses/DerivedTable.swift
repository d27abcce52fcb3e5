/// A subquery read in `FROM` under an alias, whose result columns are typed columns of that alias:
/// no second `Table` needs declaring by hand.
///
/// ```swift
/// let recent = Select { Message.localID; Message.authorID }.from(Message.table).limit(10).as("recent")
/// Select { recent[Message.authorID] }.from(recent)
/// // SELECT "authorID" FROM (SELECT "localID", "authorID" FROM "message" LIMIT ?) AS "recent"
/// ```
public struct DerivedTable: Sendable {
    /// The subquery.
    public let select: Select
    /// The name the statement reads it by.
    public let alias: SQLIdentifier

    /// `(select) AS alias`.
    public init(_ select: Select, as alias: SQLIdentifier) {
        self.select = select
        self.alias = alias
    }

    /// The alias as a table, for APIs that take one.
    public var table: Table { Table(alias) }

    /// The result column that `column` names in the subquery, typed as `column` is, read through
    /// the alias: `recent[Message.authorID]`.
    public subscript<Value>(column: Column<Value>) -> Column<Value> { Column(column.name, in: table) }

    /// A result column of the subquery by name (an `AS` alias or a column's name), typed as given.
    public func column<Value>(_ name: SQLIdentifier, as type: Value.Type = Value.self) -> Column<Value> {
        Column(name, in: table)
    }

    /// `alias.*`.
    public var allColumns: ResultColumn { .allColumns(of: alias) }
}

extension DerivedTable: TableSourceConvertible {
    public var tableSource: TableSource { .subquery(select, alias: alias) }
}
