/// `Optional`, seen through a protocol so that a field's codec can tell an optional property from
/// a plain one at run time and reach its wrapped type.
protocol OptionalValue {
    associatedtype Wrapped
    /// The value as an optional of its wrapped type.
    var optionalValue: Wrapped? { get }
    /// The value for an optional of the wrapped type.
    init(optionalValue: Wrapped?)
}

extension Optional: OptionalValue {
    var optionalValue: Wrapped? { self }
    init(optionalValue: Wrapped?) { self = optionalValue }
}
