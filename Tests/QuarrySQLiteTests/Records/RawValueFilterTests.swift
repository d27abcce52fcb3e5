import Foundation
import QuarrySQLite
import Testing

/// Raw-value enum fields filter by their cases (`==`, `!=`, `in`, `notIn`) with no conformance
/// beyond `Codable`.
@Suite struct RawValueFilterTests {
    private func seeded() throws -> Database {
        let db = try Database.inMemory()
        try db.create(Membership.self)
        try db.insert(Membership(groupID: 1, userID: "a", role: .member, since: nil))
        try db.insert(Membership(groupID: 1, userID: "b", role: .admin, since: nil))
        try db.insert(Membership(groupID: 2, userID: "c", role: .admin, since: nil))
        return db
    }

    @Test func fieldInCases() throws {
        let db = try seeded()
        let admins = Membership.filter { $0.role.in([.admin]) }.orderBy { $0.userID }
        #expect(try admins.render().arguments == [.text("admin")])
        #expect(try db.fetchAll(admins).map(\.userID) == ["b", "c"])
        #expect(try db.fetchCount(Membership.filter { $0.role.notIn([.admin]) }) == 1)
        #expect(try db.fetchCount(Membership.filter { $0.role.in([.member, .admin]) }) == 3)
        #expect(try db.fetchCount(Membership.filter { $0.role.notIn([.member]) && $0.groupID == 2 }) == 1)
    }

    @Test func optionalFieldInCasesOrNil() throws {
        let db = try Database.inMemory()
        try db.create(Sample.self)
        for (id, level) in [(1, Sample.Level.low), (2, .high)] as [(Int64, Sample.Level?)] + [(3, nil)] {
            try db.insert(Self.sample(id: id, level: level))
        }
        #expect(try db.fetchAll(Sample.filter { $0.level.in([.high]) }).map(\.id) == [2])
        #expect(try db.fetchAll(Sample.filter { $0.level == nil }).map(\.id) == [3])
        #expect(try db.fetchAll(Sample.filter { $0.level.notIn([.high]) }).map(\.id) == [1])
        #expect(try db.fetchAll(Sample.filter { $0.level.in([.low, .high]) }).map(\.id) == [1, 2])
        #expect(try db.fetchAll(Sample.filter { $0.level.notIn([.low]) }).map(\.id) == [2])
    }

    @Test func fieldEqualsCase() throws {
        let db = try seeded()
        let admins = Membership.filter { $0.role == .admin }.orderBy { $0.userID }
        #expect(
            try admins.render().sql
                == #"SELECT "groupID", "userID", "role", "since" FROM "membership" WHERE "role" = ? ORDER BY "userID""#
        )
        #expect(try admins.render().arguments == [.text("admin")])
        #expect(try db.fetchAll(admins).map(\.userID) == ["b", "c"])
        #expect(try db.fetchCount(Membership.filter { $0.role != .admin }) == 1)
        #expect(try db.fetchCount(Membership.filter { $0.role == .admin && $0.groupID == 2 }) == 1)
        try db.execute(
            Update(Membership.table).set { Membership.columns.role.set(to: .admin) }
                .where(Membership.columns.userID == "a"))
        #expect(try db.fetchCount(Membership.filter { $0.role == .admin }) == 3)
    }

    @Test func optionalFieldEqualsCaseOrNil() throws {
        let db = try Database.inMemory()
        try db.create(Sample.self)
        for (id, level) in [(1, Sample.Level.low), (2, .high)] as [(Int64, Sample.Level?)] + [(3, nil)] {
            try db.insert(Self.sample(id: id, level: level))
        }
        #expect(try db.fetchAll(Sample.filter { $0.level == .high }).map(\.id) == [2])
        #expect(try db.fetchAll(Sample.filter { $0.level != .high }).map(\.id) == [1])
        #expect(try db.fetchAll(Sample.filter { $0.level == nil }).map(\.id) == [3])
        let wanted: Sample.Level? = .low
        let wantedRows = try db.fetchAll(Sample.filter { $0.level == wanted })
        #expect(wantedRows.map(\.id) == [1])
        try db.execute(
            Update(Sample.table).set { Sample.columns.level.set(to: nil) }.where(Sample.columns.id == 1))
        #expect(try db.fetchAll(Sample.filter { $0.level == nil }.orderBy { $0.id }).map(\.id) == [1, 3])
    }

    private static func sample(id: Int64, level: Sample.Level?) -> Sample {
        Sample(
            id: id, flag: false, small: 0, ratio: 0, name: "s\(id)", bytes: [], data: Data(), uuid: UUID(),
            mood: .happy, level: level, meta: Sample.Meta(tags: []), text: Date(timeIntervalSince1970: 0),
            seconds: Date(timeIntervalSince1970: Double(id)), milliseconds: nil, note: nil)
    }
}
