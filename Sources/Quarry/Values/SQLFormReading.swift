/// The one rule by which both cores read a `Decodable` value from one column, matching what
/// Quarry writes (`Insert.values(encoding:)`, records' fields): a type with an SQL form of its own
/// (`SQLValueConvertible`) is read by `init(sqlValue:)`; a `RawRepresentable` whose raw value has
/// one (an enum) by its raw value; any other type is JSON text, read by the caller.
package enum SQLFormReading {
    /// `T` read from the stored value, or `nil` when `T` has no SQL form (read it as JSON).
    package static func value<T>(_ type: T.Type, from value: SQLValue) throws(QuarryError) -> T? {
        if let convertible = T.self as? any SQLValueConvertible.Type {
            return try convertible.init(sqlValue: value) as? T
        }
        if let representable = T.self as? any RawRepresentable.Type {
            return try rawValue(representable, from: value) as? T
        }
        return nil
    }

    private static func rawValue<R: RawRepresentable>(_ type: R.Type, from value: SQLValue)
        throws(QuarryError) -> R?
    {
        guard let rawType = R.RawValue.self as? any SQLValueConvertible.Type else { return nil }
        guard let raw = try rawType.init(sqlValue: value) as? R.RawValue, let read = R(rawValue: raw) else {
            throw QuarryError(
                .typeMismatch, "\(value.storageClassName) value is not a raw value of \(R.self)")
        }
        return read
    }
}
