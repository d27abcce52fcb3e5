import QuarrySQLite

/// How the generated Swift is written.
public struct GeneratorOptions: Sendable, Hashable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `internal`, `package`, `public`
    }

    /// The access level of every generated declaration (`internal` by default: the build plugin
    /// adds the file to the target that uses it).
    public var access: AccessLevel
    /// The name of the enum that holds the whole schema's SQL (`DatabaseSchema`).
    public var schemaTypeName: String
    /// What the header says the file was generated from (file names, not paths, so that the
    /// output does not depend on where the package is checked out).
    public var sourceNames: [String]
    /// How `DATE`, `DATETIME` and `TIMESTAMP` columns store their dates where their values do not
    /// tell (`.sql` files, an empty column); `nil` for text, Quarry's default. A database file's
    /// values decide where there are some.
    public var dateStorage: DateStorage?

    /// Options with the defaults above.
    public init(
        access: AccessLevel = .internal, schemaTypeName: String = "DatabaseSchema",
        sourceNames: [String] = [],
        dateStorage: DateStorage? = nil
    ) {
        self.dateStorage = dateStorage
        self.access = access
        self.schemaTypeName = schemaTypeName
        self.sourceNames = sourceNames
    }
}
