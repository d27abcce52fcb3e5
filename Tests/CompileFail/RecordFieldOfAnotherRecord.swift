// expected-error: cannot convert value of type 'Field<Author, String>' to expected argument type 'Field<Note, String>'
// A definition binds fields of its own record type only.
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

struct Author: TableRecord {
    var id: Int64?
    var name: String
    static let definition = TableDefinition<Author>("author") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

let other = TableDefinition<Note>("note_copy") { Field(\Author.name, "name") }
