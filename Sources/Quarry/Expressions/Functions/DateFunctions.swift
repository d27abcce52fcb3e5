extension SQL {
    /// `date(time, modifiers…)`: `YYYY-MM-DD`, or NULL for a time it cannot read. `time` is text
    /// (`'now'`, `'2024-01-31 12:00'`), a Julian day or, with `.unixEpoch`, Unix seconds.
    public static func date(_ time: some SQLOperand, _ modifiers: DateModifier...) -> SQLExpression<String?> {
        call("date", [time.operandNode] + modifiers.map(\.node))
    }

    /// `time(time, modifiers…)`: `HH:MM:SS`.
    public static func time(_ time: some SQLOperand, _ modifiers: DateModifier...) -> SQLExpression<String?> {
        call("time", [time.operandNode] + modifiers.map(\.node))
    }

    /// `datetime(time, modifiers…)`: `YYYY-MM-DD HH:MM:SS`.
    public static func datetime(_ time: some SQLOperand, _ modifiers: DateModifier...) -> SQLExpression<
        String?
    > {
        call("datetime", [time.operandNode] + modifiers.map(\.node))
    }

    /// `julianday(time, modifiers…)`: the Julian day number, a real.
    public static func julianday(_ time: some SQLOperand, _ modifiers: DateModifier...) -> SQLExpression<
        Double?
    > {
        call("julianday", [time.operandNode] + modifiers.map(\.node))
    }

    /// `unixepoch(time, modifiers…)`: seconds since 1970 as an integer (SQLite 3.38+).
    public static func unixepoch(_ time: some SQLOperand, _ modifiers: DateModifier...) -> SQLExpression<
        Int64?
    > {
        call("unixepoch", [time.operandNode] + modifiers.map(\.node))
    }

    /// `strftime(format, time, modifiers…)`: the time formatted with `%Y`, `%m`, `%d`, `%H` ….
    public static func strftime(
        _ format: some SQLOperand, _ time: some SQLOperand, _ modifiers: DateModifier...
    )
        -> SQLExpression<String?>
    {
        call("strftime", [format.operandNode, time.operandNode] + modifiers.map(\.node))
    }
}
