// expected-error: cannot convert value of type 'String' to expected argument type 'Int64'
// An optional key column compares with its wrapped type, not with text.
import Foundation
import QuarrySQLite

struct Note: TableRecord {
    var id: Int64?
    var title: String
    var created: Date
    static let definition = TableDefinition<Note>("note") {
        Field(\.id, "id").primaryKey()
        Field(\.title, "title")
        Field(\.created, "created", storage: .unixSeconds)
    }
}

let request = Note.filter { $0.id == "x" }
