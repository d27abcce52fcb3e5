import Quarry
import Testing

/// The schema that golden SQL is prepared against, with the statements that set it up.
public struct GoldenSchema: Sendable {
    /// SQL that creates the schema (several statements allowed).
    public let sql: String

    /// A schema from the SQL that creates it.
    public init(_ sql: String) { self.sql = sql }
}

/// Checks a statement against SQL written by hand: the exact text and arguments it renders, that
/// SQLite prepares that text as exactly one statement against `schema` with as many parameters as
/// arguments, and that rendering with other identifier quotes changes nothing but the quotes (so
/// no node writes quotes of its own).
///
/// ```swift
/// expectSQL(Select { Message.localID }.from(Message.table).where(Message.localID > 1),
///           #"SELECT "localID" FROM "message" WHERE "localID" > ?"#, [1], schema: appSchema)
/// ```
public func expectSQL(
    _ statement: some SQLRenderable, _ sql: String, _ arguments: [SQLValue] = [],
    schema: GoldenSchema, sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let rendered = try statement.render()
        // By bytes: `String ==` would pass SQL whose names are in the other normal form, which
        // SQLite reads as other tables.
        #expect(rendered.sql.isByteEqual(to: sql), "\(rendered.sql)", sourceLocation: sourceLocation)
        #expect(rendered.arguments == arguments, sourceLocation: sourceLocation)
        try checkPreparation(of: sql, arguments: arguments.count, schema: schema)
        if !sql.contains("`") {
            let backticked = try statement.render(quoting: .backticks).sql
            #expect(
                backticked.replacingBackticks().isByteEqual(to: sql),
                "a node writes identifier quotes of its own", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Checks that rendering the statement fails with a `QuarryError` of the given kind whose message
/// contains `message`.
public func expectRenderingError(
    _ statement: some SQLRenderable, _ kind: QuarryError.Kind, mentioning message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let rendered = try statement.render()
        Issue.record("expected a \(kind) error, rendered \(rendered.sql)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
    }
}

/// Prepares `sql` against a fresh database with `schema` and checks it is one statement with the
/// given number of parameters.
public func checkPreparation(of sql: String, arguments: Int, schema: GoldenSchema) throws(SQLCheckFailure) {
    let database = try SQLiteScratchDatabase(schema: schema.sql)
    let parameters = try database.prepare(sql)
    if parameters != arguments, !sql.contains(":"), !sql.contains("@"), !sql.contains("$"),
        !sql.contains("?1")
    {
        throw SQLCheckFailure(
            "SQLite counts \(parameters) parameters in \(sql), but there are \(arguments) arguments")
    }
}

extension String {
    fileprivate func replacingBackticks() -> String {
        // Byte for byte: a backtick followed by a combining mark is one `Character` that is not "`".
        String(decoding: utf8.map { $0 == UInt8(ascii: "`") ? UInt8(ascii: "\"") : $0 }, as: UTF8.self)
    }
}
