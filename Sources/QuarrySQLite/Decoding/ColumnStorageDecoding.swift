/// Reads columns the way a record definition stores them: `RowDecoder` asks it first for every
/// value that is not a plain number or text (a date, a raw-value enum, JSON), so that a date kept
/// as milliseconds reads back as the same date.
@usableFromInline
protocol ColumnStorageDecoding: AnyObject {
    /// The column at `index` as `T` in its field's storage, or `nil` when no field of this type
    /// reads that column (the decoder then reads it as usual).
    func decode<T>(_ type: T.Type, column index: Int, from value: borrowing ColumnValue) throws(QuarryError)
        -> T?

    /// Whether a coding key names a column the rows must have (a record's field): then a missing
    /// column is an error even for `decodeIfPresent`, which would otherwise read it as `nil`, and a
    /// record read from a partial row and saved back would lose that column's data.
    func requiresColumn(forKey key: String) -> Bool

    /// The column a coding key reads (a record's field may name its column apart from its
    /// key), or `nil` for a key that is no field's: it is then looked up as a column name.
    func columnName(forKey key: String) -> String?

    /// The coding key of the field whose column has this name, or `nil` for no field's column.
    func codingKey(forColumn name: String) -> String?

    /// A sentence for a coding key that has no column: why, and what to do.
    func missingColumnExplanation(forKey key: String) -> String?
}
