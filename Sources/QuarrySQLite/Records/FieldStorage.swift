/// How a record field's values are stored in its column, chosen per field with no wrapper type
/// in the model: `Field(\.createTime, "createTime", storage: .unixSeconds)`.
public enum FieldStorage: Sendable, Hashable {
    /// Follows the Swift type: a type with its own SQL form (`Int64`, `String`, `Data`, `UUID`,
    /// an enum that adopts `SQLValueConvertible`…) stores that form; `Date` is the definition's
    /// `dateStorage` (text, as ``dateText``, unless the definition says otherwise); a `RawRepresentable` enum stores its raw value; any other `Codable` value is
    /// JSON text.
    case automatic
    /// A `Date` as UTC text `YYYY-MM-DD HH:MM:SS.SSS`, which SQLite's date functions read and which
    /// sorts in time order (Quarry's default for dates). Numbers read back as unix seconds.
    case dateText
    /// A `Date` as seconds since 1970, a REAL (FMDB's and WCDB's form). Text reads back as date text.
    case unixSeconds
    /// A `Date` as whole milliseconds since 1970, an INTEGER (ActiveSQLite's form). Text reads back
    /// as date text.
    case unixMilliseconds
    /// A `Codable` value as JSON text with sorted keys. Refused for a type that has its own SQL
    /// form: its typed column would then compare values in the wrong form.
    case json
}

extension FieldStorage {
    /// The field storage that stores dates as `storage` does.
    init(_ storage: DateStorage) {
        switch storage {
        case .text: self = .dateText
        case .unixSeconds: self = .unixSeconds
        case .unixMilliseconds: self = .unixMilliseconds
        }
    }
}
