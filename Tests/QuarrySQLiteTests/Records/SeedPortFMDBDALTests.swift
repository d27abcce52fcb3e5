import Foundation
import QuarrySQLite
import Testing

// The FMDB data-access layer (seed 004): BaseDAL's operations written once for every entity,
// over records (the seed's base class needed rsToEntity/dictByEntity overrides per entity).

/// The seed's UserInfo, with the columns of its `User` table.
private struct UserInfo: TableRecord, Equatable {
    var id: String
    var name: String
    var fullName: String?
    var age: Int

    enum CodingKeys: String, CodingKey {
        case id = "ID"
        case name = "Name"
        case fullName = "FullName"
        case age = "Age"
    }

    static let definition = TableDefinition<UserInfo>("User") {
        Field(\.id, "ID").primaryKey()
        Field(\.name, "Name")
        Field(\.fullName, "FullName")
        Field(\.age, "Age")
    }
}

/// A row that references a user and goes when the user goes (`ON DELETE CASCADE`).
private struct Login: TableRecord {
    var id: Int64?
    var userID: String

    static let definition = TableDefinition<Login>("Login") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.userID, "userID").references(
            ForeignKeyClause(references: "User", columns: "ID").onDelete(.cascade))
    }
}

/// BaseDAL, once for every entity: the seed's interface, each method a line over records.
private struct BaseDAL<Entity: TableRecord> {
    let database: Database
    /// The default order (`sortField`, `isDescending`).
    var sortField: (RecordColumns<Entity>) -> OrderingTerm

    func findById(_ key: some SQLValueConvertible) throws -> Entity? {
        try database.find(Entity.self, key: key)
    }
    func findSingle(_ condition: (RecordColumns<Entity>) -> SQLExpression<Bool>) throws -> Entity? {
        try database.fetchOne(Entity.filter(condition).orderBy { sortField($0) })
    }
    func find(
        _ condition: (RecordColumns<Entity>) -> SQLExpression<Bool>,
        orderBy: ((RecordColumns<Entity>) -> OrderingTerm)? = nil
    ) throws -> [Entity] {
        try database.fetchAll(Entity.filter(condition).orderBy { (orderBy ?? sortField)($0) })
    }
    func getAll(orderBy: ((RecordColumns<Entity>) -> OrderingTerm)? = nil) throws -> [Entity] {
        try database.fetchAll(Entity.orderBy { (orderBy ?? sortField)($0) })
    }
    func getRecordCount(_ condition: ((RecordColumns<Entity>) -> SQLExpression<Bool>)? = nil) throws -> Int {
        try database.fetchCount(condition.map { Entity.filter($0) } ?? Entity.all())
    }
    func isExistRecord(_ condition: (RecordColumns<Entity>) -> SQLExpression<Bool>) throws -> Bool {
        try database.exists(Entity.filter(condition))
    }
    func getFieldList<Value: SQLColumnDecodable>(_ field: (RecordColumns<Entity>) -> Column<Value>) throws
        -> [Value]
    {
        try database.fetchValues(Select { field(Entity.columns) }.from(Entity.table), as: Value.self)
    }
    @discardableResult func insert(_ entity: Entity) throws -> Bool { try database.insert(entity) != nil }
    func insert2(_ entity: Entity) throws -> Int64? { try database.insert(entity) }
    @discardableResult func update(_ entity: Entity) throws -> Bool { try database.update(entity) }
    @discardableResult func deleteById(_ key: some SQLValueConvertible) throws -> Bool {
        try database.delete(Entity.self, key: key)
    }
    @discardableResult func deleteByCondition(_ condition: (RecordColumns<Entity>) -> SQLExpression<Bool>)
        throws
        -> Int
    {
        try database.delete(Entity.filter(condition))
    }
}

@Suite struct SeedPortFMDBDALTests {
    fileprivate func dal(_ folder: TemporaryFolder) throws -> BaseDAL<UserInfo> {
        let db = try Database(path: folder.file("MyDatabaseProject.sqlite"))
        try db.sync(UserInfo.self)
        try db.sync(Login.self)
        let dal = BaseDAL<UserInfo>(database: db, sortField: { $0.id.ascending })
        try dal.insert(UserInfo(id: "u1", name: "張三", fullName: "張三豐", age: 30))
        try dal.insert(UserInfo(id: "u2", name: "李四", fullName: nil, age: 20))
        try dal.insert(UserInfo(id: "u3", name: "王五", fullName: "王五", age: 20))
        return dal
    }

    @Test func findByIdFindSingleFindGetAll() throws {
        let folder = try TemporaryFolder()
        let dal = try dal(folder)
        #expect(try dal.findById("u2")?.name == "李四")
        #expect(try dal.findById("nobody") == nil)
        #expect(try dal.findSingle { $0.age == 20 }?.id == "u2")
        #expect(try dal.find({ $0.age == 20 }, orderBy: { $0.id.descending }).map(\.id) == ["u3", "u2"])
        #expect(try dal.getAll().map(\.id) == ["u1", "u2", "u3"])
        #expect(try dal.getAll(orderBy: { $0.age.descending }).first?.id == "u1")
    }

    @Test func countsExistenceAndFieldLists() throws {
        let folder = try TemporaryFolder()
        let dal = try dal(folder)
        #expect(try dal.getRecordCount() == 3)
        #expect(try dal.getRecordCount { $0.age == 20 } == 2)
        #expect(try dal.isExistRecord { $0.fullName == nil })
        #expect(try dal.isExistRecord { $0.age > 90 } == false)
        #expect(try dal.getFieldList { $0.name } == ["張三", "李四", "王五"])
    }

    @Test func insertReturningTheRowID() throws {
        let folder = try TemporaryFolder()
        let dal = try dal(folder)
        #expect(try dal.insert2(UserInfo(id: "u4", name: "趙六", fullName: nil, age: 40)) == 4)
    }

    @Test func updateByKeyUpdatesInPlaceAndKeepsReferencingRows() throws {
        let folder = try TemporaryFolder()
        let dal = try dal(folder)
        try dal.database.insert(Login(id: nil, userID: "u1"))
        var user = try #require(try dal.findById("u1"))
        user.age = 31
        #expect(try dal.update(user))
        #expect(try dal.findById("u1")?.age == 31)
        #expect(try dal.database.fetchCount(Login.all()) == 1)
    }

    @Test func deleteByIdAndByCondition() throws {
        let folder = try TemporaryFolder()
        let dal = try dal(folder)
        try dal.database.insert(Login(id: nil, userID: "u1"))
        #expect(try dal.deleteById("u1"))
        #expect(try dal.deleteById("u1") == false)
        #expect(try dal.database.fetchCount(Login.all()) == 0)
        #expect(try dal.deleteByCondition { $0.age == 20 } == 2)
        #expect(try dal.getRecordCount() == 0)
    }
}
