// expected-error: has no dynamic member 'name' using key path from root type 'Note'
// A record's columns are its own properties: another record's property is not among them.
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

let request = Note.filter { $0.name == "x" }
