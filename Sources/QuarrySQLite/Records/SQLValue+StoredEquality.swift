extension SQLValue {
    /// Whether SQLite stores the two as the same value: text and blobs byte for byte (Swift's
    /// `==` on `String` takes "é" and "e\u{301}" as equal, which SQLite does not), numbers by value.
    func isStoredSame(as other: SQLValue) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): return left.isByteEqual(to: right)
        default: return self == other
        }
    }

    /// Whether a decoder could take one for the other: stored the same, or numbers of the same
    /// value (an `Int64` reads a REAL with no fraction, a `Double` an INTEGER, a `Bool` either).
    func readsAlike(_ other: SQLValue) -> Bool {
        switch (self, other) {
        case (.integer(let integer), .real(let real)), (.real(let real), .integer(let integer)):
            return Double(exactly: integer) == real || Int64(exactly: real) == integer
        default: return isStoredSame(as: other)
        }
    }
}
