import Quarry
import QuarryTesting
import Testing

/// Realistic `where` predicates of eight terms or more: columns, literals, Swift variables, `&&`,
/// `||`, comparisons, arithmetic, `== nil`. They are golden tests, and they are the type-check
/// budget: scripts/ci.d/type-check-budget.sh builds this file with
/// `-warn-long-expression-type-checking=100` and fails on any warning. Write new predicates the
/// way an app would, not the way the type checker likes.
@Suite struct WherePredicateTests {
    private let minimum: Int64 = 10
    private let mask: Int64 = 6
    private let since: Double = 1_700_000_000
    private let minScore = 2.5
    private let kind = "note"
    private let name = "ann"
    private let author: Int64? = 42
    private let noAuthor: Int64? = nil

    private struct Filter {
        var kind: String?
        var minFlags: Int64
        var authorID: Int64?
    }

    /// `SELECT "localID" FROM "message" JOIN "author" ON …`, which each test filters with its
    /// predicate through `where` itself, so that the budget measures the real overload set.
    private let base = Select { Message.localID }
        .from(Message.table.join(Author.table, on: Message.authorID.qualified == Author.id.qualified))

    /// Checks the filtered statement's SQL after `WHERE`.
    private func expectWhere(
        _ statement: Select, _ sql: String, _ arguments: [SQLValue],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSQL(
            statement,
            #"SELECT "message"."localID" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id" WHERE "#
                + sql,
            arguments, sourceLocation: sourceLocation)
    }

    @Test func flagsKindAndTime() {
        expectWhere(
            base.where(
                Message.localID > minimum && Message.flags & mask == mask && Message.content != nil
                    || Message.kind == kind && Message.createTime >= since),
            #""message"."localID" > ? AND "message"."flags" & ? = ? AND "message"."content" IS NOT NULL OR "message"."kind" = ? AND "message"."createTime" >= ?"#,
            [10, 6, 6, "note", 1_700_000_000.0])
    }

    @Test func authorOrOrphan() {
        expectWhere(
            base.where(
                (Message.authorID == Author.id || Message.authorID == nil) && Author.active
                    && Author.score > minScore
                    && Author.name != name),
            #"("message"."authorID" = "author"."id" OR "message"."authorID" IS NULL) AND "author"."active" AND "author"."score" > ? AND "author"."name" != ?"#,
            [2.5, "ann"])
    }

    @Test func integerArithmetic() {
        expectWhere(
            base.where(
                Message.flags * 2 + 1 > minimum && Message.createTime - 60.0 < since
                    && Message.localID % 2 == 0
                    && Message.flags / 4 != 3),
            #""message"."flags" * ? + ? > ? AND "message"."createTime" - ? < ? AND "message"."localID" % ? = ? AND "message"."flags" / ? != ?"#,
            [2, 1, 10, 60.0, 1_700_000_000.0, 2, 0, 4, 3])
    }

    @Test func modifiedOrCreatedBefore() {
        expectWhere(
            base.where(
                Message.modifiedTime == nil && Message.createTime < since
                    || Message.modifiedTime != nil && Message.modifiedTime < since && Message.kind != kind
                        && Message.flags != 0
            ),
            #""message"."modifiedTime" IS NULL AND "message"."createTime" < ? OR "message"."modifiedTime" IS NOT NULL AND "message"."modifiedTime" < ? AND "message"."kind" != ? AND "message"."flags" != ?"#,
            [1_700_000_000.0, 1_700_000_000.0, "note", 0])
    }

    @Test func bitTests() {
        expectWhere(
            base.where(
                Message.flags & 1 == 1 && Message.flags & 2 == 0 && Message.flags | mask != 0
                    && Message.flags << 1 < 64),
            #""message"."flags" & ? = ? AND "message"."flags" & ? = ? AND "message"."flags" | ? != ? AND "message"."flags" << ? < ?"#,
            [1, 1, 2, 0, 6, 0, 1, 64])
    }

    @Test func bitwiseInsideArithmetic() {
        expectWhere(
            base.where(
                (Message.flags & mask) + 1 > 2 && Message.flags * (Message.localID + 1) < 100
                    && Message.localID - (Message.flags - 1) >= 0),
            #"("message"."flags" & ?) + ? > ? AND "message"."flags" * ("message"."localID" + ?) < ? AND "message"."localID" - ("message"."flags" - ?) >= ?"#,
            [6, 1, 2, 1, 100, 1, 0])
    }

