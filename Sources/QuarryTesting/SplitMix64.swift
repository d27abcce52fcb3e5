/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64): the same seed
/// gives the same sequence on every platform, so a failing fuzz case replays from its seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of the `index`-th case of a campaign that starts from `base`: cases are
    /// independent, so any one of them replays without running the ones before it.
    public static func seed(ofCase index: Int, base: UInt64) -> UInt64 {
        var mixer = SplitMix64(seed: base &+ UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
        return mixer.next()
    }
}
