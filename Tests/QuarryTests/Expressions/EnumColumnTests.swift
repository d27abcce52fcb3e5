import Quarry
import QuarryTesting
import Testing

/// A raw-value enum that adopts nothing of Quarry's.
private enum Kind: String {
    case note, reply
}

/// An enum that does adopt `SQLValueConvertible`: the enum column's `==` and the general one meet.
private enum Level: Int64, SQLValueConvertible {
    case low = 1
    case high = 9
}

@Suite struct EnumColumnTests {
    private let kind = EnumColumn<Kind>("kind", in: Message.table)
    private let optionalKind = EnumColumn<Kind?>("kind", in: Message.table)
    private let level = EnumColumn<Level>("flags", in: Message.table)

    @Test func comparesWithCases() {
        expectCondition(kind == .reply, #""kind" = ?"#, ["reply"])
        expectCondition(kind != .note, #""kind" != ?"#, ["note"])
        expectCondition(kind.in([.note, .reply]), #""kind" IN (?, ?)"#, ["note", "reply"])
        expectCondition(kind.notIn([.note]), #""kind" NOT IN (?)"#, ["note"])
    }

    @Test func optionalColumnComparesWithCasesAndNil() {
        expectCondition(optionalKind == .reply, #""kind" = ?"#, ["reply"])
        expectCondition(optionalKind == nil, #""kind" IS NULL"#)
        expectCondition(optionalKind != nil, #""kind" IS NOT NULL"#)
        let wanted: Kind? = nil
        expectCondition(optionalKind == wanted, #""kind" IS NULL"#)
        expectCondition(optionalKind != Kind.note, #""kind" != ?"#, ["note"])
        expectCondition(optionalKind.in([.reply]), #""kind" IN (?)"#, ["reply"])
    }

    @Test func anEnumThatAdoptsSQLValueConvertibleIsNotAmbiguous() {
        expectCondition(level == .high, #""flags" = ?"#, [9])
        expectCondition(level.in([.low]), #""flags" IN (?)"#, [1])
    }

    @Test func combinesWithOtherConditionsAndOrders() {
        expectCondition(kind == .reply && Message.flags > 2, #""kind" = ? AND "flags" > ?"#, ["reply", 2])
        expectCondition(!(kind == .reply), #"NOT "kind" = ?"#, ["reply"])
    }
}
