import Foundation

/// Both directions of one field's conversion, made once when the definition is built: the
/// closures are specialized for the field's type, so binding and reading a value need no dynamic
/// cast and no `Encoder`.
struct FieldCodec<Value>: @unchecked Sendable {
    /// The declared column type, or `nil` for none.
    let sqlType: SQLTypeName?
    /// Whether the property is optional (the column is then nullable).
    let isOptional: Bool
    /// How a date field stores its dates; `nil` for other fields.
    let dateStorage: DateStorage?
    /// The value as stored.
    let encode: (Value) throws(QuarryError) -> SQLValue
    /// Reads a column of the current row.
    let decodeColumn: (borrowing ColumnValue) throws(QuarryError) -> Value
    /// Reads a stored value.
    let decodeValue: (SQLValue) throws(QuarryError) -> Value
}

/// Chooses each field's codec from its Swift type and storage.
enum FieldCodecs {
    /// The codec for `Value` in `storage`, or an error naming the field and what does not fit.
    static func codec<Value>(_ type: Value.Type, storage: FieldStorage, field: String) throws(QuarryError)
        -> FieldCodec<Value>
    {
        if let optional = Value.self as? any OptionalValue.Type {
            return try optionalCodec(optional, as: Value.self, storage: storage, field: field)
        }
        return try plainCodec(Value.self, storage: storage, field: field)
    }

