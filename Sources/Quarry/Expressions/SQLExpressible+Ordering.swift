extension SQLExpressible {
    /// `expr ASC`.
    public var ascending: OrderingTerm { OrderingTerm(self, direction: .ascending) }
    /// `expr DESC`.
    public var descending: OrderingTerm { OrderingTerm(self, direction: .descending) }
    /// `expr NULLS FIRST` (SQLite 3.30+).
    public var nullsFirst: OrderingTerm { OrderingTerm(self, nulls: .first) }
    /// `expr NULLS LAST` (SQLite 3.30+).
    public var nullsLast: OrderingTerm { OrderingTerm(self, nulls: .last) }
}
