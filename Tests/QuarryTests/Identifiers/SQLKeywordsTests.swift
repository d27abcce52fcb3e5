import CSQLite
@_spi(Testing) import Quarry
import QuarryTesting
import Testing

/// Quarry's copy of SQLite's keyword list (the Quarry target does not link SQLite), checked
/// against the linked library, and the function names SQLite would read as something else.
@Suite struct SQLKeywordsTests {
    @Test func listIsSQLites() {
        #expect(SQLKeywords.all == Set(SQLTypeNameTests.sqliteKeywords))
    }

    /// Which keywords SQLite reads as a function's name, asked of SQLite: a call with seven
    /// arguments in four places must fail as a call ("no such function", "wrong number of
    /// arguments"), not as something else.
    @Test func functionNameKeywordsAreTheOnesSQLiteReadsAsCalls() throws {
        let database = try SQLiteScratchDatabase(schema: "CREATE TABLE t(x);")
        var readAsCalls: Set<String> = []
        for keyword in SQLTypeNameTests.sqliteKeywords {
            let call = "\(keyword)(1, 2, 3, 4, 5, 6, 7)"
            let places = [
                "SELECT \(call)", "SELECT 0, \(call)", "SELECT * FROM t WHERE x = \(call)",
                "SELECT * FROM t ORDER BY \(call)",
            ]
            let asCalls = places.allSatisfy { sql in
                do {
                    _ = try database.prepare(sql)
                    return false
                } catch {
                    let message = "\(error)"
                    return message.contains("no such function")
                        || message.contains("wrong number of arguments")
                }
            }
            if asCalls { readAsCalls.insert(keyword) }
        }
        #expect(SQLKeywords.readableAsFunctionName == readAsCalls)
    }

    @Test func keywordsSQLiteReadsOtherwiseAreRefusedAsFunctionNames() {
        // SELECT NOT(1), SELECT DISTINCT(1) and SELECT ALL(1) all run, as something else.
        for name in ["NOT", "not", "DISTINCT", "ALL", "CAST", "EXISTS", "SELECT", "NULL", "CURRENT_TIME"] {
            expectRenderingError(
                Select { SQL.function(name, Message.flags, as: Int64.self) }, .invalidName,
                mentioning: "keyword")
        }
    }

    @Test func keywordsSQLiteReadsAsCallsStayFunctionNames() {
        expectExpression(
            SQL.function("replace", Message.content, "a", "b", as: String?.self),
            #"replace("content", ?, ?)"#,
            ["a", "b"])
        expectExpression(
            SQL.function("like", "a%", Message.content, as: Bool.self), #"like(?, "content")"#, ["a%"])
        expectExpression(
            SQL.function("glob", "a*", Message.content, as: Bool.self), #"glob(?, "content")"#, ["a*"])
    }
}
