/// One column of a CREATE TABLE or ALTER TABLE ADD COLUMN: a name, an optional type name and its
/// constraints, each added by a method named after the constraint.
///
/// ```swift
/// ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
/// ColumnDefinition("name", .text).notNull().collate("NOCASE").default("")
/// ```
public struct ColumnDefinition: Sendable {
    /// The column's name.
    public let name: SQLIdentifier
    var type: SQLTypeName?
    var constraints: [ColumnConstraint] = []

    /// A column with the given name and, optionally, a type name.
    public init(_ name: SQLIdentifier, _ type: SQLTypeName? = nil) {
        self.name = name
        self.type = type
    }

    /// A column named after a typed column: `ColumnDefinition(Message.content, .text)`.
    public init<Value>(_ column: Column<Value>, _ type: SQLTypeName? = nil) {
        self.init(column.name, type)
    }

    /// Appends any constraint, for instance a named one: `.constraint(.unique().named("u"))`.
    public func constraint(_ constraint: ColumnConstraint) -> ColumnDefinition {
        var copy = self
        copy.constraints.append(constraint)
        return copy
    }

    /// `PRIMARY KEY [ASC|DESC] [ON CONFLICT …] [AUTOINCREMENT]`.
    public func primaryKey(
        _ direction: OrderingTerm.Direction? = nil, onConflict: ConflictResolution? = nil,
        autoincrement: Bool = false
    ) -> ColumnDefinition {
        constraint(.primaryKey(direction, onConflict: onConflict, autoincrement: autoincrement))
    }

    /// `NOT NULL [ON CONFLICT …]`.
    public func notNull(onConflict: ConflictResolution? = nil) -> ColumnDefinition {
        constraint(.notNull(onConflict: onConflict))
    }

    /// `UNIQUE [ON CONFLICT …]`.
    public func unique(onConflict: ConflictResolution? = nil) -> ColumnDefinition {
        constraint(.unique(onConflict: onConflict))
    }

    /// `CHECK (condition)`, values inlined as literals.
    public func check<Condition: SQLExpressible>(_ condition: Condition) -> ColumnDefinition
    where Condition.Value: SQLBooleanType {
        constraint(.check(condition))
    }

    /// `DEFAULT literal`.
    public func `default`(_ value: some SQLValueConvertible) -> ColumnDefinition {
        constraint(.default(value))
    }

    /// `DEFAULT CURRENT_TIMESTAMP` and the other keyword constants.
    public func `default`(_ keyword: SQLKeywordValue) -> ColumnDefinition {
        constraint(.default(keyword))
    }

    /// `DEFAULT (expression)`, values inlined as literals.
    public func `default`(expression: some SQLExpressible) -> ColumnDefinition {
        constraint(.default(expression: expression))
    }

    /// `DEFAULT (value)` of a Swift value, written as a literal. Swift computes an expression of
    /// literals first: `.default(expression: 1 + 2)` is `DEFAULT (3)`.
    public func `default`(expression value: some SQLValueConvertible) -> ColumnDefinition {
        constraint(.default(expression: SQLExpression<SQLValue>(node: ExpressionNode(converting: value))))
    }

    /// `COLLATE name`.
    public func collate(_ collation: SQLIdentifier) -> ColumnDefinition {
        constraint(.collate(collation))
    }

    /// `REFERENCES table [(columns)]` with the clause's actions.
    public func references(_ foreignKey: ForeignKeyClause) -> ColumnDefinition {
        constraint(.references(foreignKey))
    }

    /// `GENERATED ALWAYS AS (expression) [VIRTUAL|STORED]`, values inlined as literals.
    public func generated(
        as expression: some SQLExpressible, _ storage: ColumnConstraint.GeneratedStorage? = nil
    )
        -> ColumnDefinition
    {
        constraint(.generated(as: expression, storage))
    }

    var hasPrimaryKey: Bool { constraints.contains(where: \.isPrimaryKey) }
}

extension ColumnDefinition: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        if constraints.contains(where: \.isGenerated) && constraints.contains(where: \.isDefault) {
            r.record(
                QuarryError(.invalidStatement, "generated column \(name) cannot have a DEFAULT"))
        }
        r.write(identifier: name)
        if let type {
            r.write(" ")
            type.render(into: &r)
        }
        for constraint in constraints {
            r.write(" ")
            constraint.render(into: &r)
        }
    }
}
