import QuarrySQLite

/// The `message` table of WCDB's tutorial, hand-written as Quarry values.
enum Message {
    static let table = Table("message")
    static let localID = Column<Int64>("localID", in: table)
    static let content = Column<String?>("content", in: table)
    static let createTime = Column<Double>("createTime", in: table)

    static let create: SQLFragment = """
        CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL)
        """

    /// A database with the table and three rows: (1, 'hello', 10), (2, NULL, 20), (3, 'bye', 30).
    static func database(_ location: DatabaseLocation = .inMemory) throws -> Database {
        let db = try Database(location: location)
        try db.execute(create)
        try db.execute(
            "INSERT INTO message(localID, content, createTime) VALUES (1, 'hello', 10), (2, NULL, 20), (3, 'bye', 30)"
        )
        return db
    }
}

struct MessageRow: RowDecodable, Decodable, Equatable {
    var localID: Int64
    var content: String?
    var createTime: Double

    init(localID: Int64, content: String?, createTime: Double) {
        self.localID = localID
        self.content = content
        self.createTime = createTime
    }

    init(row: borrowing Row) throws {
        localID = try row[0]
        content = try row[1]
        createTime = try row[2]
    }
}
