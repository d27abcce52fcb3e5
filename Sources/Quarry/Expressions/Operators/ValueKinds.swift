/// Swift types whose SQL expressions are truth values: `where`, `&&`, `||` and `!` take them.
public protocol SQLBooleanType: SQLValueConvertible {}
/// Swift types whose SQL expressions are numbers: arithmetic takes them.
public protocol SQLNumericType: SQLValueConvertible {}
/// Swift types whose SQL expressions are integers: bitwise operators take them.
public protocol SQLIntegerType: SQLNumericType {}
/// Swift types whose SQL expressions are text: concatenation and pattern matching take them.
public protocol SQLTextType: SQLValueConvertible {}

extension Bool: SQLBooleanType {}
extension Int: SQLIntegerType {}
extension Int8: SQLIntegerType {}
extension Int16: SQLIntegerType {}
extension Int32: SQLIntegerType {}
extension Int64: SQLIntegerType {}
extension UInt: SQLIntegerType {}
extension UInt8: SQLIntegerType {}
extension UInt16: SQLIntegerType {}
extension UInt32: SQLIntegerType {}
extension UInt64: SQLIntegerType {}
extension Double: SQLNumericType {}
extension Float: SQLNumericType {}
extension String: SQLTextType {}

// An untyped expression may be anything, so it goes wherever a typed one of any kind goes.
extension SQLValue: SQLBooleanType, SQLIntegerType, SQLTextType {}

extension Optional: SQLBooleanType where Wrapped: SQLBooleanType {}
extension Optional: SQLNumericType where Wrapped: SQLNumericType {}
extension Optional: SQLIntegerType where Wrapped: SQLIntegerType {}
extension Optional: SQLTextType where Wrapped: SQLTextType {}
