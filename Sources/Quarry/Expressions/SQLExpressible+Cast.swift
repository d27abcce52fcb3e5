/// A Swift type with an SQL type name that `CAST` converts to: `cast(to: Int64.self)`.
public protocol SQLCastable: SQLValueConvertible {
    /// The type name `CAST(… AS name)` uses for this type.
    static var sqlCastType: SQLTypeName { get }
}

extension SQLExpressible {
    /// `CAST(self AS type)`, untyped since the program named the type by its SQL name.
    public func cast(as type: SQLTypeName) -> UntypedExpression {
        SQLExpression(node: .cast(anyNode, type))
    }

    /// `CAST(self AS type)` with the SQL type of a Swift type: `cast(to: Double.self)` is
    /// `CAST(x AS REAL)`, read as `Double`. CAST of NULL is NULL: cast to an optional type then.
    public func cast<T: SQLCastable>(to type: T.Type) -> SQLExpression<T> {
        SQLExpression(node: .cast(anyNode, T.sqlCastType))
    }
}

extension SQLCastable where Self: FixedWidthInteger {
    /// `INTEGER`.
    public static var sqlCastType: SQLTypeName { .integer }
}

extension Int: SQLCastable {}
extension Int8: SQLCastable {}
extension Int16: SQLCastable {}
extension Int32: SQLCastable {}
extension Int64: SQLCastable {}
extension UInt: SQLCastable {}
extension UInt8: SQLCastable {}
extension UInt16: SQLCastable {}
extension UInt32: SQLCastable {}
extension UInt64: SQLCastable {}

extension Bool: SQLCastable {
    /// `INTEGER`: SQLite stores booleans as 0 and 1.
    public static var sqlCastType: SQLTypeName { .integer }
}

extension Double: SQLCastable {
    /// `REAL`.
    public static var sqlCastType: SQLTypeName { .real }
}

extension Float: SQLCastable {
    /// `REAL`.
    public static var sqlCastType: SQLTypeName { .real }
}

extension String: SQLCastable {
    /// `TEXT`.
    public static var sqlCastType: SQLTypeName { .text }
}

extension Array: SQLCastable where Element == UInt8 {
    /// `BLOB`.
    public static var sqlCastType: SQLTypeName { .blob }
}

extension Optional: SQLCastable where Wrapped: SQLCastable {
    /// The wrapped type's name.
    public static var sqlCastType: SQLTypeName { Wrapped.sqlCastType }
}
