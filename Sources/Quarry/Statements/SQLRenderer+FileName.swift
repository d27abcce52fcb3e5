extension SQLRenderer {
    /// Binds a file name (`ATTACH`, `VACUUM INTO`). SQLite reads it as a C string, so a NUL inside
    /// would make it open or write the file named by the text before the NUL: that is an error.
    /// The name stays out of the message, as bound values do.
    mutating func write(fileName: String, of statement: StaticString) {
        if fileName.utf8.contains(0) {
            record(
                QuarryError(
                    .valueOutOfRange,
                    "the file name of \(statement) contains a NUL character, where SQLite would cut it short"
                ))
        }
        write(value: .text(fileName))
    }
}
