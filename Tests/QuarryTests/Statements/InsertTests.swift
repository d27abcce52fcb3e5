import Quarry
import QuarryTesting
import Testing

@Suite struct InsertTests {
    @Test func typedRowFromAssignments() {
        expectSQL(
            Insert(into: Message.table).values {
                Message.localID.set(to: 1)
                Message.content.set(to: "hi")
            },
            #"INSERT INTO "message" ("localID", "content") VALUES (?, ?)"#, [1, "hi"])
    }

    @Test func columnListFromAnArray() {
        let names: [any ColumnNameConvertible] = ["localID", Message.content]
        expectSQL(
            Insert(into: Message.table).columns(names).select(
                Select {
                    Message.localID
                    Message.content
                }.from(Message.table)),
            #"INSERT INTO "message" ("localID", "content") SELECT "localID", "content" FROM "message""#)
    }

    @Test func typedRowsAppend() {
        expectSQL(
            Insert(into: Message.table)
                .values {
                    Message.localID.set(to: 1)
                    Message.createTime.set(to: 1.5)
                }
                .values {
                    Message.localID.set(to: 2)
                    Message.createTime.set(to: 2.5)
                },
            #"INSERT INTO "message" ("localID", "createTime") VALUES (?, ?), (?, ?)"#, [1, 1.5, 2, 2.5])
    }

    @Test func typedRowWithNil() {
        expectSQL(
            Insert(into: Message.table).values { Message.content.set(to: nil) },
            #"INSERT INTO "message" ("content") VALUES (?)"#, [.null])
    }

    @Test func typedRowWithExpression() {
        expectSQL(
            Insert(into: Message.table).values { Message.flags.set(to: SQLExpression(value: 1) + 1) },
            #"INSERT INTO "message" ("flags") VALUES (? + ?)"#, [1, 1])
    }

    @Test func typedRowWithIfInBuilder() {
        let content: String? = "x"
        expectSQL(
            Insert(into: Message.table).values {
                Message.localID.set(to: 7)
                if let content { Message.content.set(to: content) }
            },
            #"INSERT INTO "message" ("localID", "content") VALUES (?, ?)"#, [7, "x"])
    }

    @Test func untypedColumnsAndValues() {
        expectSQL(
            Insert(into: Author.table).columns(Author.name, Author.email).values("Ann", "ann@example.com"),
            #"INSERT INTO "author" ("name", "email") VALUES (?, ?)"#, ["Ann", "ann@example.com"])
    }

    @Test func columnsByIdentifier() {
        expectSQL(
            Insert(into: Author.table).columns(SQLIdentifier("name")).values("Bo"),
            #"INSERT INTO "author" ("name") VALUES (?)"#, ["Bo"])
    }

    @Test func valuesWithoutColumnList() {
        expectSQL(
            Insert(into: Tag.table).values(1, "swift", 0.5),
            #"INSERT INTO "tag" VALUES (?, ?, ?)"#, [1, "swift", 0.5])
    }

    @Test func severalRowsAtOnce() {
        expectSQL(
            Insert(into: Tag.table).columns(Tag.messageID, Tag.name).values(rows: [
                [1, "a"], [2, "b"], [3, "c"],
            ]),
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?), (?, ?)"#,
            [1, "a", 2, "b", 3, "c"])
    }

    @Test func blobAndBooleanValues() {
        expectSQL(
            Insert(into: Author.table).columns(Author.name, Author.avatar, Author.active).values(
                "Cy", [UInt8]([1, 2]), true),
            #"INSERT INTO "author" ("name", "avatar", "active") VALUES (?, ?, ?)"#, ["Cy", .blob([1, 2]), 1])
    }

    @Test func valuesFromExpressions() {
        expectSQL(
            Insert(into: Message.table).columns(Message.localID, Message.createTime).values(expressions: [
                SQLExpression<Int64>(
                    node: .subquery(Select { Message.localID }.from(Message.table).limit(1))),
                SQLExpression(value: 2.0),
            ]),
            #"INSERT INTO "message" ("localID", "createTime") VALUES ((SELECT "localID" FROM "message" LIMIT ?), ?)"#,
            [1, 2.0])
    }

    @Test(arguments: [
        (ConflictResolution.rollback, #"INSERT OR ROLLBACK INTO "tag" VALUES (?, ?, ?)"#),
        (.abort, #"INSERT OR ABORT INTO "tag" VALUES (?, ?, ?)"#),
        (.fail, #"INSERT OR FAIL INTO "tag" VALUES (?, ?, ?)"#),
        (.ignore, #"INSERT OR IGNORE INTO "tag" VALUES (?, ?, ?)"#),
        (.replace, #"INSERT OR REPLACE INTO "tag" VALUES (?, ?, ?)"#),
    ])
    func orConflictResolution(resolution: ConflictResolution, sql: String) {
        expectSQL(
            Insert(into: Tag.table).or(resolution).values(1, "a", nil as Double?), sql, [1, "a", .null])
    }

    @Test func orReplaceShorthand() {
        expectSQL(
            Insert(into: Tag.table).orReplace.values(1, "a", 1.0),
            #"INSERT OR REPLACE INTO "tag" VALUES (?, ?, ?)"#, [1, "a", 1.0])
    }

    @Test func orIgnoreShorthand() {
        expectSQL(
            Insert(into: Tag.table).orIgnore.values(1, "a", 1.0),
            #"INSERT OR IGNORE INTO "tag" VALUES (?, ?, ?)"#, [1, "a", 1.0])
    }

    @Test func replaceInto() {
        expectSQL(
            Insert.replace(into: Tag.table).values(1, "a", 1.0),
            #"REPLACE INTO "tag" VALUES (?, ?, ?)"#, [1, "a", 1.0])
    }

    @Test func schemaQualifiedTable() {
        expectSQL(
            Insert(into: Table("tag", schema: "main")).values(1, "a", 1.0),
            #"INSERT INTO "main"."tag" VALUES (?, ?, ?)"#, [1, "a", 1.0])
    }

    @Test func tableAlias() {
        expectSQL(
            Insert(into: Tag.table.as("t")).columns(Tag.messageID, Tag.name).values(1, "a"),
            #"INSERT INTO "tag" AS "t" ("messageID", "name") VALUES (?, ?)"#, [1, "a"])
    }

    @Test func insertSelect() {
        expectSQL(
            Insert(into: Tag.table).columns(Tag.messageID, Tag.name).select(
                Select {
                    Message.localID
                    Message.kind
                }.from(Message.table).where(Message.kind != nil)),
            #"INSERT INTO "tag" ("messageID", "name") SELECT "localID", "kind" FROM "message" WHERE "kind" IS NOT NULL"#
        )
    }

    @Test func insertSelectWithoutColumns() {
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(Tag.table)),
            #"INSERT INTO "tag" SELECT * FROM "tag""#)
    }

    @Test func insertSelectValues() {
        expectSQL(
            Insert(into: Tag.table).columns(Tag.messageID, Tag.name).select(
                Select.values([[1, "a"], [2, "b"]])),
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?), (?, ?)"#, [1, "a", 2, "b"])
    }

    @Test func defaultValues() {
        expectSQL(Insert(into: Message.table).defaultValues, #"INSERT INTO "message" DEFAULT VALUES"#)
    }

    @Test func defaultValuesOrIgnore() {
        expectSQL(
            Insert(into: Message.table).orIgnore.defaultValues,
            #"INSERT OR IGNORE INTO "message" DEFAULT VALUES"#)
    }

    @Test func upsertDoNothing() {
        expectSQL(
            Insert(into: Message.table).values { Message.localID.set(to: 1) }.onConflict(Message.localID)
                .doNothing,
            #"INSERT INTO "message" ("localID") VALUES (?) ON CONFLICT ("localID") DO NOTHING"#, [1])
    }

    @Test func upsertWithoutTarget() {
        expectSQL(
            Insert(into: Message.table).values { Message.localID.set(to: 1) }.onConflict().doNothing,
            #"INSERT INTO "message" ("localID") VALUES (?) ON CONFLICT DO NOTHING"#, [1])
    }

    @Test func upsertDoUpdateWithExcluded() {
        expectSQL(
            Insert(into: Author.table)
                .values {
                    Author.name.set(to: "Ann")
                    Author.email.set(to: "a@x")
                }
                .onConflict(Author.email)
                .doUpdate { Author.name.set(to: Author.name.excluded) },
            #"INSERT INTO "author" ("name", "email") VALUES (?, ?) ON CONFLICT ("email") DO UPDATE SET "name" = "excluded"."name""#,
            ["Ann", "a@x"])
    }

    @Test func upsertIncrementsCounter() {
        expectSQL(
            Insert(into: Message.table)
                .values {
                    Message.localID.set(to: 3)
                    Message.flags.set(to: 1)
                }
                .onConflict(Message.localID)
                .doUpdate { Message.flags.set(to: Message.flags + Message.flags.excluded) },
            #"INSERT INTO "message" ("localID", "flags") VALUES (?, ?) ON CONFLICT ("localID") DO UPDATE SET "flags" = "flags" + "excluded"."flags""#,
            [3, 1])
    }

    @Test func upsertDoUpdateWhere() {
        expectSQL(
            Insert(into: Author.table)
                .values {
                    Author.name.set(to: "Ann")
                    Author.email.set(to: "a@x")
                    Author.score.set(to: 2.0)
                }
                .onConflict(Author.email)
                .doUpdate(where: Author.score.excluded > Author.score) {
                    Author.score.set(to: Author.score.excluded)
                    Author.name.set(to: "Ann")
                },
            #"INSERT INTO "author" ("name", "email", "score") VALUES (?, ?, ?) ON CONFLICT ("email") DO UPDATE SET "score" = "excluded"."score", "name" = ? WHERE "excluded"."score" > "score""#,
            ["Ann", "a@x", 2.0, "Ann"])
    }

    @Test func upsertTargetWithPartialIndexCondition() {
        expectSQL(
            Insert(into: Tag.table)
                .values {
                    Tag.messageID.set(to: 1)
                    Tag.name.set(to: "a")
                    Tag.weight.set(to: 2.0)
                }
                .onConflict(Tag.name).where(Tag.weight > 1.0).doNothing,
            #"INSERT INTO "tag" ("messageID", "name", "weight") VALUES (?, ?, ?) ON CONFLICT ("name") WHERE "weight" > 1.0 DO NOTHING"#,
            [1, "a", 2.0])
    }

    @Test func upsertCompositeTarget() {
        expectSQL(
            Insert(into: Tag.table)
                .values {
                    Tag.messageID.set(to: 1)
                    Tag.name.set(to: "a")
                    Tag.weight.set(to: 2.0)
                }
                .onConflict(Tag.messageID, Tag.name).doUpdate { Tag.weight.set(to: Tag.weight.excluded) },
            #"INSERT INTO "tag" ("messageID", "name", "weight") VALUES (?, ?, ?) ON CONFLICT ("messageID", "name") DO UPDATE SET "weight" = "excluded"."weight""#,
            [1, "a", 2.0])
    }

    @Test func severalUpsertClauses() {
        expectSQL(
            Insert(into: Author.table)
                .values {
                    Author.id.set(to: 1)
                    Author.name.set(to: "A")
                    Author.email.set(to: "e")
                }
                .onConflict(Author.id).doUpdate { Author.name.set(to: Author.name.excluded) }
                .onConflict(Author.email).doNothing
                .onConflict().doNothing,
            #"INSERT INTO "author" ("id", "name", "email") VALUES (?, ?, ?) ON CONFLICT ("id") DO UPDATE SET "name" = "excluded"."name" ON CONFLICT ("email") DO NOTHING ON CONFLICT DO NOTHING"#,
            [1, "A", "e"])
    }

    @Test func upsertAfterSelectWithFromAddsWhereTrue() {
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(Tag.table)).onConflict(Tag.messageID, Tag.name)
                .doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" WHERE TRUE ON CONFLICT ("messageID", "name") DO NOTHING"#)
    }

    // SQLite reads `ON` after a FROM clause as a join constraint wherever the FROM ends the
    // statement's last member: the shapes below were each prepared in SQLite 3.40 without the
    // `WHERE TRUE` to see which fail ("near \"DO\": syntax error").
    @Test func upsertAfterCompoundWhoseLastMemberEndsInFromAddsWhereTrueToIt() {
        expectSQL(
            Insert(into: Tag.table)
                .select(Select.all.from(Tag.table).where(Tag.weight > 0.0).union(Select.all.from(Tag.table)))
                .onConflict(Tag.messageID, Tag.name).doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" WHERE "weight" > ? UNION SELECT * FROM "tag" WHERE TRUE ON CONFLICT ("messageID", "name") DO NOTHING"#,
            [0.0])
    }

    @Test func upsertAfterCompoundWithWrappedRightSideAddsWhereTrue() {
        let right = Select.all.from(Tag.table).limit(1)
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(Tag.table).unionAll(right)).onConflict().doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" UNION ALL SELECT * FROM (SELECT * FROM "tag" LIMIT ?) WHERE TRUE ON CONFLICT DO NOTHING"#,
            [1])
    }

    @Test func upsertAfterCompoundEndingInValuesOrAWhereIsLeftAlone() {
        expectSQL(
            Insert(into: Tag.table)
                .select(Select.all.from(Tag.table).union(Select.values([[1, "a", 2.0]])))
                .onConflict().doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" UNION VALUES (?, ?, ?) ON CONFLICT DO NOTHING"#,
            [1, "a", 2.0])
        expectSQL(
            Insert(into: Tag.table)
                .select(Select.all.from(Tag.table).except(Select.all.from(Tag.table).where(Tag.weight > 1.0)))
                .onConflict().doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" EXCEPT SELECT * FROM "tag" WHERE "weight" > ? ON CONFLICT DO NOTHING"#,
            [1.0])
    }

    @Test func upsertAfterSelectWithCommonTableExpressionAddsWhereTrue() {
        let heavy = CommonTableExpression("heavy", as: Select.all.from(Tag.table))
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(heavy.table).with(heavy)).onConflict().doNothing,
            #"INSERT INTO "tag" WITH "heavy" AS (SELECT * FROM "tag") SELECT * FROM "heavy" WHERE TRUE ON CONFLICT DO NOTHING"#
        )
    }

    @Test func upsertAfterSelectWithCompoundSubqueryInFromAddsWhereTrue() {
        let both = Select.all.from(Tag.table).union(Select.all.from(Tag.table))
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(both)).onConflict().doNothing,
            #"INSERT INTO "tag" SELECT * FROM (SELECT * FROM "tag" UNION SELECT * FROM "tag") WHERE TRUE ON CONFLICT DO NOTHING"#
        )
    }

    @Test func upsertAfterSelectEndingInGroupByHavingWindowOrderOrLimitIsLeftAlone() {
        let shapes: [(Select, String, [SQLValue])] = [
            (
                Select {
                    Tag.messageID
                    Tag.name
                    SQL.max(Tag.weight)
                }.from(Tag.table).groupBy(Tag.messageID),
                #"SELECT "messageID", "name", max("weight") FROM "tag" GROUP BY "messageID""#, []
            ),
            (
                Select {
                    SQL.max(Tag.messageID)
                    SQL.max(Tag.name)
                    SQL.max(Tag.weight)
                }.from(Tag.table)
                    .having(SQL.count() > 0),
                #"SELECT max("messageID"), max("name"), max("weight") FROM "tag" HAVING count(*) > ?"#, [0]
            ),
            (
                Select.all.from(Tag.table).window("w", as: WindowDefinition()),
                #"SELECT * FROM "tag" WINDOW "w" AS ()"#, []
            ),
            (Select.all.from(Tag.table).orderBy(Tag.name), #"SELECT * FROM "tag" ORDER BY "name""#, []),
            (Select.all.from(Tag.table).limit(5), #"SELECT * FROM "tag" LIMIT ?"#, [5]),
            (
                Select.all.from(Tag.table).union(Select.all.from(Tag.table)).limit(5),
                #"SELECT * FROM "tag" UNION SELECT * FROM "tag" LIMIT ?"#, [5]
            ),
        ]
        for (select, sql, arguments) in shapes {
            expectSQL(
                Insert(into: Tag.table).select(select).onConflict().doNothing,
                #"INSERT INTO "tag" "# + sql + " ON CONFLICT DO NOTHING", arguments)
        }
    }

    @Test func upsertAfterSelectWithWhereKeepsIt() {
        expectSQL(
            Insert(into: Tag.table).select(Select.all.from(Tag.table).where(Tag.weight > 0.0))
                .onConflict(Tag.messageID, Tag.name).doNothing,
            #"INSERT INTO "tag" SELECT * FROM "tag" WHERE "weight" > ? ON CONFLICT ("messageID", "name") DO NOTHING"#,
            [0.0])
    }

    @Test func upsertWithRowValueAssignment() {
        expectSQL(
            Insert(into: Author.table)
                .values {
                    Author.name.set(to: "A")
                    Author.email.set(to: "e")
                }
                .onConflict(Author.email)
                .doUpdate {
                    Assignment(
                        row: ["name", "score"],
                        to: [Author.name.excluded.untyped, SQLExpression<SQLValue>(value: 1.0)])
                },
            #"INSERT INTO "author" ("name", "email") VALUES (?, ?) ON CONFLICT ("email") DO UPDATE SET ("name", "score") = ("excluded"."name", ?)"#,
            ["A", "e", 1.0])
    }

    @Test func returningColumns() {
        expectSQL(
            Insert(into: Message.table).values { Message.content.set(to: "x") }.returning {
                Message.localID
                Message.createTime
            },
            #"INSERT INTO "message" ("content") VALUES (?) RETURNING "localID", "createTime""#, ["x"])
    }

    @Test func returningWithAlias() {
        expectSQL(
            Insert(into: Message.table).values { Message.content.set(to: "x") }.returning {
                Message.localID.as("id")
            },
            #"INSERT INTO "message" ("content") VALUES (?) RETURNING "localID" AS "id""#, ["x"])
    }

    @Test func returningStar() {
        expectSQL(
            Insert(into: Message.table).defaultValues.returning(.all),
            #"INSERT INTO "message" DEFAULT VALUES RETURNING *"#)
    }

    @Test func returningExpression() {
        expectSQL(
            Insert(into: Message.table).values { Message.flags.set(to: 2) }.returning {
                (Message.flags * 10).as("f")
            },
            #"INSERT INTO "message" ("flags") VALUES (?) RETURNING "flags" * ? AS "f""#, [2, 10])
    }

    @Test func upsertThenReturning() {
        expectSQL(
            Insert(into: Message.table).values {
                Message.localID.set(to: 1)
                Message.content.set(to: "x")
            }
            .onConflict(Message.localID).doUpdate { Message.content.set(to: Message.content.excluded) }
            .returning {
                Message.localID
                Message.content
            },
            #"INSERT INTO "message" ("localID", "content") VALUES (?, ?) ON CONFLICT ("localID") DO UPDATE SET "content" = "excluded"."content" RETURNING "localID", "content""#,
            [1, "x"])
    }

    @Test func withPrefix() {
        let recent = CommonTableExpression(
            "recent",
            as: Select {
                Message.localID
                Message.kind
            }.from(Message.table))
        expectSQL(
            Insert(into: Tag.table).with { recent }.columns(Tag.messageID, Tag.name).select(
                Select.all.from(recent.table)),
            #"WITH "recent" AS (SELECT "localID", "kind" FROM "message") INSERT INTO "tag" ("messageID", "name") SELECT * FROM "recent""#
        )
    }

    @Test func withRecursivePrefix() {
        let counter = CommonTableExpression(
            "n", columns: ["x"],
            as: Select.values([[1]]).union(
                Select { Column<Int64>("x") + 1 }.from(Table("n")).where(Column<Int64>("x") < 3)))
        expectSQL(
            Insert(into: Message.table).with(recursive: true) { counter }.columns(Message.localID).select(
                Select.all.from(counter.table)),
            #"WITH RECURSIVE "n"("x") AS (VALUES (?) UNION SELECT "x" + ? FROM "n" WHERE "x" < ?) INSERT INTO "message" ("localID") SELECT * FROM "n""#,
            [1, 1, 3])
    }

    @Test func descriptionInlinesValues() {
        let insert = Insert(into: Author.table).columns(Author.name).values("O'Brien")
        #expect(insert.description == #"INSERT INTO "author" ("name") VALUES ('O''Brien')"#)
        expectSQL(insert, #"INSERT INTO "author" ("name") VALUES (?)"#, ["O'Brien"])
    }

    @Test func hostileColumnNameIsQuoted() throws {
        let rendered = try Insert(into: Table("author")).columns(SQLIdentifier("na\"me")).values(1).render()
        #expect(rendered.sql == #"INSERT INTO "author" ("na""me") VALUES (?)"#)
    }

    // MARK: Bad input

    @Test func rowsOfDifferentWidths() {
        expectRenderingError(
            Insert(into: Tag.table).values(1, "a").values(2, "b", 1.0), .columnCountMismatch,
            mentioning: "differ in width")
    }

    @Test func rowWiderThanColumnList() {
        expectRenderingError(
            Insert(into: Tag.table).columns(Tag.name).values("a", 2), .columnCountMismatch,
            mentioning: "names 1 columns but a row has 2 values")
    }

    @Test func typedRowsNamingDifferentColumns() {
        expectRenderingError(
            Insert(into: Message.table)
                .values { Message.localID.set(to: 1) }
                .values { Message.flags.set(to: 1) },
            .columnCountMismatch, mentioning: "differ from the column list")
    }

    @Test func selectWidthDiffersFromColumns() {
        expectRenderingError(
            Insert(into: Tag.table).columns(Tag.name).select(
                Select {
                    Tag.name
                    Tag.weight
                }.from(Tag.table)),
            .columnCountMismatch, mentioning: "SELECT returns 2")
    }

    @Test func insertWithoutRows() {
        expectRenderingError(Insert(into: Tag.table), .emptyList, mentioning: "needs VALUES")
    }

    @Test func defaultValuesWithUpsert() {
        expectRenderingError(
            Insert(into: Message.table).defaultValues.onConflict().doNothing, .invalidStatement,
            mentioning: "DEFAULT VALUES")
    }

    @Test func rowValueAssignmentInInsert() {
        expectRenderingError(
            Insert(into: Tag.table).values {
                Assignment(row: ["name", "weight"], to: [Tag.name, Tag.name])
            },
            .invalidStatement, mentioning: "row-value")
    }

    @Test func nullsFirstInConflictTarget() {
        expectRenderingError(
            Insert(into: Message.table).values(1).onConflict(Message.localID.ascending.nullsFirst).doNothing,
            .invalidStatement, mentioning: "NULLS")
    }

    @Test func emptyDoUpdate() {
        expectRenderingError(
            Insert(into: Message.table).values(1).onConflict(Message.localID).doUpdate {}, .emptyList,
            mentioning: "assignment")
    }

    @Test func nulInColumnName() {
        expectRenderingError(
            Insert(into: Tag.table).columns(SQLIdentifier("na\0me")).values("a"), .invalidIdentifier,
            mentioning: "NUL")
    }

    @Test func nulInTableName() {
        expectRenderingError(Insert(into: Table("t\0")).defaultValues, .invalidIdentifier, mentioning: "NUL")
    }

    @Test func valueOutOfRange() {
        expectRenderingError(
            Insert(into: Message.table).columns(Message.flags).values(UInt64.max), .valueOutOfRange,
            mentioning: "above Int64.max")
    }

    @Test func targetlessUpsertMustBeLast() {
        expectRenderingError(
            Insert(into: Message.table).values(1).onConflict().doNothing.onConflict(Message.localID)
                .doNothing,
            .invalidStatement, mentioning: "only the last ON CONFLICT")
    }

    @Test func emptyReturning() {
        expectRenderingError(
            Insert(into: Message.table).defaultValues.returning {}, .emptyList, mentioning: "RETURNING")
    }

    // SQLite accepts `INSERT INTO t (a, a)` and stores the first value, dropping the other silently.
    @Test func aColumnNamedTwiceIsAnError() {
        expectRenderingError(
            Insert(into: Message.table).columns(Message.flags, Message.content, Message.flags).values(
                1, "a", 2),
            .invalidStatement, mentioning: #""flags""#)
        expectRenderingError(
            Insert(into: Message.table).values {
                Message.flags.set(to: 1)
                Message.flags.set(to: 2)
            },
            .invalidStatement, mentioning: #""flags""#)
        expectRenderingError(
            Insert(into: Message.table).columns(SQLIdentifier("kind"), SQLIdentifier("KIND")).values(
                "a", "b"),
            .invalidStatement, mentioning: #""KIND""#)
    }

    @Test func aWideRowWithARepeatedColumnIsAnError() {
        let names = (0..<40).map { SQLIdentifier("c\($0)") } + ["C7"]
        let insert = Insert(into: Table("wide")).values {
            for name in names { Assignment(name, to: SQLExpression(value: Int64(1))) }
        }
        #expect {
            try insert.render()
        } throws: { error in
            (error as? QuarryError)?.message.contains(#""C7""#) == true
        }
    }

    @Test func upsertWhereAfterTheUpdateAsInSQL() {
        expectSQL(
            Insert(into: Author.table)
                .values {
                    Author.name.set(to: "Ann")
                    Author.email.set(to: "a@x")
                }
                .onConflict(Author.email)
                .doUpdate { Author.name.set(to: Author.name.excluded) }
                .where(Author.active).where(Author.score == nil),
            #"INSERT INTO "author" ("name", "email") VALUES (?, ?) ON CONFLICT ("email") DO UPDATE SET "name" = "excluded"."name" WHERE "active" AND "score" IS NULL"#,
            ["Ann", "a@x"])
    }

    @Test func whereWithoutADoUpdateIsAnError() {
        expectRenderingError(
            Insert(into: Author.table).values { Author.name.set(to: "Ann") }.where(Author.active),
            .invalidStatement, mentioning: "DO UPDATE")
        expectRenderingError(
            Insert(into: Author.table).values { Author.name.set(to: "Ann") }.onConflict(Author.email)
                .doNothing
                .where(Author.active),
            .invalidStatement, mentioning: "DO UPDATE")
    }

    @Test func namesAsStrings() {
        expectSQL(
            Insert(into: "tag").columns("messageID", "name").values(1, "a").onConflict("messageID", "name")
                .doNothing,
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?) ON CONFLICT ("messageID", "name") DO NOTHING"#,
            [1, "a"])
    }
}
