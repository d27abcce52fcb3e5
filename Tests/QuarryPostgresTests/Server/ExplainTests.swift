import QuarryPostgres
import Testing

extension PostgresTests {
    @Suite struct Explain {
        @Test func aPlanIsATreeOfNodes() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            try run("CREATE TABLE other (id BIGINT PRIMARY KEY, note TEXT)", on: connection)
            let other = Table("other")
            let otherID = Column<Int64>("id", in: other)
            let byKey = try connection.explain(
                Select { ValueTable.text }.from(ValueTable.table).where(ValueTable.id == 1))
            #expect(byKey.root.nodeType == "Index Scan")
            #expect(byKey.root.relationName == "value_kinds")
            #expect(byKey.root.indexName == "value_kinds_pkey")
            #expect(byKey.root.totalCost >= byKey.root.startupCost)

            let join = try connection.explain(
                Select { ValueTable.text }.from(
                    ValueTable.table.join(other, on: ValueTable.integer == otherID)
                )
                .orderBy(ValueTable.text))
            #expect(join.root.nodeType == "Sort")
            #expect(!join.root.children.isEmpty)
            let relations = Set(join.root.allNodes.compactMap(\.relationName))
            #expect(relations == ["value_kinds", "other"])
            #expect(join.description.split(separator: "\n").count == join.root.allNodes.count)
        }

        @Test func malformedPlanTextIsAnError() {
            #expect(throws: PostgresError.self) { try PostgresQueryPlan(json: "[{}]") }
            #expect(throws: PostgresError.self) { try PostgresQueryPlan(json: "not json") }
        }
    }
}
