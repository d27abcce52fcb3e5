import Foundation
import QuarrySQLite

/// A 30-column record: its definition must type-check well inside the 100 ms budget
/// (`scripts/ci.d/type-check-budget.sh`).
struct WideRecord: TableRecord, Equatable {
    enum Kind: String, Codable, SQLValueConvertible { case a, b }

    var id: Int64?
    var c1: String
    var c2: String?
    var c3: Int
    var c4: Int?
    var c5: Double
    var c6: Double?
    var c7: Bool
    var c8: Bool?
    var c9: Date
    var c10: Date?
    var c11: Data
    var c12: [UInt8]?
    var c13: UUID
    var c14: Kind
    var c15: Kind?
    var c16: Int32
    var c17: Int64
    var c18: String
    var c19: String?
    var c20: Int
    var c21: Double
    var c22: Date
    var c23: [String]
    var c24: String
    var c25: Int16
    var c26: Float
    var c27: String?
    var c28: Int64?
    var c29: Bool

    static let definition = TableDefinition<WideRecord>("wide") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.c1, "c1").unique()
        Field(\.c2, "c2")
        Field(\.c3, "c3").default(0)
        Field(\.c4, "c4")
        Field(\.c5, "c5").check { $0.c5 >= 0 }
        Field(\.c6, "c6")
        Field(\.c7, "c7").default(false)
        Field(\.c8, "c8")
        Field(\.c9, "c9", storage: .unixSeconds)
        Field(\.c10, "c10", storage: .unixMilliseconds)
        Field(\.c11, "c11")
        Field(\.c12, "c12")
        Field(\.c13, "c13")
        Field(\.c14, "c14").default(.a)
        Field(\.c15, "c15")
        Field(\.c16, "c16")
        Field(\.c17, "c17")
        Field(\.c18, "c18").collate("NOCASE")
        Field(\.c19, "c19")
        Field(\.c20, "c20")
        Field(\.c21, "c21")
        Field(\.c22, "c22")
        Field(\.c23, "c23")
        Field(\.c24, "c24")
        Field(\.c25, "c25")
        Field(\.c26, "c26")
        Field(\.c27, "c27")
        Field(\.c28, "c28")
        Field(\.c29, "c29")
        TableIndex("wide_c3_c9", \.c3, \.c9)
        TableIndex("wide_c24", unique: true, \.c24).where { $0.c2 != nil }
    }
}
