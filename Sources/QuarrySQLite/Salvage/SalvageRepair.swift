/// A repair salvage made to a temporary copy of the damaged file before SQLite could open it. The
/// damaged file itself is never written.
public enum SalvageRepair: Sendable, Hashable, CustomStringConvertible {
    /// The 100-byte header was unreadable (magic string, page size, format bytes) and was rebuilt.
    case rebuiltHeader
    /// The file was shorter than its header says; the copy was padded with empty pages to the
    /// stated size so that SQLite would open it (the missing pages read as damage).
    case paddedTruncatedFile(missingPages: Int)

    public var description: String {
        switch self {
        case .rebuiltHeader: return "rebuilt the file header"
        case .paddedTruncatedFile(let pages): return "padded the truncated file with \(pages) missing pages"
        }
    }
}
