import Foundation

/// The column type a Swift type gets in a table created from a record definition.
enum SQLTypeInference {
    /// INTEGER for integers and `Bool`, REAL for `Double`/`Float`, TEXT for `String`, `UUID`,
    /// `URL`, `Decimal` and JSON, BLOB for `Data`/`[UInt8]`, a raw-value enum's raw type; `nil`
    /// (no declared type) for `SQLValue` and unknown types.
    static func sqlType(for type: Any.Type) -> SQLTypeName? {
        if type == SQLValue.self { return nil }
        if type == Bool.self || type is any SQLIntegerType.Type { return .integer }
        if type is any SQLNumericType.Type { return .real }
        if type is any SQLTextType.Type || type == UUID.self || type == URL.self || type == Decimal.self {
            return .text
        }
        if type == Data.self || type == [UInt8].self { return .blob }
        if let raw = type as? any RawRepresentable.Type { return rawType(of: raw) }
        return nil
    }

    private static func rawType<R: RawRepresentable>(of type: R.Type) -> SQLTypeName? {
        sqlType(for: R.RawValue.self)
    }
}
