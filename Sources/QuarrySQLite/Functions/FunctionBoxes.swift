import CSQLite
import Foundation

/// Holds a scalar function's closure for SQLite; released by the function's destructor.
final class ScalarFunctionBox {
    let body: (borrowing FunctionArguments) throws -> SQLValue
    let nesting: CallbackNesting
    let errors: FunctionErrors

    init(
        _ body: @escaping (borrowing FunctionArguments) throws -> SQLValue, nesting: CallbackNesting,
        errors: FunctionErrors
    ) {
        self.body = body
        self.nesting = nesting
        self.errors = errors
    }
}

/// One group's state of an aggregate function.
final class AggregateStateBox<Aggregate: AggregateFunction> {
    var aggregate = Aggregate()
}

/// Holds the aggregate's type for SQLite's callbacks.
final class AggregateFunctionBox {
    let step: (OpaquePointer?, borrowing FunctionArguments) -> Void
    let final: (OpaquePointer?) -> Void
    let nesting: CallbackNesting

    init<Aggregate: AggregateFunction>(
        _ type: Aggregate.Type, nesting: CallbackNesting, errors: FunctionErrors
    ) {
        self.nesting = nesting
        step = { context, arguments in
            do {
                try AggregateFunctionBox.state(Aggregate.self, context, create: true)?.aggregate.step(
                    arguments)
            } catch {
                FunctionContext.setError(error, from: errors, on: context)
            }
        }
        final = { context in
            // Each group's state is retained in SQLite's aggregate memory; take it back once here.
            let state =
                AggregateFunctionBox.takeState(Aggregate.self, context) ?? AggregateStateBox<Aggregate>()
            FunctionContext.run(context, errors) { try state.aggregate.finalize().sqlValue }
        }
    }

    private static func slot(_ context: OpaquePointer?, create: Bool) -> UnsafeMutablePointer<
        UnsafeMutableRawPointer?
    >? {
        let size = create ? Int32(MemoryLayout<UnsafeMutableRawPointer?>.size) : 0
        return sqlite3_aggregate_context(context, size)?.assumingMemoryBound(
            to: UnsafeMutableRawPointer?.self)
    }

    static func state<Aggregate>(_ type: Aggregate.Type, _ context: OpaquePointer?, create: Bool)
        -> AggregateStateBox<Aggregate>?
    {
        guard let slot = slot(context, create: create) else { return nil }
        if let existing = slot.pointee {
            return Unmanaged<AggregateStateBox<Aggregate>>.fromOpaque(existing).takeUnretainedValue()
        }
        let state = AggregateStateBox<Aggregate>()
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        return state
    }

    static func takeState<Aggregate>(_ type: Aggregate.Type, _ context: OpaquePointer?) -> AggregateStateBox<
        Aggregate
    >? {
        guard let slot = slot(context, create: false), let existing = slot.pointee else { return nil }
        slot.pointee = nil
        return Unmanaged<AggregateStateBox<Aggregate>>.fromOpaque(existing).takeRetainedValue()
    }
}

/// Holds a collation's comparison for SQLite; released by the collation's destructor.
final class CollationBox {
    let compare: (String, String) -> ComparisonResult
    let nesting: CallbackNesting

    init(_ compare: @escaping (String, String) -> ComparisonResult, nesting: CallbackNesting) {
        self.compare = compare
        self.nesting = nesting
    }
}
