import Quarry
import QuarryTesting
import Testing

/// Oracles (b), (c) and (d) on random expression trees over literals of every storage class and
/// NULL, each evaluated as `SELECT <expression>`.
@Suite struct ExpressionOracleTests {
    static func selecting(_ node: ExpressionNode) -> Select {
        Select(columns: [.expression(node, alias: nil)])
    }

    @Test func minimalParenthesesEvaluateLikeFullParentheses() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xB0, regressionSeeds: RegressionSeeds.parentheses).run {
            generator in
            let select = Self.selecting(generator.expression())
            return (select, FuzzOracle.checkParentheses(select, in: database))
        }
    }

    @Test func descriptionEvaluatesLikeBoundArguments() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xC0, regressionSeeds: RegressionSeeds.description).run {
            generator in
            let select = Self.selecting(generator.expression())
            return (select, FuzzOracle.checkDescription(select, in: database))
        }
    }

    @Test func renderingIsByteStable() {
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xD0).run { generator in
            let select = Self.selecting(generator.expression(in: GeneratorScope(readsTables: true)))
            return (select, FuzzOracle.checkStableRendering(select))
        }
    }

    @Test func everyValueRoundTripsThroughBothForms() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xC1).run { generator in
            let value = generator.value()
            let select = Self.selecting(.value(value))
            if let failure = FuzzOracle.checkDescription(select, in: database) { return (select, failure) }
            let expected: StoredValue
            switch value {
            case .null: expected = .null
            case .integer(let integer): expected = .integer(integer)
            case .real(let real): expected = real.isNaN ? .null : .real(bitPattern: real.bitPattern)
            case .text(let text): expected = .text(Array(text.utf8))
            case .blob(let bytes): expected = .blob(bytes)
            }
            do {
                let rows = try database.rows(select.inlinedSQL())
                return (select, rows == [[expected]] ? nil : "read back \(rows), expected \(expected)")
            } catch {
                return (select, "\(error)")
            }
        }
    }
}

/// Bugs the fuzzing found, pinned as golden SQL too (the seeds replay them in the campaigns).
@Suite struct FuzzFoundBugTests {
    @Test func negatedExistsIsParenthesizedAsNot() throws {
        let exists = ExpressionNode.exists(
            negated: true, Select(columns: [.expression(.value(1), alias: nil)]))
        let node = ExpressionNode.binary(.bitwiseOr, exists, .value(2))
        #expect(
            try Select(columns: [.expression(node, alias: nil)]).render().sql
                == "SELECT (NOT EXISTS (SELECT ?)) | ?")
    }

    @Test func valuesBeforeOrderByOrLimitReadsAsSubquery() throws {
        let values = Select.values([[1], [2]])
        #expect(try values.limit(1).render().sql == "SELECT * FROM (VALUES (?), (?)) LIMIT ?")
        let compound = Select(columns: [.expression(.value(0), alias: "a")]).union(values)
            .orderBy(UntypedExpression(node: .column(ColumnReference(name: "a"))))
        #expect(
            try compound.render().sql
                == #"SELECT ? AS "a" UNION SELECT * FROM (VALUES (?), (?)) ORDER BY "a""#)
        #expect(try values.render().sql == "VALUES (?), (?)")
    }

    @Test func inlinedIntegerOrderingTermIsNotAColumnNumber() throws {
        let select = Select(columns: [.expression(.value(1), alias: "a")])
            .groupBy(UntypedExpression(node: .value(2)))
            .orderBy(UntypedExpression(node: .unary(.negative, .value(3))))
        #expect(
            select.getDescription()
                == #"SELECT 1 AS "a" GROUP BY CAST(2 AS INTEGER) ORDER BY -CAST(3 AS INTEGER)"#)
        #expect(try select.render().sql == #"SELECT ? AS "a" GROUP BY ? ORDER BY -?"#)
    }

    @Test func doublesAreWrittenSoSQLiteReadsTheSameBits() {
        #expect(SQLValue.real(1.5).description == "1.5")
        #expect(SQLValue.real(12).description == "12.0")
        #expect(SQLValue.real(-0.375).description == "-0.375")
        #expect(SQLValue.real(1e16).description == "10000000000000000.0")
        #expect(SQLValue.real(0.1).description == "(1.0 / 10)")
        // Parsed at run time: Swift's own float literals round twice on x86 (through Float80).
        #expect(SQLValue.real(Double("1.734819")!).description == "(1734819.0 / 1000000)")
        #expect(
            SQLValue.real(.leastNonzeroMagnitude).description
                == "(1.0" + String(repeating: " / 4611686018427387904", count: 17) + " / 1048576)")
        #expect(SQLValue.real(-.infinity).description == "-9e999")
    }

    @Test func textWithNulHasNoAffinity() throws {
        #expect(SQLValue.text("a\0").description == "+CAST(X'6100' AS TEXT)")
        let database = try FuzzFixture.database()
        let compare = Select(columns: [
            .expression(.binary(.greaterOrEqual, .value(0), .value(.text("\0"))), alias: nil)
        ])
        #expect(try database.rows(compare.inlinedSQL()) == [[.integer(0)]])
    }
}

/// Bugs the long campaign (200,000 cases per oracle) found.
@Suite struct CampaignFoundBugTests {
    @Test func conjunctionOrderingTermIsNotFoldedIntoAColumnNumber() throws {
        let column = ExpressionNode.column(ColumnReference(name: "a"))
        let select = Select(columns: [.expression(.value(1), alias: "a")])
            .orderBy(UntypedExpression(node: .binary(.and, column, .in(negated: false, column, .list([])))))
        #expect(try select.render().sql == #"SELECT ? AS "a" ORDER BY CAST("a" AND "a" IN () AS INTEGER)"#)
        let database = try FuzzFixture.database()
        #expect(FuzzOracle.checkPreparesAsOneStatement(select, in: database) == nil)
        #expect(FuzzOracle.checkDescription(select, in: database) == nil)
    }

    @Test func negatedZeroLiteralComputesLikeABoundZero() throws {
        let select = Select(columns: [.expression(.unary(.negative, .value(.real(0))), alias: nil)])
        #expect(select.getDescription() == "SELECT -+0.0")
        #expect(try FuzzFixture.database().rows(select.inlinedSQL()) == [[.real(bitPattern: 0)]])
    }
}
