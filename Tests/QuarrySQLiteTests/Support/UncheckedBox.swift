/// Carries a value that is not `Sendable` into a `@Sendable` closure (a SQL function, a trace
/// hook) that runs on the thread that owns the value: the tests that use a connection from inside
/// its own callbacks need one.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
