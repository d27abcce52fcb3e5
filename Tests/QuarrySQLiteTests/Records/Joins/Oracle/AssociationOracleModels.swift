import Foundation
import QuarrySQLite

/// The oracle's parent: names drawn with duplicates and hostile text.
struct OracleParent: TableRecord, Equatable {
    var id: Int64
    var name: String

    static let definition = TableDefinition<OracleParent>("parent") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }

    static let children = HasMany<OracleParent, OracleChild>()
}

/// The oracle's child: a nullable foreign key that may name no parent (foreign keys are not
/// enforced, so orphans exist), a label of the same hostile text, a rank to filter and sort by.
struct OracleChild: TableRecord, Equatable {
    var id: Int64
    var parentID: Int64?
    var label: String
    var rank: Int64

    static let definition = TableDefinition<OracleChild>("child") {
        Field(\.id, "id").primaryKey()
        Field(\.parentID, "parentID").references(ForeignKeyClause(references: "parent"))
        Field(\.label, "label")
        Field(\.rank, "rank")
    }

    static let parent = BelongsTo<OracleChild, OracleParent>()
}

/// The answers the oracle expects, computed in Swift from the records it inserted.
struct AssociationReference {
    let parents: [OracleParent]
    let children: [OracleChild]

    func parent(of child: OracleChild) -> OracleParent? {
        guard let key = child.parentID else { return nil }
        return parents.first { $0.id == key }
    }

    /// Children with a parent, by child id, with it.
    var belongsTo: [(OracleChild, OracleParent)] {
        byID(children).compactMap { child in parent(of: child).map { (child, $0) } }
    }

    /// Every child by id, with its parent or nil.
    var optionalBelongsTo: [(OracleChild, OracleParent?)] {
        byID(children).map { ($0, parent(of: $0)) }
    }

    /// Every parent by id, with its children of at least `minimumRank` by rank descending then id.
    func hasMany(minimumRank: Int64) -> [(OracleParent, [OracleChild])] {
        byID(parents).map { parent in
            let own = children.filter { $0.parentID == parent.id && $0.rank >= minimumRank }
            return (parent, own.sorted { ($0.rank, -$0.id) > ($1.rank, -$1.id) })
        }
    }

    /// Every parent by id, with its number of children.
    var counts: [(OracleParent, Int)] {
        byID(parents).map { parent in (parent, children.filter { $0.parentID == parent.id }.count) }
    }

    /// The children whose parent's name is `name`, by bytes, by child id.
    func children(ofParentsNamed name: String) -> [OracleChild] {
        belongsTo.filter { $0.1.name.isByteEqual(to: name) }.map(\.0)
    }

    /// Pairs of distinct parents with the same name (by bytes), by (id, id).
    var namesakes: [[Int64]] {
        let sorted = byID(parents)
        return sorted.flatMap { left in
            sorted.filter { $0.id != left.id && $0.name.isByteEqual(to: left.name) }.map { [left.id, $0.id] }
        }
    }

    private func byID(_ parents: [OracleParent]) -> [OracleParent] { parents.sorted { $0.id < $1.id } }
    private func byID(_ children: [OracleChild]) -> [OracleChild] { children.sorted { $0.id < $1.id } }
}
