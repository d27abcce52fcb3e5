import Foundation
import QuarrySQLite
import Synchronization

/// WCDB's `message`: an autoincrement key written back on insert, a renamed column, dates stored
/// as unix seconds (what FMDB wrote), an index.
struct MessageRecord: TableRecord, Equatable {
    var localID: Int64?
    var content: String?
    var createTime: Date
    var modifiedTime: Date

    enum CodingKeys: String, CodingKey {
        case localID, content, createTime
        case modifiedTime = "db_modifiedTime"
    }

    static let definition = TableDefinition<MessageRecord>("message") {
        Field(\.localID, "localID").primaryKey(autoincrement: true)
        Field(\.content, "content")
        Field(\.createTime, "createTime", storage: .unixSeconds)
        Field(\.modifiedTime, "db_modifiedTime", storage: .unixSeconds)
        TableIndex("message_index", \.createTime)
    }
}

/// A key of two columns, WITHOUT ROWID and STRICT.
struct Membership: TableRecord, Equatable {
    var groupID: Int64
    var userID: String
    var role: Role
    var since: Date?

    enum Role: String, Codable { case member, admin }

    static let definition = TableDefinition<Membership>(
        "membership", primaryKey: \.groupID, \.userID, options: [.withoutRowID, .strict]
    ) {
        Field(\.groupID, "groupID")
        Field(\.userID, "userID")
        Field(\.role, "role").default(.member)
        Field(\.since, "since", storage: .unixMilliseconds)
    }
}

/// Every inferred type and storage in one record.
struct Sample: TableRecord, Equatable {
    enum Mood: String, Codable, SQLValueConvertible { case happy, sad }
    enum Level: Int, Codable {
        case low = 1
        case high = 2
    }
    struct Meta: Codable, Equatable { var tags: [String] }

    var id: Int64
    var flag: Bool
    var small: Int32
    var ratio: Double
    var name: String
    var bytes: [UInt8]
    var data: Data
    var uuid: UUID
    var mood: Mood
    var level: Level?
    var meta: Meta
    var text: Date
    var seconds: Date
    var milliseconds: Date?
    var note: String?
    var transient: Int = 0

    enum CodingKeys: String, CodingKey {
        case id, flag, small, ratio, name, bytes, data, uuid, mood, level, meta, text, seconds, milliseconds,
            note
    }

    static let definition = TableDefinition<Sample>("sample") {
        Field(\.id, "id").primaryKey()
        Field(\.flag, "flag").default(false)
        Field(\.small, "small").check { $0.small >= 0 }
        Field(\.ratio, "ratio")
        Field(\.name, "name").unique().collate("NOCASE")
        Field(\.bytes, "bytes")
        Field(\.data, "data")
        Field(\.uuid, "uuid")
        Field(\.mood, "mood")
        Field(\.level, "level")
        Field(\.meta, "meta")
        Field(\.text, "text")
        Field(\.seconds, "seconds", storage: .unixSeconds)
        Field(\.milliseconds, "milliseconds", storage: .unixMilliseconds)
        Field(\.note, "note")
        TableIndex("sample_mood_seconds", unique: true, \.mood, \.seconds).descending(\.seconds)
        TableIndex("sample_noted", \.name).where { $0.note != nil }
    }
}

/// The SQL a connection runs, from its trace hook.
final class SQLLog: Sendable {
    private let lines = Mutex<[String]>([])

    var statements: [String] { lines.withLock { $0 } }

    func clear() { lines.withLock { $0.removeAll() } }

    func append(_ sql: String) { lines.withLock { $0.append(sql) } }

    /// A connection to an in-memory database whose statements this log records.
    func database() throws -> Database {
        var configuration = DatabaseConfiguration()
        configuration.trace = { [self] event in lines.withLock { $0.append(event.sql) } }
        return try Database.inMemory(configuration: configuration)
    }
}
