extension CreateTrigger {
    /// `CREATE [TEMP] TRIGGER [IF NOT EXISTS] name [timing] event ON table [FOR EACH ROW] WHEN
    /// condition BEGIN … END`, in SQL's order: the condition comes before the body it guards.
    public init<Condition: SQLExpressible>(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false, _ timing: Timing?,
        _ event: Event, on table: Table, forEachRow: Bool = false, when condition: Condition,
        @TriggerBodyBuilder _ body: () -> [TriggerStep]
    ) where Condition.Value: SQLBooleanType {
        self.init(name, temporary: temporary, ifNotExists: ifNotExists, timing, event, on: table, body)
        self.isForEachRow = forEachRow
        self.when = condition.anyNode
    }

    /// The same trigger with no timing word (SQLite then fires it `BEFORE`).
    public init<Condition: SQLExpressible>(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false, _ event: Event,
        on table: Table, forEachRow: Bool = false, when condition: Condition,
        @TriggerBodyBuilder _ body: () -> [TriggerStep]
    ) where Condition.Value: SQLBooleanType {
        self.init(
            name, temporary: temporary, ifNotExists: ifNotExists, nil, event, on: table,
            forEachRow: forEachRow,
            when: condition, body)
    }
}
