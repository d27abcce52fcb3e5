/// Reads a row of a definition's own SELECT, whose column `i` is field `i`, through the record's
/// `RowDecodable` initializer. A `Decodable` row goes through the standard library's keyed
/// container: a generic metadata lookup per row and a boxed call per column, about 2,000
/// instructions for four columns, more than a third of a lookup by key.
@usableFromInline
struct PositionalRecordReader<Record>: @unchecked Sendable {
    // Unchecked: the closure captures only the record's metatype.
    @usableFromInline let read: (Statement) throws -> Record

    /// The reader, when the record type adopts `RowDecodable`; `nil` otherwise. Chosen once per
    /// definition, so reading a row runs no dynamic cast.
    static func make(for type: Record.Type) -> PositionalRecordReader? {
        guard let positional = Record.self as? any RowDecodable.Type else { return nil }
        return make(positional)
    }

    private static func make<T: RowDecodable>(_ type: T.Type) -> PositionalRecordReader {
        PositionalRecordReader { statement in
            // A local, not a temporary: a temporary ~Copyable value crashes the 6.3.1 optimizer.
            let row = Row(statement)
            // T is Record: the cast above proved it, so the value only changes its static type.
            return unsafeBitCast(try T(row: row), to: Record.self)
        }
    }
}
