/// What a bare column name would bind to where it is written, which decides whether a column is
/// written bare or qualified by its table.
///
/// SQLite resolves a bare name against the innermost SELECT (or UPDATE, DELETE) first, so a
/// column of an outer table written bare inside a subquery over a table that has a column of the
/// same name silently reads the inner one. A column is therefore written bare only where its
/// table is the one source of the innermost scope.
public enum ColumnScope: Sendable, Hashable {
    /// Outside any statement (an expression rendered alone), and where only the columns of one
    /// known table can appear (CREATE TABLE and CREATE INDEX bodies, conflict targets, the ORDER BY
    /// of a compound, which names result columns): columns are written as declared.
    case unscoped
    /// A scope that reads exactly one source: columns of that table (by alias if it has one, else by
    /// schema and name) are written bare, every other column qualified.
    case source(schema: SQLIdentifier?, table: SQLIdentifier)
    /// A scope that reads several sources (a join) or none: every column that knows its table is
    /// written qualified.
    case qualified

    /// The scope of a statement or SELECT that reads `source`, or nothing.
    init(reading source: TableSource?) {
        switch source?.kind {
        case .table(let table)?: self = .init(reading: table)
        case .subquery(_, let alias?)?, .function(_, let alias?)?: self = .source(schema: nil, table: alias)
        // An unaliased table-valued function is known by its name (`json_each.value`).
        case .function(let call, nil)?: self = .source(schema: call.schema, table: SQLIdentifier(call.name))
        case .subquery?, .join?, nil: self = .qualified
        }
    }

    /// The scope of a statement that reads (or writes) one table.
    init(reading table: Table) {
        if let alias = table.alias {
            self = .source(schema: nil, table: alias)
        } else {
            self = .source(schema: table.name.schema, table: table.name.name)
        }
    }

    /// Whether a column whose table is `home` is written bare here.
    @inline(__always)
    func writesBare(_ home: (schema: SQLIdentifier?, table: SQLIdentifier)) -> Bool {
        switch self {
        case .unscoped: return true
        case .qualified: return false
        case .source(let schema, let table):
            // A home without a schema names the table as SQLite resolves `table.column`, which
            // finds this source first whatever its schema: bare means the same.
            // SQLite's rule for names (ASCII case only), not `==`: `"é"` and `"e\u{301}"` are two
            // tables, and a column of the other one written bare would bind to this one.
            guard home.table.name.isSameSQLiteName(as: table.name) else { return false }
            guard let homeSchema = home.schema else { return true }
            return schema?.name.isSameSQLiteName(as: homeSchema.name) ?? false
        }
    }
}
