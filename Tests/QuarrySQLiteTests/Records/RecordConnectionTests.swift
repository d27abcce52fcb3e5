import Foundation
import QuarrySQLite
import Testing

/// A record that is a class: its properties are read through their key paths.
private final class Note: TableRecord, @unchecked Sendable {
    var id: Int64?
    var text: String
    var at: Date

    init(text: String, at: Date) {
        self.text = text
        self.at = at
    }

    static let definition = TableDefinition<Note>("note") {
        Field(\.id, "id").primaryKey()
        Field(\.text, "text")
        Field(\.at, "at", storage: .unixMilliseconds)
    }
}

/// A stored property of a nested struct, bound by its key path.
private struct Located: TableRecord, Equatable {
    struct Place: Codable, Equatable {
        var city: String
        var zip: Int
    }
    var id: Int64?
    var place: Place

    static let definition = TableDefinition<Located>("located") {
        Field(\.id, "id").primaryKey()
        Field(\.place, "place")
    }
}

@Suite struct RecordConnectionTests {
    @Test func aClassRecordIsWrittenAndReadThroughKeyPaths() throws {
        let db = try Database.inMemory()
        try db.create(Note.self)
        var note = Note(text: "hello", at: Date(timeIntervalSince1970: 1_000.5))
        try db.insert(&note)
        #expect(note.id == 1)
        note.text = "changed"
        try db.update(&note)
        let stored = try #require(try db.find(Note.self, key: 1))
        #expect(stored.text == "changed" && stored.at == Date(timeIntervalSince1970: 1_000.5))
    }

    @Test func aNestedCodableValueIsJSON() throws {
        let db = try Database.inMemory()
        try db.create(Located.self)
        var record = Located(id: nil, place: .init(city: "Shenzhen", zip: 518_000))
        try db.insert(&record)
        #expect(try db.find(Located.self, key: 1) == record)
        #expect(
            try db.fetchValue("SELECT place FROM located" as SQLFragment, as: String.self)
                == #"{"city":"Shenzhen","zip":518000}"#)
    }

    @Test func oneRecordTypeOnSeveralConnectionsAndAfterAClose() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let first = try Database(path: path)
        try first.create(MessageRecord.self)
        let second = try Database(path: path)
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        for index in 0..<4 {
            let db = index.isMultiple(of: 2) ? first : second
            try db.insert(
                MessageRecord(localID: nil, content: "\(index)", createTime: time, modifiedTime: time))
            #expect(try db.find(MessageRecord.self, key: Int64(index + 1))?.content == "\(index)")
        }
        try first.close()
        let third = try Database(path: path)
        #expect(try third.find(MessageRecord.self, key: 4)?.content == "3")
        try third.insert(MessageRecord(localID: nil, content: "4", createTime: time, modifiedTime: time))
        #expect(try second.fetchCount(MessageRecord.all()) == 5)
        #expect(throws: DatabaseError.self) { try first.find(MessageRecord.self, key: 1) }
    }

    @Test func withoutAStatementCacheEveryCallPrepares() throws {
        var configuration = DatabaseConfiguration()
        configuration.statementCacheCapacity = 0
        let db = try Database.inMemory(configuration: configuration)
        try db.create(MessageRecord.self)
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        for index in 0..<3 {
            try db.insert(
                MessageRecord(localID: nil, content: "\(index)", createTime: time, modifiedTime: time))
        }
        #expect(try db.find(MessageRecord.self, key: 3)?.content == "2")
        try db.close()
    }

    /// The statements a record type keeps for a connection belong to its cache: evicted (and
    /// finalized) by other statements, they are prepared again on the next call.
    @Test func keptStatementsEvictedFromTheCacheArePreparedAgain() throws {
        var configuration = DatabaseConfiguration()
        configuration.statementCacheCapacity = 2
        let db = try Database.inMemory(configuration: configuration)
        try db.create(MessageRecord.self)
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        for round in 0..<3 {
            try db.insert(
                MessageRecord(localID: nil, content: "\(round)", createTime: time, modifiedTime: time))
            #expect(try db.find(MessageRecord.self, key: Int64(round + 1))?.content == "\(round)")
            for other: SQLFragment in ["SELECT 1", "SELECT 2", "SELECT 3"] {
                _ = try db.fetchValue(other, as: Int.self)
            }
            #expect(db.cachedStatementCount <= 2)
        }
        #expect(try db.fetchCount(MessageRecord.all()) == 3)
        try db.close()
    }

    @Test func recordsThroughAQueueFromSeveralThreads() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in try db.create(MessageRecord.self) }
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<25 {
                        try await queue.inDatabase { db in
                            var record = MessageRecord(
                                localID: nil, content: "\(worker)-\(index)", createTime: time,
                                modifiedTime: time)
                            try db.insert(&record)
                            _ = try db.find(MessageRecord.self, key: record.localID!)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let count = try await queue.inDatabase { db in try db.fetchCount(MessageRecord.all()) }
        #expect(count == 100)
    }
}
