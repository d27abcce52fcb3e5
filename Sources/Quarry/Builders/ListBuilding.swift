/// The control flow shared by every list-building result builder: `if`, `if let`, `else`,
/// `switch` and `for` inside the braces. A builder adds only `buildExpression` for what it takes.
public protocol ListBuilding {
    /// What the list holds.
    associatedtype Element
}

extension ListBuilding {
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildExpression(_ list: [Element]) -> [Element] { list }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}
