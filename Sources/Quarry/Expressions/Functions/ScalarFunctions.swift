// SQLite's core scalar functions that are not about text (see TextFunctions.swift). Functions
// newer than the SQLite this project targets (3.40) are left out: concat and concat_ws (3.44),
// octet_length (3.43), unhex (3.41). load_extension is left out on purpose.

extension SQL {
    /// `abs(x)`: the absolute value.
    public static func abs<E: SQLExpressible>(_ x: E) -> SQLExpression<E.Value>
    where E.Value: SQLNumericType {
        call("abs", x.anyNode)
    }

    /// `changes()`: rows changed by the connection's last INSERT, UPDATE or DELETE.
    public static func changes() -> SQLExpression<Int64> { call("changes") }

    /// `total_changes()`: rows changed since the connection opened.
    public static func totalChanges() -> SQLExpression<Int64> { call("total_changes") }

    /// `last_insert_rowid()`: the rowid of the connection's last successful INSERT.
    public static func lastInsertRowID() -> SQLExpression<Int64> { call("last_insert_rowid") }

    /// `coalesce(x, y, …)`: the first argument that is not NULL.
    public static func coalesce<E: SQLExpressible>(
        _ first: E, _ second: some SQLOperand, _ rest: any SQLOperand...
    )
        -> SQLExpression<E.Value>
    {
        call("coalesce", [first.anyNode, second.operandNode] + rest.map(\.operandNode))
    }

    /// `ifnull(x, fallback)`: `x`, or `fallback` when `x` is NULL; typed without the optional.
    public static func ifnull<E: SQLExpressible>(_ x: E, _ fallback: E.Value.SQLWrapped)
        -> SQLExpression<E.Value.SQLWrapped>
    where E.Value: SQLValueConvertible, E.Value.SQLWrapped: SQLValueConvertible {
        call("ifnull", x.anyNode, ExpressionNode(converting: fallback))
    }

    /// `ifnull(x, y)`: `x`, or `y` when `x` is NULL.
    public static func ifnull<E: SQLExpressible, F: SQLExpressible>(_ x: E, _ fallback: F) -> SQLExpression<
        F.Value
    >
    where E.Value: SQLValueConvertible, F.Value: SQLValueConvertible, E.Value.SQLWrapped == F.Value.SQLWrapped
    {
        call("ifnull", x.anyNode, fallback.anyNode)
    }

    /// `nullif(x, y)`: NULL when `x = y`, otherwise `x`.
    public static func nullif<E: SQLExpressible>(_ x: E, _ y: some SQLOperand) -> SQLExpression<E.Value> {
        call("nullif", x.anyNode, y.operandNode)
    }

    /// `iif(condition, a, b)`: `a` when the condition holds, otherwise `b` (SQLite 3.32+).
    public static func iif<C: SQLExpressible, T: SQLValueConvertible & SQLOperand>(
        _ condition: C, _ whenTrue: T, _ whenFalse: T
    ) -> SQLExpression<T> where C.Value: SQLBooleanType {
        call("iif", condition.anyNode, whenTrue.operandNode, whenFalse.operandNode)
    }

    /// `iif(condition, a, b)` with expressions.
    public static func iif<C: SQLExpressible, A: SQLExpressible>(
        _ condition: C, _ whenTrue: A, _ whenFalse: some SQLOperand
    ) -> SQLExpression<A.Value> where C.Value: SQLBooleanType {
        call("iif", condition.anyNode, whenTrue.anyNode, whenFalse.operandNode)
    }

    /// `max(a, b, …)`: the largest argument (NULL if any is NULL). `SQL.max(x)` alone is the
    /// aggregate.
    public static func max<E: SQLExpressible>(
        _ first: E, _ second: some SQLOperand, _ rest: any SQLOperand...
    )
        -> SQLExpression<E.Value>
    {
        call("max", [first.anyNode, second.operandNode] + rest.map(\.operandNode))
    }

    /// `max(a, b, …)` whose first argument is a Swift value: `SQL.max(1, Message.flags)`.
    public static func max<V: SQLValueConvertible & SQLOperand>(
        _ first: V, _ second: some SQLOperand, _ rest: any SQLOperand...
    ) -> SQLExpression<V> {
        call("max", [first.operandNode, second.operandNode] + rest.map(\.operandNode))
    }

    /// `min(a, b, …)`: the smallest argument (NULL if any is NULL).
    public static func min<E: SQLExpressible>(
        _ first: E, _ second: some SQLOperand, _ rest: any SQLOperand...
    )
        -> SQLExpression<E.Value>
    {
        call("min", [first.anyNode, second.operandNode] + rest.map(\.operandNode))
    }

