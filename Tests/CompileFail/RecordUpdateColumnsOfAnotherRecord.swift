// expected-error: cannot convert value of type 'PartialKeyPath<Author>' to expected argument type 'PartialKeyPath<Note>'
// update(_:columns:) takes key paths into the record's own type.
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

func rename(_ db: Database, _ note: inout Note) throws { try db.update(&note, columns: \Author.name) }
