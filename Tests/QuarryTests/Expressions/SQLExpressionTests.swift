import CSQLite
import Quarry
import QuarryTesting
import Testing

/// The description (values inlined as literals) of every special value, and that SQLite reads each
/// literal back to the value that would have been bound.
@Suite struct SQLExpressionDescriptionTests {
    private func literal(_ value: SQLValue) -> String { SQLExpression<SQLValue>(value: value).description }

    @Test func integers() {
        #expect(literal(.integer(0)) == "0")
        #expect(literal(.integer(Int64.max)) == "9223372036854775807")
        #expect(literal(.integer(Int64.min)) == "-9223372036854775808")
        #expect(evaluate("SELECT -9223372036854775808") == .integer(Int64.min))
        #expect(evaluate("SELECT typeof(-9223372036854775808)") == "integer")
        #expect(evaluate("SELECT 9223372036854775807") == .integer(Int64.max))
    }

    @Test func doublesRoundTripBitForBit() {
        let doubles: [Double] = [
            0.1, 0.2 + 0.1, 1.0 / 3, 2.0 / 3, 1e-5, 123456789.12345678, .leastNonzeroMagnitude,
            2.2250738585072014e-308,
            Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e22, 1e23,
            9_007_199_254_740_991,
            0.1 + 0.7, 100, -2.5, -0.0, 0.0, -1e-300, -.leastNonzeroMagnitude, 4.35, 8.41, 0.3,
            1.7976931348623157e308, 2.5e-8,
        ]
        for double in doubles {
            let text = literal(.real(double))
            guard case .real(let read)? = evaluate("SELECT " + text) else {
                Issue.record("\(text) did not read back as a real")
                continue
            }
            #expect(read.bitPattern == double.bitPattern, "\(text) read back as \(read)")
        }
    }

    @Test func doubleLiteralsKeepAPoint() {
        #expect(literal(.real(100)) == "100.0")
        #expect(literal(.real(-2.5)) == "-2.5")
        // Not exactly a short decimal: written as its exact binary fraction (see SQLRealLiteral).
        #expect(literal(.real(0.1 + 0.2)) == "(1351079888211149.0 / 4503599627370496)")
        #expect(literal(.real(-0.0)) == "-0.0")
    }

    @Test func nonFiniteDoubles() {
        #expect(literal(.real(.infinity)) == "9e999")
        #expect(literal(.real(-.infinity)) == "-9e999")
        #expect(literal(.real(.nan)) == "NULL")
        #expect(evaluate("SELECT 9e999") == .real(.infinity))
        #expect(evaluate("SELECT -9e999") == .real(-.infinity))
    }

    @Test func blobs() {
        #expect(literal(.blob([])) == "X''")
        #expect(literal(.blob([0x00, 0xFF, 0x10, 0xAB])) == "X'00FF10AB'")
        #expect(evaluate("SELECT X'00FF10AB'") == .blob([0x00, 0xFF, 0x10, 0xAB]))
        #expect(evaluate("SELECT X''") == .blob([]))
    }

    @Test func text() {
        #expect(literal("it's") == "'it''s'")
        #expect(literal("") == "''")
        #expect(evaluate("SELECT " + literal("it's \"quoted\"")) == "it's \"quoted\"")
    }

    @Test func textWithNUL() {
        #expect(literal(.text("a\0b")) == "+CAST(X'610062' AS TEXT)")
        #expect(evaluate("SELECT length(CAST(X'610062' AS TEXT)), hex(CAST(X'610062' AS TEXT))") == 1)
    }

    @Test func identifiersWithQuotes() {
        let column = Column<Int64>("we\"ird")
        #expect((column + 1).description == #""we""ird" + 1"#)
        #expect(
            Column<Int64>("a b", in: Table("t\"x")).qualified.sqlExpression.description == #""t""x"."a b""#)
    }

    /// Swift evaluates an operand made of literals before Quarry sees it: `flags - (1 - 2)` is the
    /// tree `flags - -1`, and the description says so; SQLite computes the same value.
    @Test func literalArithmeticIsFoldedVisibly() {
        let folded = Message.flags - (1 - 2)
        #expect(folded.description == #""flags" - -1"#)
        expectExpression(folded, #""flags" - ?"#, [-1])
        expectSameValue(int(5) - (1 - 2), asFullyParenthesized: "(5 - (1 - 2))", 6)
    }

    @Test func negativeLiteralsAsOperands() {
        let minusTwo = SQLExpression<Int64>(value: -2)
        #expect((minusTwo * 3).description == "-2 * 3")
        #expect((int(3) * minusTwo).description == "3 * -2")
        #expect((-minusTwo).description == "- -2")
        expectSameValue(minusTwo * 3, asFullyParenthesized: "((-2) * 3)", -6)
    }

    static let exact1e300 =
        "(1681218273811815.0 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 4611686018427387904 * 65536)"

    @Test func descriptionOfAStatementRunsLikeItsParameterizedForm() {
        let statement = Select {
            UntypedExpression(value: .real(0.1)).concat(UntypedExpression(value: .real(1e300)))
        }
        let description = statement.description
        #expect(description == "SELECT (1.0 / 10) || \(Self.exact1e300)")
        #expect(evaluate(description) == "0.11.0e+300")
    }
}
