import Foundation

extension Row {
    /// The date at `index`, read in `storage` (milliseconds as milliseconds): what a
    /// `RowDecodable` record's `init(row:)` reads a date field with, over its definition's own
    /// SELECT, whose columns are the stored values. A ``DateColumn`` selected by a top-level
    /// SELECT is already in a form `Date` reads: read that one with `row[index]`.
    public subscript(_ index: Int, storage storage: DateStorage) -> Date {
        get throws(DatabaseError) {
            let column = try column(at: index)
            do {
                return try storage.date(from: column)
            } catch {
                throw statement.decodingFailure(error, column: index)
            }
        }
    }

    /// The date at `index` read in `storage`, or `nil` for `NULL`.
    public subscript(_ index: Int, storage storage: DateStorage) -> Date? {
        get throws(DatabaseError) {
            let column = try column(at: index)
            if column.isNull { return nil }
            do {
                return try storage.date(from: column)
            } catch {
                throw statement.decodingFailure(error, column: index)
            }
        }
    }
}
