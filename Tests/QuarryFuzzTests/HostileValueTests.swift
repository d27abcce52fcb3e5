import Quarry
import QuarryTesting
import Testing

/// Every hostile string in every value slot and every inlined-literal slot that exists: each
/// statement prepares as one statement, leaves `sqlite_schema` unchanged and reads the value back
/// byte for byte, bound and described alike.
@Suite struct HostileValueTests {
    static func selecting(_ nodes: ExpressionNode...) -> Select {
        Select(columns: nodes.map { .expression($0, alias: nil) })
    }

    @Test func fixtureHasEveryNaughtyString() {
        #expect(HostileStrings.naughty.count == 507)
    }

    @Test func textReadsBackInEveryValueSlot() throws {
        let database = try FuzzFixture.database()
        try database.execute("CREATE TABLE h(v)")
        let before = try database.schemaSnapshot()
        for text in HostileStrings.all + [HostileInput.oneMebibyte] {
            try checkValueSlots(text, in: database)
        }
        #expect(try database.schemaSnapshot() == before)
    }

    func checkValueSlots(_ text: String, in database: SQLiteScratchDatabase) throws {
        let value = ExpressionNode.value(.text(text))
        let stored = StoredValue.text(Array(text.utf8))
        _ = try database.rows("DELETE FROM h")
        _ = try database.rows("INSERT INTO h VALUES (?)", arguments: [.text(text)])
        let v = ExpressionNode.column(ColumnReference(name: "v"))
        let escaped = ExpressionNode.value(.text(Self.likeEscaped(text)))
        var slots: [(String, Select, [[StoredValue]])] = [
            ("result column", Self.selecting(value), [[stored]]),
            (
                "WHERE",
                Self.selecting(v).from(Table("h")).where(
                    SQLExpression<Bool>(node: .binary(.equal, v, value))), [[stored]]
            ),
            (
                "IN list", Self.selecting(.in(negated: false, value, .list([.value("x"), value]))),
                [[.integer(1)]]
            ),
            (
                "function argument",
                Self.selecting(.function(FunctionCall("coalesce", [.value(.null), value]))), [[stored]]
            ),
            ("CAST operand", Self.selecting(.cast(value, .blob)), [[.blob(Array(text.utf8))]]),
            ("VALUES", Select.values([[text]]), [[stored]]),
        ]
        let like = Self.selecting(v).from(Table("h")).where(
            SQLExpression<Bool>(node: .pattern(.like, negated: false, v, escaped, escape: .value("\\"))))
        if text.utf8.count > 50_000 {
            // Longer than SQLite's LIKE pattern limit: the same run-time error in both forms.
            #expect(FuzzOracle.checkDescription(like, in: database) == nil)
        } else {
            slots.append(("LIKE pattern and ESCAPE", like, [[stored]]))
        }
        for (slot, select, expected) in slots {
            let context = Comment(rawValue: "\(slot) with \(text.prefix(80).debugDescription)")
            #expect(FuzzOracle.checkPreparesAsOneStatement(select, in: database) == nil, context)
            #expect(try database.run(select) == expected, context)
            #expect(try database.runDescription(select) == expected, context)
        }
        // An ESCAPE that is not one character is a run-time error, the same in both forms.
        let escape = Self.selecting(.pattern(.like, negated: false, .value("a"), .value("a"), escape: value))
        #expect(FuzzOracle.checkDescription(escape, in: database) == nil)
        #expect(FuzzOracle.checkPreparesAsOneStatement(escape, in: database) == nil)
        // ATTACH's file name is bound, never SQL text (not run: it would create the file); SQLite
        // would cut a name with NUL short, so that is a rendering error.
        let attach = Attach(file: text, as: "hostile")
        if text.utf8.contains(0) {
            expectRenderingError(attach, .valueOutOfRange, mentioning: "NUL")
        } else {
            #expect(try attach.render().arguments == [.text(text)])
            #expect(FuzzOracle.checkPreparesAsOneStatement(attach, in: database) == nil)
        }
        try checkLiteralSlots(text, in: database)
    }

    /// PRAGMA takes only literals: the text is inlined, and a NUL is the documented error.
    func checkLiteralSlots(_ text: String, in database: SQLiteScratchDatabase) throws {
        let pragma = Pragma(.tableInfo, argument: text)
        if text.utf8.contains(0) {
            expectRenderingError(pragma, .valueOutOfRange, mentioning: "NUL")
        } else {
            #expect(FuzzOracle.checkPreparesAsOneStatement(pragma, in: database) == nil)
            #expect(try database.run(pragma) == [])
        }
        // The literal writer every inlined slot uses reads back exactly.
        #expect(try database.rows("SELECT " + SQLValue.text(text).description) == [[.text(Array(text.utf8))]])
    }

    @Test func blobsReadBackInEveryValueSlot() throws {
        let database = try FuzzFixture.database()
        let before = try database.schemaSnapshot()
        for bytes in HostileInput.blobPayloads + HostileStrings.all.map({ Array($0.utf8) }) {
            let value = ExpressionNode.value(.blob(bytes))
            for select in [
                Self.selecting(value),
                Self.selecting(.function(FunctionCall("coalesce", [.value(.null), value]))),
                Select.values([[bytes]]),
            ] {
                #expect(FuzzOracle.checkPreparesAsOneStatement(select, in: database) == nil)
                #expect(try database.run(select) == [[.blob(bytes)]])
                #expect(try database.runDescription(select) == [[.blob(bytes)]])
            }
        }
        #expect(try database.schemaSnapshot() == before)
    }

    static func likeEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            if character == "\\" || character == "%" || character == "_" {
                escaped.unicodeScalars.append("\\")
            }
            escaped.unicodeScalars.append(character)
        }
        return escaped
    }
}