    @Test func negations() {
        expectWhere(
            base.where(
                Message.flags > -1 && -Message.createTime < -since && Message.localID != -Message.flags
                    && Author.score > minScore * 2),
            #""message"."flags" > ? AND -"message"."createTime" < ? AND "message"."localID" != -"message"."flags" AND "author"."score" > ?"#,
            [-1, -1_700_000_000.0, 5.0])
    }

    @Test func optionalVariables() {
        expectWhere(
            base.where(
                Message.authorID == author && Message.authorID != noAuthor && Message.kind == kind
                    && Message.content != nil && Message.meta == nil),
            #""message"."authorID" = ? AND "message"."authorID" IS NOT NULL AND "message"."kind" = ? AND "message"."content" IS NOT NULL AND "message"."meta" IS NULL"#,
            [42, "note"])
    }

    @Test func fiveAlternatives() {
        expectWhere(
            base.where(
                Message.kind == "a" || Message.kind == "b" || Message.kind == "c" || Message.kind == "d"
                    || Message.kind == nil),
            #""message"."kind" = ? OR "message"."kind" = ? OR "message"."kind" = ? OR "message"."kind" = ? OR "message"."kind" IS NULL"#,
            ["a", "b", "c", "d"])
    }

    @Test func rangeOrFlaggedInactive() {
        expectWhere(
            base.where(
                (Message.localID > 1 && Message.localID < 100)
                    || (Message.flags > 0 && (Message.kind == kind || Message.kind == nil)) && !Author.active),
            #""message"."localID" > ? AND "message"."localID" < ? OR "message"."flags" > ? AND ("message"."kind" = ? OR "message"."kind" IS NULL) AND NOT "author"."active""#,
            [1, 100, 0, "note"])
    }

    @Test func negatedGroup() {
        expectWhere(
            base.where(
                !(Message.flags == 0 || Message.content == nil) && Message.createTime > since
                    && Author.email != nil
                    && Author.name == name),
            #"NOT ("message"."flags" = ? OR "message"."content" IS NULL) AND "message"."createTime" > ? AND "author"."email" IS NOT NULL AND "author"."name" = ?"#,
            [0, 1_700_000_000.0, "ann"])
    }

    @Test func doubleArithmetic() {
        expectWhere(
            base.where(
                Message.createTime * 1000.0 + 0.5 > since * 1000
                    && Message.modifiedTime - Message.createTime < 3600.0
                    && Author.score / 2.0 >= minScore),
            #""message"."createTime" * ? + ? > ? AND "message"."modifiedTime" - "message"."createTime" < ? AND "author"."score" / ? >= ?"#,
            [1000.0, 0.5, 1_700_000_000_000.0, 3600.0, 2.0, 2.5])
    }

    @Test func valuesOnTheLeft() {
        expectWhere(
            base.where(
                1 < Message.localID && 100 > Message.localID && 0 == Message.flags & 1
                    && since <= Message.createTime),
            #"? < "message"."localID" AND ? > "message"."localID" AND ? = "message"."flags" & ? AND ? <= "message"."createTime""#,
            [1, 100, 0, 1, 1_700_000_000.0])
    }

    @Test func columnsOfBothTables() {
        expectWhere(
            base.where(
                Message.authorID == Author.id && Message.createTime > Author.score
                    && Message.flags < Author.id * 2
                    && Author.name != "" && Message.localID != Author.id),
            #""message"."authorID" = "author"."id" AND "message"."createTime" > "author"."score" AND "message"."flags" < "author"."id" * ? AND "author"."name" != ? AND "message"."localID" != "author"."id""#,
            [2, ""])
    }

    @Test func eightConditions() {
        expectWhere(
            base.where(
                Message.localID >= 1 && Message.localID <= 1000 && Message.flags != 3 && Message.kind != nil
                    && Message.content != nil && Message.createTime > 0 && Message.authorID != nil
                    && Author.active),
            #""message"."localID" >= ? AND "message"."localID" <= ? AND "message"."flags" != ? AND "message"."kind" IS NOT NULL AND "message"."content" IS NOT NULL AND "message"."createTime" > ? AND "message"."authorID" IS NOT NULL AND "author"."active""#,
            [1, 1000, 3, 0.0])
    }

