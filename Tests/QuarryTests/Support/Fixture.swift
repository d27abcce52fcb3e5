import Quarry
import QuarryTesting
import Testing

/// The schema every golden test of the language prepares its SQL against.
let fixtureSchema = GoldenSchema(
    """
    CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL DEFAULT 0,
        modifiedTime REAL, authorID INTEGER REFERENCES author(id), kind TEXT, flags INTEGER NOT NULL DEFAULT 0,
        payload BLOB, meta TEXT);
    CREATE TABLE author(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, score REAL,
        avatar BLOB, active INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE tag(messageID INTEGER NOT NULL, name TEXT NOT NULL, weight REAL, PRIMARY KEY(messageID, name));
    CREATE INDEX message_createTime ON message(createTime);
    CREATE VIRTUAL TABLE doc USING fts5(title, body);
    CREATE VIRTUAL TABLE doc4 USING fts4(title, body);
    CREATE VIEW message_view AS SELECT localID, content FROM message;
    CREATE TRIGGER message_cleanup AFTER DELETE ON message BEGIN DELETE FROM tag WHERE messageID = old.localID; END;
    CREATE UNIQUE INDEX tag_heavy_name ON tag(name) WHERE weight > 1.0;
    """)

enum Message {
    static let table = Table("message")
    static let localID = Column<Int64>("localID", in: table)
    static let content = Column<String?>("content", in: table)
    static let createTime = Column<Double>("createTime", in: table)
    static let modifiedTime = Column<Double?>("modifiedTime", in: table)
    static let authorID = Column<Int64?>("authorID", in: table)
    static let kind = Column<String?>("kind", in: table)
    static let flags = Column<Int64>("flags", in: table)
    static let payload = Column<[UInt8]?>("payload", in: table)
    static let meta = Column<String?>("meta", in: table)
}

enum Author {
    static let table = Table("author")
    static let id = Column<Int64>("id", in: table)
    static let name = Column<String>("name", in: table)
    static let email = Column<String?>("email", in: table)
    static let score = Column<Double?>("score", in: table)
    static let avatar = Column<[UInt8]?>("avatar", in: table)
    static let active = Column<Bool>("active", in: table)
}

enum Tag {
    static let table = Table("tag")
    static let messageID = Column<Int64>("messageID", in: table)
    static let name = Column<String>("name", in: table)
    static let weight = Column<Double?>("weight", in: table)
}

/// The golden assertion against the fixture schema.
func expectSQL(
    _ statement: some SQLRenderable, _ sql: String, _ arguments: [SQLValue] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    QuarryTesting.expectSQL(statement, sql, arguments, schema: fixtureSchema, sourceLocation: sourceLocation)
}
