import Quarry

/// A description of the tables a generator may read and write, so that what it builds is
/// meaningful against a real schema (existing tables, existing columns, sensible types).
public struct FuzzSchema: Sendable {
    /// The tables.
    public var tables: [FuzzTable]

    /// A schema of the given tables.
    public init(_ tables: [FuzzTable]) { self.tables = tables }

    /// `CREATE TABLE` statements for the tables, for a scratch database.
    public var creationSQL: String {
        tables.map(\.creationSQL).joined(separator: ";\n") + ";"
    }

    /// `CREATE TABLE` statements for the tables in the dialect's types (see
    /// ``FuzzColumn/DeclaredType/postgresName``), temporary ones when `temporary` is set: a
    /// PostgreSQL twin of the schema, private to one connection.
    public func creationSQL(dialect: SQLDialect, temporary: Bool = false) -> String {
        tables.map { $0.creationSQL(dialect: dialect, temporary: temporary) }.joined(separator: ";\n") + ";"
    }
}

/// One table of a ``FuzzSchema``.
public struct FuzzTable: Sendable {
    /// The table's name.
    public var name: SQLIdentifier
    /// Its columns; the first is treated as the row key when `hasIntegerKey` is set.
    public var columns: [FuzzColumn]
    /// Whether the first column is an `INTEGER PRIMARY KEY`.
    public var hasIntegerKey: Bool

    /// A table with the given columns.
    public init(_ name: SQLIdentifier, hasIntegerKey: Bool = false, columns: [FuzzColumn]) {
        self.name = name
        self.columns = columns
        self.hasIntegerKey = hasIntegerKey
    }

    /// The table as Quarry's `Table`.
    public var table: Table { Table(name) }

    var creationSQL: String { creationSQL(dialect: .sqlite, temporary: false) }

    func creationSQL(dialect: SQLDialect, temporary: Bool) -> String {
        let definitions = columns.enumerated().map { index, column in
            let type = dialect == .sqlite ? column.type.rawValue : column.type.postgresName
            var definition = "\(column.name) \(type)"
            if index == 0 && hasIntegerKey { definition += " PRIMARY KEY" }
            if !column.isNullable { definition += " NOT NULL DEFAULT 0" }
            return definition
        }
        return "CREATE \(temporary ? "TEMP " : "")TABLE \(name)(\(definitions.joined(separator: ", ")))"
    }
}

/// One column of a ``FuzzTable``: a name, a declared type and whether it takes NULL.
public struct FuzzColumn: Sendable {
    /// The declared type, which decides the column's affinity.
    public enum DeclaredType: String, Sendable, CaseIterable {
        /// `INTEGER`.
        case integer = "INTEGER"
        /// `REAL`.
        case real = "REAL"
        /// `TEXT`.
        case text = "TEXT"
        /// `BLOB`.
        case blob = "BLOB"
        /// `NUMERIC`.
        case numeric = "NUMERIC"
        /// `ANY`.
        case any = "ANY"

        /// The PostgreSQL type holding what SQLite's declared type holds: SQLite's integers are
        /// 64-bit (`BIGINT`), its reals doubles, its blobs `BYTEA`; PostgreSQL has no `ANY`, so
        /// such a column is `TEXT`, the type an untyped literal or parameter resolves to.
        public var postgresName: String {
            switch self {
            case .integer: "BIGINT"
            case .real: "DOUBLE PRECISION"
            case .text: "TEXT"
            case .blob: "BYTEA"
            case .numeric: "NUMERIC"
            case .any: "TEXT"
            }
        }
    }

    /// The column's name.
    public var name: SQLIdentifier
    /// Its declared type.
    public var type: DeclaredType
    /// Whether it takes NULL.
    public var isNullable: Bool

    /// A column description.
    public init(_ name: SQLIdentifier, _ type: DeclaredType, isNullable: Bool = true) {
        self.name = name
        self.type = type
        self.isNullable = isNullable
    }
}

extension FuzzSchema {
    /// A small schema with every declared type, a keyed table, a one-column table (for
    /// `x IN table`) and awkward names, which Quarry's own fuzz tests use.
    public static let standard = FuzzSchema([
        FuzzTable(
            "item", hasIntegerKey: true,
            columns: [
                FuzzColumn("id", .integer, isNullable: false), FuzzColumn("name", .text),
                FuzzColumn("price", .real), FuzzColumn("data", .blob), FuzzColumn("amount", .numeric),
                FuzzColumn("misc", .any), FuzzColumn("owner", .integer),
            ]),
        FuzzTable(
            "owner", hasIntegerKey: true,
            columns: [
                FuzzColumn("id", .integer, isNullable: false), FuzzColumn("label", .text),
                FuzzColumn("score", .real), FuzzColumn("weird \"name\"; --", .text),
            ]),
        FuzzTable("code", columns: [FuzzColumn("value", .any)]),
    ])
}
