import Foundation
import QuarryPostgres
import QuarryPostgresTesting
import Testing

// Every public type of QuarryPostgres and QuarryPostgresTesting, named unqualified in a file that
// also imports Foundation: a name that clashes with Foundation's stops this file compiling ("'X'
// is ambiguous for type lookup"). As in Tests/QuarryTests/FoundationCompatibilityTests.swift, add
// a new public type here; this lists what
//   grep -rhoE "public (struct|enum|protocol|final class|class|typealias) [A-Za-z]+" \
//     Sources/QuarryPostgres Sources/QuarryPostgresTesting
// prints. Not nested in `PostgresTests`: it needs no server.

@Suite struct PostgresFoundationCompatibilityTests {
    @Test func everyPublicTypeIsNamedUnambiguously() {
        let types: [Any.Type] = [
            PostgresConnection.self, PostgresConfiguration.self, PostgresQueue.self,
            PostgresPreparedStatement.self, PostgresError.self, PostgresError.SQLState.self,
            PostgresTypeOID.self, PostgresPlanNode.self, PostgresQueryPlan.self, PostgresNotice.self,
            // QuarryPostgresTesting
            PostgresTestServer.self, PostgresClusterError.self,
        ]
        let protocols: [Any] = [(any PostgresRowDecodable).self]
        // `~Copyable`: its metatype is no `Any.Type`, so it is named on its own.
        let row: PostgresRow.Type = PostgresRow.self
        #expect(Set(types.map { String(reflecting: $0) }).count == types.count)
        #expect(protocols.count == 1)
        _ = row
    }
}
