/// The `REFERENCES` part of a foreign key: the parent table and columns, `ON DELETE` / `ON UPDATE`
/// actions, `MATCH` and `DEFERRABLE`.
///
/// ```swift
/// ForeignKeyClause(references: "author", columns: "id").onDelete(.cascade).deferrable(initially: .deferred)
/// ```
public struct ForeignKeyClause: Sendable {
    /// What happens to the child rows when the parent row changes.
    public enum Action: String, Sendable, Hashable {
        /// `SET NULL`: the child key becomes NULL.
        case setNull = "SET NULL"
        /// `SET DEFAULT`: the child key takes its column default.
        case setDefault = "SET DEFAULT"
        /// `CASCADE`: the change carries over to the child rows.
        case cascade = "CASCADE"
        /// `RESTRICT`: the change fails at once while child rows exist.
        case restrict = "RESTRICT"
        /// `NO ACTION`: the constraint is checked at the end of the statement (or transaction).
        case noAction = "NO ACTION"
    }

    /// When a deferrable constraint is checked by default.
    public enum Initially: String, Sendable, Hashable {
        /// `INITIALLY DEFERRED`: checked at COMMIT.
        case deferred = " INITIALLY DEFERRED"
        /// `INITIALLY IMMEDIATE`: checked after each statement.
        case immediate = " INITIALLY IMMEDIATE"
    }

    var table: SQLIdentifier
    var columns: [SQLIdentifier]
    var onDelete: Action?
    var onUpdate: Action?
    var match: SQLIdentifier?
    var deferrable: (isDeferrable: Bool, initially: Initially?)?

    /// `REFERENCES table [(columns)]`; without columns, the parent's primary key.
    public init(references table: SQLIdentifier, columns: SQLIdentifier...) {
        self.table = table
        self.columns = columns
    }

    /// `REFERENCES table(columns)` from a ``Table`` (its schema is not written: SQLite looks for
    /// the parent in the child's schema).
    public init(references table: Table, columns: any ColumnNameConvertible...) {
        self.table = table.name.name
        self.columns = columns.map(\.columnName)
    }

    /// `ON DELETE action`.
    public func onDelete(_ action: Action) -> ForeignKeyClause {
        var copy = self
        copy.onDelete = action
        return copy
    }

    /// `ON UPDATE action`.
    public func onUpdate(_ action: Action) -> ForeignKeyClause {
        var copy = self
        copy.onUpdate = action
        return copy
    }

    /// `MATCH name` (SQLite parses it and ignores it: every foreign key is `MATCH SIMPLE`).
    public func match(_ name: SQLIdentifier) -> ForeignKeyClause {
        var copy = self
        copy.match = name
        return copy
    }

    /// `DEFERRABLE [INITIALLY …]`, or `NOT DEFERRABLE` when `isDeferrable` is false.
    public func deferrable(_ isDeferrable: Bool = true, initially: Initially? = nil) -> ForeignKeyClause {
        var copy = self
        copy.deferrable = (isDeferrable, initially)
        return copy
    }
}

extension ForeignKeyClause: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        r.write("REFERENCES ")
        r.write(identifier: table)
        if !columns.isEmpty { columns.renderParenthesizedNames(into: &r) }
        if let onDelete {
            r.write(" ON DELETE ")
            r.writeTrusted(onDelete.rawValue)
        }
        if let onUpdate {
            r.write(" ON UPDATE ")
            r.writeTrusted(onUpdate.rawValue)
        }
        if let match {
            r.require(.foreignKeyMatch)
            r.write(" MATCH ")
            r.write(identifier: match)
        }
        if let deferrable {
            r.write(deferrable.isDeferrable ? " DEFERRABLE" : " NOT DEFERRABLE")
            if let initially = deferrable.initially { r.writeTrusted(initially.rawValue) }
        }
    }
}

extension ForeignKeyClause {
    /// The parent table the clause references (what record associations infer their key from).
    public var referencedTable: SQLIdentifier { table }

    /// The parent columns the clause names; empty when it references the parent's primary key.
    public var referencedColumns: [SQLIdentifier] { columns }
}
