import Quarry
import QuarryTesting
import Testing

// Two tables that share column names (`id`, `name`): a column of the outer statement written bare
// inside a subquery over the other table binds to the inner one, and the query still runs. Each
// test states the SQL by hand (prepared by SQLite) and, where the wrong binding would change the
// result, runs both the rendered statement and hand-written SQL on the same rows.

private let correlatedSchema = GoldenSchema(
    """
    CREATE TABLE user(id INTEGER PRIMARY KEY, name TEXT NOT NULL, score REAL);
    CREATE TABLE "order"(id INTEGER PRIMARY KEY, userID INTEGER, name TEXT, total REAL);
    CREATE TABLE archive(id INTEGER, name TEXT);
    """)

private let correlatedRows = """
    INSERT INTO user VALUES (1, 'ann', 1.0), (2, 'bob', 2.0), (3, 'cy', NULL);
    INSERT INTO "order" VALUES (1, 2, 'bob', 10.0), (2, 2, 'tea', 5.0), (3, 3, 'ann', 7.0), (4, NULL, 'cy', 1.0);
    """

private enum User {
    static let table = Table("user")
    static let id = Column<Int64>("id", in: table)
    static let name = Column<String>("name", in: table)
    static let score = Column<Double?>("score", in: table)
}

private enum Order {
    static let table = Table("order")
    static let id = Column<Int64>("id", in: table)
    static let userID = Column<Int64?>("userID", in: table)
    static let name = Column<String?>("name", in: table)
    static let total = Column<Double?>("total", in: table)
}

private enum Archive {
    static let table = Table("archive")
    static let id = Column<Int64?>("id", in: table)
    static let name = Column<String?>("name", in: table)
}

private func expectCorrelated(
    _ statement: some SQLRenderable, _ sql: String, _ arguments: [SQLValue] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSQL(statement, sql, arguments, schema: correlatedSchema, sourceLocation: sourceLocation)
}

/// Runs the statement and the hand-written SQL on fresh copies of the same rows; each returns the
/// rows of `check` (or its own rows when it is a query and `check` is nil).
private func expectSameOutcome(
    _ statement: some SQLStatement, as handWritten: String, check: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    func outcome(_ run: (StatementRunner) throws -> [[SQLValue]]) throws -> [[SQLValue]] {
        let runner = try StatementRunner(schema: correlatedSchema.sql + correlatedRows)
        let rows = try run(runner)
        guard let check else { return rows }
        return try runner.run(check)
    }
    let rendered = try outcome { try $0.run(statement) }
    let expected = try outcome { try $0.run(handWritten) }
    #expect(rendered == expected, sourceLocation: sourceLocation)
}

private let ordersOfUser = Select { SQL.count() }.from(Order.table).where(Order.userID == User.id)

