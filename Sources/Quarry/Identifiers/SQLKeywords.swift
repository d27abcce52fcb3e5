/// SQLite's keywords, for the names Quarry writes bare (type names, function names). The Quarry
/// target does not link SQLite, so the list is copied here from `sqlite3_keyword_name` (SQLite
/// 3.40, 147 keywords); a test checks it against the linked library.
@_spi(Testing) public enum SQLKeywords {
    /// Every keyword, in upper case.
    @_spi(Testing) public static let all: Set<String> = [
        "ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "ALWAYS", "ANALYZE", "AND", "AS", "ASC", "ATTACH",
        "AUTOINCREMENT", "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST", "CHECK", "COLLATE",
        "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS", "CURRENT", "CURRENT_DATE",
        "CURRENT_TIME", "CURRENT_TIMESTAMP", "DATABASE", "DEFAULT", "DEFERRABLE", "DEFERRED", "DELETE",
        "DESC", "DETACH", "DISTINCT", "DO", "DROP", "EACH", "ELSE", "END", "ESCAPE", "EXCEPT", "EXCLUDE",
        "EXCLUSIVE", "EXISTS", "EXPLAIN", "FAIL", "FILTER", "FIRST", "FOLLOWING", "FOR", "FOREIGN", "FROM",
        "FULL", "GENERATED", "GLOB", "GROUP", "GROUPS", "HAVING", "IF", "IGNORE", "IMMEDIATE", "IN", "INDEX",
        "INDEXED", "INITIALLY", "INNER", "INSERT", "INSTEAD", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN",
        "KEY", "LAST", "LEFT", "LIKE", "LIMIT", "MATCH", "MATERIALIZED", "NATURAL", "NO", "NOT", "NOTHING",
        "NOTNULL", "NULL", "NULLS", "OF", "OFFSET", "ON", "OR", "ORDER", "OTHERS", "OUTER", "OVER",
        "PARTITION", "PLAN", "PRAGMA", "PRECEDING", "PRIMARY", "QUERY", "RAISE", "RANGE", "RECURSIVE",
        "REFERENCES", "REGEXP", "REINDEX", "RELEASE", "RENAME", "REPLACE", "RESTRICT", "RETURNING", "RIGHT",
        "ROLLBACK", "ROW", "ROWS", "SAVEPOINT", "SELECT", "SET", "TABLE", "TEMP", "TEMPORARY", "THEN",
        "TIES", "TO", "TRANSACTION", "TRIGGER", "UNBOUNDED", "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM",
        "VALUES", "VIEW", "VIRTUAL", "WHEN", "WHERE", "WINDOW", "WITH", "WITHOUT",
    ]

    /// The keywords that SQLite still reads as a function's name before `(`: its parser falls
    /// back to reading them as plain names (`replace(…)`, `like(…)`, `glob(…)`). The others fail
    /// to parse there, or, worse, mean something else: `NOT(x)` is `NOT x`, and `SELECT
    /// DISTINCT(x)` is a DISTINCT select. A test asks SQLite which is which.
    @_spi(Testing) public static let readableAsFunctionName: Set<String> = [
        "ABORT", "ACTION", "AFTER", "ALWAYS", "ANALYZE", "ASC", "ATTACH", "BEFORE", "BEGIN", "BY", "CASCADE",
        "COLUMN", "CONFLICT", "CURRENT", "DATABASE", "DEFERRED", "DESC", "DETACH", "DO", "EACH", "END",
        "EXCLUDE", "EXCLUSIVE", "EXPLAIN", "FAIL", "FILTER", "FIRST", "FOLLOWING", "FOR", "GENERATED",
        "GLOB", "GROUPS", "IF", "IGNORE", "IMMEDIATE", "INDEXED", "INITIALLY", "INSTEAD", "KEY", "LAST",
        "LIKE", "MATCH", "MATERIALIZED", "NO", "NULLS", "OF", "OFFSET", "OTHERS", "OVER", "PARTITION",
        "PLAN", "PRAGMA", "PRECEDING", "QUERY", "RANGE", "RECURSIVE", "REGEXP", "REINDEX", "RELEASE",
        "RENAME", "REPLACE", "RESTRICT", "ROLLBACK", "ROW", "ROWS", "SAVEPOINT", "TEMP", "TEMPORARY", "TIES",
        "TRIGGER", "UNBOUNDED", "VACUUM", "VIEW", "VIRTUAL", "WINDOW", "WITH", "WITHOUT",
    ]

    /// Whether the word is a keyword, in any ASCII letter case (as SQLite's tokenizer folds only
    /// ASCII: `"ſet"` is no keyword, though Swift uppercases it to `SET`).
    static func contains(_ word: some StringProtocol) -> Bool { all.contains(word.asciiUppercased) }

    /// Whether SQLite would read `word(…)` as something other than a call of a function named
    /// `word`.
    static func isNotAFunctionName(_ word: some StringProtocol) -> Bool {
        let upper = word.asciiUppercased
        return all.contains(upper) && !readableAsFunctionName.contains(upper)
    }
}
