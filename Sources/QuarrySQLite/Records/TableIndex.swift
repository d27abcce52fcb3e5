/// An index of a record's table, over fields named by key path: multi-column, unique, partial.
///
/// ```swift
/// TableIndex("message_time", \.createTime)
/// TableIndex("message_author_time", unique: true, \.authorID, \.createTime)
/// TableIndex("message_unread", \.createTime).where { $0.readTime == nil }
/// ```
public struct TableIndex<Record: TableRecord>: @unchecked Sendable {
    // Unchecked: key paths are immutable objects once formed.
    /// The index's name.
    public let name: SQLIdentifier
    /// Whether it is a `UNIQUE` index.
    public let isUnique: Bool
    let keyPaths: [PartialKeyPath<Record>]
    var descendingKeyPaths: Set<PartialKeyPath<Record>> = []
    var conditions: [(RecordColumns<Record>) -> SQLExpression<Bool>] = []

    /// An index named `name` over the fields at `keyPaths`, in order.
    public init(_ name: SQLIdentifier, unique: Bool = false, _ keyPaths: PartialKeyPath<Record>...) {
        self.init(name, unique: unique, keyPaths: keyPaths)
    }

    /// An index named `name` over the fields at `keyPaths`, in order (a list built at run time).
    public init(_ name: SQLIdentifier, unique: Bool = false, keyPaths: [PartialKeyPath<Record>]) {
        self.name = name
        self.isUnique = unique
        self.keyPaths = keyPaths
    }

    /// The same index with the column of `keyPath` sorted descending.
    public func descending(_ keyPath: PartialKeyPath<Record>) -> TableIndex {
        var copy = self
        copy.descendingKeyPaths.insert(keyPath)
        return copy
    }

    /// A partial index: `WHERE condition` over the record's typed columns, values inlined; calling
    /// it again ANDs the conditions.
    public func `where`<Condition: SQLExpressible>(
        _ condition: @escaping @Sendable (RecordColumns<Record>) -> Condition
    ) -> TableIndex where Condition.Value: SQLBooleanType {
        var copy = self
        copy.conditions.append { columns in condition(columns).typed(as: Bool.self) }
        return copy
    }
}