    @Test func scoreWindow() {
        expectWhere(
            base.where(
                Author.active == true && Author.score != nil && Author.score >= minScore
                    && Author.score <= minScore + 2
                    && Author.email != Author.name && Author.id > 0),
            #""author"."active" = ? AND "author"."score" IS NOT NULL AND "author"."score" >= ? AND "author"."score" <= ? AND "author"."email" != "author"."name" AND "author"."id" > ?"#,
            [true, 2.5, 4.5, 0])
    }

    @Test func flagsPerKind() {
        expectWhere(
            base.where(
                Message.kind == "mail" && Message.flags & 1 != 0
                    || Message.kind == "chat" && Message.flags & 2 != 0
                    || Message.kind == nil && Message.flags == 0),
            #""message"."kind" = ? AND "message"."flags" & ? != ? OR "message"."kind" = ? AND "message"."flags" & ? != ? OR "message"."kind" IS NULL AND "message"."flags" = ?"#,
            ["mail", 1, 0, "chat", 2, 0, 0])
    }

    @Test func computedSwiftValues() {
        expectWhere(
            base.where(
                Message.localID % 10 == minimum % 10 && Message.localID / 10 > minimum / 2
                    && Message.flags - 1 >= 0
                    && Message.flags + Message.localID < 1_000_000),
            #""message"."localID" % ? = ? AND "message"."localID" / ? > ? AND "message"."flags" - ? >= ? AND "message"."flags" + "message"."localID" < ?"#,
            [10, 0, 10, 5, 1, 0, 1_000_000])
    }

    @Test func expressionsOnBothSides() {
        expectWhere(
            base.where(
                Message.flags * 2 > Message.localID + 1 && Message.createTime - 1.0 < Message.modifiedTime
                    && Author.score * 2.0 != Author.score + 1.0),
            #""message"."flags" * ? > "message"."localID" + ? AND "message"."createTime" - ? < "message"."modifiedTime" AND "author"."score" * ? != "author"."score" + ?"#,
            [2, 1, 1.0, 2.0, 1.0])
    }

    @Test func tupleMembers() {
        let window = (start: 100.0, end: 200.0)
        expectWhere(
            base.where(
                Message.createTime >= window.start && Message.createTime < window.end
                    && (Message.modifiedTime == nil || Message.modifiedTime >= window.start)
                    && Message.kind != kind),
            #""message"."createTime" >= ? AND "message"."createTime" < ? AND ("message"."modifiedTime" IS NULL OR "message"."modifiedTime" >= ?) AND "message"."kind" != ?"#,
            [100.0, 200.0, 100.0, "note"])
    }

    @Test func arrayElements() {
        let ids: [Int64] = [3, 5]
        expectWhere(
            base.where(
                Message.localID == ids[0] || Message.localID == ids[1]
                    || Message.authorID == ids[0]
                        && Message.flags == ids[1] && Author.active
            ),
            #""message"."localID" = ? OR "message"."localID" = ? OR "message"."authorID" = ? AND "message"."flags" = ? AND "author"."active""#,
            [3, 5, 3, 5])
    }

    @Test func shifts() {
        expectWhere(
            base.where(
                Message.flags >> 2 & 1 == 1 && Message.flags << 3 > minimum
                    && (Message.flags | 8) != Message.flags
                    && ~Message.flags != 0),
            #""message"."flags" >> ? & ? = ? AND "message"."flags" << ? > ? AND "message"."flags" | ? != "message"."flags" AND ~"message"."flags" != ?"#,
            [2, 1, 1, 3, 10, 8, 0])
    }

    @Test func swiftAndSQLPrecedenceDisagree() {
        // Swift groups `&` with `*` and `|` with `+`; SQLite puts both below arithmetic.
        expectWhere(
            base.where(
                Message.flags & 3 * 2 == 2 && Message.localID | 1 + 1 > 0
                    && Message.flags + Message.localID & mask != 0),
            #"("message"."flags" & ?) * ? = ? AND ("message"."localID" | ?) + ? > ? AND "message"."flags" + ("message"."localID" & ?) != ?"#,
            [3, 2, 2, 1, 1, 0, 6, 0])
    }

    @Test func nameOrAddress() {
        expectWhere(
            base.where(
                Author.name == name
                    || Author.email == name + "@example.com" && Author.active && Author.score != nil
                        && Author.id != 0
            ),
            #""author"."name" = ? OR "author"."email" = ? AND "author"."active" AND "author"."score" IS NOT NULL AND "author"."id" != ?"#,
            ["ann", "ann@example.com", 0])
    }

