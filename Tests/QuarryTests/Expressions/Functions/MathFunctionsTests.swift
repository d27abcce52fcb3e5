import Quarry
import QuarryTesting
import Testing

@Suite struct MathFunctionsTests {
    @Test func oneArgumentFunctions() {
        let x = Message.createTime
        let functions: [(SQLExpression<Double?>, String)] = [
            (SQL.acos(x), "acos"), (SQL.acosh(x), "acosh"), (SQL.asin(x), "asin"), (SQL.asinh(x), "asinh"),
            (SQL.atan(x), "atan"), (SQL.atanh(x), "atanh"), (SQL.ceil(x), "ceil"), (SQL.cos(x), "cos"),
            (SQL.cosh(x), "cosh"), (SQL.degrees(x), "degrees"), (SQL.exp(x), "exp"), (SQL.floor(x), "floor"),
            (SQL.ln(x), "ln"), (SQL.log(x), "log"), (SQL.log10(x), "log10"), (SQL.log2(x), "log2"),
            (SQL.radians(x), "radians"), (SQL.sin(x), "sin"), (SQL.sinh(x), "sinh"), (SQL.sqrt(x), "sqrt"),
            (SQL.tan(x), "tan"), (SQL.tanh(x), "tanh"), (SQL.trunc(x), "trunc"),
        ]
        for (function, name) in functions {
            expectExpression(function, name + #"("createTime")"#)
        }
    }
    @Test func twoArgumentFunctions() {
        expectExpression(SQL.atan2(Message.createTime, 1.0), #"atan2("createTime", ?)"#, [1.0])
        expectExpression(SQL.log(Message.createTime, base: 2), #"log(?, "createTime")"#, [2])
        expectExpression(SQL.mod(Message.createTime, 7), #"mod("createTime", ?)"#, [7])
        expectExpression(SQL.pow(Message.createTime, Message.flags), #"pow("createTime", "flags")"#)
    }
    @Test func pi() { expectSQL(Select { SQL.pi() }, "SELECT pi()") }
    @Test func mathEvaluates() {
        expectSameValue(
            SQL.pow(SQLExpression<Double>(value: 2), 10), asFullyParenthesized: "pow(2.0, 10)", 1024.0)
        expectSameValue(
            SQL.log(SQLExpression<Double>(value: 8), base: 2), asFullyParenthesized: "log(2, 8.0)", 3.0)
        expectSameValue(SQL.sqrt(SQLExpression<Double>(value: -1)), asFullyParenthesized: "sqrt(-1.0)", .null)
    }
}
