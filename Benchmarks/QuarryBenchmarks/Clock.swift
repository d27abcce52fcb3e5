#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in seconds, read straight from the kernel so that the clock itself costs nothing
/// worth measuring.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` and returns how long it took along with its result.
    static func measure<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        let start = now()
        let result = try body()
        return (now() - start, result)
    }
}
