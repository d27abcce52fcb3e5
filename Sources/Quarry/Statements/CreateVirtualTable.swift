/// A `CREATE VIRTUAL TABLE name USING module(arguments)` statement; FTS5 is the common case.
///
/// ```swift
/// CreateVirtualTable("note_fts", using: "fts5",
///     .column("title"), .column("body"), .option("tokenize", "porter unicode61"))
/// ```
public struct CreateVirtualTable: SQLStatement {
    var name: TableName
    var ifNotExists: Bool
    var module: String
    var arguments: [ModuleArgument]

    /// A virtual table of the named module (an SQL name: `fts5`, `rtree`…) with its arguments.
    public init(
        _ name: TableName, ifNotExists: Bool = false, using module: String, _ arguments: ModuleArgument...
    ) {
        self.name = name
        self.ifNotExists = ifNotExists
        self.module = module
        self.arguments = arguments
    }

    /// A virtual table named by a ``Table`` (its alias is not written).
    public init(
        _ table: Table, ifNotExists: Bool = false, using module: String, _ arguments: ModuleArgument...
    ) {
        self.name = table.name
        self.ifNotExists = ifNotExists
        self.module = module
        self.arguments = arguments
    }
}

/// One argument of a virtual table's module: a column (quoted, optionally followed by words such
/// as `UNINDEXED`) or a `key=value` option whose value is a literal.
public struct ModuleArgument: Sendable {
    enum Kind: Sendable {
        case column(SQLIdentifier, SQLTypeName?)
        case option(String, SQLValue)
    }

    var kind: Kind

    /// A column: `"name"`, or `"name" WORDS` (`UNINDEXED` for FTS5, a type name for others).
    public static func column(_ name: SQLIdentifier, _ words: SQLTypeName? = nil) -> ModuleArgument {
        ModuleArgument(kind: .column(name, words))
    }

    /// An FTS5 column that is stored but not indexed: `"name" UNINDEXED`.
    public static func unindexed(_ name: SQLIdentifier) -> ModuleArgument {
        ModuleArgument(kind: .column(name, SQLTypeName("UNINDEXED")))
    }

    /// An option `key=value` (`tokenize`, `content`, `content_rowid`, `prefix`…); the key must be
    /// an SQL name and the value is written as a literal.
    public static func option(_ key: String, _ value: SQLValue) -> ModuleArgument {
        ModuleArgument(kind: .option(key, value))
    }
}

extension ModuleArgument: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch kind {
        case .column(let name, let words):
            r.write(identifier: name)
            if let words {
                r.write(" ")
                words.render(into: &r)
            }
        case .option(let key, let value):
            if let problem = SQLName.validate(key, as: "module option") {
                r.record(problem)
                return
            }
            r.writeTrusted(key)
            r.write("=")
            r.write(literal: value)
        }
    }
}

extension CreateVirtualTable {
    public func render(into r: inout SQLRenderer) {
        r.require(.virtualTable)
        writeCreateHead("CREATE VIRTUAL TABLE ", ifNotExists: ifNotExists, name, into: &r)
        r.write(" USING ")
        if let problem = SQLName.validate(module, as: "module") {
            r.record(problem)
        } else {
            r.writeTrusted(module)
        }
        if !arguments.isEmpty {
            r.write("(")
            r.writeList(arguments) { r, argument in argument.render(into: &r) }
            r.write(")")
        }
    }
}
