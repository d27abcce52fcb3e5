import Foundation

extension Data: SQLOperand {}

extension Data: SQLCastable {
    /// `BLOB`.
    public static var sqlCastType: SQLTypeName { .blob }
}
