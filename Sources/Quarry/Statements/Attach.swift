/// `ATTACH DATABASE ? AS "schema"`: opens another database file under a schema name. The file
/// name is a bound argument, never SQL text; one containing NUL is a rendering error.
///
/// ```swift
/// Attach(file: "archive.sqlite", as: "archive")   // ATTACH DATABASE ? AS "archive"  ["archive.sqlite"]
/// Attach(file: ":memory:", as: "scratch")
/// ```
public struct Attach: SQLStatement {
    /// The file name (or `:memory:`, or a `file:` URI when the connection allows URIs).
    public let file: String
    /// The schema name the database is known by.
    public let schema: SQLIdentifier

    /// `ATTACH DATABASE file AS "schema"`, with the file name bound.
    public init(file: String, as schema: SQLIdentifier) {
        self.file = file
        self.schema = schema
    }

    public func render(into renderer: inout SQLRenderer) {
        renderer.require(.attach)
        renderer.write("ATTACH DATABASE ")
        renderer.write(fileName: file, of: "ATTACH")
        renderer.write(" AS ")
        renderer.write(identifier: schema)
    }
}
