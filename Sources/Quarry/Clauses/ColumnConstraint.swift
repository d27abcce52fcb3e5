/// One constraint of a column definition: `PRIMARY KEY`, `NOT NULL`, `UNIQUE`, `CHECK`,
/// `DEFAULT`, `COLLATE`, `REFERENCES` or `GENERATED ALWAYS AS`, optionally named.
///
/// CHECK, DEFAULT and generated expressions render their values as literals: SQLite refuses bound
/// parameters in a table's schema.
public struct ColumnConstraint: Sendable {
    /// What a `DEFAULT` holds: a literal, a signed number, a keyword such as `CURRENT_TIMESTAMP`,
    /// or a parenthesized expression.
    public enum DefaultValue: Sendable {
        /// A literal or signed number.
        case value(SQLValue)
        /// A Swift `Bool`: `1` or `0` for SQLite, `TRUE` or `FALSE` for PostgreSQL.
        case boolean(Bool)
        /// `NULL`, `TRUE`, `FALSE`, `CURRENT_TIME`, `CURRENT_DATE` or `CURRENT_TIMESTAMP`.
        case keyword(SQLKeywordValue)
        /// `(expression)`, values inlined.
        case expression(ExpressionNode)
    }

    /// Whether a generated column is computed when read or stored when written.
    public enum GeneratedStorage: String, Sendable, Hashable {
        /// `VIRTUAL`: computed when read (the default).
        case virtual = " VIRTUAL"
        /// `STORED`: computed when written and kept in the row.
        case stored = " STORED"
    }

    enum Kind: Sendable {
        case primaryKey(OrderingTerm.Direction?, onConflict: ConflictResolution?, autoincrement: Bool)
        case notNull(onConflict: ConflictResolution?)
        case unique(onConflict: ConflictResolution?)
        case check(ExpressionNode)
        case `default`(DefaultValue)
        case collate(SQLIdentifier)
        case references(ForeignKeyClause)
        case generated(ExpressionNode, GeneratedStorage?)
    }

    var name: SQLIdentifier?
    var kind: Kind

    /// The same constraint named: `CONSTRAINT "name" …`.
    public func named(_ name: SQLIdentifier) -> ColumnConstraint {
        var copy = self
        copy.name = name
        return copy
    }

    /// `PRIMARY KEY [ASC|DESC] [ON CONFLICT …] [AUTOINCREMENT]`.
    public static func primaryKey(
        _ direction: OrderingTerm.Direction? = nil, onConflict: ConflictResolution? = nil,
        autoincrement: Bool = false
    ) -> ColumnConstraint {
        ColumnConstraint(kind: .primaryKey(direction, onConflict: onConflict, autoincrement: autoincrement))
    }

    /// `NOT NULL [ON CONFLICT …]`.
    public static func notNull(onConflict: ConflictResolution? = nil) -> ColumnConstraint {
        ColumnConstraint(kind: .notNull(onConflict: onConflict))
    }

    /// `UNIQUE [ON CONFLICT …]`.
    public static func unique(onConflict: ConflictResolution? = nil) -> ColumnConstraint {
        ColumnConstraint(kind: .unique(onConflict: onConflict))
    }

    /// `CHECK (condition)`, values inlined as literals.
    public static func check<Condition: SQLExpressible>(_ condition: Condition) -> ColumnConstraint
    where Condition.Value: SQLBooleanType {
        ColumnConstraint(kind: .check(condition.anyNode))
    }

    /// `DEFAULT literal` (a negative number is SQLite's signed number).
    public static func `default`(_ value: some SQLValueConvertible) -> ColumnConstraint {
        let node = ExpressionNode(converting: value)
        return switch node.kind {
        case .value(let stored): ColumnConstraint(kind: .default(.value(stored)))
        case .boolean(let flag): ColumnConstraint(kind: .default(.boolean(flag)))
        default: ColumnConstraint(kind: .default(.expression(node)))
        }
    }

    /// `DEFAULT CURRENT_TIMESTAMP` and the other keyword constants.
    public static func `default`(_ keyword: SQLKeywordValue) -> ColumnConstraint {
        ColumnConstraint(kind: .default(.keyword(keyword)))
    }

    /// `DEFAULT (expression)`, values inlined as literals.
    public static func `default`(expression: some SQLExpressible) -> ColumnConstraint {
        ColumnConstraint(kind: .default(.expression(expression.anyNode)))
    }

    /// `COLLATE name`.
    public static func collate(_ collation: SQLIdentifier) -> ColumnConstraint {
        ColumnConstraint(kind: .collate(collation))
    }

    /// `REFERENCES …`: a foreign key on this column.
    public static func references(_ foreignKey: ForeignKeyClause) -> ColumnConstraint {
        ColumnConstraint(kind: .references(foreignKey))
    }

    /// `GENERATED ALWAYS AS (expression) [VIRTUAL|STORED]`, values inlined as literals.
    public static func generated(
        as expression: some SQLExpressible, _ storage: GeneratedStorage? = nil
    ) -> ColumnConstraint {
        ColumnConstraint(kind: .generated(expression.anyNode, storage))
    }
}

