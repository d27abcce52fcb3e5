import Quarry
import QuarryTesting
import Testing

@Suite struct CaseTests {
    @Test func searched() {
        let size = Case {
            When(Message.flags > 10, then: "big")
            When(Message.flags > 0, then: "small")
        }
        .else("none")
        expectExpression(
            size, #"CASE WHEN "flags" > ? THEN ? WHEN "flags" > ? THEN ? ELSE ? END"#,
            [10, "big", 0, "small", "none"])
    }
    @Test func simple() {
        let code = Case(Message.kind) {
            When("a", then: 1)
            When("b", then: 2)
        }
        .else(0)
        expectExpression(code, #"CASE "kind" WHEN ? THEN ? WHEN ? THEN ? ELSE ? END"#, ["a", 1, "b", 2, 0])
    }
    @Test func withoutElse() {
        expectExpression(
            Case { When(Message.content.isNull, then: Message.kind) },
            #"CASE WHEN "content" ISNULL THEN "kind" END"#)
    }
    @Test func elseExpression() {
        expectExpression(
            Case { When(Message.content.isNull, then: Message.kind) }.else(Message.content),
            #"CASE WHEN "content" ISNULL THEN "kind" ELSE "content" END"#)
    }
    @Test func typedResultTakesPartInComparisons() {
        let rank: Case<Int64> = Case { When(Message.flags > 0, then: 1) }.else(0)
        expectCondition(rank + 1 > 1, #"CASE WHEN "flags" > ? THEN ? ELSE ? END + ? > ?"#, [0, 1, 0, 1, 1])
    }
    @Test func armsFromControlFlow() {
        let kinds = ["a", "b"]
        let includeNil = true
        let expression = Case<Int64>(Message.kind) {
            for (index, kind) in kinds.enumerated() {
                When(kind, then: Int64(index))
            }
            if includeNil {
                When("-", then: -1)
            }
        }
        expectExpression(
            expression, #"CASE "kind" WHEN ? THEN ? WHEN ? THEN ? WHEN ? THEN ? END"#,
            ["a", 0, "b", 1, "-", -1])
    }
    @Test func armsFromSwitch() {
        enum Mode { case strict, loose }
        for mode in [Mode.strict, .loose] {
            let expression = Case<String> {
                switch mode {
                case .strict: When(Message.flags == 0, then: "zero")
                case .loose: When(Message.flags < 1, then: "low")
                }
            }
            let sql =
                mode == .strict
                ? #"CASE WHEN "flags" = ? THEN ? END"# : #"CASE WHEN "flags" < ? THEN ? END"#
            expectExpression(expression, sql, mode == .strict ? [0, "zero"] : [1, "low"])
        }
    }
    @Test func emptyCaseIsAnError() {
        let empty = Case<Int64> {}
        expectRenderingError(Select { empty }, .emptyList, mentioning: "CASE")
    }
    @Test func caseIsPrimary() {
        expectExpression(
            -Case<Int64> { When(Message.flags > 0, then: Message.flags) }.else(0),
            #"-CASE WHEN "flags" > ? THEN "flags" ELSE ? END"#, [0, 0])
    }
    @Test func caseEvaluates() {
        expectSameValue(
            Case(SQLExpression<Int64>(value: 2)) {
                When(1, then: "one")
                When(2, then: "two")
            }.else("many"),
            asFullyParenthesized: "CASE 2 WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END", "two")
    }
}
