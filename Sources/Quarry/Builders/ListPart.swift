/// One piece of a list a result builder is assembling: a single element, or several.
///
/// A line of a builder block is one element; keeping it unboxed means a block of N lines
/// allocates only its final array, not one array per line.
@frozen
public enum ListPart<Element> {
    /// One element, from one line of the block.
    case one(Element)
    /// Several elements, from a nested block, a loop or a list.
    case many([Element])

    /// The part as an array.
    @inlinable var elements: [Element] {
        switch self {
        case .one(let element): return [element]
        case .many(let elements): return elements
        }
    }

    /// How many elements the part holds.
    @inlinable var count: Int {
        switch self {
        case .one: return 1
        case .many(let elements): return elements.count
        }
    }
}

extension ListPart: Sendable where Element: Sendable {}
