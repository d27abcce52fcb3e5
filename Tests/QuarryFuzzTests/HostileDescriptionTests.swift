import Quarry
import QuarryTesting
import Testing

/// Descriptions are meant to be runnable, so any comment they hold must end where Quarry ended it.
/// Every hostile string goes into every slot whose problem the description names (function, type,
/// pragma, module and option names, parameter names, names with NUL, table names in messages,
/// record keys), and into bound values, which a rendered statement's description lists.
@Suite struct HostileDescriptionTests {
    static let texts =
        HostileStrings.all + [
            "*/ DROP TABLE item; /*", "x*/", "**/", "*/*/", "*", "/", "a*\0/b", "*/\n-- ",
            "\n; DROP TABLE item; --",
        ]

    /// A record whose one property is named by the hostile text and holds a nested record, which
    /// the row encoder names in its error.
    struct Record: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        struct Nested: Encodable { var a = 1 }
        let name: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(Nested(), forKey: Key(stringValue: name))
        }
    }

    static func invalidStatements(naming text: String) -> [any SQLRenderable] {
        let name = SQLIdentifier(text)
        return [
            Select { SQL.function(text, 1, as: Int64.self) },
            Select(columns: [.expression(.value(1), alias: nil)]).from(Table("item"))
                .where(SQLExpression<Bool>(node: .cast(.value(1), SQLTypeName(text)))),
            Pragma.custom(text),
            Pragma.custom("user_version", value: text + "\0"),
            CreateVirtualTable("v", using: text),
            CreateVirtualTable("v", using: "fts5", .option(text, "x")),
            Select(columns: [.expression(.parameter(.named(prefix: .colon, name: text)), alias: nil)]),
            Select.all.from(Table(SQLIdentifier(text + "\0"))),
            CreateTable(TableName(name)) {},
            AlterTable(TableName(name)),
            Insert(into: Table("item")).values(encoding: Record(name: text)),
        ]
    }

    @Test func invalidDescriptionsKeepTheirCommentClosed() throws {
        let database = try FuzzFixture.database()
        var checked = 0
        for text in Self.texts {
            for statement in Self.invalidStatements(naming: text) {
                let description = statement.getDescription()
                guard description.hasPrefix("/* invalid: ") else { continue }
                checked += 1
                var renderer = SQLRenderer(values: .inlined)
                statement.render(into: &renderer)
                let tail = " */ " + renderer.sql
                #expect(description.hasSuffix(tail), "\(description.prefix(120))")
                let comment = description.dropLast(tail.count)
                // The comment, then a statement of Quarry's: SQLite must see exactly that one.
                #expect(throws: Never.self, "\(description.prefix(120))") {
                    try database.prepare(comment + " */ SELECT 1")
                }
            }
        }
        // Most slots refuse most hostile strings; the check must not pass by checking nothing.
        #expect(checked > Self.texts.count * 5)
    }

    @Test func argumentsListedAfterRenderedSQLStayInTheirComment() throws {
        let database = try FuzzFixture.database()
        for text in Self.texts {
            let rendered = try Select { SQLExpression<String>(value: text) }.render()
            #expect(throws: Never.self, "\(text.prefix(60))") {
                let parameters = try database.prepare(rendered.description)
                #expect(parameters == 1)
            }
        }
    }
}