@Suite struct CorrelatedColumnTests {
    @Test func scalarSubqueryInResultColumns() throws {
        let select = Select {
            User.name
            scalar(Select { SQL.count() }.from(Order.table).where(Order.id == User.id), as: Int64.self)
        }.from(User.table).orderBy(User.id)
        expectCorrelated(
            select,
            #"SELECT "name", (SELECT count(*) FROM "order" WHERE "id" = "user"."id") FROM "user" ORDER BY "id""#
        )
        // Bare, `"id" = "id"` is always true and every user would count four orders.
        try expectSameOutcome(
            select,
            as: #"SELECT name, (SELECT count(*) FROM "order" o WHERE o.id = user.id) FROM user ORDER BY id"#)
    }

    @Test func existsInWhere() throws {
        let select = Select { User.name }.from(User.table)
            .where(SQL.exists(Select { Order.id }.from(Order.table).where(Order.name == User.name)))
        expectCorrelated(
            select,
            #"SELECT "name" FROM "user" WHERE EXISTS (SELECT "id" FROM "order" WHERE "name" = "user"."name")"#
        )
        try expectSameOutcome(
            select,
            as: #"SELECT name FROM user WHERE EXISTS (SELECT 1 FROM "order" o WHERE o.name = user.name)"#)
    }

    @Test func inSubquery() throws {
        let select = Select { User.id }.from(User.table)
            .where(User.id.in(Select { Order.userID }.from(Order.table).where(Order.name != User.name)))
        expectCorrelated(
            select,
            #"SELECT "id" FROM "user" WHERE "id" IN (SELECT "userID" FROM "order" WHERE "name" != "user"."name")"#
        )
        try expectSameOutcome(
            select,
            as: #"SELECT id FROM user WHERE id IN (SELECT userID FROM "order" o WHERE o.name <> user.name)"#)
    }

    @Test func orderByCorrelatedSubquery() throws {
        let spent = Select { SQL.total(Order.total) }.from(Order.table).where(Order.userID == User.id)
        let select = Select { User.name }.from(User.table).orderBy(
            scalar(spent, as: Double.self).descending, User.id)
        expectCorrelated(
            select,
            #"SELECT "name" FROM "user" ORDER BY (SELECT total("total") FROM "order" WHERE "userID" = "user"."id") DESC, "id""#
        )
        try expectSameOutcome(
            select,
            as:
                #"SELECT name FROM user ORDER BY (SELECT total(total) FROM "order" o WHERE o.userID = user.id) DESC, id"#
        )
    }

    @Test func updateFromQualifiesEveryColumn() throws {
        let update = Update(User.table).set(User.name, to: Order.name.typed(as: String.self))
            .from(Order.table).where(Order.userID == User.id && Order.total > 6)
        expectCorrelated(
            update,
            #"UPDATE "user" SET "name" = "order"."name" FROM "order" WHERE "order"."userID" = "user"."id" AND "order"."total" > ?"#,
            [6.0])
        try expectSameOutcome(
            update,
            as: #"UPDATE user SET name = o.name FROM "order" o WHERE o.userID = user.id AND o.total > 6"#,
            check: "SELECT id, name FROM user ORDER BY id")
    }

    @Test func updateWithCorrelatedSubquery() throws {
        let update = Update(User.table).set(User.score, to: scalar(ordersOfUser, as: Double.self))
        expectCorrelated(
            update,
            #"UPDATE "user" SET "score" = (SELECT count(*) FROM "order" WHERE "userID" = "user"."id")"#)
        try expectSameOutcome(
            update,
            as: #"UPDATE user SET score = (SELECT count(*) FROM "order" o WHERE o.userID = user.id)"#,
            check: "SELECT id, score FROM user ORDER BY id")
    }

    @Test func deleteWithCorrelatedSubquery() throws {
        let delete = Delete(from: Order.table)
            .where(SQL.notExists(Select { User.id }.from(User.table).where(User.name == Order.name)))
        expectCorrelated(
            delete,
            #"DELETE FROM "order" WHERE NOT EXISTS (SELECT "id" FROM "user" WHERE "name" = "order"."name")"#)
        try expectSameOutcome(
            delete,
            as: #"DELETE FROM "order" WHERE NOT EXISTS (SELECT 1 FROM user u WHERE u.name = "order".name)"#,
            check: #"SELECT id FROM "order" ORDER BY id"#)
    }

    @Test func insertSelectWithCorrelatedSubquery() throws {
        let insert = Insert(into: Archive.table).columns(Archive.id, Archive.name).select(
            Select {
                User.id
                User.name
            }.from(User.table).where(
                SQL.exists(Select { Order.id }.from(Order.table).where(Order.id == User.id))))
        expectCorrelated(
            insert,
            #"INSERT INTO "archive" ("id", "name") SELECT "id", "name" FROM "user" WHERE EXISTS (SELECT "id" FROM "order" WHERE "id" = "user"."id")"#
        )
        try expectSameOutcome(
            insert,
            as:
                #"INSERT INTO archive (id, name) SELECT id, name FROM user WHERE EXISTS (SELECT 1 FROM "order" o WHERE o.id = user.id)"#,
            check: "SELECT id, name FROM archive ORDER BY id")
    }

    @Test func upsertDoUpdateWhereWithCorrelatedSubquery() throws {
        let upsert = Insert(into: User.table)
            .values {
                User.id.set(to: 2)
                User.name.set(to: "bo")
            }
            .onConflict(User.id)
            .doUpdate(where: SQL.exists(Select { Order.id }.from(Order.table).where(Order.name == User.name)))
        {
            User.name.set(to: User.name.excluded)
        }
        expectCorrelated(
            upsert,
            #"INSERT INTO "user" ("id", "name") VALUES (?, ?) ON CONFLICT ("id") DO UPDATE SET "name" = "excluded"."name" WHERE EXISTS (SELECT "id" FROM "order" WHERE "name" = "user"."name")"#,
            [2, "bo"])
        try expectSameOutcome(
            upsert,
            as:
                #"INSERT INTO user (id, name) VALUES (2, 'bo') ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE EXISTS (SELECT 1 FROM "order" o WHERE o.name = user.name)"#,
            check: "SELECT id, name FROM user ORDER BY id")
    }

    @Test func triggerBody() throws {
        let trigger = CreateTrigger("count_orders", .after, .insert, on: Order.table) {
            Update(User.table).set(User.score, to: scalar(ordersOfUser, as: Double.self))
                .where(User.id == Order.userID.new)
        }
        expectCorrelated(
            trigger,
            #"CREATE TRIGGER "count_orders" AFTER INSERT ON "order" BEGIN UPDATE "user" SET "score" = (SELECT count(*) FROM "order" WHERE "userID" = "user"."id") WHERE "id" = "new"."userID"; END"#
        )
        let runner = try StatementRunner(schema: correlatedSchema.sql + correlatedRows)
        try runner.run(trigger)
        try runner.run(#"INSERT INTO "order" VALUES (5, 1, 'pen', 2.0)"#)
        #expect(try runner.run("SELECT score FROM user WHERE id = 1") == [[1.0]])
    }

    @Test func selfCorrelationThroughAnAlias() throws {
        let other = User.table.as("other")
        let select = Select { User.name }.from(User.table)
            .where(SQL.exists(Select { other[User.id] }.from(other).where(other[User.score] > User.score)))
            .orderBy(User.id)
        expectCorrelated(
            select,
            #"SELECT "name" FROM "user" WHERE EXISTS (SELECT "other"."id" FROM "user" AS "other" WHERE "other"."score" > "user"."score") ORDER BY "id""#
        )
        try expectSameOutcome(
            select,
            as:
                "SELECT name FROM user u WHERE EXISTS (SELECT 1 FROM user o WHERE o.score > u.score) ORDER BY id"
        )
    }

    @Test func subqueryWithoutFromQualifiesOuterColumns() {
        expectCorrelated(
            Select { scalar(Select { User.name }, as: String.self) }.from(User.table),
            #"SELECT (SELECT "user"."name") FROM "user""#)
    }

    @Test func aliasedSourceSeesOnlyItsAlias() {
        // `"user"` is hidden by the alias in SQLite: the unaliased column is refused there, so it
        // is written qualified and SQLite's error names it, rather than binding it by its bare name.
        let u = User.table.as("u")
        let rendered = try? Select { User.name }.from(u).render()
        #expect(rendered?.sql == #"SELECT "user"."name" FROM "user" AS "u""#)
        expectCorrelated(Select { u[User.name] }.from(u), #"SELECT "u"."name" FROM "user" AS "u""#)
    }

    @Test func columnOfTheSchemaQualifiedSourceStaysBare() {
        expectCorrelated(
            Select { User.name }.from(Table("user", schema: "main")).where(User.id == 1),
            #"SELECT "name" FROM "main"."user" WHERE "id" = ?"#, [1])
    }

    @Test func derivedTableColumnsByAlias() {
        let totals = Table("totals")
        let spent = Column<Double?>("spent", in: totals)
        let user = Column<Int64?>("userID", in: totals)
        expectCorrelated(
            Select { spent }
                .from(
                    Select {
                        Order.userID
                        SQL.total(Order.total).as("spent")
                    }.from(Order.table).groupBy(Order.userID).as("totals")
                )
                .where(user == 2),
            #"SELECT "spent" FROM (SELECT "userID", total("total") AS "spent" FROM "order" GROUP BY "userID") AS "totals" WHERE "userID" = ?"#,
            [2])
    }

    @Test func compoundOrderByNamesResultColumns() {
        expectCorrelated(
            Select { User.name }.from(User.table).union(Select { Order.name }.from(Order.table))
                .orderBy(User.name),
            #"SELECT "name" FROM "user" UNION SELECT "name" FROM "order" ORDER BY "name""#)
    }

    @Test func returningWritesTheTargetsColumnsBare() {
        // RETURNING sees only the target, and SQLite refuses its alias or schema there.
        expectCorrelated(
            Update(User.table).set(User.name, to: Order.name.typed(as: String.self)).from(Order.table)
                .where(Order.userID == User.id).returning { User.name },
            #"UPDATE "user" SET "name" = "order"."name" FROM "order" WHERE "order"."userID" = "user"."id" RETURNING "name""#
        )
        expectCorrelated(
            Insert(into: User.table.as("u")).values {
                User.id.set(to: 9)
                User.name.set(to: "x")
            }.returning { User.id },
            #"INSERT INTO "user" AS "u" ("id", "name") VALUES (?, ?) RETURNING "id""#, [9, "x"])
        expectCorrelated(
            Delete(from: Table("user", schema: "main")).returning { User.name },
            #"DELETE FROM "main"."user" RETURNING "name""#)
    }
}
