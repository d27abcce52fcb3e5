import Quarry
import QuarryTesting
import Testing

@Suite struct CastTests {
    @Test func castAsTypeName() {
        expectExpression(Message.content.cast(as: .integer), #"CAST("content" AS INTEGER)"#)
    }
    @Test func castAsSizedTypeName() {
        expectExpression(Message.flags.cast(as: SQLTypeName("VARCHAR", 10)), #"CAST("flags" AS VARCHAR(10))"#)
    }
    @Test func castToSwiftTypes() {
        expectExpression(Message.content.cast(to: Int64.self), #"CAST("content" AS INTEGER)"#)
        expectExpression(Message.flags.cast(to: Double.self), #"CAST("flags" AS REAL)"#)
        expectExpression(Message.flags.cast(to: String?.self), #"CAST("flags" AS TEXT)"#)
        expectExpression(Message.content.cast(to: [UInt8].self), #"CAST("content" AS BLOB)"#)
        expectExpression(Message.content.cast(to: Bool.self), #"CAST("content" AS INTEGER)"#)
    }
    @Test func castIsTyped() {
        let asNumber: SQLExpression<Double> = Message.content.cast(to: Double.self)
        expectCondition(asNumber > 1.5, #"CAST("content" AS REAL) > ?"#, [1.5])
    }
    @Test func castOperandIsNeverParenthesized() {
        expectExpression((Message.flags + 1).cast(to: String.self), #"CAST("flags" + ? AS TEXT)"#, [1])
    }
    @Test func badTypeNameIsAnError() {
        expectRenderingError(
            Select { Message.content.cast(as: SQLTypeName("INT); DROP")) }, .invalidName, mentioning: "INT);")
    }
    @Test func castEvaluates() {
        expectSameValue(
            SQLExpression<String>(value: "12abc").cast(to: Int64.self),
            asFullyParenthesized: "CAST('12abc' AS INTEGER)", 12)
    }
}
