/// A construct that SQLite has and PostgreSQL lacks, or reads with another meaning. A node asks
/// the renderer with `r.require(.pragma)` before writing one; whether a dialect has it, and the
/// message that names it, live here and nowhere else.
enum SQLiteOnlyConstruct: Sendable {
    case pragma
    case attach
    case detach
    /// `x GLOB p`, `x REGEXP p`, `x MATCH q` as SQLite spells them.
    case pattern(PatternOperator)
    case insertOr(ConflictResolution)
    case replaceInto
    case updateOr(ConflictResolution)
    case indexedBy
    case notIndexed
    case withoutRowID
    case strict
    case virtualTable
    case vacuumSchema
    case vacuumInto
    case reindex
    case analyzeSchema
    case explain
    case explainQueryPlan
    case beginBehavior(Begin.Behavior)
    case trigger
    case dropTrigger
    case raise
    /// `?`, `?NNN`, `:name`, `@name`, `$name` written by hand.
    case bindParameter
    /// `x IN table` and `x IN function(…)`.
    case inTable
    case tableValuedFunction(String)
    case rowid(String)
    case collation(String)
    case jsonOperator(BinaryOperator)
    case updateDeleteOrderByLimit
    case severalUpserts
    case upsertUpdateWithoutTarget
    case conflictClause(ConflictResolution)
    case primaryKeyDirection
    case virtualGeneratedColumn
    case foreignKeyMatch
    case anyType
    case timeKeyword(SQLKeywordValue)
    /// One of SQLite's built-in functions whose PostgreSQL namesake is missing or means another
    /// thing; `reason` says which.
    case function(String, reason: String)
    case negativeLimit
    case viewIfNotExists
    case constraintColumnTerm
    case untypedColumn(SQLIdentifier)

    /// Whether the dialect has the construct with SQLite's meaning.
    func isSupported(in dialect: SQLDialect) -> Bool {
        dialect == .sqlite
    }

