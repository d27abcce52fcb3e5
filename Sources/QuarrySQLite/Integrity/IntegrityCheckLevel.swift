/// How thoroughly to check a database: `PRAGMA quick_check` or `PRAGMA integrity_check`.
public enum IntegrityCheckLevel: Sendable, Hashable {
    /// `quick_check`: the B-tree structure and record formats, without matching indexes to their
    /// tables; fast enough to run at every open of a small database.
    case quick
    /// `integrity_check`: everything `quick` checks, and that every index agrees with its table.
    case full
}