extension ColumnConstraint: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        writeConstraintName(name, into: &r)
        switch kind {
        case .primaryKey(let direction, let onConflict, let autoincrement):
            r.write("PRIMARY KEY")
            if let direction {
                r.require(.primaryKeyDirection)
                r.writeTrusted(direction.rawValue)
            }
            writeConflictClause(onConflict, into: &r)
            // In PostgreSQL the column's GENERATED BY DEFAULT AS IDENTITY says it (ColumnDefinition).
            if autoincrement && r.dialect == .sqlite { r.write(" AUTOINCREMENT") }
        case .notNull(let onConflict):
            r.write("NOT NULL")
            writeConflictClause(onConflict, into: &r)
        case .unique(let onConflict):
            r.write("UNIQUE")
            writeConflictClause(onConflict, into: &r)
        case .check(let condition):
            r.write("CHECK ")
            writeCheckExpression(condition, named: name != nil, into: &r)
        case .default(let value):
            r.write("DEFAULT ")
            value.render(into: &r)
        case .collate(let collation):
            r.write("COLLATE ")
            r.write(collation: collation)
        case .references(let foreignKey): foreignKey.render(into: &r)
        case .generated(let expression, let storage):
            if storage != .stored { r.require(.virtualGeneratedColumn) }
            r.write("GENERATED ALWAYS AS ")
            writeSchemaExpression(expression, into: &r)
            if let storage { r.writeTrusted(storage.rawValue) }
        }
    }

    var isPrimaryKey: Bool {
        if case .primaryKey = kind { return true }
        return false
    }

    /// Whether this is `PRIMARY KEY` or `PRIMARY KEY ASC`, which on an `INTEGER` column makes it
    /// SQLite's rowid (filled in when an INSERT leaves it out). `PRIMARY KEY DESC` written on the
    /// column does not: SQLite keeps that key in an index of its own (a documented quirk).
    var isRowIDPrimaryKey: Bool {
        if case .primaryKey(let direction, _, _) = kind { return direction != .descending }
        return false
    }

    var isAutoincrement: Bool {
        if case .primaryKey(_, _, true) = kind { return true }
        return false
    }

    var isDefault: Bool {
        if case .default = kind { return true }
        return false
    }

    var isCollate: Bool {
        if case .collate = kind { return true }
        return false
    }

    var isGenerated: Bool {
        if case .generated = kind { return true }
        return false
    }
}

extension ColumnConstraint.DefaultValue: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .value(.text(let text)) where text.utf8.contains(0):
            // Text with a NUL is written as +CAST(X'…' AS TEXT), an expression, which DEFAULT
            // takes only in parentheses.
            r.write("(")
            r.write(literal: .text(text))
            r.write(")")
        case .value(let value): r.write(literal: value)
        case .keyword(let keyword):
            if r.dialect != .sqlite, keyword.isTimeOfDay { r.require(.timeKeyword(keyword)) }
            r.writeTrusted(keyword.rawValue)
        case .boolean(let flag):
            switch r.dialect {
            case .sqlite: r.write(literal: .integer(flag ? 1 : 0))
            case .postgres: r.write(flag ? "TRUE" : "FALSE")
            }
        case .expression(let node): writeSchemaExpression(node, into: &r)
        }
    }
}

// What column and table constraints write alike.

/// Writes `CONSTRAINT "name" ` when the constraint is named.
func writeConstraintName(_ name: SQLIdentifier?, into r: inout SQLRenderer) {
    if let name {
        r.write("CONSTRAINT ")
        r.write(identifier: name)
        r.write(" ")
    }
}

/// Writes `(expression)` with values as literals, as CHECK, DEFAULT and generated columns take
/// it: SQLite refuses parameters in a schema.
func writeSchemaExpression(_ expression: ExpressionNode, into r: inout SQLRenderer) {
    r.write("(")
    r.inliningValues { r in expression.render(into: &r) }
    r.write(")")
}

/// Writes a CHECK's `(condition)`. SQLite names an unnamed CHECK by its text, which it dequotes:
/// text that starts with a quoted identifier or literal is cut at its closing quote, so that a
/// failed `CHECK ("c" > 0)` reports `CHECK constraint failed: c`. Such a condition gets one more
/// pair of parentheses, `CHECK (("c" > 0))`, and SQLite reports `("c" > 0)` whole; any other
/// condition is written as it was, and reads as the hand-written message would.
func writeCheckExpression(_ condition: ExpressionNode, named: Bool, into r: inout SQLRenderer) {
    guard !named, startsWithAQuote(condition, like: r) else {
        writeSchemaExpression(condition, into: &r)
        return
    }
    r.write("((")
    r.inliningValues { r in condition.render(into: &r) }
    r.write("))")
}

/// Whether the condition's text begins with a character SQLite's dequoting takes as a quote: the
/// condition is rendered alone, as it will be written, and its first character read.
private func startsWithAQuote(_ condition: ExpressionNode, like r: SQLRenderer) -> Bool {
    var probe = SQLRenderer(
        values: .inlined, quoting: r.quoting, dialect: r.dialect,
        parenthesizeEverything: r.parenthesizesEverything)
    condition.render(into: &probe)
    return probe.sql.utf8.first.map { "\"'`[".utf8.contains($0) } ?? false
}

/// Writes ` ON CONFLICT resolution` when one is given.
func writeConflictClause(_ resolution: ConflictResolution?, into r: inout SQLRenderer) {
    if let resolution {
        r.require(.conflictClause(resolution))
        r.write(" ON CONFLICT ")
        r.writeTrusted(resolution.rawValue)
    }
}
