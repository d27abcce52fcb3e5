import Foundation
import QuarryPostgres
import Testing

extension PostgresTests {
    /// A `numeric` read into `Double` or `Float` is the nearest value, whatever its digits; into
    /// `Decimal` it is exact.
    @Suite struct NumericReading {
        static func value<T: SQLValueConvertible>(_ sql: String, as type: T.Type) throws -> T? {
            try connect().fetchValue(SQLFragment(unsafeSQL: sql), as: T.self)
        }

        @Test func aQuotientReadsAsTheNearestDouble() throws {
            #expect(try Self.value("SELECT 1::numeric / 3", as: Double.self) == 1.0 / 3.0)
            #expect(try Self.value("SELECT 2::numeric / 3", as: Double.self) == 2.0 / 3.0)
            #expect(try Self.value("SELECT 3.14159::numeric", as: Double.self) == 3.14159)
            #expect(
                try Self.value("SELECT 123456789012345678901234567890.123::numeric", as: Double.self)
                    == 123456789012345678901234567890.123)
            #expect(try Self.value("SELECT 1::numeric / 3", as: Double?.self) == 1.0 / 3.0)
            #expect(
                try Self.value("SELECT 1::numeric / 3", as: Float.self) == Float("0.33333333333333333333"))
        }

        @Test func aQuotientReadsExactlyAsADecimal() throws {
            #expect(
                try Self.value("SELECT 1::numeric / 3", as: Decimal.self)
                    == Decimal(string: "0.33333333333333333333"))
            #expect(try Self.value("SELECT 3.14159::numeric", as: Decimal.self) == Decimal(string: "3.14159"))
        }

        @Test func aNumericBeyondDoublesRangeIsAnError() throws {
            let error = #expect(throws: PostgresError.self) {
                try Self.value("SELECT ('1' || repeat('0', 400))::numeric", as: Double.self)
            }
            #expect(error?.sqlState == PostgresError.SQLState.numericValueOutOfRange)
        }

        @Test func aFractionIsNoInteger() throws {
            #expect(throws: PostgresError.self) { try Self.value("SELECT 1::numeric / 3", as: Int64.self) }
        }

        struct Ratio: Decodable, Equatable {
            var ratio: Double
        }

        @Test func aDecodableDoubleReadsTheNearestDoubleToo() throws {
            let rows = try connect().fetchAll(SQLFragment("SELECT 1::numeric / 3 AS ratio"), as: Ratio.self)
            #expect(rows == [Ratio(ratio: 1.0 / 3.0)])
        }
    }
}
