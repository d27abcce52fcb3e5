import QuarrySQLite
import Testing

/// `INSERT … SELECT … ON CONFLICT` for every shape of SELECT, run against a database file: SQLite
/// reads an `ON` right after a FROM clause as a join constraint, so each shape that ends in one
/// must get `WHERE TRUE` and still insert and update the rows it says.
@Suite struct UpsertAfterSelectTests {
    enum Item {
        static let table = Table("item")
        static let id = Column<Int64>("id", in: table)
        static let name = Column<String>("name", in: table)
    }

    enum Incoming {
        static let table = Table("incoming")
        static let id = Column<Int64>("id", in: table)
        static let name = Column<String>("name", in: table)
    }

    /// A database file holding items 1 'old' and 2 'old', and incoming rows 2 'new' and 3 'new'.
    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("upsert.sqlite"))
        try db.execute("CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        try db.execute("CREATE TABLE incoming(id INTEGER NOT NULL, name TEXT NOT NULL)")
        try db.execute("INSERT INTO item VALUES (1, 'old'), (2, 'old')")
        try db.execute("INSERT INTO incoming VALUES (2, 'new'), (3, 'new')")
        return db
    }

    private func upsert(_ select: Select) -> Insert {
        Insert(into: Item.table).select(select).onConflict(Item.id).doUpdate {
            Item.name.set(to: Item.name.excluded)
        }
    }

    private func items(_ db: Database) throws -> [String] {
        try db.fetchAll(
            Select {
                Item.id
                Item.name
            }.from(Item.table).orderBy(Item.id)
        ) { row in
            "\(try row[0] as Int64) \(try row[1] as String)"
        }
    }

    static let incoming = Select {
        Incoming.id
        Incoming.name
    }.from(Incoming.table)
    static let shapes: [(String, Select)] = [
        ("simple", incoming),
        ("compound", incoming.where(Incoming.id == 2).union(incoming.where(Incoming.id == 3))),
        ("compound ending in FROM", incoming.where(Incoming.id == 2).union(incoming)),
        ("compound of three", incoming.union(incoming).unionAll(incoming)),
        ("compound ending in VALUES", incoming.union(Select.values([[3, "new"]]))),
        ("compound with a wrapped side", incoming.union(incoming.limit(5))),
        ("with", Select.all.from(Table("c")).with(CommonTableExpression("c", as: incoming))),
        ("subquery", Select.all.from(incoming.union(incoming))),
        (
            "join",
            Select {
                Incoming.id
                Incoming.name
            }.from(Incoming.table.join(Item.table, using: "id"))
        ),
        ("group by", incoming.groupBy(Incoming.id)),
        (
            "having",
            Select {
                SQL.max(Incoming.id)
                SQL.max(Incoming.name)
            }.from(Incoming.table).having(SQL.count() > 0)
        ),
        ("window", incoming.window("w", as: WindowDefinition())),
        ("order by", incoming.union(incoming).orderBy(Incoming.id)),
        ("limit", incoming.limit(5)),
        ("offset", incoming.offset(0)),
    ]

    @Test(arguments: shapes.map(\.0))
    func everyShapeRunsAndUpserts(shape: String) throws {
        let select = try #require(Self.shapes.first { $0.0 == shape }?.1)
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        let statement = upsert(select)
        let sql = try statement.render().sql
        try db.execute(statement)
        let expected: [String] =
            switch shape {
            case "join": ["1 old", "2 new"]
            case "having": ["1 old", "2 old", "3 new"]
            default: ["1 old", "2 new", "3 new"]
            }
        #expect(try items(db) == expected, "\(sql)")
    }
}
