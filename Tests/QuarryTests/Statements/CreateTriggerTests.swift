import Quarry
import QuarryTesting
import Testing

private func raise(_ action: RaiseAction) -> UntypedExpression { UntypedExpression(node: .raise(action)) }

@Suite struct CreateTriggerTests {
    @Test func afterInsertWithNewReference() {
        expectSQL(
            CreateTrigger("tag_new", .after, .insert, on: Message.table) {
                Insert(into: Tag.table).values {
                    Tag.messageID.set(to: Message.localID.new)
                    Tag.name.set(to: "new")
                }
            },
            #"CREATE TRIGGER "tag_new" AFTER INSERT ON "message" BEGIN INSERT INTO "tag" ("messageID", "name") VALUES ("new"."localID", 'new'); END"#
        )
    }

    @Test func beforeDeleteWithOldReference() {
        expectSQL(
            CreateTrigger("author_gone", .before, .delete, on: Author.table) {
                Update(Message.table).set(Message.authorID, to: nil).where(Message.authorID == Author.id.old)
            },
            #"CREATE TRIGGER "author_gone" BEFORE DELETE ON "author" BEGIN UPDATE "message" SET "authorID" = NULL WHERE "authorID" = "old"."id"; END"#
        )
    }

    @Test func afterUpdate() {
        expectSQL(
            CreateTrigger("touch", .after, .update, on: Message.table) {
                Update(Message.table).set(Message.modifiedTime, to: 1.5).where(
                    Message.localID == Message.localID.new)
            },
            #"CREATE TRIGGER "touch" AFTER UPDATE ON "message" BEGIN UPDATE "message" SET "modifiedTime" = 1.5 WHERE "localID" = "new"."localID"; END"#
        )
    }

    @Test func updateOfColumns() {
        expectSQL(
            CreateTrigger(
                "content_changed", .after, .update(of: Message.content, Message.kind), on: Message.table
            ) {
                Delete(from: Tag.table).where(Tag.messageID == Message.localID.old)
            },
            #"CREATE TRIGGER "content_changed" AFTER UPDATE OF "content", "kind" ON "message" BEGIN DELETE FROM "tag" WHERE "messageID" = "old"."localID"; END"#
        )
    }

    @Test func insteadOfOnView() {
        expectSQL(
            CreateTrigger("view_insert", .insteadOf, .insert, on: Table("message_view")) {
                Insert(into: Message.table).values {
                    Message.localID.set(to: Message.localID.new)
                    Message.content.set(to: Message.content.new)
                }
            },
            #"CREATE TRIGGER "view_insert" INSTEAD OF INSERT ON "message_view" BEGIN INSERT INTO "message" ("localID", "content") VALUES ("new"."localID", "new"."content"); END"#
        )
    }

    @Test func insteadOfDeleteOnView() {
        expectSQL(
            CreateTrigger("view_delete", .insteadOf, .delete, on: Table("message_view")) {
                Delete(from: Message.table).where(Message.localID == Message.localID.old)
            },
            #"CREATE TRIGGER "view_delete" INSTEAD OF DELETE ON "message_view" BEGIN DELETE FROM "message" WHERE "localID" = "old"."localID"; END"#
        )
    }

