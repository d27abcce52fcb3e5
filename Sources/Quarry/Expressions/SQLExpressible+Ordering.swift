extension SQLExpressible {
    /// `expr ASC`.
    public var ascending: OrderingTerm { OrderingTerm(self, direction: .ascending) }
    /// `expr DESC`.
    public var descending: OrderingTerm { OrderingTerm(self, direction: .descending) }
}
