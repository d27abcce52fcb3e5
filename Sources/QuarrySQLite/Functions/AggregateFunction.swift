/// A Swift aggregate SQL function: SQLite makes a fresh value for each group, calls ``step(_:)``
/// for each row and ``finalize()`` for the result.
///
/// ```swift
/// struct Product: AggregateFunction {
///     var product: Double = 1
///     init() {}
///     mutating func step(_ arguments: borrowing FunctionArguments) throws { product *= try arguments.value(at: 0) }
///     func finalize() -> Double { product }
/// }
/// try db.createAggregate("product", argumentCount: 1, Product.self)
/// ```
public protocol AggregateFunction {
    /// What the aggregate returns.
    associatedtype Result: SQLValueConvertible

    /// The state before the first row of a group.
    init()

    /// Takes in one row's arguments.
    mutating func step(_ arguments: borrowing FunctionArguments) throws

    /// The aggregate's value for the group.
    func finalize() throws -> Result
}
