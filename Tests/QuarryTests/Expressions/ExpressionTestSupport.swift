import CSQLite
import Quarry
import QuarryTesting
import Testing

/// Golden check of one expression as the only result column of `SELECT … FROM "message"`: `sql`
/// is the expression's hand-written text.
func expectExpression(
    _ expression: some SQLExpressible, _ sql: String, _ arguments: [SQLValue] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSQL(
        Select { expression }.from(Message.table), #"SELECT "# + sql + #" FROM "message""#, arguments,
        sourceLocation: sourceLocation)
}

/// Golden check of a condition as the WHERE of `SELECT "localID" FROM "message"`.
func expectCondition<C: SQLExpressible>(
    _ condition: C, _ sql: String, _ arguments: [SQLValue] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) where C.Value: SQLBooleanType {
    expectSQL(
        Select { Message.localID }.from(Message.table).where(condition),
        #"SELECT "localID" FROM "message" WHERE "# + sql, arguments, sourceLocation: sourceLocation)
}

/// Runs a one-row, one-column query in a fresh fixture database and returns the value.
func evaluate(_ sql: String, sourceLocation: SourceLocation = #_sourceLocation) -> SQLValue? {
    do {
        let database = try SQLiteScratchDatabase(schema: fixtureSchema.sql)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil) == SQLITE_OK else {
            Issue.record(
                "SQLite refused \(sql): \(String(cString: sqlite3_errmsg(database.handle)))",
                sourceLocation: sourceLocation)
            return nil
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else {
            Issue.record(
                "no row from \(sql): \(String(cString: sqlite3_errmsg(database.handle)))",
                sourceLocation: sourceLocation)
            return nil
        }
        return columnValue(statement, 0)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

private func columnValue(_ statement: OpaquePointer?, _ index: Int32) -> SQLValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
        let count = Int(sqlite3_column_bytes(statement, index))
        guard let bytes = sqlite3_column_text(statement, index) else { return .text("") }
        return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    case SQLITE_BLOB:
        let count = Int(sqlite3_column_bytes(statement, index))
        guard let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
        return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: return .null
    }
}

/// Checks that the expression's description (minimal parentheses, values inlined) evaluates in
/// SQLite to what the hand-written, fully parenthesized SQL evaluates to, and to `expected`.
func expectSameValue(
    _ expression: some SQLExpressible, asFullyParenthesized sql: String, _ expected: SQLValue,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let minimal = evaluate("SELECT " + expression.sqlExpression.description, sourceLocation: sourceLocation)
    let full = evaluate("SELECT " + sql, sourceLocation: sourceLocation)
    #expect(
        minimal == full, "\(expression.sqlExpression.description) vs \(sql)", sourceLocation: sourceLocation)
    #expect(full == expected, sourceLocation: sourceLocation)
}

/// An integer value as an expression.
func int(_ value: Int64) -> SQLExpression<Int64> { SQLExpression(value: value) }

/// Authors whose `email`, `score` and `active` cover every combination of NULL and not NULL, for
/// result comparisons.
let authorRows = """
    INSERT INTO author(id, name, email, score, active) VALUES
        (1, 'a', NULL, NULL, 1), (2, 'b', 'b@x', NULL, 0), (3, 'c', NULL, 2.5, 1), (4, 'd', 'd@x', 1.5, 0);
    """

/// Runs the statement and the hand-written SQL over the fixture schema with `rows` inserted and
/// checks that they return the same rows, in order: the oracle for spellings whose SQL text alone
/// could hide a Swift value bound in place of an SQL expression.
func expectSameRows(
    _ statement: some SQLRenderable, as handWritten: String, rows: String = authorRows,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let database = try SQLiteScratchDatabase(schema: fixtureSchema.sql)
        try database.execute(rows)
        let rendered = try statement.render()
        let quarry = try database.rows(rendered.sql, arguments: rendered.arguments)
        let expected = try database.rows(handWritten)
        #expect(quarry == expected, "\(rendered) vs \(handWritten)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}
