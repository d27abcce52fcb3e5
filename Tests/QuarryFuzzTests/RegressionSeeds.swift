/// Seeds whose cases once failed an oracle, run first on every `swift test`: each is a bug the
/// fuzzing found, fixed, and kept here so it stays fixed (see docs/ARCHITECTURE.md, "Fuzzing").
enum RegressionSeeds {
    static let parentheses: [UInt64] = []
    static let description: [UInt64] = []
    static let preparation: [UInt64] = []
    static let statements: [UInt64] = []
}
