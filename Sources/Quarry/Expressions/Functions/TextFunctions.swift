extension SQL {
    /// `lower(x)`: `x` with ASCII letters in lower case.
    public static func lower<E: SQLExpressible>(_ x: E) -> SQLExpression<E.Value> where E.Value: SQLTextType {
        call("lower", x.anyNode)
    }

    /// `upper(x)`: `x` with ASCII letters in upper case.
    public static func upper<E: SQLExpressible>(_ x: E) -> SQLExpression<E.Value> where E.Value: SQLTextType {
        call("upper", x.anyNode)
    }

    /// `trim(x[, characters])`: `x` without the characters (spaces by default) at either end.
    public static func trim<E: SQLExpressible>(_ x: E, _ characters: String? = nil) -> SQLExpression<E.Value>
    where E.Value: SQLTextType {
        call("trim", trimming(x, characters))
    }

    /// `ltrim(x[, characters])`: `x` without the characters at its start.
    public static func ltrim<E: SQLExpressible>(_ x: E, _ characters: String? = nil) -> SQLExpression<E.Value>
    where E.Value: SQLTextType {
        call("ltrim", trimming(x, characters))
    }

    /// `rtrim(x[, characters])`: `x` without the characters at its end.
    public static func rtrim<E: SQLExpressible>(_ x: E, _ characters: String? = nil) -> SQLExpression<E.Value>
    where E.Value: SQLTextType {
        call("rtrim", trimming(x, characters))
    }

    /// `length(x)`: characters in text, bytes in a blob, or NULL for NULL.
    public static func length(_ x: some SQLOperand) -> SQLExpression<Int64?> { call("length", x.operandNode) }

    /// `instr(x, y)`: the 1-based position of the first `y` in `x`, 0 when absent.
    public static func instr(_ x: some SQLOperand, _ y: some SQLOperand) -> SQLExpression<Int64?> {
        call("instr", x.operandNode, y.operandNode)
    }

    /// `substr(x, start[, length])`: characters of `x` from `start` (1-based; negative counts from
    /// the end).
    public static func substr<E: SQLExpressible>(
        _ x: E, _ start: some SQLOperand, _ length: (any SQLOperand)? = nil
    )
        -> SQLExpression<E.Value>
    {
        call("substr", [x.anyNode, start.operandNode] + (length.map { [$0.operandNode] } ?? []))
    }

    /// `replace(x, y, z)`: `x` with every `y` replaced by `z`.
    public static func replace<E: SQLExpressible>(_ x: E, _ y: some SQLOperand, _ z: some SQLOperand)
        -> SQLExpression<E.Value> where E.Value: SQLTextType
    {
        call("replace", x.anyNode, y.operandNode, z.operandNode)
    }

    /// `char(c1, c2, …)`: the text of the given Unicode code points.
    public static func char(_ codePoints: any SQLOperand...) -> SQLExpression<String> {
        call("char", codePoints.map(\.operandNode))
    }

    /// `unicode(x)`: the code point of the first character of `x`.
    public static func unicode(_ x: some SQLOperand) -> SQLExpression<Int64?> {
        call("unicode", x.operandNode)
    }

    /// `soundex(x)`: the soundex encoding (needs SQLite built with SQLITE_SOUNDEX, as here).
    public static func soundex(_ x: some SQLOperand) -> SQLExpression<String> {
        call("soundex", x.operandNode)
    }

    /// `format(format, …)` (SQLite 3.38+): printf-style formatting.
    public static func format(_ format: some SQLOperand, _ arguments: any SQLOperand...) -> SQLExpression<
        String?
    > {
        call("format", [format.operandNode] + arguments.map(\.operandNode))
    }

    /// `printf(format, …)`: the older name of ``format(_:_:)``.
    public static func printf(_ format: some SQLOperand, _ arguments: any SQLOperand...) -> SQLExpression<
        String?
    > {
        call("printf", [format.operandNode] + arguments.map(\.operandNode))
    }

    /// `like(pattern, x[, escape])`: the function form of `x LIKE pattern`.
    public static func like(_ pattern: some SQLOperand, _ x: some SQLOperand, escape: Character? = nil)
        -> SQLExpression<Bool>
    {
        call(
            "like", [pattern.operandNode, x.operandNode] + (escape.map { [.escape($0)] } ?? []))
    }

    /// `glob(pattern, x)`: the function form of `x GLOB pattern`.
    public static func glob(_ pattern: some SQLOperand, _ x: some SQLOperand) -> SQLExpression<Bool> {
        call("glob", pattern.operandNode, x.operandNode)
    }

    private static func trimming(_ x: some SQLExpressible, _ characters: String?) -> [ExpressionNode] {
        [x.anyNode] + (characters.map { [.value(.text($0))] } ?? [])
    }
}
