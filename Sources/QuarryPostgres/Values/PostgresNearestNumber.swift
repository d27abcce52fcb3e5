/// A floating-point type a `numeric` reads into as the nearest value of the type, whatever its
/// digits: `1::numeric / 3` (`0.33333333333333333333`) reads as the double nearest it, as
/// `3.14159` does. `Decimal` is no such type: it reads every digit exactly, or fails.
protocol PostgresNearestNumber {
    /// The value nearest the decimal `text`; `nil` when it is beyond the type's range.
    init?(nearestTo text: String)
}

extension Double: PostgresNearestNumber {
    init?(nearestTo text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
}

extension Float: PostgresNearestNumber {
    init?(nearestTo text: String) {
        // Straight from the text: rounding to a double first could round a tie the wrong way.
        guard let value = Float(text), value.isFinite else { return nil }
        self = value
    }
}

extension Optional: PostgresNearestNumber where Wrapped: PostgresNearestNumber {
    init?(nearestTo text: String) {
        guard let value = Wrapped(nearestTo: text) else { return nil }
        self = .some(value)
    }
}
