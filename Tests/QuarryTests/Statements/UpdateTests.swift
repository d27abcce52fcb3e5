import Quarry
import QuarryTesting
import Testing

@Suite struct UpdateTests {
    @Test func tableByName() {
        expectSQL(Update("tag").set(Tag.weight, to: 1.5), #"UPDATE "tag" SET "weight" = ?"#, [1.5])
    }

    @Test func setValue() {
        expectSQL(
            Update(Message.table).set(Message.content, to: "x").where(Message.localID == 1),
            #"UPDATE "message" SET "content" = ? WHERE "localID" = ?"#, ["x", 1])
    }

    @Test func incrementReadsNaturally() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: Message.flags + 1),
            #"UPDATE "message" SET "flags" = "flags" + ?"#, [1])
    }

    @Test func setToNull() {
        expectSQL(
            Update(Message.table).set(Message.content, to: nil),
            #"UPDATE "message" SET "content" = ?"#, [.null])
    }

    @Test func setAnotherColumn() {
        expectSQL(
            Update(Message.table).set(Message.modifiedTime, to: Message.createTime.typed(as: Double?.self)),
            #"UPDATE "message" SET "modifiedTime" = "createTime""#)
    }

    @Test func builderWithSeveralAssignments() {
        expectSQL(
            Update(Message.table).set {
                Message.flags.set(to: Message.flags * 2)
                Message.kind.set(to: "note")
            },
            #"UPDATE "message" SET "flags" = "flags" * ?, "kind" = ?"#, [2, "note"])
    }

    @Test func builderWithConditionalAssignment() {
        let newKind: String? = nil
        expectSQL(
            Update(Message.table).set {
                Message.flags.set(to: 0)
                if let newKind { Message.kind.set(to: newKind) }
            },
            #"UPDATE "message" SET "flags" = ?"#, [0])
    }

    @Test func builderWithLoop() {
        let columns = [Message.kind, Message.meta]
        expectSQL(
            Update(Message.table).set {
                for column in columns { column.set(to: nil) }
            },
            #"UPDATE "message" SET "kind" = ?, "meta" = ?"#, [.null, .null])
    }

    @Test func setCalledTwiceAppends() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1).set(Message.kind, to: "k"),
            #"UPDATE "message" SET "flags" = ?, "kind" = ?"#, [1, "k"])
    }

    @Test func untypedAssignment() {
        expectSQL(
            Update(Message.table).set { Assignment("meta", to: UntypedExpression(value: "m")) },
            #"UPDATE "message" SET "meta" = ?"#, ["m"])
    }

    @Test func rowValueAssignment() {
        expectSQL(
            Update(Message.table).set {
                Assignment(
                    row: ["kind", "meta"], to: [SQLExpression(value: "a"), SQLExpression(value: "b")])
            },
            #"UPDATE "message" SET ("kind", "meta") = (?, ?)"#, ["a", "b"])
    }

    @Test func rowValueAssignmentFromSubquery() {
        expectSQL(
            Update(Message.table).set {
                Assignment(
                    row: ["kind", "meta"],
                    to: Select {
                        Author.name
                        Author.email
                    }.from(Author.table).where(Author.id == Message.authorID))
            },
            #"UPDATE "message" SET ("kind", "meta") = (SELECT "name", "email" FROM "author" WHERE "id" = "message"."authorID")"#
        )
    }

    @Test func scalarSubqueryAssignment() {
        expectSQL(
            Update(Author.table).set(
                Author.score,
                to: SQLExpression<Double?>(
                    node: .subquery(Select { Message.createTime }.from(Message.table).limit(1)))),
            #"UPDATE "author" SET "score" = (SELECT "createTime" FROM "message" LIMIT ?)"#, [1])
    }

    @Test(arguments: [
        (ConflictResolution.rollback, #"UPDATE OR ROLLBACK "message" SET "flags" = ?"#),
        (.abort, #"UPDATE OR ABORT "message" SET "flags" = ?"#),
        (.fail, #"UPDATE OR FAIL "message" SET "flags" = ?"#),
        (.ignore, #"UPDATE OR IGNORE "message" SET "flags" = ?"#),
        (.replace, #"UPDATE OR REPLACE "message" SET "flags" = ?"#),
    ])
    func orConflictResolution(resolution: ConflictResolution, sql: String) {
        expectSQL(Update(Message.table).or(resolution).set(Message.flags, to: 1), sql, [1])
    }

    @Test func schemaQualifiedTable() {
        expectSQL(
            Update(Table("message", schema: "main")).set(Message.flags, to: 1),
            #"UPDATE "main"."message" SET "flags" = ?"#, [1])
    }

    @Test func aliasedTable() {
        let m = Message.table.as("m")
        expectSQL(
            Update(m).set(Message.flags, to: 1).where(m[Message.localID] > 5),
            #"UPDATE "message" AS "m" SET "flags" = ? WHERE "m"."localID" > ?"#, [1, 5])
    }

    @Test func indexedBy() {
        expectSQL(
            Update(Message.table.indexed(by: "message_createTime")).set(Message.flags, to: 1).where(
                Message.createTime > 0.0),
            #"UPDATE "message" INDEXED BY "message_createTime" SET "flags" = ? WHERE "createTime" > ?"#,
            [1, 0.0])
    }

    @Test func notIndexed() {
        expectSQL(
            Update(Message.table.notIndexed).set(Message.flags, to: 1),
            #"UPDATE "message" NOT INDEXED SET "flags" = ?"#, [1])
    }

    @Test func fromAnotherTable() {
        expectSQL(
            Update(Message.table).set(Message.kind, to: Author.name.qualified.typed(as: String?.self))
                .from(Author.table)
                .where(Author.id.qualified == Message.authorID.qualified),
            #"UPDATE "message" SET "kind" = "author"."name" FROM "author" WHERE "author"."id" = "message"."authorID""#
        )
    }

    @Test func fromJoin() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1)
                .from(Author.table.join(Tag.table, on: Tag.messageID.qualified == Author.id.qualified))
                .where(Author.id.qualified == Message.authorID.qualified),
            #"UPDATE "message" SET "flags" = ? FROM "author" JOIN "tag" ON "tag"."messageID" = "author"."id" WHERE "author"."id" = "message"."authorID""#,
            [1])
    }

    @Test func fromSubquery() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 2)
                .from(Select { Tag.messageID }.from(Tag.table).as("t"))
                .where(Column<Int64>("messageID", in: Table("t")).qualified == Message.localID.qualified),
            #"UPDATE "message" SET "flags" = ? FROM (SELECT "messageID" FROM "tag") AS "t" WHERE "t"."messageID" = "message"."localID""#,
            [2])
    }

    @Test func whereCalledTwiceAnds() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 0).where(Message.flags > 3).where(
                Message.kind == nil),
            #"UPDATE "message" SET "flags" = ? WHERE "flags" > ? AND "kind" IS NULL"#, [0, 3])
    }

    @Test func returningColumns() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: Message.flags + 1).returning {
                Message.localID
                Message.flags.as("newFlags")
            },
            #"UPDATE "message" SET "flags" = "flags" + ? RETURNING "localID", "flags" AS "newFlags""#, [1])
    }

    @Test func returningStar() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1).where(Message.localID == 2).returning(.all),
            #"UPDATE "message" SET "flags" = ? WHERE "localID" = ? RETURNING *"#, [1, 2])
    }

    @Test func orderByAndLimit() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1).orderBy(Message.createTime.descending).limit(10),
            #"UPDATE "message" SET "flags" = ? ORDER BY "createTime" DESC LIMIT ?"#, [1, 10])
    }

