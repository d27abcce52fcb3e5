/// A Swift type whose values can be stored in SQLite: statements bind it, and rows decode it.
///
/// Conform your own types by giving the conversion both ways; `RawRepresentable` types whose raw
/// value conforms get both for free.
public protocol SQLValueConvertible: Sendable {
    /// The type with any `Optional` layer removed: comparisons between expressions of `T` and
    /// `T?` are allowed because their `SQLWrapped` types agree.
    associatedtype SQLWrapped = Self

    /// The value as SQLite stores it, or a ``QuarryError`` when it cannot be stored (an
    /// unsigned integer above `Int64.max`, for example).
    var sqlValue: SQLValue { get throws(QuarryError) }

    /// Reads a value back from SQLite, or throws a ``QuarryError`` naming the mismatch.
    init(sqlValue: SQLValue) throws(QuarryError)
}

extension SQLValue: SQLValueConvertible {
    /// The value itself.
    public var sqlValue: SQLValue { self }
    /// The value itself.
    public init(sqlValue: SQLValue) { self = sqlValue }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    public typealias SQLWrapped = Wrapped.SQLWrapped

    /// `NULL` for `nil`, otherwise the wrapped value's storage.
    public var sqlValue: SQLValue {
        get throws(QuarryError) {
            switch self {
            case .none: return .null
            case .some(let wrapped): return try wrapped.sqlValue
            }
        }
    }

    /// `nil` for `NULL`, otherwise the wrapped type's reading of the value.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        if case .null = sqlValue {
            self = .none
        } else {
            self = .some(try Wrapped(sqlValue: sqlValue))
        }
    }
}

extension SQLValueConvertible where Self: RawRepresentable, RawValue: SQLValueConvertible {
    /// The raw value's storage.
    public var sqlValue: SQLValue {
        get throws(QuarryError) { try rawValue.sqlValue }
    }

    /// Reads the raw value, then the case it names; an unknown raw value is an error.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        let raw = try RawValue(sqlValue: sqlValue)
        guard let value = Self(rawValue: raw) else {
            throw QuarryError(
                .typeMismatch, "\(sqlValue.storageClassName) value is not a raw value of \(Self.self)")
        }
        self = value
    }
}
