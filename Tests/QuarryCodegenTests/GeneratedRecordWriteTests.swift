import Foundation
import Testing

@testable import QuarrySQLite

/// Generated records write every field by position straight from the record's memory: each
/// property's type is one that `DirectField` binds with no conversion, so an insert of a
/// generated record stays near the C API's cost (`Benchmarks/README.md`, "Record insert
/// trimmed"). A type the generator starts writing that `DirectField` lacks fails here.
@Suite struct GeneratedRecordWriteTests {
    @Test func everyFieldOfEveryGeneratedRecordBindsDirectly() throws {
        try expectDirect(Team.self)
        try expectDirect(Person.self)
        try expectDirect(Membership.self)
        try expectDirect(Reading.self)
        try expectDirect(Table2.self)
        try expectDirect(Order.self)
        try expectDirect(OrderItems.self)
        try expectDirect(OrderItems2.self)
    }

    private func expectDirect<Record: TableRecord>(
        _ type: Record.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let core = try Record.definition.runtimeCore()
        let converted = core.accessors.indices.filter { core.directFields[$0].kind == .general }
        #expect(
            converted.map { core.accessors[$0].name } == [], "\(Record.self)", sourceLocation: sourceLocation)
    }
}
