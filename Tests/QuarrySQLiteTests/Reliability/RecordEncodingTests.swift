import QuarrySQLite
import Testing

/// Records written with `values(encoding:)` and read back with `Decodable`, through a database
/// file: every property reaches its column, or the statement fails naming it; nothing becomes NULL
/// or a default on the way.
@Suite struct RecordEncodingTests {
    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("records.sqlite"))
        try db.execute(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, created REAL NOT NULL, body TEXT, score REAL DEFAULT 5, rank INTEGER DEFAULT 7)"
        )
        return db
    }

    static let note = Table("note")

    class Entry: Codable {
        var id: Int64
        var created: Double

        init(id: Int64, created: Double) {
            self.id = id
            self.created = created
        }
    }

    /// A subclass that encodes and decodes its superclass the way Codable documents for classes:
    /// through `superEncoder()` / `superDecoder()`.
    final class Note: Entry, Equatable {
        var body: String?

        init(id: Int64, created: Double, body: String?) {
            self.body = body
            super.init(id: id, created: created)
        }

        enum CodingKeys: String, CodingKey { case body }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            body = try container.decodeIfPresent(String.self, forKey: .body)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(body, forKey: .body)
            try super.encode(to: container.superEncoder())
        }

        static func == (lhs: Note, rhs: Note) -> Bool {
            lhs.id == rhs.id && lhs.created == rhs.created && lhs.body == rhs.body
        }
    }

    @Test func aSubclassAndItsSuperclassFillOneRowAndReadBack() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        let note = Note(id: 1, created: 2.5, body: "hi")
        try db.execute(Insert(into: Self.note).values(encoding: note))
        #expect(try db.fetchValue("SELECT created FROM note WHERE id = 1", as: Double.self) == 2.5)
        let read = try db.fetchAll("SELECT id, created, body FROM note", as: Note.self)
        #expect(read == [note])
    }

    final class KeyedNote: Entry {
        enum CodingKeys: String, CodingKey { case base }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            try super.init(from: container.superDecoder(forKey: .base))
        }

        init(id: Int64) { super.init(id: id, created: 0) }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try super.encode(to: container.superEncoder(forKey: .base))
        }
    }

    @Test func aSuperclassUnderItsOwnKeyIsRefusedBothWays() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        #expect {
            try db.execute(Insert(into: Self.note).values(encoding: KeyedNote(id: 1)))
        } throws: { error in
            (error as? QuarryError)?.message.contains("base") == true
        }
        #expect(try db.fetchValue("SELECT count(*) FROM note", as: Int64.self) == 0)
        try db.execute("INSERT INTO note(id, created) VALUES (1, 0)")
        #expect {
            try db.fetchAll("SELECT id, created FROM note", as: KeyedNote.self)
        } throws: { error in
            (error as? DatabaseError)?.message.contains("base") == true
        }
    }

    struct Scored: Codable, Equatable {
        var id: Int64
        var created: Double
        var score: Float?
        var rank: Int8?
    }

    @Test func nilOfAnyPrimitiveTypeStoresNullNotTheColumnDefault() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        let scored = Scored(id: 1, created: 0, score: nil, rank: nil)
        try db.execute(Insert(into: Self.note).values(encoding: scored))
        #expect(try db.fetchAll("SELECT id, created, score, rank FROM note", as: Scored.self) == [scored])
    }

    struct Wide: Codable {
        var id: Int64
        var created: Int128
    }

    @Test func aTypeTheEncoderDoesNotKnowIsRefusedBothWays() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        #expect(throws: QuarryError.self) {
            try db.execute(Insert(into: Self.note).values(encoding: Wide(id: 1, created: 5)))
        }
        try db.execute("INSERT INTO note(id, created) VALUES (1, 5)")
        #expect(throws: DecodingError.self) { try db.fetchAll("SELECT id, created FROM note", as: Wide.self) }
    }
}
