import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// A seat is a (group, user) pair, its key of two columns; a grant references a seat through a
/// FOREIGN KEY table constraint of both columns.
struct Seat: TableRecord, Equatable {
    var groupID: Int64
    var userID: String

    static let definition = TableDefinition<Seat>("seat", primaryKey: \.groupID, \.userID) {
        Field(\.groupID, "groupID")
        Field(\.userID, "userID")
    }

    static let grants = HasMany<Seat, Grant>()
}

struct Grant: TableRecord, Equatable {
    var id: Int64
    var groupID: Int64?
    var userID: String?
    var right: String

    static let definition = TableDefinition<Grant>("grant") {
        Field(\.id, "id").primaryKey()
        Field(\.groupID, "groupID")
        Field(\.userID, "userID")
        Field(\.right, "right")
        TableConstraint.foreignKey("groupID", "userID", references: ForeignKeyClause(references: "seat"))
    }

    static let seat = BelongsTo<Grant, Seat>()
}

@Suite struct CompositeKeyAssociationTests {
    static var schema: GoldenSchema {
        let seat = (try? Seat.definition.createTable().description) ?? ""
        let grant = (try? Grant.definition.createTable().description) ?? ""
        return GoldenSchema(seat + ";\n" + grant)
    }

    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.create(Seat.self)
        try db.create(Grant.self)
        for seat in [
            Seat(groupID: 1, userID: "a"), Seat(groupID: 1, userID: "b"), Seat(groupID: 2, userID: "a"),
        ] {
            try db.insert(seat)
        }
        try db.insert(Grant(id: 1, groupID: 1, userID: "b", right: "read"))
        try db.insert(Grant(id: 2, groupID: 2, userID: "a", right: "write"))
        try db.insert(Grant(id: 3, groupID: 1, userID: "b", right: "admin"))
        try db.insert(Grant(id: 4, groupID: 1, userID: nil, right: "none"))
        return db
    }

    @Test func aKeyOfTwoColumnsJoinsOnBoth() throws {
        let db = try database()
        let request = Grant.including(required: Grant.seat).orderBy { grant, _ in grant.id }
        expectSQL(
            request,
            #"SELECT "grant"."id" AS "grant.id", "grant"."groupID" AS "grant.groupID", "grant"."userID" AS "grant.userID", "grant"."right" AS "grant.right", "seat"."groupID" AS "seat.groupID", "seat"."userID" AS "seat.userID" FROM "grant" JOIN "seat" ON "grant"."groupID" = "seat"."groupID" AND "grant"."userID" = "seat"."userID" ORDER BY "grant"."id""#,
            schema: Self.schema)
        let pairs = try db.fetchAll(request)
        #expect(pairs.map(\.0.id) == [1, 2, 3])
        #expect(pairs.map(\.1.userID) == ["b", "a", "b"])
    }

    @Test func hasManyReadsChildrenByRowValues() throws {
        let db = try database()
        let request = Seat.orderBy {
            $0.groupID
            $0.userID
        }.including(all: Seat.grants)
        expectSQL(
            request.childrenQuery(keys: [[.integer(1), .text("a")], [.integer(1), .text("b")]]),
            #"SELECT "id", "groupID", "userID", "right" FROM "grant" WHERE ("groupID", "userID") IN (VALUES (?, ?), (?, ?)) ORDER BY "id""#,
            [.integer(1), .text("a"), .integer(1), .text("b")], schema: Self.schema)
        let seats = try db.fetchAll(request)
        #expect(seats.map(\.0.userID) == ["a", "b", "a"])
        #expect(seats.map { $0.1.map(\.right) } == [[], ["read", "admin"], ["write"]])
        #expect(try db.fetchAll(Seat.annotated(with: Seat.grants.count)).map(\.1) == [0, 2, 1])
    }
}
