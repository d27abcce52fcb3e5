/// A column of a raw-value type (`enum Status: String, Codable`), stored as the raw value: it
/// compares with the type's cases, `$0.status == .archived`, with no conformance beyond the one
/// that stores it. A record's raw-value field gives one (`Message.columns.status`); declare one
/// outside records as `EnumColumn<Status>("status", in: message)`.
///
/// It is a type of its own, not `==` on `Column`: an operator declared on `Column` joins every
/// comparison a program writes with a column and doubled the type-checking of plain null tests
/// (`(a == nil) == (b == nil)`, scripts/ci.d/type-check-budget.sh). Here the operators are
/// reached only by an enum column. ``column`` is the plain column, for everything else.
public struct EnumColumn<Value>: SQLExpressible, OrderingTermConvertible {
    /// The plain column.
    public let column: Column<Value>

    /// The column `name`, optionally in a table.
    public init(_ name: SQLIdentifier, in table: Table? = nil) {
        column = Column(name, in: table)
    }

    /// The given column, compared with cases.
    public init(_ column: Column<Value>) {
        self.column = column
    }

    /// The column's name.
    public var name: SQLIdentifier { column.name }

    /// The column written with its table's alias or name.
    public var qualified: EnumColumn { EnumColumn(column.qualified) }

    /// The same column in another table or alias.
    public func `in`(_ table: Table) -> EnumColumn { EnumColumn(column.in(table)) }

    /// The column as an expression.
    @inlinable public var sqlExpression: SQLExpression<Value> { column.sqlExpression }

    /// The column, sorted ascending.
    public var orderingTerm: OrderingTerm { column.orderingTerm }

    func comparing<Case: RawRepresentable>(_ op: BinaryOperator, _ value: Case?) -> SQLExpression<Bool>
    where Case.RawValue: SQLValueConvertible {
        .comparing(column.anyNode, op, ExpressionNode(converting: value?.rawValue))
    }
}

extension EnumColumn where Value: RawRepresentable, Value.RawValue: SQLValueConvertible {
    /// `column = ?`, the case bound as its raw value: `$0.status == .archived`.
    public static func == (lhs: EnumColumn, rhs: Value) -> SQLExpression<Bool> {
        lhs.comparing(.equal, rhs)
    }

    /// `column != ?`, the case bound as its raw value.
    public static func != (lhs: EnumColumn, rhs: Value) -> SQLExpression<Bool> {
        lhs.comparing(.notEqual, rhs)
    }

    /// `column IN (cases…)`, each bound as its raw value; an empty list is false.
    public func `in`(_ cases: some Sequence<Value>) -> SQLExpression<Bool> { column.in(cases) }

    /// `column NOT IN (cases…)`; an empty list is true.
    public func notIn(_ cases: some Sequence<Value>) -> SQLExpression<Bool> { column.notIn(cases) }

    /// `"column" = ?`, the case bound as its raw value.
    public func set(to value: Value) -> Assignment {
        Assignment(column.name, to: SQLExpression<Value.RawValue>(value: value.rawValue))
    }
}

extension EnumColumn {
    /// `column = ?` on an optional enum column; `nil` makes it `IS NULL`.
    public static func == <Case: RawRepresentable>(lhs: EnumColumn, rhs: Case?) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        lhs.comparing(.equal, rhs)
    }

    /// `column != ?` on an optional enum column; `nil` makes it `IS NOT NULL`.
    public static func != <Case: RawRepresentable>(lhs: EnumColumn, rhs: Case?) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        lhs.comparing(.notEqual, rhs)
    }

    /// `column IN (cases…)` on an optional enum column; a NULL column is in no list.
    public func `in`<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        column.in(cases)
    }

    /// `column NOT IN (cases…)` on an optional enum column; a NULL column is in no list here
    /// either (SQL's rule).
    public func notIn<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        column.notIn(cases)
    }

    /// `"column" = ?` on an optional enum column, the case bound as its raw value or NULL.
    public func set<Case: RawRepresentable>(to value: Case?) -> Assignment
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        Assignment(column.name, to: SQLExpression<Case.RawValue?>(value: value?.rawValue))
    }
}
