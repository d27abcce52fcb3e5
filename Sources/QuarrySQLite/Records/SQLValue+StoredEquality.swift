extension SQLValue {
    /// Whether SQLite stores the two as the same value: text and blobs byte for byte (Swift's
    /// `==` on `String` takes "é" and "e\u{301}" as equal, which SQLite does not), numbers by value.
    func isStoredSame(as other: SQLValue) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): return left.isByteEqual(to: right)
        default: return self == other
        }
    }
}
