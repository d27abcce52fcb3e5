import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// Every hostile string in every value slot PostgreSQL has, bound and inlined as a literal:
    /// each statement prepares as one statement, leaves the schema unchanged and reads the value
    /// back byte for byte. Text with NUL, which PostgreSQL's text cannot hold, is an error before
    /// anything is sent.
    @Suite struct HostileValues {
        static func selecting(_ nodes: ExpressionNode...) -> Select {
            Select(columns: nodes.map { .expression($0, alias: nil) })
        }

        @Test func fixtureHasEveryNaughtyString() {
            #expect(PostgresHostileStrings.naughty.count == 507)
        }

        @Test func textReadsBackInEveryValueSlot() throws {
            let connection = try connect()
            try run("CREATE TABLE h(v TEXT)", on: connection)
            let before = try connection.scratchSchemaSnapshot()
            var checked = 0
            for text in PostgresHostileStrings.all + [HostileInput.oneMebibyte] where !text.utf8.contains(0) {
                checked += try checkValueSlots(text, on: connection)
            }
            #expect(try connection.scratchSchemaSnapshot() == before)
            let withoutNul = PostgresHostileStrings.all.filter { !$0.utf8.contains(0) }
            #expect(checked == (withoutNul.count + 1) * 7)
        }

        /// Checks every slot; returns how many it checked.
        func checkValueSlots(_ text: String, on connection: PostgresConnection) throws -> Int {
            let value = ExpressionNode.value(.text(text))
            let stored = SQLValue.text(text)
            try connection.execute(Delete(from: Table("h")))
            let insert: SQLFragment = "INSERT INTO h VALUES (\(text))"
            try connection.execute(insert)
            let v = ExpressionNode.column(ColumnReference(name: "v"))
            let escaped = ExpressionNode.value(.text(Self.likeEscaped(text)))
            let slots: [(String, Select, [[SQLValue]])] = [
                ("result column", Self.selecting(value), [[stored]]),
                (
                    "WHERE",
                    Self.selecting(v).from(Table("h")).where(
                        SQLExpression<Bool>(node: .binary(.equal, v, value))), [[stored]]
                ),
                (
                    "IN list",
                    Self.selecting(v).from(Table("h")).where(
                        SQLExpression<Bool>(node: .in(negated: false, v, .list([.value("x"), value])))),
                    [[stored]]
                ),
                (
                    "function argument",
                    Self.selecting(.function(FunctionCall("coalesce", [.value(.null), value]))), [[stored]]
                ),
                // CAST to BYTEA would parse the text as bytea's escapes: TEXT is the cast that keeps it.
                ("CAST operand", Self.selecting(.cast(value, .text)), [[stored]]),
                ("VALUES", Select.values([[text]]), [[stored]]),
                (
                    "LIKE pattern and ESCAPE",
                    Self.selecting(v).from(Table("h")).where(
                        SQLExpression<Bool>(
                            node: .pattern(.like, negated: false, v, escaped, escape: .value("\\")))),
                    [[stored]]
                ),
            ]
            for (slot, select, expected) in slots {
                let context = Comment(rawValue: "\(slot) with \(text.prefix(80).debugDescription)")
                #expect(
                    PostgresFuzzOracle.checkPreparesAsOneStatement(select, on: connection) == .held, context)
                #expect(try connection.values(select) == expected, context)
                #expect(try connection.describedValues(select) == expected, context)
            }
            return slots.count
        }

        @Test func textWithNulIsRefusedBeforeSending() throws {
            let connection = try connect()
            let nulTexts = PostgresHostileStrings.all.filter { $0.utf8.contains(0) }
            #expect(nulTexts.count >= 3)
            for text in nulTexts {
                for select in [
                    Self.selecting(.value(.text(text))), Select.values([[text]]),
                    Self.selecting(
                        .function(FunctionCall("coalesce", [.value(.null), .value(.text(text))]))),
                ] {
                    for form in ["bound", "described"] {
                        do {
                            if form == "bound" {
                                _ = try connection.values(select)
                            } else {
                                _ = try connection.describedValues(select)
                            }
                            Issue.record("\(form) \(text.debugDescription) ran")
                        } catch let error as QuarryError {
                            #expect(error.kind == .unsupportedInDialect)
                            #expect(error.message.contains("NUL"), "\(error.message)")
                        }
                    }
                }
            }
        }

        @Test func blobsReadBackInEveryValueSlot() throws {
            let connection = try connect()
            let before = try connection.scratchSchemaSnapshot()
            for bytes in HostileInput.blobPayloads + PostgresHostileStrings.all.map({ Array($0.utf8) }) {
                let value = ExpressionNode.value(.blob(bytes))
                for select in [
                    Self.selecting(value),
                    Self.selecting(.function(FunctionCall("coalesce", [.value(.null), value]))),
                    Select.values([[bytes]]),
                ] {
                    #expect(PostgresFuzzOracle.checkPreparesAsOneStatement(select, on: connection) == .held)
                    #expect(try connection.values(select) == [[.blob(bytes)]])
                    #expect(try connection.describedValues(select) == [[.blob(bytes)]])
                }
            }
            #expect(try connection.scratchSchemaSnapshot() == before)
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
}
