/// A table as it appears in `FROM`: its name, an optional alias, and an optional index hint.
///
/// ```swift
/// let message = Table("message")
/// let m = message.as("m")
/// Select { m[Message.localID] }.from(m)
/// ```
public struct Table: Sendable {
    /// `INDEXED BY` or `NOT INDEXED`.
    public enum IndexHint: Sendable, Hashable {
        /// `INDEXED BY name`: use this index or fail.
        case indexedBy(SQLIdentifier)
        /// `NOT INDEXED`: use no index.
        case notIndexed
    }

    /// The table's (possibly schema-qualified) name.
    public let name: TableName
    /// The alias it is known by in a statement, if any.
    public let alias: SQLIdentifier?
    /// The index hint, if any.
    public let indexHint: IndexHint?

    /// A table by name, optionally in a schema.
    public init(_ name: SQLIdentifier, schema: SQLIdentifier? = nil) {
        self.init(name: TableName(name, schema: schema), alias: nil, indexHint: nil)
    }

    init(name: TableName, alias: SQLIdentifier?, indexHint: IndexHint?) {
        self.name = name
        self.alias = alias
        self.indexHint = indexHint
    }

    /// The same table under an alias: `"message" AS "m"`.
    public func `as`(_ alias: SQLIdentifier) -> Table {
        Table(name: name, alias: alias, indexHint: indexHint)
    }

    /// The table read through the named index: `INDEXED BY`.
    public func indexed(by index: SQLIdentifier) -> Table {
        Table(name: name, alias: alias, indexHint: .indexedBy(index))
    }

    /// The table read without any index: `NOT INDEXED`.
    public var notIndexed: Table { Table(name: name, alias: alias, indexHint: .notIndexed) }

    /// A column of this table, qualified by its alias or name: `m[Message.localID]`.
    public subscript<Value>(column: Column<Value>) -> Column<Value> { column.in(self) }

    /// A column of this table by name, typed as given.
    public func column<Value>(_ name: SQLIdentifier, as type: Value.Type = Value.self) -> Column<Value> {
        Column(name, in: self).qualified
    }

    /// `table.*`.
    public var allColumns: ResultColumn { .allColumns(of: alias ?? name.name) }
}

extension Table: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        name.render(into: &renderer)
        if let alias {
            renderer.write(" AS ")
            renderer.write(identifier: alias)
        }
        switch indexHint {
        case .none: break
        case .indexedBy(let index)?:
            renderer.require(.indexedBy)
            renderer.write(" INDEXED BY ")
            renderer.write(identifier: index)
        case .notIndexed?:
            renderer.require(.notIndexed)
            renderer.write(" NOT INDEXED")
        }
    }
}
