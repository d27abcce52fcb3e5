/// The columns an association matches between its origin table and its destination table
/// (`origin.column = destination.column`, one pair per key column), resolved from the two
/// definitions when the association is first used: a stated key, else the one FOREIGN KEY the
/// child's definition declares to the parent's table.
public struct AssociationKey: Sendable {
    /// The pairs, or the mistake that stops the association from being used.
    let pairs: Result<[ColumnPair], QuarryError>

    struct ColumnPair: Sendable {
        let origin: SQLIdentifier
        let destination: SQLIdentifier
    }

    /// The key of an association whose origin holds the foreign key (belongs-to), or whose
    /// destination does (has-one, has-many).
    init<Child: TableRecord, Parent: TableRecord>(
        child: Child.Type, parent: Parent.Type, childKey: [AnyKeyPath], parentKey: [AnyKeyPath],
        originIsChild: Bool
    ) {
        pairs = Result { () throws(QuarryError) -> [ColumnPair] in
            let (childColumns, parentColumns) = try Self.columns(
                Child.self, Parent.self, childKey: childKey, parentKey: parentKey)
            return zip(childColumns, parentColumns).map { child, parent in
                originIsChild
                    ? ColumnPair(origin: child, destination: parent)
                    : ColumnPair(origin: parent, destination: child)
            }
        }
    }

    /// The child's and the parent's key columns, in matching order.
    private static func columns<Child: TableRecord, Parent: TableRecord>(
        _ child: Child.Type, _ parent: Parent.Type, childKey: [AnyKeyPath], parentKey: [AnyKeyPath]
    ) throws(QuarryError) -> ([SQLIdentifier], [SQLIdentifier]) {
        let childDefinition = try Child.definition.resolved()
        let parentDefinition = try Parent.definition.resolved()
        let purpose = "an association of \(Child.self) to \(Parent.self)"
        let childColumns: [SQLIdentifier]
        var parentColumns: [SQLIdentifier]
        if childKey.isEmpty {
            let foreignKey = try inferredForeignKey(childDefinition, Parent.table)
            childColumns = foreignKey.columns
            parentColumns = foreignKey.parentColumns
        } else {
            childColumns = try childDefinition.columnNames(of: childKey)
            parentColumns = try parentDefinition.columnNames(of: parentKey)
        }
        if parentColumns.isEmpty { parentColumns = try parentDefinition.primaryKeyNames(for: purpose) }
        guard !childColumns.isEmpty, childColumns.count == parentColumns.count else {
            throw QuarryError(
                .columnCountMismatch,
                "\(purpose): the foreign key has \(childColumns.count) column(s) and the key it references \(parentColumns.count)"
            )
        }
        return (childColumns, parentColumns)
    }

    /// The one FOREIGN KEY of the child's definition that references the parent's table.
    private static func inferredForeignKey<Child: TableRecord>(
        _ child: ResolvedDefinition<Child>, _ parent: Table
    ) throws(QuarryError) -> ResolvedForeignKey {
        let parentName = parent.name.name.name
        let candidates = child.foreignKeys.filter { $0.parentTable.name.isSameSQLiteName(as: parentName) }
        let childName = child.table.name.name.name
        guard candidates.count == 1 else {
            let why =
                candidates.isEmpty
                ? "declares no FOREIGN KEY to table \(parentName)"
                : "declares \(candidates.count) FOREIGN KEYs to table \(parentName)"
            throw QuarryError(
                .invalidStatement,
                "the definition of table \(childName) \(why): state the association's key (`key: \\.parentID`)"
            )
        }
        return candidates[0]
    }

    /// `origin.a = destination.a AND …` between the two tables (either may be an alias);
    /// `destination.a = origin.a` when `destinationFirst` (a subquery's own column first).
    func condition(origin: Table, destination: Table, destinationFirst: Bool = false) -> SQLExpression<Bool> {
        switch pairs {
        case .success(let pairs):
            let terms = pairs.map { pair -> SQLExpression<Bool> in
                let originColumn = Column<SQLValue>(pair.origin, in: origin)
                let destinationColumn = Column<SQLValue>(pair.destination, in: destination)
                return destinationFirst
                    ? destinationColumn == originColumn : originColumn == destinationColumn
            }
            return terms.dropFirst().reduce(terms[0]) { $0 && $1 }
        case .failure(let error):
            return Column<Bool>(unresolved: error, name: "", in: nil).sqlExpression
        }
    }
}
