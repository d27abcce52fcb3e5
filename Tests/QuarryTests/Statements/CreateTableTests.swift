import Quarry
import QuarryTesting
import Testing

private let qty = Column<Int64>("qty")
private let label = Column<String>("label")

@Suite struct CreateTableTests {
    @Test func singleUntypedColumn() {
        expectSQL(CreateTable("note") { ColumnDefinition("id") }, #"CREATE TABLE "note" ("id")"#)
    }

    @Test func typedColumns() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("id", .integer)
                ColumnDefinition("body", .text)
                ColumnDefinition("score", .real)
                ColumnDefinition("data", .blob)
                ColumnDefinition("amount", .numeric)
            },
            #"CREATE TABLE "note" ("id" INTEGER, "body" TEXT, "score" REAL, "data" BLOB, "amount" NUMERIC)"#)
    }

    @Test func typeNameWithSize() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("name", SQLTypeName("VARCHAR", 20)) },
            #"CREATE TABLE "note" ("name" VARCHAR(20))"#)
    }

    @Test func typeNameWithTwoSizes() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("price", SQLTypeName("DECIMAL", 10, 2)) },
            #"CREATE TABLE "note" ("price" DECIMAL(10, 2))"#)
    }

    @Test func multiWordTypeName() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("name", SQLTypeName("UNSIGNED BIG INT")) },
            #"CREATE TABLE "note" ("name" UNSIGNED BIG INT)"#)
    }

    @Test func columnNamedAfterTypedColumn() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(Message.content, .text) },
            #"CREATE TABLE "note" ("content" TEXT)"#)
    }

    @Test func temporary() {
        expectSQL(
            CreateTable("note", temporary: true) { ColumnDefinition("id", .integer) },
            #"CREATE TEMP TABLE "note" ("id" INTEGER)"#)
    }

    @Test func ifNotExists() {
        expectSQL(
            CreateTable("note", ifNotExists: true) { ColumnDefinition("id", .integer) },
            #"CREATE TABLE IF NOT EXISTS "note" ("id" INTEGER)"#)
    }

    @Test func ifNotExistsOnExistingTable() {
        expectSQL(
            CreateTable("message", ifNotExists: true) { ColumnDefinition("id", .integer) },
            #"CREATE TABLE IF NOT EXISTS "message" ("id" INTEGER)"#)
    }

    @Test func temporaryIfNotExists() {
        expectSQL(
            CreateTable("note", temporary: true, ifNotExists: true) { ColumnDefinition("id") },
            #"CREATE TEMP TABLE IF NOT EXISTS "note" ("id")"#)
    }

    @Test func schemaQualified() {
        expectSQL(
            CreateTable(TableName("note", schema: "main")) { ColumnDefinition("id") },
            #"CREATE TABLE "main"."note" ("id")"#)
    }

    @Test func tempSchemaQualified() {
        expectSQL(
            CreateTable(TableName("note", schema: "temp")) { ColumnDefinition("id") },
            #"CREATE TABLE "temp"."note" ("id")"#)
    }

    @Test func oddNamesAreQuoted() {
        expectSQL(
            CreateTable("odd table ü") { ColumnDefinition("select", .text) },
            #"CREATE TABLE "odd table ü" ("select" TEXT)"#)
    }

    @Test func quotesInNamesAreDoubled() throws {
        let table = CreateTable("we\"ird") { ColumnDefinition("co\"l", .text) }
        #expect(try table.render().sql == #"CREATE TABLE "we""ird" ("co""l" TEXT)"#)
        try checkPreparation(of: table.render().sql, arguments: 0, schema: fixtureSchema)
    }

    // MARK: PRIMARY KEY

    @Test func primaryKey() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).primaryKey() },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY)"#)
    }

    @Test func primaryKeyAscending() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).primaryKey(.ascending) },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY ASC)"#)
    }

    @Test func primaryKeyDescending() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).primaryKey(.descending) },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY DESC)"#)
    }

    @Test func primaryKeyOnConflict() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).primaryKey(onConflict: .replace) },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY ON CONFLICT REPLACE)"#)
    }

    @Test func primaryKeyAutoincrement() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).primaryKey(autoincrement: true) },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY AUTOINCREMENT)"#)
    }

    @Test func primaryKeyEverything() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("id", .integer).primaryKey(
                    .ascending, onConflict: .fail, autoincrement: true)
            },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY ASC ON CONFLICT FAIL AUTOINCREMENT)"#)
    }

    @Test func textPrimaryKey() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("code", .text).primaryKey().notNull() },
            #"CREATE TABLE "note" ("code" TEXT PRIMARY KEY NOT NULL)"#)
    }

    // MARK: NOT NULL, UNIQUE

    @Test func notNull() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("body", .text).notNull() },
            #"CREATE TABLE "note" ("body" TEXT NOT NULL)"#)
    }

    @Test(arguments: [
        (ConflictResolution.rollback, #"CREATE TABLE "note" ("body" TEXT NOT NULL ON CONFLICT ROLLBACK)"#),
        (.abort, #"CREATE TABLE "note" ("body" TEXT NOT NULL ON CONFLICT ABORT)"#),
        (.fail, #"CREATE TABLE "note" ("body" TEXT NOT NULL ON CONFLICT FAIL)"#),
        (.ignore, #"CREATE TABLE "note" ("body" TEXT NOT NULL ON CONFLICT IGNORE)"#),
        (.replace, #"CREATE TABLE "note" ("body" TEXT NOT NULL ON CONFLICT REPLACE)"#),
    ])
    func notNullOnConflict(resolution: ConflictResolution, sql: String) {
        expectSQL(
            CreateTable("note") { ColumnDefinition("body", .text).notNull(onConflict: resolution) }, sql)
    }

    @Test func unique() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("email", .text).unique() },
            #"CREATE TABLE "note" ("email" TEXT UNIQUE)"#)
    }

    @Test func uniqueOnConflict() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("email", .text).unique(onConflict: .ignore) },
            #"CREATE TABLE "note" ("email" TEXT UNIQUE ON CONFLICT IGNORE)"#)
    }

    @Test func notNullAndUnique() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("email", .text).notNull().unique() },
            #"CREATE TABLE "note" ("email" TEXT NOT NULL UNIQUE)"#)
    }

    // MARK: CHECK

    @Test func checkInlinesValues() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(qty, .integer).check(qty > 0) },
            #"CREATE TABLE "note" ("qty" INTEGER CHECK (("qty" > 0)))"#)
    }

    @Test func checkWithTextList() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text).check(
                    membership(label, in: .list([.value("a"), .value("b'c")])))
            },
            #"CREATE TABLE "note" ("label" TEXT CHECK (("label" IN ('a', 'b''c'))))"#)
    }

    @Test func checkWithFunction() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text).check(call("length", label, as: Int64.self) <= 20)
            },
            #"CREATE TABLE "note" ("label" TEXT CHECK (length("label") <= 20))"#)
    }

    @Test func checkWithRealAndAnd() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("ratio", .real).check(
                    Column<Double>("ratio") >= 0.0 && Column<Double>("ratio") < 1.5)
            },
            #"CREATE TABLE "note" ("ratio" REAL CHECK (("ratio" >= 0.0 AND "ratio" < 1.5)))"#)
    }

    @Test func checkReferencingAnotherColumn() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("low", .integer)
                ColumnDefinition("high", .integer).check(Column<Int64>("high") >= Column<Int64>("low"))
            },
            #"CREATE TABLE "note" ("low" INTEGER, "high" INTEGER CHECK (("high" >= "low")))"#)
    }

    // MARK: DEFAULT

    @Test func defaultInteger() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(qty, .integer).default(0) },
            #"CREATE TABLE "note" ("qty" INTEGER DEFAULT 0)"#)
    }

    @Test func defaultNegativeInteger() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(qty, .integer).default(-1) },
            #"CREATE TABLE "note" ("qty" INTEGER DEFAULT -1)"#)
    }

    @Test func defaultReal() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("ratio", .real).default(1.5) },
            #"CREATE TABLE "note" ("ratio" REAL DEFAULT 1.5)"#)
    }

    @Test func defaultNegativeReal() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("ratio", .real).default(-2.25) },
            #"CREATE TABLE "note" ("ratio" REAL DEFAULT -2.25)"#)
    }

    @Test func defaultWholeReal() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("ratio", .real).default(3.0) },
            #"CREATE TABLE "note" ("ratio" REAL DEFAULT 3.0)"#)
    }

    @Test func defaultInfinity() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("high", .real).default(Double.infinity)
                ColumnDefinition("low", .real).default(-Double.infinity)
            },
            #"CREATE TABLE "note" ("high" REAL DEFAULT 9e999, "low" REAL DEFAULT -9e999)"#)
    }

    @Test func defaultText() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).default("it's") },
            #"CREATE TABLE "note" ("label" TEXT DEFAULT 'it''s')"#)
    }

    @Test func defaultEmptyText() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).notNull().default("") },
            #"CREATE TABLE "note" ("label" TEXT NOT NULL DEFAULT '')"#)
    }

    @Test func defaultTextWithNULIsParenthesized() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).default("a\0") },
            #"CREATE TABLE "note" ("label" TEXT DEFAULT (+CAST(X'6100' AS TEXT)))"#)
    }

    @Test func defaultBlob() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("data", .blob).default([UInt8]([0x01, 0xAB])) },
            #"CREATE TABLE "note" ("data" BLOB DEFAULT X'01AB')"#)
    }

    @Test func defaultNull() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).default(nil as String?) },
            #"CREATE TABLE "note" ("label" TEXT DEFAULT NULL)"#)
    }

    @Test func defaultBool() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("active", .integer).default(true) },
            #"CREATE TABLE "note" ("active" INTEGER DEFAULT 1)"#)
    }

    @Test func defaultCurrentTimestamp() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("created", .text).default(.currentTimestamp) },
            #"CREATE TABLE "note" ("created" TEXT DEFAULT CURRENT_TIMESTAMP)"#)
    }

    @Test func defaultCurrentDateAndTime() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("d", .text).default(.currentDate)
                ColumnDefinition("t", .text).default(.currentTime)
            },
            #"CREATE TABLE "note" ("d" TEXT DEFAULT CURRENT_DATE, "t" TEXT DEFAULT CURRENT_TIME)"#)
    }

    @Test func defaultKeywordTrue() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("flag", .integer).default(.true) },
            #"CREATE TABLE "note" ("flag" INTEGER DEFAULT TRUE)"#)
    }

    @Test func defaultExpressionIsParenthesizedAndInlined() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("created", .integer).default(
                    expression: call(
                        "strftime", SQLExpression(value: "%s"), SQLExpression(value: "now"), as: Int64.self))
            },
            #"CREATE TABLE "note" ("created" INTEGER DEFAULT (strftime('%s', 'now')))"#)
    }

    @Test func defaultArithmeticExpression() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer).default(expression: SQLExpression(value: 6) * 7)
            },
            #"CREATE TABLE "note" ("qty" INTEGER DEFAULT (6 * 7))"#)
    }

    @Test func defaultExpressionOfSwiftValues() {
        // Swift computes `1 + 2` before Quarry sees it: the SQL says 3, and so does the description.
        let statement = CreateTable("note") {
            ColumnDefinition(qty, .integer).default(expression: 1 + 2)
            ColumnDefinition(label, .text).default(expression: "x")
        }
        expectSQL(statement, #"CREATE TABLE "note" ("qty" INTEGER DEFAULT (3), "label" TEXT DEFAULT ('x'))"#)
        #expect(statement.description.contains("DEFAULT (3)"))
    }

    // MARK: COLLATE

    @Test func collate() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).collate("NOCASE") },
            #"CREATE TABLE "note" ("label" TEXT COLLATE "NOCASE")"#)
    }

    @Test func collateWithOtherConstraints() {
        expectSQL(
            CreateTable("note") { ColumnDefinition(label, .text).notNull().collate("RTRIM").unique() },
            #"CREATE TABLE "note" ("label" TEXT NOT NULL COLLATE "RTRIM" UNIQUE)"#)
    }

    // MARK: REFERENCES

    @Test func referencesTable() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("authorID", .integer).references(ForeignKeyClause(references: "author"))
            },
            #"CREATE TABLE "note" ("authorID" INTEGER REFERENCES "author")"#)
    }

    @Test func referencesColumn() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("authorID", .integer).references(
                    ForeignKeyClause(references: Author.table, columns: Author.id))
            },
            #"CREATE TABLE "note" ("authorID" INTEGER REFERENCES "author"("id"))"#)
    }

    @Test(arguments: [
        (
            ForeignKeyClause.Action.cascade,
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE CASCADE)"#
        ),
        (.setNull, #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE SET NULL)"#),
        (.setDefault, #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE SET DEFAULT)"#),
        (.restrict, #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE RESTRICT)"#),
        (.noAction, #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE NO ACTION)"#),
    ])
    func onDeleteActions(action: ForeignKeyClause.Action, sql: String) {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author", columns: "id").onDelete(action))
            }, sql)
    }

    @Test func onUpdate() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author", columns: "id").onUpdate(.cascade))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON UPDATE CASCADE)"#)
    }

    @Test func onDeleteAndOnUpdate() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author", columns: "id").onDelete(.setNull).onUpdate(
                        .restrict))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") ON DELETE SET NULL ON UPDATE RESTRICT)"#
        )
    }

    @Test func match() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author", columns: "id").match("SIMPLE"))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author"("id") MATCH "SIMPLE")"#)
    }

    @Test func deferrable() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author").deferrable())
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author" DEFERRABLE)"#)
    }

    @Test func deferrableInitiallyDeferred() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author").deferrable(initially: .deferred))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author" DEFERRABLE INITIALLY DEFERRED)"#)
    }

    @Test func deferrableInitiallyImmediate() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author").deferrable(initially: .immediate))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author" DEFERRABLE INITIALLY IMMEDIATE)"#)
    }

    @Test func notDeferrable() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author").deferrable(false))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author" NOT DEFERRABLE)"#)
    }

    @Test func notDeferrableInitiallyDeferred() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).references(
                    ForeignKeyClause(references: "author").deferrable(false, initially: .deferred))
            },
            #"CREATE TABLE "note" ("a" INTEGER REFERENCES "author" NOT DEFERRABLE INITIALLY DEFERRED)"#)
    }

    @Test func foreignKeyWithEverything() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).notNull().references(
                    ForeignKeyClause(references: Author.table, columns: Author.id)
                        .onDelete(.cascade).onUpdate(.noAction).match("FULL").deferrable(initially: .deferred)
                )
            },
            #"CREATE TABLE "note" ("a" INTEGER NOT NULL REFERENCES "author"("id") ON DELETE CASCADE ON UPDATE NO ACTION MATCH "FULL" DEFERRABLE INITIALLY DEFERRED)"#
        )
    }

    @Test func selfReference() {
        expectSQL(
            CreateTable("node") {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("parent", .integer).references(
                    ForeignKeyClause(references: "node", columns: "id"))
            },
            #"CREATE TABLE "node" ("id" INTEGER PRIMARY KEY, "parent" INTEGER REFERENCES "node"("id"))"#)
    }

    // MARK: Generated columns

    @Test func generatedVirtual() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition("double", .integer).generated(as: qty * 2, .virtual)
            },
            #"CREATE TABLE "note" ("qty" INTEGER, "double" INTEGER GENERATED ALWAYS AS ("qty" * 2) VIRTUAL)"#)
    }

    @Test func generatedStored() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition("double", .integer).generated(as: qty * 2, .stored)
            },
            #"CREATE TABLE "note" ("qty" INTEGER, "double" INTEGER GENERATED ALWAYS AS ("qty" * 2) STORED)"#)
    }

    @Test func generatedWithoutStorage() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text)
                ColumnDefinition("loud", .text).generated(as: call("upper", label, as: String.self))
            },
            #"CREATE TABLE "note" ("label" TEXT, "loud" TEXT GENERATED ALWAYS AS (upper("label")))"#)
    }

    @Test func generatedWithTextLiteral() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text)
                ColumnDefinition("tagged", .text).generated(
                    as: call("printf", SQLExpression(value: "'%s'"), label, as: String.self), .virtual)
            },
            #"CREATE TABLE "note" ("label" TEXT, "tagged" TEXT GENERATED ALWAYS AS (printf('''%s''', "label")) VIRTUAL)"#
        )
    }

    @Test func generatedWithNotNull() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition("neg", .integer).generated(as: SQLExpression<Int64>(value: 0) - qty)
                    .notNull()
            },
            #"CREATE TABLE "note" ("qty" INTEGER, "neg" INTEGER GENERATED ALWAYS AS (0 - "qty") NOT NULL)"#)
    }

    // MARK: Named column constraints

    @Test func namedPrimaryKey() {
        expectSQL(
            CreateTable("note") { ColumnDefinition("id", .integer).constraint(.primaryKey().named("pk")) },
            #"CREATE TABLE "note" ("id" INTEGER CONSTRAINT "pk" PRIMARY KEY)"#)
    }

    @Test func namedNotNullAndUnique() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text).constraint(.notNull().named("nn")).constraint(
                    .unique(onConflict: .abort).named("u"))
            },
            #"CREATE TABLE "note" ("label" TEXT CONSTRAINT "nn" NOT NULL CONSTRAINT "u" UNIQUE ON CONFLICT ABORT)"#
        )
    }

    @Test func namedCheck() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer).constraint(.check(qty != 13).named("not13"))
            },
            #"CREATE TABLE "note" ("qty" INTEGER CONSTRAINT "not13" CHECK ("qty" != 13))"#)
    }

    @Test func namedDefaultAndCollate() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(label, .text).constraint(.default("x").named("d")).constraint(
                    .collate("NOCASE").named("c"))
            },
            #"CREATE TABLE "note" ("label" TEXT CONSTRAINT "d" DEFAULT 'x' CONSTRAINT "c" COLLATE "NOCASE")"#)
    }

    @Test func namedReferences() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", .integer).constraint(
                    .references(ForeignKeyClause(references: "author")).named("fk"))
            },
            #"CREATE TABLE "note" ("a" INTEGER CONSTRAINT "fk" REFERENCES "author")"#)
    }

    @Test func namedGenerated() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition("g", .integer).constraint(.generated(as: qty + 1, .stored).named("gen"))
            },
            #"CREATE TABLE "note" ("qty" INTEGER, "g" INTEGER CONSTRAINT "gen" GENERATED ALWAYS AS ("qty" + 1) STORED)"#
        )
    }

    @Test func namedDefaultKeywordAndExpression() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("t", .text).constraint(.default(.currentTimestamp).named("now"))
                ColumnDefinition("n", .integer).constraint(
                    .default(expression: SQLExpression(value: 1) + 1).named("two"))
            },
            #"CREATE TABLE "note" ("t" TEXT CONSTRAINT "now" DEFAULT CURRENT_TIMESTAMP, "n" INTEGER CONSTRAINT "two" DEFAULT (1 + 1))"#
        )
    }

    @Test func everyColumnConstraintTogether() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("authorID", .integer)
                    .notNull()
                    .unique()
                    .check(Column<Int64>("authorID") > 0)
                    .default(1)
                    .collate("BINARY")
                    .references(ForeignKeyClause(references: "author", columns: "id"))
            },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY, "authorID" INTEGER NOT NULL UNIQUE CHECK (("authorID" > 0)) DEFAULT 1 COLLATE "BINARY" REFERENCES "author"("id"))"#
        )
    }

    // MARK: Table constraints

    @Test func compositePrimaryKey() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition("a", .integer)
                ColumnDefinition("b", .text)
                TableConstraint.primaryKey(SQLIdentifier("a"), SQLIdentifier("b"))
            },
            #"CREATE TABLE "pair" ("a" INTEGER, "b" TEXT, PRIMARY KEY ("a", "b"))"#)
    }

    @Test func primaryKeyWithTypedColumnsAndDirection() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition(label, .text)
                TableConstraint.primaryKey(qty.descending, label)
            },
            #"CREATE TABLE "pair" ("qty" INTEGER, "label" TEXT, PRIMARY KEY ("qty" DESC, "label"))"#)
    }

    @Test func primaryKeyWithCollation() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition(label, .text)
                TableConstraint.primaryKey(label.ascending.collate("NOCASE"))
            },
            #"CREATE TABLE "pair" ("label" TEXT, PRIMARY KEY ("label" COLLATE "NOCASE" ASC))"#)
    }

    @Test func tablePrimaryKeyOnConflict() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition(qty, .integer)
                TableConstraint.primaryKey(qty, onConflict: .ignore)
            },
            #"CREATE TABLE "pair" ("qty" INTEGER, PRIMARY KEY ("qty") ON CONFLICT IGNORE)"#)
    }

    @Test func uniqueTableConstraint() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition(label, .text)
                TableConstraint.unique(qty, label)
            },
            #"CREATE TABLE "pair" ("qty" INTEGER, "label" TEXT, UNIQUE ("qty", "label"))"#)
    }

    @Test func uniqueTableConstraintOnConflict() {
        expectSQL(
            CreateTable("pair") {
                ColumnDefinition(label, .text)
                TableConstraint.unique(label, onConflict: .replace)
            },
            #"CREATE TABLE "pair" ("label" TEXT, UNIQUE ("label") ON CONFLICT REPLACE)"#)
    }

    @Test func checkTableConstraint() {
        expectSQL(
            CreateTable("range") {
                ColumnDefinition("low", .integer)
                ColumnDefinition("high", .integer)
                TableConstraint.check(
                    Column<Int64>("low") <= Column<Int64>("high") && Column<Int64>("low") > -5)
            },
            #"CREATE TABLE "range" ("low" INTEGER, "high" INTEGER, CHECK (("low" <= "high" AND "low" > -5)))"#
        )
    }

    @Test func foreignKeyTableConstraint() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("authorID", .integer)
                TableConstraint.foreignKey(
                    SQLIdentifier("authorID"),
                    references: ForeignKeyClause(references: "author", columns: "id"))
            },
            #"CREATE TABLE "note" ("authorID" INTEGER, FOREIGN KEY ("authorID") REFERENCES "author"("id"))"#)
    }

    @Test func compositeForeignKeyWithActions() {
        expectSQL(
            CreateTable("tagNote") {
                ColumnDefinition("mid", .integer)
                ColumnDefinition("tname", .text)
                TableConstraint.foreignKey(
                    SQLIdentifier("mid"), SQLIdentifier("tname"),
                    references: ForeignKeyClause(references: Tag.table, columns: Tag.messageID, Tag.name)
                        .onDelete(.cascade).deferrable(initially: .deferred))
            },
            #"CREATE TABLE "tagNote" ("mid" INTEGER, "tname" TEXT, FOREIGN KEY ("mid", "tname") REFERENCES "tag"("messageID", "name") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED)"#
        )
    }

    @Test func namedTableConstraints() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition(label, .text)
                TableConstraint.primaryKey(qty).named("pk")
                TableConstraint.unique(label).named("uq")
                TableConstraint.check(qty > 0).named("positive")
                TableConstraint.foreignKey(qty, references: ForeignKeyClause(references: "author")).named(
                    "fk")
            },
            #"CREATE TABLE "note" ("qty" INTEGER, "label" TEXT, CONSTRAINT "pk" PRIMARY KEY ("qty"), CONSTRAINT "uq" UNIQUE ("label"), CONSTRAINT "positive" CHECK ("qty" > 0), CONSTRAINT "fk" FOREIGN KEY ("qty") REFERENCES "author")"#
        )
    }

    @Test func constraintsAreWrittenAfterColumns() {
        expectSQL(
            CreateTable("note") {
                TableConstraint.unique(label)
                ColumnDefinition(label, .text)
            },
            #"CREATE TABLE "note" ("label" TEXT, UNIQUE ("label"))"#)
    }

    // MARK: Table options

    @Test func withoutRowID() {
        expectSQL(
            CreateTable("kv") {
                ColumnDefinition("k", .text).primaryKey()
                ColumnDefinition("v", .blob)
            }.withoutRowID,
            #"CREATE TABLE "kv" ("k" TEXT PRIMARY KEY, "v" BLOB) WITHOUT ROWID"#)
    }

    @Test func withoutRowIDWithTablePrimaryKey() {
        expectSQL(
            CreateTable("kv") {
                ColumnDefinition("k", .text)
                ColumnDefinition("v", .blob)
                TableConstraint.primaryKey(SQLIdentifier("k"))
            }.withoutRowID,
            #"CREATE TABLE "kv" ("k" TEXT, "v" BLOB, PRIMARY KEY ("k")) WITHOUT ROWID"#)
    }

    @Test func strict() {
        expectSQL(
            CreateTable("kv") {
                ColumnDefinition("k", .int)
                ColumnDefinition("v", .any)
            }.strict,
            #"CREATE TABLE "kv" ("k" INT, "v" ANY) STRICT"#)
    }

    @Test func strictWithoutRowID() {
        expectSQL(
            CreateTable("kv") {
                ColumnDefinition("k", .text).primaryKey()
                ColumnDefinition("v", .blob)
            }.strict.withoutRowID,
            #"CREATE TABLE "kv" ("k" TEXT PRIMARY KEY, "v" BLOB) STRICT, WITHOUT ROWID"#)
    }

    // MARK: Builder control flow

    @Test func builderIfAndFor() {
        let extra = ["a", "b"]
        let withScore = true
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("id", .integer).primaryKey()
                for name in extra { ColumnDefinition(SQLIdentifier(name), .text) }
                if withScore { ColumnDefinition("score", .real) } else { ColumnDefinition("rank", .integer) }
            },
            #"CREATE TABLE "note" ("id" INTEGER PRIMARY KEY, "a" TEXT, "b" TEXT, "score" REAL)"#)
    }

    // MARK: AS SELECT

    @Test func asSelect() {
        expectSQL(
            CreateTable(
                "snapshot",
                as: Select {
                    Message.localID
                    Message.content
                }.from(Message.table)),
            #"CREATE TABLE "snapshot" AS SELECT "localID", "content" FROM "message""#)
    }

    @Test func temporaryAsSelectWithBoundValue() {
        expectSQL(
            CreateTable(
                "recent", temporary: true, ifNotExists: true,
                as: Select.all.from(Message.table).where(Message.createTime > 10.0)),
            #"CREATE TEMP TABLE IF NOT EXISTS "recent" AS SELECT * FROM "message" WHERE "createTime" > ?"#,
            [10.0])
    }

    @Test func descriptionEqualsRenderedSchema() throws {
        let table = CreateTable("note") { ColumnDefinition(qty, .integer).default(5).check(qty < 100) }
        let rendered = try table.render()
        #expect(rendered.arguments.isEmpty)
        #expect(table.description == rendered.sql)
    }

    // MARK: Bad input

    @Test func noColumns() {
        expectRenderingError(CreateTable("note") {}, .emptyList, mentioning: "needs at least one column")
    }

    @Test func onlyConstraints() {
        expectRenderingError(
            CreateTable("note") { TableConstraint.check(qty > 0) }, .emptyList,
            mentioning: "at least one column")
    }

    @Test func generatedColumnWithDefault() {
        expectRenderingError(
            CreateTable("note") {
                ColumnDefinition(qty, .integer)
                ColumnDefinition("g", .integer).generated(as: qty + 1).default(0)
            }, .invalidStatement, mentioning: "generated column \"g\" cannot have a DEFAULT")
    }

    @Test func withoutRowIDWithoutPrimaryKey() {
        expectRenderingError(
            CreateTable("kv") { ColumnDefinition("k", .text).unique() }.withoutRowID, .invalidStatement,
            mentioning: "WITHOUT ROWID table \"kv\" needs a PRIMARY KEY")
    }

    @Test func nulInColumnName() {
        expectRenderingError(
            CreateTable("note") { ColumnDefinition("i\0d", .integer) }, .invalidIdentifier, mentioning: "NUL")
    }

    @Test func nulInTableName() {
        expectRenderingError(
            CreateTable("no\0te") { ColumnDefinition("id", .integer) }, .invalidIdentifier, mentioning: "NUL")
    }

    @Test func nulInCollation() {
        expectRenderingError(
            CreateTable("note") { ColumnDefinition(label, .text).collate("NO\0CASE") }, .invalidIdentifier,
            mentioning: "NUL")
    }

    @Test func nulInConstraintName() {
        expectRenderingError(
            CreateTable("note") { ColumnDefinition(label, .text).constraint(.unique().named("u\0")) },
            .invalidIdentifier, mentioning: "NUL")
    }

    @Test func nulInForeignTable() {
        expectRenderingError(
            CreateTable("note") {
                ColumnDefinition("a").references(ForeignKeyClause(references: "auth\0or"))
            },
            .invalidIdentifier, mentioning: "NUL")
    }

    @Test func defaultOutOfRange() {
        expectRenderingError(
            CreateTable("note") { ColumnDefinition("big", .integer).default(UInt64.max) }, .valueOutOfRange,
            mentioning: "above Int64.max")
    }

    @Test func injectedTypeName() {
        expectRenderingError(
            CreateTable("note") { ColumnDefinition("a", SQLTypeName("TEXT); DROP TABLE message; --")) },
            .invalidName, mentioning: "type")
    }

    @Test func asSelectWithTableOptions() {
        expectRenderingError(
            CreateTable("snapshot", as: Select.all.from(Message.table)).strict, .invalidStatement,
            mentioning: "AS SELECT")
    }

    @Test func foreignKeyWithoutColumns() {
        expectRenderingError(
            CreateTable("note") {
                ColumnDefinition("a")
                TableConstraint.foreignKey(references: ForeignKeyClause(references: "author"))
            }, .emptyList, mentioning: "FOREIGN KEY")
    }

    @Test func primaryKeyWithoutColumns() {
        expectRenderingError(
            CreateTable("note") {
                ColumnDefinition("a")
                TableConstraint.primaryKey()
            }, .emptyList, mentioning: "indexed column")
    }

    @Test func nullsOrderingInPrimaryKey() {
        expectRenderingError(
            CreateTable("note") {
                ColumnDefinition(qty)
                TableConstraint.primaryKey(qty.ascending.nullsLast)
            }, .invalidStatement, mentioning: "NULLS")
    }

    @Test func tableAndColumnNamesTakenLikeTheirSiblings() {
        let note = Table("note", schema: "main")
        expectSQL(
            CreateTable(note) {
                ColumnDefinition("a", .integer)
                ColumnDefinition("b", .text)
                TableConstraint.primaryKey("a")
                TableConstraint.unique("b", onConflict: .ignore)
                TableConstraint.foreignKey("a", references: ForeignKeyClause(references: Message.table))
            },
            #"CREATE TABLE "main"."note" ("a" INTEGER, "b" TEXT, PRIMARY KEY ("a"), UNIQUE ("b") ON CONFLICT IGNORE, FOREIGN KEY ("a") REFERENCES "message")"#
        )
        expectSQL(
            CreateTable(note.as("n"), as: Select { Message.localID }.from(Message.table)),
            #"CREATE TABLE "main"."note" AS SELECT "localID" FROM "message""#)
    }
}
