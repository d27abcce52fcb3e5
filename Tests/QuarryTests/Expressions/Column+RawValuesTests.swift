import Quarry
import QuarryTesting
import Testing

/// A raw-value enum that adopts nothing of Quarry's: its columns still take its cases.
private enum Kind: String {
    case note, reply
}

/// An enum that does adopt `SQLValueConvertible`; both overloads bind the same raw value.
private enum Level: Int64, SQLValueConvertible {
    case low = 1
    case high = 9
}

@Suite struct ColumnRawValueTests {
    private let kind = Column<Kind?>("kind", in: Message.table)
    private let requiredKind = Column<Kind>("kind", in: Message.table)
    private let level = Column<Level>("flags", in: Message.table)

    @Test func membershipOfCases() {
        expectCondition(requiredKind.in([.note, .reply]), #""kind" IN (?, ?)"#, ["note", "reply"])
        expectCondition(requiredKind.notIn([.note]), #""kind" NOT IN (?)"#, ["note"])
        expectCondition(requiredKind.notIn([Kind]()), #""kind" NOT IN ()"#)
    }
    @Test func optionalColumnTestsNilAndCases() {
        expectCondition(kind.in([.reply]), #""kind" IN (?)"#, ["reply"])
        expectCondition(kind.notIn([Kind.note]), #""kind" NOT IN (?)"#, ["note"])
        expectCondition(kind == nil, #""kind" IS NULL"#)
        expectCondition(kind != nil, #""kind" IS NOT NULL"#)
    }
    @Test func enumThatAdoptsSQLValueConvertibleIsNotAmbiguous() {
        let optionalLevel = Column<Level?>("flags", in: Message.table)
        expectCondition(level == .high, #""flags" = ?"#, [9])
        expectCondition(level.in([.low]), #""flags" IN (?)"#, [1])
        expectCondition(optionalLevel.in([.high]), #""flags" IN (?)"#, [9])
        let maybe: Level? = nil
        expectCondition(optionalLevel == maybe, #""flags" IS NULL"#)
    }
    @Test func combinesWithOtherConditions() {
        expectCondition(
            requiredKind.in([.reply]) && Message.flags > 2, #""kind" IN (?) AND "flags" > ?"#, ["reply", 2])
    }
}
