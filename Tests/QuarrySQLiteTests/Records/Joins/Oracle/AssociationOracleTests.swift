import CSQLite
import Foundation
import QuarryTesting
import Testing

@testable import QuarrySQLite

/// The associations oracle: random parents and children (orphans, NULL foreign keys, parents
/// with no child, duplicate and hostile names, a parameter limit low enough to split the
/// children's IN list), every association read compared with the answer computed in Swift.
/// `QUARRY_JOINS_CASES` raises the case count (`scripts/campaigns/joins.sh`).
@Suite struct AssociationOracleTests {
    static let cases = ProcessInfo.processInfo.environment["QUARRY_JOINS_CASES"].flatMap { Int($0) } ?? 300

    /// The Big List of Naughty Strings (the fuzz suite's copy) and a few names of our own.
    static let names: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("QuarryFuzzTests/Fixtures/blns.json")
        let naughty = (try? Data(contentsOf: url)).flatMap {
            try? JSONDecoder().decode([String].self, from: $0)
        }
        let own = ["a", "A", "é", "e\u{301}", "", "x\0y", "'; DROP TABLE parent; --", "\"parent.id\""]
        return own + (naughty ?? [])
    }()

    @Test func theHostileNamesWereRead() {
        #expect(Self.names.count > 400)
    }

    @Test func associationsReadWhatTheReferenceComputes() throws {
        var failures = 0
        for index in 0..<Self.cases {
            let seed = SplitMix64.seed(ofCase: index, base: 0x10_1A5)
            if let failure = try Self.run(seed: seed) {
                failures += 1
                Issue.record(
                    Comment(
                        rawValue: "joins oracle case \(index), seed 0x\(String(seed, radix: 16)): \(failure)")
                )
                if failures >= 3 { break }
            }
        }
    }

    /// One case; the first disagreement, or nil.
    static func run(seed: UInt64) throws -> String? {
        var random = SplitMix64(seed: seed)
        let reference = draw(&random)
        // Orphans are the point: the foreign key is declared (the associations infer it) but not enforced.
        var configuration = DatabaseConfiguration()
        configuration.foreignKeys = false
        let db = try Database.inMemory(configuration: configuration)
        try db.create(OracleParent.self)
        try db.create(OracleChild.self)
        for parent in reference.parents { try db.insert(parent) }
        for child in reference.children { try db.insert(child) }
        if Bool.random(using: &random), let connection = db.connection {
            sqlite3_limit(connection, SQLITE_LIMIT_VARIABLE_NUMBER, Int32.random(in: 2...6, using: &random))
        }
        return try check(db, reference, &random)
    }

    static func draw(_ random: inout SplitMix64) -> AssociationReference {
        let pool = (0..<Int.random(in: 1...6, using: &random)).map { _ in names.randomElement(using: &random)!
        }
        let parentIDs = Array(
            Set(
                (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    Int64.random(in: -5...40, using: &random)
                }))
        let parents = parentIDs.map { OracleParent(id: $0, name: pool.randomElement(using: &random)!) }
        let children = (0..<Int.random(in: 0...30, using: &random)).map { index -> OracleChild in
            let parentID: Int64?
            switch Int.random(in: 0..<10, using: &random) {
            case 0: parentID = nil
            case 1: parentID = Int64.random(in: 100...110, using: &random)  // an orphan
            default: parentID = parentIDs.randomElement(using: &random)
            }
            return OracleChild(
                id: Int64(index) * 3 - 20, parentID: parentID, label: pool.randomElement(using: &random)!,
                rank: Int64.random(in: 0...4, using: &random))
        }
        return AssociationReference(parents: parents, children: children.shuffled(using: &random))
    }

    static func check(_ db: Database, _ reference: AssociationReference, _ random: inout SplitMix64) throws
        -> String?
    {
        let required = try db.fetchAll(
            OracleChild.including(required: OracleChild.parent).orderBy { c, _ in c.id })
        if !same(required, reference.belongsTo) { return "belongs-to (required) read \(required)" }
        let optional = try db.fetchAll(
            OracleChild.including(optional: OracleChild.parent).orderBy { c, _ in c.id })
        if !same(optional, reference.optionalBelongsTo) { return "belongs-to (optional) read \(optional)" }
        let rank = Int64.random(in: 0...3, using: &random)
        let children = OracleParent.children.filter { $0.rank >= rank }.orderBy {
            $0.rank.descending
            $0.id
        }
        let families = try db.fetchAll(OracleParent.orderBy { $0.id }.including(all: children))
        let expected = reference.hasMany(minimumRank: rank)
        if families.map(\.0) != expected.map(\.0) || families.map(\.1) != expected.map(\.1) {
            return "has-many (rank >= \(rank)) read \(families)"
        }
        let counts = try db.fetchAll(
            OracleParent.orderBy { $0.id }.annotated(with: OracleParent.children.count))
        if counts.map(\.0) != reference.counts.map(\.0) || counts.map(\.1) != reference.counts.map(\.1) {
            return "count read \(counts)"
        }
        let withChildren = try db.fetchAll(
            OracleParent.filter { _ in OracleParent.children.exists }.orderBy { $0.id })
        if withChildren != reference.counts.filter({ $0.1 > 0 }).map(\.0) {
            return "exists read \(withChildren)"
        }
        if let name = reference.parents.randomElement(using: &random)?.name {
            let named = try db.fetchAll(
                OracleChild.including(required: OracleChild.parent).filter { _, parent in parent.name == name
                }
                .orderBy { child, _ in child.id })
            if named.map(\.0) != reference.children(ofParentsNamed: name) {
                return "children of parents named \(name.debugDescription) read \(named.map(\.0.id))"
            }
        }
        let namesakes = try db.fetchAll(
            OracleParent.join(OracleParent.self, as: "other") { $0.name == $1.name && $0.id != $1.id }
                .orderBy { left, right in
                    left.id
                    right.id
                })
        if namesakes.map({ [$0.0.id, $0.1.id] }) != reference.namesakes {
            return "namesakes read \(namesakes)"
        }
        return nil
    }

    static func same<Left: Equatable, Right: Equatable>(_ read: [(Left, Right)], _ expected: [(Left, Right)])
        -> Bool
    {
        read.map(\.0) == expected.map(\.0) && read.map(\.1) == expected.map(\.1)
    }

    static func same<Left: Equatable, Right: Equatable>(
        _ read: [(Left, Right?)], _ expected: [(Left, Right?)]
    )
        -> Bool
    {
        read.map(\.0) == expected.map(\.0) && read.map(\.1) == expected.map(\.1)
    }
}