    private static func optionalCodec<O: OptionalValue, Value>(
        _ type: O.Type, as value: Value.Type, storage: FieldStorage, field: String
    ) throws(QuarryError) -> FieldCodec<Value> {
        if O.Wrapped.self is any OptionalValue.Type {
            throw QuarryError(
                .typeMismatch, "field \(field) is a nested optional (\(O.self)), which one column cannot hold"
            )
        }
        let wrapped = try plainCodec(O.Wrapped.self, storage: storage, field: field)
        let codec = FieldCodec(
            sqlType: wrapped.sqlType, isOptional: true, dateStorage: wrapped.dateStorage,
            encode: { (value: O) throws(QuarryError) -> SQLValue in
                guard let value = value.optionalValue else { return .null }
                return try wrapped.encode(value)
            },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> O in
                column.isNull ? O(optionalValue: nil) : O(optionalValue: try wrapped.decodeColumn(column))
            },
            decodeValue: { (value: SQLValue) throws(QuarryError) -> O in
                value.isNull ? O(optionalValue: nil) : O(optionalValue: try wrapped.decodeValue(value))
            })
        return codec as! FieldCodec<Value>
    }

    private static func plainCodec<Value>(_ type: Value.Type, storage: FieldStorage, field: String)
        throws(QuarryError) -> FieldCodec<Value>
    {
        if Value.self == Date.self {
            guard let dates = DateStorage(storage) else {
                throw QuarryError(
                    .typeMismatch,
                    "field \(field) is a Date: store it as .dateText, .unixSeconds or .unixMilliseconds")
            }
            return dateCodec(dates) as! FieldCodec<Value>
        }
        let native = Value.self as? any SQLValueConvertible.Type
        switch storage {
        case .dateText, .unixSeconds, .unixMilliseconds:
            throw QuarryError(
                .typeMismatch, "field \(field) is \(Value.self), not a Date: \(storage) is for dates")
        case .json:
            if native != nil {
                throw QuarryError(
                    .typeMismatch,
                    "field \(field) is \(Value.self), which has its own SQL form; JSON storage would make its typed column compare values in the wrong form"
                )
            }
            guard let codable = Value.self as? any Codable.Type else {
                throw QuarryError(
                    .typeMismatch,
                    "field \(field) is \(Value.self), which is not Codable, so it has no JSON form")
            }
            return jsonCodec(codable, as: Value.self)
        case .automatic:
            if let column = Value.self as? any (SQLValueConvertible & SQLColumnDecodable).Type {
                return columnCodec(column, as: Value.self)
            }
            if let native { return valueCodec(native, as: Value.self) }
            if let raw = Value.self as? any RawRepresentable.Type,
                let codec = rawValueCodec(raw, as: Value.self)
            {
                return codec
            }
            if let codable = Value.self as? any Codable.Type { return jsonCodec(codable, as: Value.self) }
            throw QuarryError(
                .typeMismatch,
                "field \(field) is \(Value.self), which has no SQL form: adopt SQLValueConvertible, RawRepresentable or Codable"
            )
        }
    }

    private static func dateCodec(_ storage: DateStorage) -> FieldCodec<Date> {
        FieldCodec(
            sqlType: storage.sqlType, isOptional: false, dateStorage: storage,
            encode: { (date: Date) throws(QuarryError) -> SQLValue in try storage.sqlValue(date) },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> Date in
                try storage.date(from: column)
            },
            decodeValue: { (value: SQLValue) throws(QuarryError) -> Date in try storage.date(from: value) })
    }

    private static func columnCodec<T: SQLValueConvertible & SQLColumnDecodable, Value>(
        _ type: T.Type, as value: Value.Type
    ) -> FieldCodec<Value> {
        let codec = FieldCodec(
            sqlType: SQLTypeInference.sqlType(for: T.self), isOptional: false, dateStorage: nil,
            encode: { (value: T) throws(QuarryError) -> SQLValue in try value.sqlValue },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> T in
                try T.decode(from: column)
            },
            decodeValue: { (value: SQLValue) throws(QuarryError) -> T in try T(sqlValue: value) })
        return codec as! FieldCodec<Value>
    }

    private static func valueCodec<T: SQLValueConvertible, Value>(_ type: T.Type, as value: Value.Type)
        -> FieldCodec<Value>
    {
        let codec = FieldCodec(
            sqlType: SQLTypeInference.sqlType(for: T.self), isOptional: false, dateStorage: nil,
            encode: { (value: T) throws(QuarryError) -> SQLValue in try value.sqlValue },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> T in
                let value = column.sqlValue
                if value.isNull { throw column.mismatch(T.self) }
                return try T(sqlValue: value)
            },
            decodeValue: { (value: SQLValue) throws(QuarryError) -> T in try T(sqlValue: value) })
        return codec as! FieldCodec<Value>
    }

    private static func rawValueCodec<R: RawRepresentable, Value>(_ type: R.Type, as value: Value.Type)
        -> FieldCodec<Value>?
    {
        guard let raw = R.RawValue.self as? any (SQLValueConvertible & SQLColumnDecodable).Type else {
            return nil
        }
        return rawValueCodec(R.self, raw: raw, as: Value.self)
    }

    private static func rawValueCodec<
        R: RawRepresentable, Raw: SQLValueConvertible & SQLColumnDecodable, Value
    >(
        _ type: R.Type, raw: Raw.Type, as result: Value.Type
    ) -> FieldCodec<Value> {
        func value(_ raw: Raw, _ stored: @autoclosure () -> SQLValue) throws(QuarryError) -> R {
            guard let value = R(rawValue: raw as! R.RawValue) else {
                throw QuarryError(.typeMismatch, "\(stored()) is not a raw value of \(R.self)")
            }
            return value
        }
        let codec = FieldCodec(
            sqlType: SQLTypeInference.sqlType(for: Raw.self), isOptional: false, dateStorage: nil,
            encode: { (value: R) throws(QuarryError) -> SQLValue in try (value.rawValue as! Raw).sqlValue },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> R in
                try value(try Raw.decode(from: column), column.sqlValue)
            },
            decodeValue: { (stored: SQLValue) throws(QuarryError) -> R in
                try value(try Raw(sqlValue: stored), stored)
            })
        return codec as! FieldCodec<Value>
    }

    private static func jsonCodec<T: Codable, Value>(_ type: T.Type, as value: Value.Type) -> FieldCodec<
        Value
    > {
        let codec = FieldCodec(
            sqlType: .text, isOptional: false, dateStorage: nil,
            encode: { (value: T) throws(QuarryError) -> SQLValue in try JSONText.encode(value) },
            decodeColumn: { (column: borrowing ColumnValue) throws(QuarryError) -> T in
                try JSONText.decode(T.self, from: column.sqlValue)
            },
            decodeValue: { (value: SQLValue) throws(QuarryError) -> T in
                try JSONText.decode(T.self, from: value)
            })
        return codec as! FieldCodec<Value>
    }
}

/// JSON text in and out, as ``JSONColumn`` writes it (keys sorted, so equal values store equal text).
enum JSONText {
    static func encode<T: Encodable>(_ value: T) throws(QuarryError) -> SQLValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            throw QuarryError(.valueOutOfRange, "\(T.self) does not encode as JSON: \(error)")
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: SQLValue) throws(QuarryError) -> T {
        let bytes: [UInt8]
        switch value {
        case .text(let text): bytes = Array(text.utf8)
        case .blob(let blob): bytes = blob
        case .null: throw QuarryError(.typeMismatch, "NULL cannot be read as non-optional \(T.self)")
        default: throw QuarryError(.typeMismatch, "\(value.storageClass) value cannot be read as JSON")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw QuarryError(.typeMismatch, "the JSON does not decode as \(T.self)")
        }
    }
}
