import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// An employee's manager is an employee: the association joins a table to itself, so the
/// destination is aliased, in the join and in the correlated subqueries.
struct Employee: TableRecord, Equatable {
    var id: Int64
    var managerID: Int64?
    var name: String

    static let definition = TableDefinition<Employee>("employee") {
        Field(\.id, "id").primaryKey()
        Field(\.managerID, "managerID").references(ForeignKeyClause(references: "employee"))
        Field(\.name, "name")
    }

    static let manager = BelongsTo<Employee, Employee>()
    static let reports = HasMany<Employee, Employee>()
}

@Suite struct SelfAssociationTests {
    static var schema: GoldenSchema {
        GoldenSchema((try? Employee.definition.createTable().description) ?? "")
    }

    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.create(Employee.self)
        try db.insert(Employee(id: 1, managerID: nil, name: "Ann"))
        try db.insert(Employee(id: 2, managerID: 1, name: "Bo"))
        try db.insert(Employee(id: 3, managerID: 1, name: "Cy"))
        try db.insert(Employee(id: 4, managerID: 2, name: "Di"))
        return db
    }

    @Test func belongsToItsOwnTableJoinsAnAlias() throws {
        let db = try database()
        let request = Employee.including(optional: Employee.manager).orderBy { employee, _ in employee.id }
        expectSQL(
            request,
            #"SELECT "employee"."id" AS "employee.id", "employee"."managerID" AS "employee.managerID", "employee"."name" AS "employee.name", "employee_parent"."id" AS "employee_parent.id", "employee_parent"."managerID" AS "employee_parent.managerID", "employee_parent"."name" AS "employee_parent.name" FROM "employee" LEFT JOIN "employee" AS "employee_parent" ON "employee"."managerID" = "employee_parent"."id" ORDER BY "employee"."id""#,
            schema: Self.schema)
        #expect(try db.fetchAll(request).map { $0.1?.name } == [nil, "Ann", "Ann", "Bo"])
        let underAnn = Employee.including(required: Employee.manager).filter { _, manager in
            manager.name == "Ann"
        }
        #expect(try db.fetchAll(underAnn).map(\.0.name) == ["Bo", "Cy"])
    }

    @Test func hasManyOfItsOwnTableCorrelatesWithTheOuterRow() throws {
        let db = try database()
        let managers = Employee.filter { _ in Employee.reports.exists }
        expectSQL(
            managers,
            #"SELECT "id", "managerID", "name" FROM "employee" WHERE EXISTS (SELECT * FROM "employee" AS "employee_child" WHERE "managerID" = "employee"."id")"#,
            schema: Self.schema)
        #expect(try db.fetchAll(managers).map(\.name) == ["Ann", "Bo"])
        let notCy = Employee.reports.filter { $0.name != "Cy" }
        let counted = Employee.annotated(with: notCy.count)
        expectSQL(
            counted,
            #"SELECT "employee"."id" AS "employee.id", "employee"."managerID" AS "employee.managerID", "employee"."name" AS "employee.name", (SELECT count(*) FROM "employee" AS "employee_child" WHERE "managerID" = "employee"."id" AND "name" != ?) AS "annotation" FROM "employee""#,
            ["Cy"], schema: Self.schema)
        #expect(try db.fetchAll(counted).map(\.1) == [1, 1, 0, 0])
        let teams = try db.fetchAll(Employee.including(all: notCy))
        #expect(teams.map { $0.1.map(\.name) } == [["Bo"], ["Di"], [], []])
    }
}
