/// A `DROP TABLE|INDEX|VIEW|TRIGGER [IF EXISTS] name` statement.
///
/// ```swift
/// Drop.table("old_message", ifExists: true)
/// Drop.index("message_kind")
/// ```
public struct Drop: SQLStatement {
    /// What kind of schema object is dropped.
    public enum Kind: String, Sendable, Hashable {
        /// `DROP TABLE` (virtual tables included).
        case table = "DROP TABLE "
        /// `DROP INDEX`.
        case index = "DROP INDEX "
        /// `DROP VIEW`.
        case view = "DROP VIEW "
        /// `DROP TRIGGER`.
        case trigger = "DROP TRIGGER "
    }

    var kind: Kind
    var name: TableName
    var ifExists: Bool

    /// `DROP kind [IF EXISTS] name`.
    public init(_ kind: Kind, _ name: TableName, ifExists: Bool = false) {
        self.kind = kind
        self.name = name
        self.ifExists = ifExists
    }

    /// `DROP TABLE [IF EXISTS] name`.
    public static func table(_ name: TableName, ifExists: Bool = false) -> Drop {
        Drop(.table, name, ifExists: ifExists)
    }

    /// `DROP TABLE [IF EXISTS] table` for a ``Table`` (its alias is not written).
    public static func table(_ table: Table, ifExists: Bool = false) -> Drop {
        Drop(.table, table.name, ifExists: ifExists)
    }

    /// `DROP INDEX [IF EXISTS] name`.
    public static func index(_ name: TableName, ifExists: Bool = false) -> Drop {
        Drop(.index, name, ifExists: ifExists)
    }

    /// `DROP VIEW [IF EXISTS] name`.
    public static func view(_ name: TableName, ifExists: Bool = false) -> Drop {
        Drop(.view, name, ifExists: ifExists)
    }

    /// `DROP VIEW [IF EXISTS] view` for a ``Table`` naming the view (its alias is not written).
    public static func view(_ view: Table, ifExists: Bool = false) -> Drop {
        Drop(.view, view.name, ifExists: ifExists)
    }

    /// `DROP TRIGGER [IF EXISTS] name`.
    public static func trigger(_ name: TableName, ifExists: Bool = false) -> Drop {
        Drop(.trigger, name, ifExists: ifExists)
    }
}

extension Drop {
    public func render(into r: inout SQLRenderer) {
        if kind == .trigger { r.require(.dropTrigger) }
        r.writeTrusted(kind.rawValue)
        if ifExists { r.write("IF EXISTS ") }
        name.render(into: &r)
    }
}
