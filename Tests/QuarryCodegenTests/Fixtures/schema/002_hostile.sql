-- Names that are Swift keywords, collide once made idiomatic, hold quotes, backslashes,
-- spaces, non-ASCII letters, emoji or start with a digit.
CREATE TABLE "order" (
    "id" INTEGER PRIMARY KEY,
    "class" TEXT,
    "self" INTEGER,
    "display name" TEXT,
    "display_name" TEXT,
    "2fa" INTEGER,
    "quote""d" TEXT,
    "back\slash" TEXT,
    "café" TEXT,
    "🙂" TEXT,
    "table" TEXT,
    "definition" TEXT,
    "line
break" TEXT
);

CREATE TABLE "table" ("key" TEXT PRIMARY KEY NOT NULL, "Value" BLOB) WITHOUT ROWID;

-- Two tables whose Swift names collide, invisible and comment-like characters in names.
CREATE TABLE "Order Items" (
    "order" INTEGER NOT NULL REFERENCES "order"("id"),
    "tab	name" TEXT,
    "*/" TEXT,
    "///" TEXT,
    "line separator" TEXT,
    "́accent" TEXT,
    "zero‍width" TEXT
);
CREATE TABLE order_items ("id" INTEGER PRIMARY KEY, "Type" TEXT, "init" TEXT, "default" INTEGER);
CREATE VIEW "select" AS SELECT "id", "Type" FROM order_items;

CREATE VIEW team_size AS
    SELECT team.id AS team_id, team.name AS "team name", count(person.id) AS people
    FROM team LEFT JOIN person ON person.team_id = team.id
    GROUP BY team.id;
