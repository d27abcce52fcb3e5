/// A `CREATE TRIGGER` statement: when it fires (`BEFORE`, `AFTER`, `INSTEAD OF`), on which event
/// (`DELETE`, `INSERT`, `UPDATE [OF columns]`), an optional `WHEN`, and a body of statements from
/// a builder. Read the changed row through `Column.new` and `Column.old`.
///
/// ```swift
/// CreateTrigger("message_touch", .after, .update(of: Message.content), on: Message.table) {
///     Update(Message.table).set(Message.modifiedTime, to: 0).where(Message.localID == Message.localID.new)
/// }
/// ```
///
/// Values in the WHEN condition and the body are written as literals: SQLite refuses bound
/// parameters in a trigger.
public struct CreateTrigger: SQLStatement {
    /// When the trigger fires relative to the change.
    public enum Timing: String, Sendable, Hashable {
        /// `BEFORE`.
        case before = " BEFORE"
        /// `AFTER`.
        case after = " AFTER"
        /// `INSTEAD OF`, for triggers on views.
        case insteadOf = " INSTEAD OF"
    }

    /// The change that fires the trigger.
    public enum Event: Sendable {
        /// `DELETE`.
        case delete
        /// `INSERT`.
        case insert
        /// `UPDATE` of any column.
        case update
        /// `UPDATE OF columns`: only a change to one of these columns fires the trigger.
        case updateOf([SQLIdentifier])

        /// `UPDATE OF columns`.
        public static func update(of columns: any ColumnNameConvertible...) -> Event {
            .updateOf(columns.map(\.columnName))
        }
    }

    var name: TableName
    var temporary: Bool
    var ifNotExists: Bool
    var timing: Timing?
    var event: Event
    var table: SQLIdentifier
    var isForEachRow = false
    var when: ExpressionNode?
    var body: [TriggerStep]

    /// `CREATE [TEMP] TRIGGER [IF NOT EXISTS] name [timing] event ON table BEGIN … END`. When the
    /// trigger name has no schema, the table's schema is used for it.
    public init(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false, _ timing: Timing?,
        _ event: Event, on table: Table, @TriggerBodyBuilder _ body: () -> [TriggerStep]
    ) {
        self.name = name.inSchema(of: table)
        self.temporary = temporary
        self.ifNotExists = ifNotExists
        self.timing = timing
        self.event = event
        self.table = table.name.name
        self.body = body()
    }

    /// `CREATE [TEMP] TRIGGER [IF NOT EXISTS] name event ON table BEGIN … END`, with no timing
    /// word (SQLite then fires it `BEFORE`).
    public init(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false, _ event: Event,
        on table: Table,
        @TriggerBodyBuilder _ body: () -> [TriggerStep]
    ) {
        self.init(name, temporary: temporary, ifNotExists: ifNotExists, nil, event, on: table, body)
    }

    /// `FOR EACH ROW` (SQLite's only kind of trigger; the words are optional).
    public var forEachRow: CreateTrigger {
        var copy = self
        copy.isForEachRow = true
        return copy
    }

    /// `WHEN condition`: the body runs only for rows where it holds.
    public func when<Condition: SQLExpressible>(_ condition: Condition) -> CreateTrigger
    where Condition.Value: SQLBooleanType {
        var copy = self
        copy.when = copy.when.and(condition.anyNode)
        return copy
    }
}

extension CreateTrigger {
    public func render(into r: inout SQLRenderer) {
        r.require(.trigger)
        writeCreateHead(
            temporary ? "CREATE TEMP TRIGGER " : "CREATE TRIGGER ", ifNotExists: ifNotExists, name, into: &r)
        if let timing { r.writeTrusted(timing.rawValue) }
        event.render(into: &r)
        r.write(" ON ")
        r.write(identifier: table)
        if isForEachRow { r.write(" FOR EACH ROW") }
        if body.isEmpty {
            r.record(QuarryError(.emptyList, "trigger \(name.name) needs at least one statement in its body"))
        }
        r.inliningValues { r in
            when.render(after: " WHEN ", into: &r)
            r.write(" BEGIN")
            for step in body {
                r.write(" ")
                step.render(into: &r)
                r.write(";")
            }
            r.write(" END")
        }
    }
}

extension CreateTrigger.Event: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .delete: r.write(" DELETE")
        case .insert: r.write(" INSERT")
        case .update: r.write(" UPDATE")
        case .updateOf(let columns):
            if columns.isEmpty { r.record(QuarryError(.emptyList, "UPDATE OF needs at least one column")) }
            r.write(" UPDATE OF ")
            r.writeList(columns) { r, column in r.write(identifier: column) }
        }
    }
}
