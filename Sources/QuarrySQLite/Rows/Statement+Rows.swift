extension Statement {
    /// Steps to the end, reading every row with `transform` through one `Row` view.
    @inlinable
    func collect<T>(_ transform: (borrowing Row) throws -> T) throws -> [T] {
        var results: [T] = []
        let row = Row(self)
        while try step() {
            results.append(try transform(row))
        }
        return results
    }

    /// Steps once and reads the row, if there is one.
    @inlinable
    func first<T>(_ transform: (borrowing Row) throws -> T) throws -> T? {
        let row = Row(self)
        return try step() ? try transform(row) : nil
    }
}
