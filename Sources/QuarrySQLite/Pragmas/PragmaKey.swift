/// A pragma with the Swift type of its value, for `pragma(_:)` and
/// `setPragma(_:to:)`: `try db.pragma(.userVersion)` is an `Int`,
/// `try db.pragma(.journalMode)` a `JournalMode`.
public struct PragmaKey<Value: Sendable>: Sendable {
    /// The pragma.
    public let name: PragmaName
    let decode: @Sendable (borrowing ColumnValue) throws(QuarryError) -> Value
    let encode: (@Sendable (Value) -> PragmaValue)?

    /// A pragma whose value reads with `decode` and, unless it is read-only, writes with `encode`.
    public init(
        _ name: PragmaName, decode: @escaping @Sendable (borrowing ColumnValue) throws(QuarryError) -> Value,
        encode: (@Sendable (Value) -> PragmaValue)?
    ) {
        self.name = name
        self.decode = decode
        self.encode = encode
    }
}

extension PragmaKey where Value: SQLColumnDecodable & PragmaValueConvertible {
    /// A pragma whose value reads and writes as `Value` directly.
    static func plain(_ name: PragmaName, writable: Bool = true) -> PragmaKey {
        var encode: (@Sendable (Value) -> PragmaValue)?
        if writable { encode = { value in value.pragmaValue } }
        return PragmaKey(
            name, decode: { column throws(QuarryError) in try Value.decode(from: column) }, encode: encode)
    }
}

extension PragmaKey
where Value: RawRepresentable & CaseIterable & PragmaValueConvertible, Value.RawValue == String {
    /// A pragma whose value is a keyword that SQLite reports as text in any case (`wal`).
    ///
    /// A report that is none of the keywords is an error that lists them but does not quote the
    /// report (values stay out of error text; ``Database/pragma(_:schema:)`` adds it when the
    /// connection opted in with `errorsIncludeArguments`).
    static func keyword(_ name: PragmaName) -> PragmaKey {
        PragmaKey(
            name,
            decode: { column throws(QuarryError) in
                let text = try String.decode(from: column)
                guard let value = Value(rawValue: text.asciiUppercased) ?? Value(rawValue: text) else {
                    let keywords = Value.allCases.map(\.rawValue).joined(separator: ", ")
                    throw QuarryError(
                        .typeMismatch,
                        "SQLite reported a value that is none of \(keywords), the values of \(Value.self)")
                }
                return value
            }, encode: { $0.pragmaValue })
    }
}

extension PragmaKey where Value: CaseIterable & PragmaValueConvertible, Value.AllCases.Index == Int {
    /// A pragma whose keyword SQLite reports as its number: the position in `allCases`
    /// (`synchronous`: 0 `OFF`, 1 `NORMAL`, 2 `FULL`, 3 `EXTRA`).
    static func numbered(_ name: PragmaName) -> PragmaKey {
        PragmaKey(
            name,
            decode: { column throws(QuarryError) in
                let number = try Int.decode(from: column)
                guard Value.allCases.indices.contains(number) else {
                    throw QuarryError(
                        .typeMismatch,
                        "SQLite reported a number outside 0 to \(Value.allCases.count - 1), the values of "
                            + "\(Value.self)")
                }
                return Value.allCases[number]
            }, encode: { $0.pragmaValue })
    }
}
