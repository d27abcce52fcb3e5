import Quarry
import QuarryTesting
import Testing

/// What the statements do when SQLite runs them: the golden tests prove that they prepare; these
/// prove that triggers fire, upserts update, RETURNING returns and schema changes take effect.
@Suite struct StatementExecutionTests {
    let db: StatementRunner

    init() throws {
        db = try StatementRunner(schema: fixtureSchema.sql)
    }

    @Test func upsertWithReturning() throws {
        let insert = Insert(into: Author.table)
            .values {
                Author.id.set(to: 1)
                Author.name.set(to: "Ann")
                Author.email.set(to: "a@x")
            }
            .returning { Author.id }
        #expect(try db.run(insert) == [[1]])
        let upsert = Insert(into: Author.table)
            .values {
                Author.name.set(to: "Bea")
                Author.email.set(to: "a@x")
            }
            .onConflict(Author.email).doUpdate { Author.name.set(to: Author.name.excluded) }
            .returning {
                Author.id
                Author.name
            }
        #expect(try db.run(upsert) == [[1, "Bea"]])
        #expect(try db.run("SELECT count(*) FROM author") == [[1]])
    }

    @Test func upsertIncrementsAndDoUpdateWhereFilters() throws {
        let bump = Insert(into: Message.table)
            .values {
                Message.localID.set(to: 9)
                Message.flags.set(to: 1)
            }
            .onConflict(Message.localID)
            .doUpdate(where: Message.flags < 3) {
                Message.flags.set(to: Message.flags + Message.flags.excluded)
            }
        for _ in 0..<5 { try db.run(bump) }
        #expect(try db.run("SELECT flags FROM message WHERE localID = 9") == [[3]])
    }

    @Test func partialIndexUpsertTarget() throws {
        let insert = Insert(into: Tag.table)
            .values {
                Tag.messageID.set(to: 1)
                Tag.name.set(to: "heavy")
                Tag.weight.set(to: 2.0)
            }
            .onConflict(Tag.name).where(Tag.weight > 1.0).doNothing
        try db.run(insert)
        try db.run(insert)
        #expect(try db.run("SELECT count(*) FROM tag") == [[1]])
    }

    @Test func insertSelectWithUpsert() throws {
        try db.run(Insert(into: Tag.table).values(rows: [[1, "a", 1.0], [2, "b", 0.5]]))
        let copy = Insert(into: Tag.table).select(Select.all.from(Tag.table))
            .onConflict(Tag.messageID, Tag.name).doUpdate { Tag.weight.set(to: Tag.weight.excluded + 1.0) }
        try db.run(copy)
        #expect(try db.run("SELECT weight FROM tag ORDER BY messageID") == [[2.0], [1.5]])
    }

    @Test func triggerFiresWithNewReferencesAndInlinedValues() throws {
        try db.run(
            CreateTrigger("auto_tag", .after, .insert, on: Message.table) {
                Insert(into: Tag.table).values {
                    Tag.messageID.set(to: Message.localID.new)
                    Tag.name.set(to: "auto")
                    Tag.weight.set(to: 0.25)
                }
            })
        try db.run(Insert(into: Message.table).values { Message.localID.set(to: 5) })
        #expect(try db.run("SELECT messageID, name, weight FROM tag") == [[5, "auto", 0.25]])
    }