    /// The sentence naming the construct and what the dialect lacks.
    func message(for dialect: SQLDialect) -> String {
        let what: String
        switch self {
        case .pragma: what = "PRAGMA is SQLite-only; \(dialect) has no PRAGMA (use SET or its catalogs)"
        case .attach: what = "ATTACH DATABASE is SQLite-only; \(dialect) has no attached database files"
        case .detach: what = "DETACH DATABASE is SQLite-only; \(dialect) has no attached database files"
        case .pattern(let op):
            what =
                "\(op.rawValue) as SQLite spells it is SQLite-only; \(dialect) has no \(op.rawValue) operator"
        case .insertOr(let resolution):
            what =
                "INSERT OR \(resolution.rawValue) is SQLite-only; \(dialect) has no conflict resolution in INSERT (use onConflict)"
        case .replaceInto:
            what = "REPLACE INTO is SQLite-only; \(dialect) has no REPLACE (use onConflict … doUpdate)"
        case .updateOr(let resolution):
            what =
                "UPDATE OR \(resolution.rawValue) is SQLite-only; \(dialect) has no conflict resolution in UPDATE"
        case .indexedBy: what = "INDEXED BY is SQLite-only; \(dialect) has no index hints"
        case .notIndexed: what = "NOT INDEXED is SQLite-only; \(dialect) has no index hints"
        case .withoutRowID: what = "WITHOUT ROWID is SQLite-only; \(dialect) tables have no rowid"
        case .strict: what = "STRICT tables are SQLite-only; \(dialect) columns are always typed"
        case .virtualTable:
            what = "CREATE VIRTUAL TABLE is SQLite-only; \(dialect) has no virtual table modules"
        case .vacuumSchema: what = "VACUUM of a schema is SQLite-only; \(dialect) vacuums tables"
        case .vacuumInto: what = "VACUUM INTO is SQLite-only; \(dialect) has no VACUUM INTO"
        case .reindex:
            what = "REINDEX as SQLite spells it is SQLite-only; \(dialect) writes REINDEX TABLE or INDEX"
        case .analyzeSchema: what = "ANALYZE of a schema is SQLite-only; \(dialect) analyzes tables"
        case .explain:
            what = "EXPLAIN of the bytecode program is SQLite-only; \(dialect)'s EXPLAIN shows a plan"
        case .explainQueryPlan: what = "EXPLAIN QUERY PLAN is SQLite-only; \(dialect) writes EXPLAIN"
        case .beginBehavior(let behavior):
            what = "BEGIN \(behavior.rawValue) is SQLite-only; \(dialect) has BEGIN with isolation levels"
        case .trigger:
            what = "CREATE TRIGGER with a statement body is SQLite-only; \(dialect) triggers call a function"
        case .dropTrigger: what = "DROP TRIGGER without its table is SQLite-only; \(dialect) needs ON table"
        case .raise: what = "RAISE() is SQLite-only; \(dialect) raises errors in PL/pgSQL"
        case .bindParameter:
            what =
                "SQLite's named and numbered parameters (?NNN, :name) are SQLite-only; \(dialect) numbers them $1, $2"
        case .inTable: what = "IN table is SQLite-only; \(dialect) needs IN (SELECT …)"
        case .tableValuedFunction(let name):
            what = "the table-valued function \(name) is SQLite-only; \(dialect) has no such function"
        case .rowid(let name):
            what = "the rowid column \(name) is SQLite-only; \(dialect) tables have no rowid"
        case .collation(let name):
            what = "the collation \(name) is SQLite-only; \(dialect) has no \(name) collation"
        case .jsonOperator(let op):
            what =
                "\(op.rawValue) on SQLite's JSON text is SQLite-only; \(dialect)'s \(op.rawValue) takes json or jsonb and returns other types"
        case .updateDeleteOrderByLimit:
            what = "ORDER BY and LIMIT in UPDATE or DELETE are SQLite-only; \(dialect) has neither there"
        case .severalUpserts: what = "several ON CONFLICT clauses are SQLite-only; \(dialect) takes one"
        case .upsertUpdateWithoutTarget:
            what =
                "ON CONFLICT DO UPDATE without a conflict target is SQLite-only; \(dialect) needs the target columns"
        case .conflictClause(let resolution):
            what =
                "ON CONFLICT \(resolution.rawValue) in a constraint is SQLite-only; \(dialect) has no conflict clause there"
        case .primaryKeyDirection:
            what = "PRIMARY KEY ASC or DESC on a column is SQLite-only; \(dialect) has no direction there"
        case .virtualGeneratedColumn:
            what =
                "VIRTUAL generated columns are SQLite-only; \(dialect) stores generated columns (use .stored)"
        case .foreignKeyMatch:
            what = "MATCH in a foreign key is ignored by SQLite but enforced by \(dialect); leave it out"
        case .anyType: what = "the ANY type is SQLite-only; \(dialect) has no ANY column type"
        case .timeKeyword(let keyword):
            what =
                "\(keyword.rawValue) is SQLite's UTC text here; \(dialect)'s \(keyword.rawValue) is a typed value in the session's time zone"
        case .function(let name, let reason): what = "\(name)() is SQLite's; \(dialect) \(reason)"
        case .negativeLimit:
            what = "a negative LIMIT is SQLite's \"no limit\"; \(dialect) refuses it (leave the limit out)"
        case .viewIfNotExists:
            what = "CREATE VIEW IF NOT EXISTS is SQLite-only; \(dialect) has no IF NOT EXISTS for views"
        case .constraintColumnTerm:
            what =
                "ASC, DESC or COLLATE on a PRIMARY KEY or UNIQUE column is SQLite-only; \(dialect) lists bare column names there (use an index)"
        case .untypedColumn(let name):
            what =
                "a column without a type (\(name.name)) is SQLite-only; \(dialect) needs a type for every column"
        }
        return what
    }
}

extension SQLRenderer {
    /// Records an error when the dialect lacks the construct; rendering goes on with SQLite's text
    /// so that the description still shows the statement. Returns whether the dialect has it.
    @discardableResult
    mutating func require(_ construct: SQLiteOnlyConstruct) -> Bool {
        if dialect == .sqlite { return true }
        record(QuarryError(.unsupportedInDialect, construct.message(for: dialect)))
        return false
    }
}
