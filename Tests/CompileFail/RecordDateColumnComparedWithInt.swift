// expected-error: binary operator '>' cannot be applied to operands of type 'Column<Date>' and 'Int'
// A date column compares with dates (converted to its storage), never with a raw number.
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

let request = Note.filter { $0.created > 5 }
