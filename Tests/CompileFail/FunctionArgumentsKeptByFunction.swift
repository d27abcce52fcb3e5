// expected-error: 'arguments' is borrowed and cannot be consumed
// A SQL function is lent its arguments (SQLite's values, alive only during the call).
import QuarrySQLite

struct Holder: ~Copyable {
    var arguments: FunctionArguments
}

let db = try Database.inMemory()
try db.createFunction("keep", argumentCount: 1) { arguments in
    let holder = Holder(arguments: arguments)
    _ = holder
    return 1
}
