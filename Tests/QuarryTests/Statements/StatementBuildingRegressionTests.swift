import Quarry
import QuarryTesting
import Testing

/// Behaviour that the faster statement building must keep (each case broke once in review).
@Suite struct StatementBuildingRegressionTests {
    /// An ordering term chosen at run time is an existential; `orderBy` takes it, as every other
    /// `orderBy` does.
    @Test func orderByTakesATermChosenAtRunTime() {
        for newestFirst in [true, false] {
            let term: any OrderingTermConvertible =
                newestFirst ? Message.createTime.descending : Message.createTime
            expectSQL(
                Select { Message.localID }.from(Message.table).orderBy(term, Message.localID),
                newestFirst
                    ? #"SELECT "localID" FROM "message" ORDER BY "createTime" DESC, "localID""#
                    : #"SELECT "localID" FROM "message" ORDER BY "createTime", "localID""#)
        }
    }

    /// A clause method on a `let` statement leaves the statement as it was.
    @Test func aClauseOnALetLeavesTheOriginal() {
        let base = Select { Message.localID }.from(Message.table)
        let filtered = base.where(Message.localID > 1).orderBy(Message.localID)
        expectSQL(base, #"SELECT "localID" FROM "message""#)
        expectSQL(filtered, #"SELECT "localID" FROM "message" WHERE "localID" > ? ORDER BY "localID""#, [1])
    }

    /// One column from a subquery of unknown width (a compound) is a plain assignment, in UPDATE
    /// and in INSERT alike.
    @Test func oneColumnFromACompoundSubqueryIsAPlainAssignment() {
        let ids = Select { Author.id }.from(Author.table).union(Select { Author.id }.from(Author.table))
        expectSQL(
            Update(Message.table).set { Assignment(row: ["authorID"], to: ids) },
            #"UPDATE "message" SET "authorID" = (SELECT "id" FROM "author" UNION SELECT "id" FROM "author")"#)
        expectSQL(
            Insert(into: Message.table).values { Assignment(row: ["authorID"], to: ids) },
            #"INSERT INTO "message" ("authorID") VALUES ((SELECT "id" FROM "author" UNION SELECT "id" FROM "author"))"#
        )
    }
}
