import Quarry
import QuarryTesting
import Testing

/// An untyped expression (an `ANY` column read as `Column<SQLValue?>`) compares with a typed one as
/// it is, without `.untyped`.
@Suite struct UntypedComparisonOperatorsTests {
    let meta = Column<SQLValue?>("meta", in: Message.table)

    @Test func anyColumnAgainstTypedColumns() {
        expectCondition(meta == Message.localID, #""meta" = "localID""#)
        expectCondition(Message.content != meta, #""content" != "meta""#)
        expectCondition(meta < Message.createTime, #""meta" < "createTime""#)
        expectCondition(Message.flags <= meta, #""flags" <= "meta""#)
        expectCondition(meta > Message.modifiedTime, #""meta" > "modifiedTime""#)
        expectCondition(meta >= Message.kind, #""meta" >= "kind""#)
    }

    @Test func twoUntypedSidesAndValues() {
        expectCondition(meta == Message.kind.untyped, #""meta" = "kind""#)
        expectCondition(meta == nil, #""meta" IS NULL"#)
        expectCondition(meta == 3, #""meta" = ?"#, [3])
        expectCondition(meta == (Message.kind == nil), #""meta" = ("kind" IS NULL)"#)
    }
}
