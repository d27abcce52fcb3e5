/// A type that reads itself from a PostgreSQL row by position: the counterpart of the SQLite
/// core's `RowDecodable`, with the same subscripts.
///
/// The protocols are separate because SQLite's `Row` reads straight from a `sqlite3_stmt` on its
/// hot path; a type that conforms to both reads the same columns the same way.
///
/// ```swift
/// struct Person: PostgresRowDecodable {
///     var id: Int64
///     var name: String
///     init(row: borrowing PostgresRow) throws {
///         id = try row[0]
///         name = try row[1]
///     }
/// }
/// ```
public protocol PostgresRowDecodable {
    /// Reads the values of one row.
    init(row: borrowing PostgresRow) throws
}
