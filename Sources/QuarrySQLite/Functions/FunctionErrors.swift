/// What a function's errors say about it: its name, and whether the connection lets values into
/// error text.
struct FunctionErrors {
    let name: String
    let includeValues: Bool
}
