import Foundation
import QuarrySQLite
import Testing

// The records' public types named unqualified next to Foundation: a clash with a Foundation name
// would stop this file compiling ("'X' is ambiguous for type lookup").

@Suite struct RecordFoundationCompatibilityTests {
    @Test func everyPublicRecordTypeIsNamedUnambiguously() {
        let definitions: [Any.Type] = [
            (any TableRecord).self, (any TimestampedRecord).self, TableDefinition<MessageRecord>.self,
            TableDefinitionBuilder<MessageRecord>.self, TableDefinitionElement<MessageRecord>.self,
            Field<MessageRecord, Int64?>.self, AnyField<MessageRecord>.self, FieldStorage.self,
        ]
        let uses: [Any.Type] = [
            TableIndex<MessageRecord>.self, TableOptions.self, RecordColumns<MessageRecord>.self,
            DateColumn.self, StoredDate.self, RecordRequest<MessageRecord>.self, OrderingTermBuilder.self,
            SchemaSyncReport.self,
        ]
        #expect(definitions.count + uses.count == 16)
    }
}
