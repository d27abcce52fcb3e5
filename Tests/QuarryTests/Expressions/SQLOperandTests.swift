import Foundation
import Quarry
import QuarryTesting
import Testing

@Suite struct SQLOperandTests {
    private enum Kind: String, SQLValueConvertible, SQLOperand {
        case note, task
    }

    @Test func valuesAndExpressionsMix() {
        expectExpression(
            SQL.coalesce(
                Message.content, Case<String?> { When(Message.flags > 0, then: "flagged") }, Kind.task),
            #"coalesce("content", CASE WHEN "flags" > ? THEN ? END, ?)"#, [0, "flagged", "task"])
    }
    @Test func dataIsOneBlob() {
        expectExpression(SQL.hex(Data([1, 2, 3])), "hex(?)", [.blob([1, 2, 3])])
        expectExpression(Message.content.cast(to: Data.self), #"CAST("content" AS BLOB)"#)
    }
    @Test func bytesAreOneBlob() {
        expectExpression(SQL.length([UInt8]([0, 0])), "length(?)", [.blob([0, 0])])
    }
    @Test func optionalValues() {
        let missing: Int64? = nil
        expectExpression(
            SQL.coalesce(Message.authorID, missing, 5), #"coalesce("authorID", ?, ?)"#, [nil, 5])
    }
    @Test func fragmentIsAnOperand() {
        let fragment: SQLFragment = "\(Message.flags) + 1"
        expectExpression(SQL.abs(Message.flags), #"abs("flags")"#)
        expectExpression(SQL.max(Message.flags, fragment), #"max("flags", "flags" + 1)"#)
    }
    @Test func outOfRangeValueIsAnError() {
        expectRenderingError(
            Select { SQL.typeof(UInt64.max) }, .valueOutOfRange, mentioning: "UInt64 value above Int64.max")
    }
}
