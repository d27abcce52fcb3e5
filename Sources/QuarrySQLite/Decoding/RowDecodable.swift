/// A type that reads itself from a row by position: the fastest way to decode, for hand-written
/// or generated code.
///
/// ```swift
/// struct MessageRow: RowDecodable {
///     var localID: Int64
///     var content: String?
///     init(row: borrowing Row) throws {
///         localID = try row[0]
///         content = try row[1]
///     }
/// }
/// ```
public protocol RowDecodable {
    /// Reads the values of one row.
    init(row: borrowing Row) throws
}
