// expected-error: cannot convert value of type 'Int' to expected argument type 'String'
// A record's typed column takes values of its property's type only.
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

let request = Note.filter { $0.title == 5 }