    @Test func limitWithOffset() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1).limit(10, offset: 20),
            #"UPDATE "message" SET "flags" = ? LIMIT ? OFFSET ?"#, [1, 10, 20])
    }

    @Test func whereReturningOrderByLimit() {
        expectSQL(
            Update(Message.table).set(Message.flags, to: 1).where(Message.kind == "a")
                .returning { Message.localID }.orderBy(Message.localID).limit(1),
            #"UPDATE "message" SET "flags" = ? WHERE "kind" = ? RETURNING "localID" ORDER BY "localID" LIMIT ?"#,
            [1, "a", 1])
    }

    @Test func withPrefix() {
        let heavy = CommonTableExpression(
            "heavy", as: Select { Tag.messageID }.from(Tag.table).where(Tag.weight > 1.0))
        expectSQL(
            Update(Message.table).with { heavy }.set(Message.flags, to: 1).where(
                membership(Message.localID, in: .table("heavy"))),
            #"WITH "heavy" AS (SELECT "messageID" FROM "tag" WHERE "weight" > ?) UPDATE "message" SET "flags" = ? WHERE "localID" IN "heavy""#,
            [1.0, 1])
    }

    @Test func orWithEverything() {
        expectSQL(
            Update(Author.table).or(.ignore).set(Author.email, to: "x").where(Author.id == 1).returning {
                Author.email
            },
            #"UPDATE OR IGNORE "author" SET "email" = ? WHERE "id" = ? RETURNING "email""#, ["x", 1])
    }

    @Test func descriptionInlinesValues() {
        let update = Update(Message.table).set(Message.content, to: "it's").where(Message.localID == 1)
        #expect(update.description == #"UPDATE "message" SET "content" = 'it''s' WHERE "localID" = 1"#)
    }

    // MARK: Bad input

    @Test func noAssignment() {
        expectRenderingError(
            Update(Message.table).where(Message.localID == 1), .emptyList, mentioning: "assignment")
    }

    @Test func emptyAssignmentBuilder() {
        expectRenderingError(
            Update(Message.table).set {}, .emptyList, mentioning: "UPDATE needs at least one")
    }

    @Test func rowAssignmentWidthMismatch() {
        expectRenderingError(
            Update(Message.table).set { Assignment(row: ["kind", "meta"], to: [SQLExpression(value: "a")]) },
            .columnCountMismatch, mentioning: "sets 2 columns from 1 values")
    }

    @Test func rowAssignmentFromWrongWidthSelect() {
        expectRenderingError(
            Update(Message.table).set {
                Assignment(
                    row: ["kind"],
                    to: Select {
                        Author.name
                        Author.email
                    })
            },
            .columnCountMismatch, mentioning: "sets 1 columns from 2 values")
    }

    @Test func rowAssignmentWithoutColumns() {
        expectRenderingError(
            Update(Message.table).set { Assignment(row: [], to: [SQLExpression(value: 1)]) }, .emptyList,
            mentioning: "at least one column")
    }

    @Test func orderByWithoutLimit() {
        expectRenderingError(
            Update(Message.table).set(Message.flags, to: 1).orderBy(Message.localID), .invalidStatement,
            mentioning: "needs a LIMIT")
    }

    @Test func nulInAssignedColumn() {
        expectRenderingError(
            Update(Message.table).set { Assignment("fl\0ags", to: SQLExpression(value: 1)) },
            .invalidIdentifier,
            mentioning: "NUL")
    }

    @Test func nulInTable() {
        expectRenderingError(
            Update(Table("mess\0age")).set(Message.flags, to: 1), .invalidIdentifier, mentioning: "NUL")
    }
}

