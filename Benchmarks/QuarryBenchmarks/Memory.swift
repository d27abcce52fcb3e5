#if canImport(Glibc)
    import Glibc
#endif

/// The process's resident memory as Linux reports it in `/proc/self/status`.
enum Memory {
    /// Current resident set size in bytes (`VmRSS`).
    static var resident: Int? { field("VmRSS:") }
    /// Peak resident set size in bytes since start or the last ``resetPeak()`` (`VmHWM`).
    static var peakResident: Int? { field("VmHWM:") }

    /// Resets `VmHWM` to the current RSS (writing `5` to `/proc/self/clear_refs`); returns whether
    /// the kernel allowed it.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// Returns memory the allocator holds but does not use to the system, so that a later peak
    /// measures the scenario rather than what an earlier one left behind.
    static func trim() {
        #if canImport(Glibc)
            _ = mallocTrim(0)
        #endif
    }

    private static func field(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let digits = text.dropFirst(name.count).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

#if canImport(Glibc)
    /// glibc's `malloc_trim`, declared in `<malloc.h>`, which the Glibc module does not export.
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#endif
