import Quarry
import QuarryTesting
import Testing

/// Trees far deeper than SQLite accepts, in the shapes a loop or `reduce` makes: building,
/// rendering and dropping them must not overflow the stack. A left-deep chain of one operator
/// (what `reduce(||)` makes) renders at any length and SQLite decides; any other shape deeper than
/// the renderer's bound is a clear error.
@Suite struct DeepExpressionTests {
    static let terms = 100_000

    /// `reduce` over `count` terms made by `term`, as `ids.reduce(||)` would.
    func chain<E: SQLExpressible>(
        _ count: Int, _ term: (Int) -> E, _ combine: (SQLExpression<E.Value>, E) -> SQLExpression<E.Value>
    ) -> SQLExpression<E.Value> {
        (1..<count).reduce(term(0).sqlExpression) { partial, index in combine(partial, term(index)) }
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    @Test func orChainOfAHundredThousandTermsRenders() throws {
        let condition = chain(Self.terms, { Message.localID == Int64($0) }, { $0 || $1 })
        let rendered = try Select { Message.localID }.from(Message.table).where(condition).render()
        #expect(
            rendered.sql.hasPrefix(
                #"SELECT "localID" FROM "message" WHERE "localID" = ? OR "localID" = ? OR "#))
        #expect(rendered.sql.hasSuffix(#" OR "localID" = ?"#))
        #expect(occurrences(of: " OR ", in: rendered.sql) == Self.terms - 1)
        #expect(rendered.arguments.count == Self.terms)
        #expect(rendered.arguments.last == .integer(Int64(Self.terms - 1)))
    }

    @Test func orChainOfAHundredThousandTermsIsDroppedUnrendered() {
        var condition: SQLExpression<Bool>? = chain(
            Self.terms, { Message.localID == Int64($0) }, { $0 || $1 })
        #expect(condition != nil)
        condition = nil
        #expect(condition == nil)
    }

    @Test func andChainOfAHundredThousandTermsRenders() throws {
        let condition = chain(Self.terms, { Message.localID != Int64($0) }, { $0 && $1 })
        let sql = try condition.sqlExpression.render().sql
        #expect(occurrences(of: " AND ", in: sql) == Self.terms - 1)
    }

    @Test func sumOfAHundredThousandTermsRenders() throws {
        let sum = chain(Self.terms, { _ in Message.flags }, { $0 + $1 })
        let sql = try sum.render().sql
        #expect(occurrences(of: #""flags" + "#, in: sql) == Self.terms - 1)
    }

    @Test func concatenationOfAHundredThousandTermsRenders() throws {
        let text = chain(Self.terms, { _ in Message.kind }, { $0.concat($1) })
        let sql = try text.render().sql
        #expect(occurrences(of: " || ", in: sql) == Self.terms - 1)
    }

    @Test func chainOfAThousandTermsIsWhatSQLiteReads() {
        // 999 terms is the longest OR chain SQLite 3.40 accepts (maximum expression depth 1000).
        let condition = chain(999, { _ in Message.localID == 1 }, { $0 || $1 })
        let expected = Array(repeating: #""localID" = ?"#, count: 999).joined(separator: " OR ")
        expectCondition(condition, expected, Array(repeating: 1, count: 999))
    }

    @Test func mixedLeftDeepChainKeepsItsParentheses() {
        // The spine mixes operators: only the ones that bind less tightly than their parent
        // get parentheses.
        let a = Message.localID
        expectCondition(
            (a == 1 || a == 2) && a == 3 || a == 4 && a == 5,
            #"("localID" = ? OR "localID" = ?) AND "localID" = ? OR "localID" = ? AND "localID" = ?"#,
            [1, 2, 3, 4, 5])
        expectSameValue(
            (int(1) + 2) * 3 - 4 * 5 + 6, asFullyParenthesized: "((((1 + 2) * 3) - (4 * 5)) + 6)", -5)
    }

    /// Longer than the chains written by recursion (16 links), with operators that alternate so
    /// that every other link needs parentheses.
    @Test func longMixedChainKeepsItsParentheses() {
        let t = SQLExpression<Bool>.true
        let f = SQLExpression<Bool>.false
        var condition = t
        var minimal = "TRUE"
        var full = "TRUE"
        for index in 1...40 {
            let operand = index % 3 == 0 ? f : t
            let text = index % 3 == 0 ? "FALSE" : "TRUE"
            if index % 2 == 1 {
                condition = condition || operand
                minimal = "\(minimal) OR \(text)"
            } else {
                condition = condition && operand
                minimal = "(\(minimal)) AND \(text)"
            }
            full = "(\(full) \(index % 2 == 1 ? "OR" : "AND") \(text))"
        }
        #expect(condition.description == minimal)
        var everything = SQLRenderer(values: .inlined, parenthesizeEverything: true)
        condition.render(into: &everything)
        // The renderer parenthesizes operands, not the expression itself.
        #expect("(" + everything.sql + ")" == full)
        // Link 37 is `… OR TRUE`; after it come AND TRUE, OR FALSE, AND TRUE.
        expectSameValue(condition, asFullyParenthesized: full, 1)
    }

    @Test func rightDeepChainIsRefusedClearly() {
        let condition = (1..<Self.terms).reduce(Message.localID == 0) { partial, index in
            Message.localID == Int64(index) || partial
        }
        expectRenderingError(
            Select { Message.localID }.from(Message.table).where(condition), .invalidStatement,
            mentioning: "nested more than")
    }

    @Test func nestedNotIsRefusedClearly() {
        let condition = (0..<Self.terms).reduce(Message.localID == 0) { partial, _ in !partial }
        expectRenderingError(
            Select { Message.localID }.from(Message.table).where(condition), .invalidStatement,
            mentioning: "nested more than")
    }

    @Test func nestedFunctionCallsAreRefusedClearly() {
        let value = (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, _ in SQL.abs(partial) }
        expectRenderingError(Select { value }, .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedCaseIsRefusedClearly() {
        let value = (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, index in
            Case { When(Message.flags == Int64(index), then: partial) }.else(0).sqlExpression
        }
        expectRenderingError(Select { value }, .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedSubqueriesAreRefusedClearly() {
        let value = (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, _ in
            SQL.subquery(Select { partial }, as: Int64.self)
        }
        expectRenderingError(Select { value }, .invalidStatement, mentioning: "nested more than")
    }

    // A join chain and FROM subqueries nest through `TableSource` cells: DeepTableSourceTests
    // builds and drops them 100,000 deep.

    @Test func longJoinChainIsRefusedClearly() {
        let source = (0..<20_000).reduce(Message.table.tableSource) { partial, index in
            partial.join(Table(SQLIdentifier("t\(index)")), using: "localID")
        }
        expectRenderingError(Select.all.from(source), .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedFromSubqueriesAreRefusedClearly() {
        let select = (0..<20_000).reduce(Select.all.from(Message.table)) { partial, _ in
            Select.all.from(TableSource.subquery(partial, alias: nil))
        }
        expectRenderingError(select, .invalidStatement, mentioning: "nested more than")
    }

    @Test func nestedShapesAreDroppedUnrendered() {
        var values: [SQLExpression<Int64>] = [
            (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, _ in SQL.abs(partial) },
            (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, index in
                Case { When(Message.flags == Int64(index), then: partial) }.else(0).sqlExpression
            },
            (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, _ in
                SQL.subquery(Select { partial }.from(Message.table), as: Int64.self)
            },
            (0..<Self.terms).reduce(Message.flags.sqlExpression) { partial, _ in -partial },
        ]
        #expect(values.count == 4)
        values.removeAll()
        #expect(values.isEmpty)
    }

    @Test func nestingUnderTheBoundRenders() {
        let value = (0..<20).reduce(Message.flags.sqlExpression) { partial, _ in SQL.abs(partial) }
        let expected = String(repeating: "abs(", count: 20) + #""flags""# + String(repeating: ")", count: 20)
        expectExpression(value, expected)
    }
}
