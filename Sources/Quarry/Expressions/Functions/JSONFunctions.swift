// SQLite's JSON1 functions (built in since 3.38). JSON travels as text; the `->` and `->>`
// operators are `json(at:)` and `jsonValue(at:)` on text expressions.

extension SQL {
    /// `json(x)`: `x` checked and minified; an error for malformed JSON.
    public static func json(_ x: some SQLOperand) -> SQLExpression<String?> { call("json", x.operandNode) }

    /// `json_array(v…)`: a JSON array of the values.
    public static func jsonArray(_ values: any SQLOperand...) -> SQLExpression<String> {
        call("json_array", values.map(\.operandNode))
    }

    /// `json_object(name, value, …)`: a JSON object of the pairs.
    public static func jsonObject(_ pairs: (String, any SQLOperand)...) -> SQLExpression<String> {
        call("json_object", flatten(pairs))
    }

    /// `json_array_length(x[, path])`: the length of the array (at `path`), 0 for a non-array.
    public static func jsonArrayLength(_ x: some SQLOperand, path: String? = nil) -> SQLExpression<Int64?> {
        call("json_array_length", [x.operandNode] + optional(path))
    }

    /// `json_extract(x, path, …)`: the SQL value at the path (a JSON array of them for several).
    public static func jsonExtract(_ x: some SQLOperand, _ path: String, _ paths: String...)
        -> UntypedExpression
    {
        call("json_extract", [x.operandNode] + ([path] + paths).map { .value(.text($0)) })
    }

    /// `json_insert(x, path, value, …)`: `x` with values added where the paths are absent.
    public static func jsonInsert(_ x: some SQLOperand, _ pairs: (String, any SQLOperand)...)
        -> SQLExpression<String?>
    {
        call("json_insert", [x.operandNode] + flatten(pairs))
    }

    /// `json_replace(x, path, value, …)`: `x` with values replaced where the paths exist.
    public static func jsonReplace(_ x: some SQLOperand, _ pairs: (String, any SQLOperand)...)
        -> SQLExpression<String?>
    {
        call("json_replace", [x.operandNode] + flatten(pairs))
    }

    /// `json_set(x, path, value, …)`: `x` with values inserted or replaced.
    public static func jsonSet(_ x: some SQLOperand, _ pairs: (String, any SQLOperand)...) -> SQLExpression<
        String?
    > {
        call("json_set", [x.operandNode] + flatten(pairs))
    }

    /// `json_remove(x, path, …)`: `x` without the elements at the paths.
    public static func jsonRemove(_ x: some SQLOperand, _ paths: String...) -> SQLExpression<String?> {
        call("json_remove", [x.operandNode] + paths.map { .value(.text($0)) })
    }

    /// `json_patch(target, patch)`: RFC 7396 MergePatch.
    public static func jsonPatch(_ target: some SQLOperand, _ patch: some SQLOperand) -> SQLExpression<
        String?
    > {
        call("json_patch", target.operandNode, patch.operandNode)
    }

    /// `json_type(x[, path])`: `'null'`, `'true'`, `'false'`, `'integer'`, `'real'`, `'text'`,
    /// `'array'` or `'object'`, or NULL when the path is absent.
    public static func jsonType(_ x: some SQLOperand, path: String? = nil) -> SQLExpression<String?> {
        call("json_type", [x.operandNode] + optional(path))
    }

    /// `json_valid(x)`: whether `x` is well-formed JSON.
    public static func jsonValid(_ x: some SQLOperand) -> SQLExpression<Bool> {
        call("json_valid", x.operandNode)
    }

    /// `json_quote(x)`: `x` as a JSON value (text quoted, numbers as they are).
    public static func jsonQuote(_ x: some SQLOperand) -> SQLExpression<String> {
        call("json_quote", x.operandNode)
    }

    /// `json_each(x[, path])`: a table of the top-level elements, for `FROM`. Its columns are
    /// `key`, `value`, `type`, `atom`, `id`, `parent`, `fullkey` and `path`.
    public static func jsonEach(_ x: some SQLOperand, path: String? = nil) -> TableValuedFunction {
        TableValuedFunction(FunctionCall("json_each", [x.operandNode] + optional(path)))
    }

    /// `json_tree(x[, path])`: a table of every element, recursively, for `FROM`.
    public static func jsonTree(_ x: some SQLOperand, path: String? = nil) -> TableValuedFunction {
        TableValuedFunction(FunctionCall("json_tree", [x.operandNode] + optional(path)))
    }

    private static func flatten(_ pairs: [(String, any SQLOperand)]) -> [ExpressionNode] {
        pairs.flatMap { [ExpressionNode.value(.text($0.0)), $0.1.operandNode] }
    }

    private static func optional(_ path: String?) -> [ExpressionNode] {
        path.map { [.value(.text($0))] } ?? []
    }
}
