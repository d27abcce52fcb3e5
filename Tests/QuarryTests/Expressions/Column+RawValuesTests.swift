import Quarry
import QuarryTesting
import Testing

/// A raw-value enum that adopts nothing of Quarry's: its columns still compare with its cases.
private enum Kind: String {
    case note, reply
}

/// An enum that does adopt `SQLValueConvertible`; both ways of comparing bind the same raw value.
private enum Level: Int64, SQLValueConvertible {
    case low = 1
    case high = 9
}

@Suite struct ColumnRawValueTests {
    private let kind = Column<Kind?>("kind", in: Message.table)
    private let requiredKind = Column<Kind>("kind", in: Message.table)
    private let level = Column<Level>("flags", in: Message.table)

    @Test func equalsCase() {
        expectCondition(requiredKind == .reply, #""kind" = ?"#, ["reply"])
        expectCondition(requiredKind != .note, #""kind" != ?"#, ["note"])
    }
    @Test func optionalColumnEqualsCaseOrNil() {
        expectCondition(kind == .reply, #""kind" = ?"#, ["reply"])
        expectCondition(kind != .reply, #""kind" != ?"#, ["reply"])
        expectCondition(kind == nil, #""kind" IS NULL"#)
        expectCondition(kind != nil, #""kind" IS NOT NULL"#)
    }
    @Test func membershipOfCases() {
        expectCondition(requiredKind.in([.note, .reply]), #""kind" IN (?, ?)"#, ["note", "reply"])
        expectCondition(kind.in([Kind.reply]), #""kind" IN (?)"#, ["reply"])
        expectCondition(kind.notIn([Kind.note]), #""kind" NOT IN (?)"#, ["note"])
        expectCondition(requiredKind.notIn([Kind]()), #""kind" NOT IN ()"#)
    }
    @Test func enumThatAdoptsSQLValueConvertibleIsNotAmbiguous() {
        let optionalLevel = Column<Level?>("flags", in: Message.table)
        expectCondition(level == .high, #""flags" = ?"#, [9])
        expectCondition(optionalLevel == .high, #""flags" = ?"#, [9])
        expectCondition(optionalLevel != nil, #""flags" IS NOT NULL"#)
        let maybe: Level? = nil
        expectCondition(optionalLevel == maybe, #""flags" IS NULL"#)
        expectCondition(level.in([.low]), #""flags" IN (?)"#, [1])
    }
    @Test func combinesWithOtherConditions() {
        expectCondition(
            requiredKind == .reply && Message.flags > 2, #""kind" = ? AND "flags" > ?"#, ["reply", 2])
    }
}
