import Quarry
import QuarryTesting
import Testing

/// A Swift range is the comparison it stands for, never the list of every value it holds.
@Suite struct SQLExpressibleRangesTests {
    @Test func closedRangeIsBetween() {
        expectCondition(Message.localID.in(1...3), #""localID" BETWEEN ? AND ?"#, [1, 3])
        expectCondition(Message.localID.notIn(1...3), #""localID" NOT BETWEEN ? AND ?"#, [1, 3])
    }

    @Test func aRangeOfEveryIntegerIsTwoValues() {
        expectCondition(
            Message.localID.in(0...Int64.max), #""localID" BETWEEN ? AND ?"#, [0, .integer(.max)])
    }

    @Test func halfOpenRangeIsTwoComparisons() {
        expectCondition(Message.localID.in(1..<3), #""localID" >= ? AND "localID" < ?"#, [1, 3])
        expectCondition(Message.localID.notIn(1..<3), #"NOT ("localID" >= ? AND "localID" < ?)"#, [1, 3])
    }

    @Test func optionalAndNonIntegerBounds() {
        expectCondition(Message.authorID.in(1...2), #""authorID" BETWEEN ? AND ?"#, [1, 2])
        expectCondition(
            Message.modifiedTime.in(0.5..<1.5), #""modifiedTime" >= ? AND "modifiedTime" < ?"#, [0.5, 1.5])
        expectCondition(Message.kind.in("a"..."m"), #""kind" BETWEEN ? AND ?"#, ["a", "m"])
    }

    @Test func rangesSelectWhatHandWrittenSQLSelects() {
        expectSameRows(
            Select { Author.id }.from(Author.table).where(Author.id.in(2...3)).orderBy(Author.id),
            as: "SELECT id FROM author WHERE id IN (2, 3) ORDER BY id")
        expectSameRows(
            Select { Author.id }.from(Author.table).where(Author.id.notIn(2..<4)).orderBy(Author.id),
            as: "SELECT id FROM author WHERE id NOT IN (2, 3) ORDER BY id")
        expectSameRows(
            Select { Author.id }.from(Author.table).where(Author.score.in(1.5..<2.5)).orderBy(Author.id),
            as: "SELECT id FROM author WHERE score >= 1.5 AND score < 2.5 ORDER BY id")
    }

    @Test func otherSequencesStayLists() {
        expectCondition(Message.localID.in(stride(from: 1, to: 4, by: 2)), #""localID" IN (?, ?)"#, [1, 3])
    }
}
