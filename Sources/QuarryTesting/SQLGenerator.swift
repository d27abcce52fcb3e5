import Quarry

/// Builds random but meaningful statements and expressions from a seed, for fuzzing a data layer:
/// every choice comes from a ``SplitMix64``, so one seed always builds the same tree.
///
/// ```swift
/// var generator = SQLGenerator(seed: 42, schema: appSchema)
/// let select = generator.select()
/// ```
public struct SQLGenerator: Sendable {
    /// Bounds on what one call builds.
    public struct Limits: Sendable {
        /// The deepest an expression tree may nest.
        public var maxDepth: Int
        /// The most expression nodes one top-level call may build.
        public var maxNodes: Int
        /// The longest list (arguments, IN lists, result columns, rows).
        public var maxListLength: Int
        /// How deep selects may nest inside selects.
        public var maxSelectDepth: Int

        /// Bounds with the given values.
        public init(maxDepth: Int = 5, maxNodes: Int = 32, maxListLength: Int = 4, maxSelectDepth: Int = 2) {
            self.maxDepth = maxDepth
            self.maxNodes = maxNodes
            self.maxListLength = maxListLength
            self.maxSelectDepth = maxSelectDepth
        }
    }

    /// The random source; replace it to replay a case.
    public var random: SplitMix64
    /// The tables statements read and write.
    public let schema: FuzzSchema
    /// Bounds on size and depth.
    public var limits: Limits
    /// Whether to leave out what differs between two runs (`random()`, `CURRENT_TIME`…), so that
    /// two renderings of one tree can be compared by their results.
    public var deterministic: Bool

    var nodesLeft = 0
    var nextAlias = 0

    /// A generator seeded with `seed`, building against `schema`.
    public init(
        seed: UInt64, schema: FuzzSchema = .standard, limits: Limits = Limits(), deterministic: Bool = true
    ) {
        self.random = SplitMix64(seed: seed)
        self.schema = schema
        self.limits = limits
        self.deterministic = deterministic
    }

    /// A random integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    mutating func freshAlias(_ prefix: String) -> SQLIdentifier {
        nextAlias += 1
        return SQLIdentifier("\(prefix)\(nextAlias)")
    }

    mutating func startTree() {
        nodesLeft = limits.maxNodes
        nextAlias = 0
    }
}