    @Test func qualifiedColumns() {
        expectWhere(
            base.where(
                Message.authorID.qualified == Author.id.qualified && Message.createTime.qualified > since
                    && Author.score.qualified >= minScore && Author.name.qualified != name),
            #""message"."authorID" = "author"."id" AND "message"."createTime" > ? AND "author"."score" >= ? AND "author"."name" != ?"#,
            [1_700_000_000.0, 2.5, "ann"])
    }

    @Test func int32Column() {
        let small: Int32 = 5
        let flags = Column<Int32>("flags")
        expectWhere(
            base.where(
                flags > small && flags < small * 10 && flags % 2 == 1 && flags != Int32.max),
            #""flags" > ? AND "flags" < ? AND "flags" % ? = ? AND "flags" != ?"#,
            [5, 50, 2, 1, 2_147_483_647])
    }

    @Test func booleanVariable() {
        let isActive = true
        expectWhere(
            base.where(
                Author.active == isActive && Author.id > 0 && (Author.score == nil || Author.score > 0.0)
                    && Author.email != nil && Author.name != "root"),
            #""author"."active" = ? AND "author"."id" > ? AND ("author"."score" IS NULL OR "author"."score" > ?) AND "author"."email" IS NOT NULL AND "author"."name" != ?"#,
            [true, 0, 0.0, "root"])
    }

    @Test func deepNesting() {
        expectWhere(
            base.where(
                ((Message.localID > 1 || Message.flags > 1) && (Message.localID < 10 || Message.flags < 10))
                    || ((Message.kind == kind) && !(Message.content == nil))),
            #"("message"."localID" > ? OR "message"."flags" > ?) AND ("message"."localID" < ? OR "message"."flags" < ?) OR "message"."kind" = ? AND NOT "message"."content" IS NULL"#,
            [1, 1, 10, 10, "note"])
    }

    @Test func swiftFunctionCalls() {
        let now = 1_800_000_000.0
        func daysAgo(_ days: Double) -> Double { now - days * 86_400 }
        expectWhere(
            base.where(
                Message.createTime > daysAgo(7) && Message.createTime <= daysAgo(0)
                    && Message.modifiedTime != nil
                    && Message.modifiedTime > daysAgo(1) && Message.flags != 0),
            #""message"."createTime" > ? AND "message"."createTime" <= ? AND "message"."modifiedTime" IS NOT NULL AND "message"."modifiedTime" > ? AND "message"."flags" != ?"#,
            [1_799_395_200.0, 1_800_000_000.0, 1_799_913_600.0, 0])
    }

    @Test func structProperties() {
        let filter = Filter(kind: "chat", minFlags: 2, authorID: nil)
        expectWhere(
            base.where(
                Message.kind == filter.kind && Message.flags >= filter.minFlags
                    && Message.authorID == filter.authorID
                    || Message.flags > filter.minFlags * 10 && Message.content != nil),
            #""message"."kind" = ? AND "message"."flags" >= ? AND "message"."authorID" IS NULL OR "message"."flags" > ? AND "message"."content" IS NOT NULL"#,
            ["chat", 2, 20])
    }

    @Test func nineComparisons() {
        expectWhere(
            base.where(
                Message.localID > 0 && Message.localID < 10 && Message.localID != 5 && Message.flags > 0
                    && Message.flags < 10 && Message.flags != 5 && Message.createTime > 0
                    && Message.createTime < 10
                    && Message.createTime != 5),
            #""message"."localID" > ? AND "message"."localID" < ? AND "message"."localID" != ? AND "message"."flags" > ? AND "message"."flags" < ? AND "message"."flags" != ? AND "message"."createTime" > ? AND "message"."createTime" < ? AND "message"."createTime" != ?"#,
            [0, 10, 5, 0, 10, 5, 0.0, 10.0, 5.0])
    }

    @Test func fiveArithmeticAlternatives() {
        expectWhere(
            base.where(
                Message.flags + 1 == 2 || Message.flags + 2 == 3 || Message.flags + 3 == 4
                    || Message.flags + 4 == 5
                    || Message.flags * 2 == 6),
            #""message"."flags" + ? = ? OR "message"."flags" + ? = ? OR "message"."flags" + ? = ? OR "message"."flags" + ? = ? OR "message"."flags" * ? = ?"#,
            [1, 2, 2, 3, 3, 4, 4, 5, 2, 6])
    }
}
