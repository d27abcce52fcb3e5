/// The control flow shared by every list-building result builder: `if`, `if let`, `else`,
/// `switch` and `for` inside the braces. A builder adds only `buildExpression` for what it takes,
/// returning `.one(element)`.
public protocol ListBuilding {
    /// What the list holds.
    associatedtype Element
}

// `@inlinable` so that a builder specializes in the module that uses it: unspecialized, joining the
// parts went through the runtime's generic metadata and cost more than building the statement.
extension ListBuilding {
    /// The lines of a block, in order.
    @inlinable public static func buildBlock(_ parts: ListPart<Element>...) -> ListPart<Element> {
        parts.count == 1 ? parts[0] : .many(joined(parts))
    }
    /// An array of elements, spliced into the list in place.
    @inlinable public static func buildExpression(_ list: [Element]) -> ListPart<Element> { .many(list) }
    /// An `if` without `else`: its elements, or none.
    @inlinable public static func buildOptional(_ part: ListPart<Element>?) -> ListPart<Element> {
        part ?? .many([])
    }
    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    @inlinable public static func buildEither(first part: ListPart<Element>) -> ListPart<Element> { part }
    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    @inlinable public static func buildEither(second part: ListPart<Element>) -> ListPart<Element> { part }
    /// A `for` loop: the elements of every iteration, in order.
    @inlinable public static func buildArray(_ parts: [ListPart<Element>]) -> ListPart<Element> {
        .many(joined(parts))
    }
    /// An `if #available` branch.
    @inlinable public static func buildLimitedAvailability(_ part: ListPart<Element>) -> ListPart<Element> {
        part
    }
    /// The finished list.
    @inlinable public static func buildFinalResult(_ part: ListPart<Element>) -> [Element] { part.elements }

    @inlinable static func joined(_ parts: [ListPart<Element>]) -> [Element] {
        var list: [Element] = []
        list.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts {
            switch part {
            case .one(let element): list.append(element)
            case .many(let elements): list.append(contentsOf: elements)
            }
        }
        return list
    }
}
