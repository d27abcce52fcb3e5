import Quarry
import QuarryTesting

// The tables the PostgreSQL golden cases name, and their SQLite schema for the cases whose SQLite
// text is checked. A test target cannot import another's declarations, so these restate the three
// tables of `Tests/QuarryTests/Support/Fixture.swift` that the cases use (named apart, so that
// they clash with no other suite of this target).

/// The SQLite schema the cases' SQLite text is prepared against.
let goldenSQLiteSchema = GoldenSchema(
    """
    CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL DEFAULT 0,
        modifiedTime REAL, authorID INTEGER REFERENCES author(id), kind TEXT, flags INTEGER NOT NULL DEFAULT 0,
        payload BLOB, meta TEXT);
    CREATE TABLE author(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, score REAL,
        avatar BLOB, active INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE tag(messageID INTEGER NOT NULL, name TEXT NOT NULL, weight REAL, PRIMARY KEY(messageID, name));
    CREATE INDEX message_createTime ON message(createTime);
    CREATE VIEW message_view AS SELECT localID, content FROM message;
    CREATE UNIQUE INDEX tag_heavy_name ON tag(name) WHERE weight > 1.0;
    """)

enum GoldenMessage {
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

enum GoldenAuthor {
    static let table = Table("author")
    static let id = Column<Int64>("id", in: table)
    static let name = Column<String>("name", in: table)
    static let email = Column<String?>("email", in: table)
    static let score = Column<Double?>("score", in: table)
    static let avatar = Column<[UInt8]?>("avatar", in: table)
    static let active = Column<Bool>("active", in: table)
}

enum GoldenTag {
    static let table = Table("tag")
    static let messageID = Column<Int64>("messageID", in: table)
    static let name = Column<String>("name", in: table)
    static let weight = Column<Double?>("weight", in: table)
}
