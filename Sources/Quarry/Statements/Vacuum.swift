/// `VACUUM ["schema"] [INTO ?]`: rebuilds a database, in place or into a new file whose name is a
/// bound argument.
///
/// ```swift
/// Vacuum()                                  // VACUUM
/// Vacuum(schema: "main").into("copy.db")    // VACUUM "main" INTO ?   ["copy.db"]
/// ```
public struct Vacuum: SQLStatement {
    /// The schema vacuumed, or `nil` for `main`.
    public let schema: SQLIdentifier?
    /// The file written instead of rebuilding in place, if any.
    public let file: String?

    /// `VACUUM`, or `VACUUM "schema"`.
    public init(schema: SQLIdentifier? = nil) {
        self.schema = schema
        self.file = nil
    }

    private init(schema: SQLIdentifier?, file: String?) {
        self.schema = schema
        self.file = file
    }

    /// `… INTO ?`: writes the vacuumed database to a new file (SQLite 3.27), leaving the original
    /// untouched. The file must not exist or be empty; a name containing NUL is a rendering error.
    public func into(_ file: String) -> Vacuum { Vacuum(schema: schema, file: file) }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("VACUUM")
        if let schema {
            renderer.require(.vacuumSchema)
            renderer.write(" ")
            renderer.write(identifier: schema)
        }
        if let file {
            renderer.require(.vacuumInto)
            renderer.write(" INTO ")
            renderer.write(fileName: file, of: "VACUUM INTO")
        }
    }
}
