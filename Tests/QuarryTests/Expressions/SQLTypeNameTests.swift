import CSQLite
import Quarry
import QuarryTesting
import Testing

/// A type name is words that are not SQLite keywords, then at most `(n)` or `(n, m)`: anything
/// else (a constraint, a COLLATE, a DEFAULT) would be pasted into the column definition.
@Suite struct SQLTypeNameTests {
    static let constraints = [
        "TEXT PRIMARY KEY", "INTEGER NOT NULL UNIQUE REFERENCES victim",
        "TEXT DEFAULT injected COLLATE NOCASE",
        "text primary key", "VARCHAR(255) PRIMARY KEY", "INTEGER CHECK", "BLOB AS",
    ]

    /// SQLite's own keyword list, from the linked library.
    static let sqliteKeywords: [String] = (0..<sqlite3_keyword_count()).map { index in
        var name: UnsafePointer<CChar>?
        var length: Int32 = 0
        sqlite3_keyword_name(index, &name, &length)
        return String(decoding: UnsafeRawBufferPointer(start: name, count: Int(length)), as: UTF8.self)
    }

    @Test func constraintsAreRefusedInEverySlot() {
        for text in Self.constraints {
            let type = SQLTypeName(text)
            expectRenderingError(
                CreateTable("note") { ColumnDefinition("a", type) }, .invalidName,
                mentioning: text.debugDescription)
            expectRenderingError(
                AlterTable(Message.table).addColumn(ColumnDefinition("a", type)), .invalidName,
                mentioning: text.debugDescription)
            expectRenderingError(
                Select { Message.content.cast(as: type) }, .invalidName, mentioning: text.debugDescription)
            expectRenderingError(
                CreateVirtualTable("v", using: "fts5", .column("a", type)), .invalidName,
                mentioning: text.debugDescription)
        }
    }

    @Test func everySQLiteKeywordIsRefusedAsAWord() {
        #expect(Self.sqliteKeywords.count >= 147)
        for keyword in Self.sqliteKeywords {
            for text in [keyword, keyword.lowercased(), "TEXT \(keyword)", "\(keyword) TEXT"] {
                expectRenderingError(
                    Select { Message.content.cast(as: SQLTypeName(text)) }, .invalidName,
                    mentioning: "keyword")
            }
        }
    }

    @Test func malformedSizesAreRefused() {
        for text in [
            "VARCHAR()", "VARCHAR(a)", "VARCHAR(255", "VARCHAR(255))", "VARCHAR(1, 2, 3)", "VARCHAR(1,)",
            "(255)", "VARCHAR(255) x", "VARCHAR(--1)", "VARCHAR(1 2)", "VARCHAR(0x10)", "VARCHAR(1); DROP",
        ] {
            expectRenderingError(
                Select { Message.content.cast(as: SQLTypeName(text)) }, .invalidName,
                mentioning: text.debugDescription)
        }
        expectRenderingError(
            Select { Message.content.cast(as: SQLTypeName("VARCHAR(10)", 5)) }, .invalidName,
            mentioning: "VARCHAR(10)")
        expectRenderingError(
            Select { Message.content.cast(as: SQLTypeName("DECIMAL", 1, 2, 3)) }, .invalidName,
            mentioning: "DECIMAL")
    }

    @Test func sizesWrittenInTheNameAreKept() {
        expectSQL(
            CreateTable("note") {
                ColumnDefinition("a", SQLTypeName("VARCHAR(255)"))
                ColumnDefinition("b", SQLTypeName("DECIMAL(10,5)"))
                ColumnDefinition("c", SQLTypeName("NUMERIC ( -3 , +2 )"))
                ColumnDefinition("d", SQLTypeName("UNSIGNED BIG INT"))
                ColumnDefinition("e", SQLTypeName("DOUBLE PRECISION"))
                ColumnDefinition("f", SQLTypeName("DECIMAL", 10, 2))
            },
            #"CREATE TABLE "note" ("a" VARCHAR(255), "b" DECIMAL(10, 5), "c" NUMERIC(-3, +2), "d" UNSIGNED BIG INT, "e" DOUBLE PRECISION, "f" DECIMAL(10, 2))"#
        )
    }

    @Test func typeNamesThatAreNotKeywordsPass() {
        for text in [
            "INT", "INTEGER", "TINYINT", "SMALLINT", "MEDIUMINT", "BIGINT", "INT2", "INT8", "CHARACTER",
            "VARYING CHARACTER", "NCHAR", "NATIVE CHARACTER", "NVARCHAR", "TEXT", "CLOB", "BLOB", "REAL",
            "DOUBLE", "FLOAT", "NUMERIC", "BOOLEAN", "DATE", "DATETIME", "ANY", "UNINDEXED", "STRICT",
            "ROWID",
        ] {
            expectExpression(Message.content.cast(as: SQLTypeName(text)), #"CAST("content" AS "# + text + ")")
        }
    }
}
