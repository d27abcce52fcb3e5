/// Carries a closure's `sending` result through a call that does not promise `sending` itself.
///
/// Unchecked: only a value that was `sending` when boxed may go in (it is in no region the caller
/// keeps), and it is taken out once, right after the call.
struct SendingResult<Value>: @unchecked Sendable {
    let value: Value
}