    @Test func triggerWhenAndRaise() throws {
        try db.run(
            CreateTrigger("limit_flags", .before, .insert, on: Message.table) {
                Select { UntypedExpression(node: .raise(.abort("too many flags"))) }
            }.forEachRow.when(Message.flags.new > 100))
        try db.run(Insert(into: Message.table).values { Message.flags.set(to: 100) })
        #expect(throws: RunFailure.self) {
            try db.run(Insert(into: Message.table).values { Message.flags.set(to: 101) })
        }
        #expect(try db.run("SELECT count(*) FROM message") == [[1]])
    }

    @Test func insteadOfTriggerOnView() throws {
        try db.run(
            CreateTrigger("view_insert", .insteadOf, .insert, on: Table("message_view")) {
                Insert(into: Message.table).values {
                    Message.localID.set(to: Message.localID.new)
                    Message.content.set(to: Message.content.new)
                }
            })
        try db.run(
            Insert(into: Table("message_view")).columns(Message.localID, Message.content).values(3, "hi"))
        #expect(try db.run("SELECT localID, content FROM message") == [[3, "hi"]])
    }

    @Test func updateOrderByLimitReturning() throws {
        try db.run(
            Insert(into: Message.table).columns(Message.localID, Message.createTime).values(rows: [
                [1, 10.0], [2, 30.0], [3, 20.0],
            ]))
        let update = Update(Message.table).set(Message.flags, to: Message.flags + 1)
            .returning { Message.localID }.orderBy(Message.createTime.descending).limit(1)
        #expect(try db.run(update) == [[2]])
    }

    @Test func typedRowAssignment() throws {
        try db.run(Insert(into: Message.table).values { Message.localID.set(to: 1) })
        try db.run(Update(Message.table).set { Assignment.row(Message.kind, Message.flags, to: "note", 7) })
        #expect(try db.run("SELECT kind, flags FROM message") == [["note", 7]])
    }

    @Test func deleteReturning() throws {
        try db.run(Insert(into: Tag.table).values(rows: [[1, "a", 1.0], [2, "b", 2.0]]))
        #expect(try db.run(Delete(from: Tag.table).where(Tag.weight > 1.5).returning { Tag.name }) == [["b"]])
    }

    @Test func createTableConstraintsHold() throws {
        let qty = Column<Int64>("qty")
        try db.run(
            CreateTable("item") {
                ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
                ColumnDefinition(qty, .integer).notNull(onConflict: .ignore).check(qty >= 0).default(5)
                ColumnDefinition("double", .integer).generated(as: qty * 2, .stored)
                ColumnDefinition("label", .text).default("it's").collate("NOCASE")
            })
        try db.run("INSERT INTO item DEFAULT VALUES")
        try db.run("INSERT INTO item(qty) VALUES (NULL)")
        #expect(try db.run("SELECT qty, double, label FROM item") == [[5, 10, "it's"]])
        #expect(throws: RunFailure.self) { try db.run("INSERT INTO item(qty) VALUES (-1)") }
        #expect(try db.run("SELECT count(*) FROM item WHERE label = 'IT''S'") == [[1]])
    }

    @Test func alterTableChangesTakeEffect() throws {
        try db.run(AlterTable(Tag.table).addColumn(ColumnDefinition("rank", .integer).notNull().default(3)))
        try db.run(AlterTable(Tag.table).renameColumn(Tag.weight, to: "mass"))
        try db.run(AlterTable(Tag.table).dropColumn(SQLIdentifier("rank")))
        try db.run(AlterTable(Tag.table).rename(to: "label"))
        #expect(
            try db.run("SELECT name FROM pragma_table_info('label') ORDER BY cid") == [
                ["messageID"], ["name"], ["mass"],
            ])
    }

    @Test func fts5MatchAndAuxiliaryFunctions() throws {
        let notes = Table("notes")
        try db.run(CreateVirtualTable("notes", using: "fts5", .column("body"), .option("tokenize", "porter")))
        try db.run(
            Insert(into: notes).columns(SQLIdentifier("body")).values(rows: [
                ["swift runs"], ["sqlite stores"],
            ]))
        let search = Select {
            FTS5.highlight(notes, column: 0, open: "[", close: "]")
            FTS5.snippet(notes, column: 0, open: "<", close: ">", ellipsis: "…", tokens: 4)
        }
        .from(notes).where(notes.match("run")).orderBy(FTS5.bm25(notes))
        #expect(try db.run(search) == [["swift [runs]", "swift <runs>"]])
    }

    @Test func dropRemovesObjects() throws {
        try db.run(Drop.trigger("message_cleanup"))
        try db.run(Drop.view("message_view"))
        try db.run(Drop.index("message_createTime"))
        try db.run(Drop.table("doc"))
        try db.run(Drop.table("nothing", ifExists: true))
        #expect(
            try db.run(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('message_cleanup', 'message_view', 'message_createTime', 'doc')"
            )
                == [[0]])
    }

    @Test func createViewWithInlinedValuesReads() throws {
        try db.run(
            Insert(into: Message.table).columns(Message.localID, Message.kind).values(rows: [
                [1, "a"], [2, "b"],
            ]))
        try db.run(
            CreateView(
                "only_b", as: Select { Message.localID }.from(Message.table).where(Message.kind == "b")))
        #expect(try db.run("SELECT * FROM only_b") == [[2]])
    }
}
