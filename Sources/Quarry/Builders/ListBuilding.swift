/// The control flow shared by every list-building result builder: `if`, `if let`, `else`,
/// `switch` and `for` inside the braces. A builder adds only `buildExpression` for what it takes.
public protocol ListBuilding {
    /// What the list holds.
    associatedtype Element
}

// `@inlinable` so that a builder specializes in the module that uses it: unspecialized, joining the
// parts went through the runtime's generic metadata and cost more than building the statement.
extension ListBuilding {
    @inlinable public static func buildBlock(_ parts: [Element]...) -> [Element] { joined(parts) }
    @inlinable public static func buildExpression(_ list: [Element]) -> [Element] { list }
    @inlinable public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    @inlinable public static func buildEither(first part: [Element]) -> [Element] { part }
    @inlinable public static func buildEither(second part: [Element]) -> [Element] { part }
    @inlinable public static func buildArray(_ parts: [[Element]]) -> [Element] { joined(parts) }
    @inlinable public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }

    @inlinable static func joined(_ parts: [[Element]]) -> [Element] {
        if parts.count == 1 { return parts[0] }
        var list: [Element] = []
        list.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { list.append(contentsOf: part) }
        return list
    }
}