    @Test func withoutTiming() {
        expectSQL(
            CreateTrigger("plain", .delete, on: Tag.table) { Select { raise(.ignore) } },
            #"CREATE TRIGGER "plain" DELETE ON "tag" BEGIN SELECT RAISE(IGNORE); END"#)
    }

    @Test func forEachRow() {
        expectSQL(
            CreateTrigger("each", .after, .delete, on: Tag.table) { Select { raise(.ignore) } }.forEachRow,
            #"CREATE TRIGGER "each" AFTER DELETE ON "tag" FOR EACH ROW BEGIN SELECT RAISE(IGNORE); END"#)
    }

    @Test func whenInlinesValues() {
        expectSQL(
            CreateTrigger("big", .before, .insert, on: Message.table) {
                Select { raise(.abort("too many flags")) }
            }.when(Message.flags.new > 100),
            #"CREATE TRIGGER "big" BEFORE INSERT ON "message" WHEN "new"."flags" > 100 BEGIN SELECT RAISE(ABORT, 'too many flags'); END"#
        )
    }

    @Test func forEachRowAndWhen() {
        expectSQL(
            CreateTrigger("kinds", .before, .update, on: Message.table) {
                Select { raise(.fail("kind can't change")) }
            }.forEachRow.when(Message.kind.old != Message.kind.new).when(Message.kind.old == "locked"),
            #"CREATE TRIGGER "kinds" BEFORE UPDATE ON "message" FOR EACH ROW WHEN "old"."kind" != "new"."kind" AND "old"."kind" = 'locked' BEGIN SELECT RAISE(FAIL, 'kind can''t change'); END"#
        )
    }

    @Test func raiseRollback() {
        expectSQL(
            CreateTrigger("no_delete", .before, .delete, on: Author.table) {
                Select { raise(.rollback("no")) }
            },
            #"CREATE TRIGGER "no_delete" BEFORE DELETE ON "author" BEGIN SELECT RAISE(ROLLBACK, 'no'); END"#)
    }

    @Test func raiseInsideWhere() {
        expectSQL(
            CreateTrigger("guard", .before, .insert, on: Tag.table) {
                Select { raise(.abort("negative")) }.where(Tag.weight.new < 0.0)
            },
            #"CREATE TRIGGER "guard" BEFORE INSERT ON "tag" BEGIN SELECT RAISE(ABORT, 'negative') WHERE "new"."weight" < 0.0; END"#
        )
    }

    @Test func severalStatements() {
        expectSQL(
            CreateTrigger("cascade", .after, .delete, on: Message.table) {
                Delete(from: Tag.table).where(Tag.messageID == Message.localID.old)
                Update(Author.table).set(Author.score, to: Author.score - 1.0).where(
                    Author.id == Message.authorID.old)
                Insert(into: Message.table).values { Message.kind.set(to: "tombstone") }
            },
            #"CREATE TRIGGER "cascade" AFTER DELETE ON "message" BEGIN DELETE FROM "tag" WHERE "messageID" = "old"."localID"; UPDATE "author" SET "score" = "score" - 1.0 WHERE "id" = "old"."authorID"; INSERT INTO "message" ("kind") VALUES ('tombstone'); END"#
        )
    }

    @Test func bodyFromControlFlow() {
        let logTags = false
        expectSQL(
            CreateTrigger("maybe", .after, .insert, on: Author.table) {
                if logTags {
                    Insert(into: Tag.table).values(1, "author", 1.0)
                } else {
                    Update(Author.table).set(Author.active, to: true).where(Author.id == Author.id.new)
                }
            },
            #"CREATE TRIGGER "maybe" AFTER INSERT ON "author" BEGIN UPDATE "author" SET "active" = 1 WHERE "id" = "new"."id"; END"#
        )
    }

    @Test func upsertInsideTrigger() {
        expectSQL(
            CreateTrigger("count_tags", .after, .insert, on: Tag.table) {
                Insert(into: Message.table).values {
                    Message.localID.set(to: Tag.messageID.new)
                    Message.flags.set(to: 1)
                }
                .onConflict(Message.localID).doUpdate { Message.flags.set(to: Message.flags + 1) }
            },
            #"CREATE TRIGGER "count_tags" AFTER INSERT ON "tag" BEGIN INSERT INTO "message" ("localID", "flags") VALUES ("new"."messageID", 1) ON CONFLICT ("localID") DO UPDATE SET "flags" = "flags" + 1; END"#
        )
    }

    @Test func temporary() {
        expectSQL(
            CreateTrigger("tmp", temporary: true, .after, .insert, on: Tag.table) {
                Select { raise(.ignore) }
            },
            #"CREATE TEMP TRIGGER "tmp" AFTER INSERT ON "tag" BEGIN SELECT RAISE(IGNORE); END"#)
    }

    @Test func ifNotExistsOnExistingTrigger() {
        expectSQL(
            CreateTrigger("message_cleanup", ifNotExists: true, .after, .delete, on: Message.table) {
                Select { raise(.ignore) }
            },
            #"CREATE TRIGGER IF NOT EXISTS "message_cleanup" AFTER DELETE ON "message" BEGIN SELECT RAISE(IGNORE); END"#
        )
    }

    @Test func schemaComesFromTheTable() {
        expectSQL(
            CreateTrigger("t", .after, .insert, on: Table("tag", schema: "main")) {
                Select { raise(.ignore) }
            },
            #"CREATE TRIGGER "main"."t" AFTER INSERT ON "tag" BEGIN SELECT RAISE(IGNORE); END"#)
    }

    @Test func descriptionHasNoArguments() throws {
        let trigger = CreateTrigger("t", .after, .insert, on: Tag.table) {
            Update(Author.table).set(Author.name, to: "x")
        }
        #expect(try trigger.render().arguments.isEmpty)
        #expect(trigger.description == (try trigger.render().sql))
    }

    @Test func emptyBody() {
        expectRenderingError(
            CreateTrigger("empty", .after, .insert, on: Tag.table) {}, .emptyList,
            mentioning: "trigger \"empty\" needs at least one statement")
    }

    @Test func emptyUpdateOf() {
        expectRenderingError(
            CreateTrigger("t", .after, .updateOf([]), on: Tag.table) { Select { raise(.ignore) } },
            .emptyList,
            mentioning: "UPDATE OF")
    }

    @Test func nulInTriggerName() {
        expectRenderingError(
            CreateTrigger("t\0", .after, .insert, on: Tag.table) { Select { raise(.ignore) } },
            .invalidIdentifier,
            mentioning: "NUL")
    }

    @Test func badStatementInBody() {
        expectRenderingError(
            CreateTrigger("t", .after, .insert, on: Tag.table) { Update(Author.table) }, .emptyList,
            mentioning: "assignment")
    }

    @Test func whenBeforeTheBodyAsInSQL() {
        expectSQL(
            CreateTrigger(
                "big", .before, .insert, on: Message.table, forEachRow: true, when: Message.flags.new > 100
            ) {
                Select { raise(.abort("too many flags")) }
            },
            #"CREATE TRIGGER "big" BEFORE INSERT ON "message" FOR EACH ROW WHEN "new"."flags" > 100 BEGIN SELECT RAISE(ABORT, 'too many flags'); END"#
        )
        expectSQL(
            CreateTrigger("quiet", .delete, on: Message.table, when: Message.kind.old == "note") {
                Select { raise(.ignore) }
            },
            #"CREATE TRIGGER "quiet" DELETE ON "message" WHEN "old"."kind" = 'note' BEGIN SELECT RAISE(IGNORE); END"#
        )
    }
}
