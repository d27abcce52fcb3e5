/// One assignment of an UPDATE's `SET` (or of an upsert's `DO UPDATE SET`): `"column" = expr`, or
/// a row-value assignment `("a", "b") = (…)`.
///
/// Typed assignments come from the column: `Message.flags.set(to: Message.flags + 1)`; the value's
/// Swift type must be the column's.
public struct Assignment: Sendable {
    /// What is assigned: one column (`"x" = value`, never with a row width), or a row of columns.
    /// One column is kept without an array, so that the common assignment allocates nothing for
    /// its name.
    @usableFromInline enum Target: Sendable {
        case column(SQLIdentifier)
        case row([SQLIdentifier])
    }

    @usableFromInline var target: Target
    @usableFromInline var value: ExpressionNode
    /// The width of the right-hand row when it is known, for the width check.
    @usableFromInline var valueWidth: Int?

    /// `column = value` for a column known only by name (WINQ's untyped layer).
    @inlinable public init(_ column: SQLIdentifier, to value: some SQLExpressible) {
        self.target = .column(column)
        self.value = value.anyNode
        self.valueWidth = nil
    }

    /// `(a, b, …) = (v1, v2, …)`: a row-value assignment; the widths must agree.
    public init(row columns: [SQLIdentifier], to values: [any SQLExpressible]) {
        self.target = .row(columns)
        self.value = .row(values.map(\.anyNode))
        self.valueWidth = values.count
    }

    /// `(a, b, …) = (SELECT …)`: a row-value assignment from a subquery returning one row.
    public init(row columns: [SQLIdentifier], to select: Select) {
        let width = select.isSimple ? select.core.knownColumnCount : nil
        // One column from a subquery of unknown width is a plain assignment `"x" = (SELECT …)`,
        // as it always was; only a known width or several columns make it a row.
        self.target = columns.count == 1 && width == nil ? .column(columns[0]) : .row(columns)
        self.value = .subquery(select)
        self.valueWidth = width
    }
}

extension Assignment {
    /// `("a", "b", …) = (?, ?, …)`, typed: each value must have its column's Swift type, and the
    /// compiler checks that there are as many values as columns.
    ///
    /// ```swift
    /// Assignment.row(Message.kind, Message.flags, to: "note", 0)
    /// ```
    public static func row<each V: SQLValueConvertible>(
        _ columns: repeat Column<each V>, to values: repeat each V
    ) -> Assignment {
        // Pack expansions rather than `for … in repeat each`: with `Column` holding its node,
        // Swift 6.3.1's debug build crashed at run time in the loop form.
        var names: [SQLIdentifier] = []
        repeat names.append((each columns).name)
        var nodes: [ExpressionNode] = []
        repeat nodes.append(ExpressionNode(converting: each values))
        var assignment = Assignment(row: names, to: [])
        assignment.value = .row(nodes)
        assignment.valueWidth = nodes.count
        return assignment
    }
}

extension Column {
    /// `"column" = expression`, for an expression of the column's type (`Message.flags + 1`).
    @inlinable public func set<E: SQLExpressible>(to expression: E) -> Assignment where E.Value == Value {
        Assignment(name, to: expression)
    }

    /// `"column" = expression` for an optional column and an expression of the wrapped type
    /// (`Message.kind.set(to: Author.name)`).
    @inlinable public func set<E: SQLExpressible>(to expression: E) -> Assignment where Value == E.Value? {
        Assignment(name, to: expression)
    }

    /// `"column" = ?`, the value bound (or inlined where SQLite refuses parameters).
    @inlinable public func set(to value: Value) -> Assignment where Value: SQLValueConvertible {
        Assignment(name, to: SQLExpression(value: value))
    }
}

extension Assignment: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch target {
        case .column(let column): r.write(identifier: column)
        case .row(let columns): renderRow(columns, into: &r)
        }
        r.write(" = ")
        value.render(into: &r)
    }

    private func renderRow(_ columns: [SQLIdentifier], into r: inout SQLRenderer) {
        if columns.isEmpty {
            r.record(QuarryError(.emptyList, "a row-value assignment needs at least one column"))
        } else if let valueWidth, valueWidth != columns.count {
            r.record(
                QuarryError(
                    .columnCountMismatch,
                    "assignment sets \(columns.count) columns from \(valueWidth) values"))
        }
        r.write("(")
        r.writeList(columns) { r, column in r.write(identifier: column) }
        r.write(")")
    }
}

extension Array where Element == Assignment {
    /// Writes `SET a = …, b = …`, recording an error for an empty list.
    func renderSet(into r: inout SQLRenderer, statement: String) {
        if isEmpty { r.record(QuarryError(.emptyList, "\(statement) needs at least one assignment in SET")) }
        r.write(" SET ")
        r.writeList(self) { r, assignment in assignment.render(into: &r) }
        if count > 1, let repeated = targetNames.firstRepeatedColumnName {
            r.record(
                QuarryError(
                    .invalidStatement,
                    "\(statement) assigns the column \(repeated) twice; SQLite would keep the last value and drop the other"
                ))
        }
    }

    /// Every column the assignments set, row assignments spread out.
    private var targetNames: [SQLIdentifier] {
        flatMap { assignment -> [SQLIdentifier] in
            switch assignment.target {
            case .column(let name): return [name]
            case .row(let names): return names
            }
        }
    }
}