    /// `min(a, b, …)` whose first argument is a Swift value: `SQL.min(0, Message.flags)`.
    public static func min<V: SQLValueConvertible & SQLOperand>(
        _ first: V, _ second: some SQLOperand, _ rest: any SQLOperand...
    ) -> SQLExpression<V> {
        call("min", [first.operandNode, second.operandNode] + rest.map(\.operandNode))
    }

    /// `likelihood(x, p)`: `x`, with a hint to the planner that it is true with probability `p`.
    public static func likelihood<E: SQLExpressible>(_ x: E, _ probability: Double) -> SQLExpression<E.Value>
    {
        likelihoodCall(x.anyNode, probability)
    }

    /// `likelihood(value, p)` of a Swift value, bound: `SQL.likelihood(flag, 0.9)`.
    public static func likelihood<V: SQLValueConvertible>(_ x: V, _ probability: Double) -> SQLExpression<V> {
        likelihoodCall(ExpressionNode(converting: x), probability)
    }

    private static func likelihoodCall<T>(_ x: ExpressionNode, _ probability: Double) -> SQLExpression<T> {
        // SQLite wants the probability as a literal between 0 and 1, not as a parameter.
        let literal: ExpressionNode =
            (0...1).contains(probability)
            ? .literal(.real(probability))
            : .invalid(
                QuarryError(.valueOutOfRange, "likelihood probability \(probability) is outside 0...1"))
        return SQLExpression(node: .function(FunctionCall("likelihood", [x, literal])))
    }

    /// `likely(x)`: `x`, hinted to be usually true.
    public static func likely<E: SQLExpressible>(_ x: E) -> SQLExpression<E.Value> {
        call("likely", x.anyNode)
    }

    /// `unlikely(x)`: `x`, hinted to be usually false.
    public static func unlikely<E: SQLExpressible>(_ x: E) -> SQLExpression<E.Value> {
        call("unlikely", x.anyNode)
    }

    /// `random()`: a pseudo-random 64-bit integer.
    public static func random() -> SQLExpression<Int64> { call("random") }

    /// `randomblob(n)`: n pseudo-random bytes.
    public static func randomblob(_ count: some SQLOperand) -> SQLExpression<[UInt8]> {
        call("randomblob", count.operandNode)
    }

    /// `zeroblob(n)`: n zero bytes.
    public static func zeroblob(_ count: some SQLOperand) -> SQLExpression<[UInt8]> {
        call("zeroblob", count.operandNode)
    }

    /// `round(x[, digits])`: `x` rounded to `digits` places after the point (0 by default), a real.
    public static func round<E: SQLExpressible>(_ x: E, digits: (any SQLOperand)? = nil) -> SQLExpression<
        Double?
    >
    where E.Value: SQLNumericType {
        call("round", [x.anyNode] + (digits.map { [$0.operandNode] } ?? []))
    }

    /// `sign(x)`: -1, 0 or 1, or NULL when `x` is not a number (SQLite 3.35+).
    public static func sign(_ x: some SQLExpressible) -> SQLExpression<Int64?> { call("sign", x.anyNode) }

    /// `typeof(x)`: `'null'`, `'integer'`, `'real'`, `'text'` or `'blob'`.
    public static func typeof(_ x: some SQLOperand) -> SQLExpression<String> { call("typeof", x.operandNode) }

    /// `quote(x)`: `x` as an SQL literal.
    public static func quote(_ x: some SQLOperand) -> SQLExpression<String> { call("quote", x.operandNode) }

    /// `hex(x)`: the bytes of `x` (a blob, or the UTF-8 of its text) in upper-case hexadecimal.
    public static func hex(_ x: some SQLOperand) -> SQLExpression<String> { call("hex", x.operandNode) }

    /// `sqlite_version()`: the SQLite library's version, `3.40.1` for example.
    public static func sqliteVersion() -> SQLExpression<String> { call("sqlite_version") }

    /// `sqlite_source_id()`: the check-in of the SQLite source the library was built from.
    public static func sqliteSourceID() -> SQLExpression<String> { call("sqlite_source_id") }

    /// `sqlite_compileoption_used(name)`: whether the library was built with the option.
    public static func sqliteCompileOptionUsed(_ name: some SQLOperand) -> SQLExpression<Bool> {
        call("sqlite_compileoption_used", name.operandNode)
    }

    /// `sqlite_compileoption_get(n)`: the n-th compile option, or NULL past the end.
    public static func sqliteCompileOptionGet(_ index: some SQLOperand) -> SQLExpression<String?> {
        call("sqlite_compileoption_get", index.operandNode)
    }
}
