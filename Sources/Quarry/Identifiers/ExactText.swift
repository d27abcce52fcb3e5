/// Text compared and hashed by its UTF-8 bytes.
///
/// Swift's `String ==` and its hash follow Unicode canonical equivalence: `"é"` (U+00E9) and
/// `"e\u{301}"` are one string to Swift and two different texts to SQLite and PostgreSQL (two
/// tables, two values). A cache, dictionary or comparison of SQL text, names or values keys on
/// `ExactText` (or compares with ``Swift/StringProtocol/isByteEqual(to:)``), never on `String`.
package struct ExactText: Hashable, Sendable, CustomStringConvertible {
    /// The text itself.
    package let string: String

    package init(_ string: String) { self.string = string }

    package var description: String { string }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.string.isByteEqual(to: rhs.string) }

    package func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}

extension StringProtocol {
    /// Whether both texts are the same bytes (not merely canonically equivalent, as `==` decides).
    package func isByteEqual(to other: some StringProtocol) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        let fast = left.withContiguousStorageIfAvailable { l in
            right.withContiguousStorageIfAvailable { r in
                l.count == 0 || memcmpBytes(l.baseAddress!, r.baseAddress!, l.count)
            }
        }
        if let fast, let result = fast { return result }
        return left.elementsEqual(right)
    }
}

@inline(__always)
private func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    // A word at a time where it can, then bytes: no C library call from this pure-Swift target.
    var index = 0
    while index + 8 <= count {
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        {
            return false
        }
        index += 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
