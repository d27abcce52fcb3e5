import Quarry
import QuarryTesting
import Testing

/// PostgreSQL keeps the first 63 bytes of a name (NAMEDATALEN - 1) and says so only in a NOTICE:
/// two long names sharing their first 63 bytes would be one table. A longer name is refused.
@Suite struct PostgresIdentifierLengthTests {
    static let longest = SQLIdentifier(String(repeating: "n", count: 63))
    static let tooLong = SQLIdentifier(String(repeating: "n", count: 64))
    /// 62 ASCII bytes then "é" (2 bytes): 32 characters fewer than bytes matter, not characters.
    static let tooLongInBytes = SQLIdentifier(String(repeating: "n", count: 62) + "é")

    static func statements(naming name: SQLIdentifier) -> [(String, any SQLRenderable)] {
        [
            ("table", Select.all.from(Table(name))),
            ("column", Select(columns: [.expression(.column(ColumnReference(name: name)), alias: nil)])),
            ("alias", Select(columns: [.expression(.value(1), alias: name)])),
            ("table alias", Select.all.from(Table("t").as(name))),
            ("savepoint", Savepoint(name)),
        ]
    }

    @Test func aNameOf63BytesIsWrittenWhole() throws {
        for (slot, statement) in Self.statements(naming: Self.longest) {
            let sql = try statement.render(dialect: .postgres).sql
            #expect(sql.contains("\"" + Self.longest.name + "\""), "\(slot): \(sql)")
        }
    }

    @Test func aLongerNameIsRefusedForPostgres() {
        for name in [Self.tooLong, Self.tooLongInBytes] {
            for (slot, statement) in Self.statements(naming: name) {
                do {
                    let sql = try statement.render(dialect: .postgres).sql
                    Issue.record("\(slot): rendered \(sql)")
                } catch {
                    #expect(error.kind == .invalidIdentifier, "\(slot)")
                    #expect(error.message.contains(name.name.debugDescription), "\(slot): \(error.message)")
                    #expect(error.message.contains("64 bytes"), "\(slot): \(error.message)")
                    #expect(error.message.contains("63"), "\(slot): \(error.message)")
                }
                #expect(throws: QuarryError.self, "\(slot)") { try statement.inlinedSQL(dialect: .postgres) }
            }
        }
    }

    @Test func aHugeNameIsNamedByItsBeginning() {
        let huge = SQLIdentifier(String(repeating: "x", count: 1 << 20))
        do {
            _ = try Select.all.from(Table(huge)).render(dialect: .postgres)
            Issue.record("a 1 MiB name rendered")
        } catch {
            #expect(error.message.contains("1048576 bytes"), "\(error.message.prefix(200))")
            #expect(error.message.utf8.count < 400, "the error quotes the whole name")
        }
    }

    /// A function name is a name too: PostgreSQL would call the function named by its first 63 bytes.
    @Test func aLongerFunctionNameIsRefusedForPostgres() throws {
        let name = String(repeating: "f", count: 64)
        let call = Select { SQL.function(name, 1, as: Int64.self) }
        do {
            let sql = try call.render(dialect: .postgres).sql
            Issue.record("rendered \(sql)")
        } catch {
            #expect(error.kind == .invalidName)
            #expect(error.message.contains(name.debugDescription), "\(error.message)")
            #expect(error.message.contains("64 bytes"), "\(error.message)")
        }
        let longest = String(repeating: "f", count: 63)
        #expect(
            try Select { SQL.function(longest, 1, as: Int64.self) }.render(dialect: .postgres).sql.contains(
                longest))
        #expect(try call.render().sql.contains(name))
    }

    @Test func sqliteKeepsLongNames() throws {
        for (slot, statement) in Self.statements(naming: Self.tooLong) {
            let sql = try statement.render().sql
            #expect(sql.contains("\"" + Self.tooLong.name + "\""), "\(slot): \(sql)")
        }
    }
}