@Suite struct TypedAssignmentTests {
    @Test func typedRowAssignment() {
        expectSQL(
            Update(Message.table).set { Assignment.row(Message.kind, Message.flags, to: "note", 0) },
            #"UPDATE "message" SET ("kind", "flags") = (?, ?)"#, ["note", 0])
    }

    @Test func typedRowAssignmentWithNil() {
        expectSQL(
            Update(Message.table).set {
                Assignment.row(Message.kind, Message.meta, Message.createTime, to: nil, "m", 2.5)
            },
            #"UPDATE "message" SET ("kind", "meta", "createTime") = (?, ?, ?)"#, [.null, "m", 2.5])
    }

    @Test func optionalColumnFromNonOptionalExpression() {
        expectSQL(
            Update(Message.table).set(Message.kind, to: Author.name.qualified).from(Author.table).where(
                Author.id.qualified == Message.authorID.qualified),
            #"UPDATE "message" SET "kind" = "author"."name" FROM "author" WHERE "author"."id" = "message"."authorID""#
        )
    }

    @Test func optionalColumnAssignmentInBuilder() {
        expectSQL(
            Update(Message.table).set { Message.modifiedTime.set(to: Message.createTime + 1.0) },
            #"UPDATE "message" SET "modifiedTime" = "createTime" + ?"#, [1.0])
    }

    // SQLite accepts `SET a = 1, a = 2` and keeps the last value, dropping the other silently.
    @Test func aColumnAssignedTwiceIsAnError() {
        expectRenderingError(
            Update(Message.table).set(Message.flags, to: 1).set(Message.flags, to: 2),
            .invalidStatement, mentioning: #""flags""#)
        expectRenderingError(
            Update(Message.table).set {
                Assignment.row(Message.kind, Message.flags, to: "a", 1)
                Assignment("FLAGS", to: SQLExpression(value: Int64(2)))
            },
            .invalidStatement, mentioning: #""FLAGS""#)
        expectRenderingError(
            Insert(into: Author.table).values {
                Author.id.set(to: 1)
                Author.name.set(to: "a")
            }
            .onConflict(Author.id).doUpdate {
                Author.name.set(to: "b")
                Author.name.set(to: "c")
            },
            .invalidStatement, mentioning: #""name""#)
    }

    @Test func columnsThatDifferOnlyBeyondASCIICaseAreDifferentColumns() {
        let rendered = try? Update(Table("t")).set {
            Assignment("é", to: SQLExpression(value: Int64(1)))
            Assignment("É", to: SQLExpression(value: Int64(2)))
        }.render()
        #expect(rendered?.sql == #"UPDATE "t" SET "é" = ?, "É" = ?"#)
    }
}
