// A raw-value enum (`enum Status: String, Codable`) is stored as its raw value by records and
// read back from it, so its column takes its cases in `in` and `notIn` without the enum adopting
// `SQLValueConvertible`; an enum that does adopt it gets the same SQL from either overload.
//
// There is no `==` with a case here. As a static member of `Column` (even a non-generic one) it
// joined the overloads of every `==` in a program and doubled the type-checking of ordinary
// null tests: `(a == nil) == (b == nil)` went from under 60 ms to 108 ms, over the 100 ms budget
// (scripts/ci.d/type-check-budget.sh). `EnumColumn`, which a record's enum field gives, has it.

extension Column where Value: RawRepresentable, Value.RawValue: SQLValueConvertible {
    /// `self IN (cases…)`, each bound as its raw value: `$0.status.in([.archived])`. An empty
    /// list is `IN ()`, which is false.
    public func `in`(_ cases: some Sequence<Value>) -> SQLExpression<Bool> {
        rawMembership(false, cases)
    }

    /// `self NOT IN (cases…)`, each bound as its raw value; an empty list is true.
    public func notIn(_ cases: some Sequence<Value>) -> SQLExpression<Bool> {
        rawMembership(true, cases)
    }
}

extension Column {
    /// `self IN (cases…)` on an optional enum column, each case bound as its raw value; a NULL
    /// column is in no list.
    public func `in`<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        rawMembership(false, cases)
    }

    /// `self NOT IN (cases…)` on an optional enum column; a NULL column is in no list, so its row
    /// is left out here too (SQL's rule), as with any other value.
    public func notIn<Case: RawRepresentable>(_ cases: some Sequence<Case>) -> SQLExpression<Bool>
    where Value == Case?, Case.RawValue: SQLValueConvertible {
        rawMembership(true, cases)
    }

    private func rawMembership<Case: RawRepresentable>(_ negated: Bool, _ cases: some Sequence<Case>)
        -> SQLExpression<Bool>
    where Case.RawValue: SQLValueConvertible {
        membership(negated, .list(cases.map { ExpressionNode(converting: $0.rawValue) }))
    }
}
