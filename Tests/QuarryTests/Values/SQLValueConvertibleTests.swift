import Foundation
import Quarry
import QuarryTesting
import Testing

@Suite struct SQLValueConvertibleTests {
    enum Mood: String, SQLValueConvertible { case happy, sad }
    enum Level: Int32, SQLValueConvertible {
        case low = 1
        case high = 9
    }

    private func stored(_ value: some SQLValueConvertible) throws -> SQLValue { try value.sqlValue }

    @Test func bool() throws {
        #expect(try stored(true) == .integer(1))
        #expect(try stored(false) == .integer(0))
        #expect(try Bool(sqlValue: .integer(2)) == true)
        #expect(try Bool(sqlValue: .integer(0)) == false)
        #expect(try Bool(sqlValue: .real(0.5)) == true)
        #expect(throws: QuarryError.self) { try Bool(sqlValue: .text("yes")) }
    }

    @Test func signedIntegersAtTheirLimits() throws {
        #expect(try stored(Int8.min) == .integer(-128))
        #expect(try stored(Int16.max) == .integer(32767))
        #expect(try stored(Int32.min) == .integer(-2_147_483_648))
        #expect(try stored(Int64.min) == .integer(Int64.min))
        #expect(try stored(Int.max) == .integer(Int64(Int.max)))
    }

    @Test func unsignedIntegersAtTheirLimits() throws {
        #expect(try stored(UInt8.max) == .integer(255))
        #expect(try stored(UInt16.max) == .integer(65535))
        #expect(try stored(UInt32.max) == .integer(4_294_967_295))
        #expect(try stored(UInt64(Int64.max)) == .integer(Int64.max))
        #expect(try stored(UInt(Int64.max)) == .integer(Int64.max))
    }

    @Test func uint64AboveInt64MaxIsAnErrorThatLeavesTheValueOut() {
        do {
            _ = try UInt64.max.sqlValue
            Issue.record("UInt64.max converted")
        } catch {
            // Values stay out of error text (they may be private data).
            #expect(error.kind == .valueOutOfRange)
            #expect(error.message == "UInt64 value above Int64.max cannot be stored")
        }
        #expect(throws: QuarryError.self) { try (UInt(Int64.max) + 1).sqlValue }
    }

    @Test func uint64AboveInt64MaxFailsTheStatementThatBindsIt() {
        let big = Column<UInt64>("flags")
        let threshold = UInt64(Int64.max) + 1
        expectRenderingError(
            Select { Message.localID }.from(Message.table).where(big > threshold), .valueOutOfRange,
            mentioning: "UInt64 value above Int64.max")
        let description = Select { Message.localID }.from(Message.table).where(big > threshold).description
        #expect(!description.contains("-9223372036854775808"), "the value must never wrap")
    }

    @Test func uint64WithinRangeBindsInAStatement() {
        let flags = Column<UInt64>("flags")
        expectSQL(
            Select { Message.localID }.from(Message.table).where(flags == UInt64(Int64.max)),
            #"SELECT "localID" FROM "message" WHERE "flags" = ?"#, [.integer(Int64.max)])
    }

    @Test func integersDecodeWithRangeChecks() throws {
        #expect(try Int8(sqlValue: .integer(-128)) == -128)
        #expect(try UInt16(sqlValue: .integer(65535)) == 65535)
        #expect(try Int64(sqlValue: .real(3.0)) == 3)
        #expect(try UInt64(sqlValue: .integer(Int64.max)) == UInt64(Int64.max))
        #expect(throws: QuarryError.self) { try Int8(sqlValue: .integer(128)) }
        #expect(throws: QuarryError.self) { try UInt8(sqlValue: .integer(-1)) }
        #expect(throws: QuarryError.self) { try UInt64(sqlValue: .integer(-1)) }
        #expect(throws: QuarryError.self) { try Int32(sqlValue: .integer(Int64(Int32.max) + 1)) }
        #expect(throws: QuarryError.self) { try Int64(sqlValue: .real(1.5)) }
        #expect(throws: QuarryError.self) { try Int(sqlValue: .text("1")) }
    }

    @Test func doubleAndFloat() throws {
        #expect(try stored(0.1) == .real(0.1))
        #expect(try stored(Float(0.5)) == .real(0.5))
        #expect(try stored(Float(0.1)) == .real(Double(Float(0.1))))
        #expect(try Double(sqlValue: .integer(3)) == 3.0)
        #expect(try Float(sqlValue: .real(0.25)) == 0.25)
        #expect(throws: QuarryError.self) { try Double(sqlValue: .blob([1])) }
    }

    @Test func text() throws {
        #expect(try stored("it's") == .text("it's"))
        #expect(try stored("a\0b") == .text("a\0b"))
        #expect(try String(sqlValue: .text("é")) == "é")
        #expect(throws: QuarryError.self) { try String(sqlValue: .integer(1)) }
    }

    @Test func bytesAndDataAreOneBlob() throws {
        #expect(try stored([UInt8]([0, 1, 255])) == .blob([0, 1, 255]))
        #expect(try stored(Data([0, 1, 255])) == .blob([0, 1, 255]))
        #expect(try [UInt8](sqlValue: .blob([9])) == [9])
        #expect(try Data(sqlValue: .blob([9, 8])) == Data([9, 8]))
        #expect(try Data(sqlValue: .text("ab")) == Data([97, 98]))
        #expect(throws: QuarryError.self) { try Data(sqlValue: .integer(1)) }
    }

    @Test func optionals() throws {
        #expect(try stored(Int64?.none) == .null)
        #expect(try stored(Int64?.some(3)) == .integer(3))
        #expect(try stored(String?.none) == .null)
        #expect(try stored(Data?.some(Data([1]))) == .blob([1]))
        #expect(try stored([UInt8]?.none) == .null)
        #expect(try stored(Bool?.some(true)) == .integer(1))
        #expect(try stored(Double?.none) == .null)
        #expect(try stored(Float?.some(2)) == .real(2))
        #expect(try Int?(sqlValue: .null) == nil)
        #expect(try String?(sqlValue: .text("x")) == "x")
        #expect(throws: QuarryError.self) { try stored(UInt64?.some(.max)) }
    }

    @Test func rawRepresentable() throws {
        #expect(try stored(Mood.sad) == .text("sad"))
        #expect(try stored(Level.high) == .integer(9))
        #expect(try Mood(sqlValue: .text("happy")) == .happy)
        #expect(try Level(sqlValue: .integer(1)) == .low)
        #expect(try Mood?(sqlValue: .null) == nil)
        #expect(throws: QuarryError.self) { try Mood(sqlValue: .text("angry")) }
        #expect(throws: QuarryError.self) { try Level(sqlValue: .integer(Int64(Int32.max) + 1)) }
    }

    @Test func rawRepresentableInAStatement() {
        let kind = Column<Mood?>("kind")
        expectSQL(
            Select { Message.localID }.from(Message.table).where(kind == .happy || kind == nil),
            #"SELECT "localID" FROM "message" WHERE "kind" = ? OR "kind" IS NULL"#, ["happy"])
    }

    @Test func everyKindOfValueBindsInAStatement() {
        let statement = Select.values([
            [
                true, Int8(-1), UInt16(7), Int32(8), 1.5, Float(0.5), "t", [UInt8]([1, 2]), Data([3]),
                Mood.sad,
            ]
        ])
        expectSQL(
            statement, #"VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"#,
            [1, -1, 7, 8, 1.5, 0.5, "t", .blob([1, 2]), .blob([3]), "sad"])
    }

    @Test func descriptionInlinesEveryKindOfValue() {
        let statement = Select.values([
            [Int64.min, -0.0, "it's", [UInt8]([0xAB, 0x01]), Double.infinity, SQLValue.null]
        ])
        #expect(
            statement.description == #"VALUES (-9223372036854775808, -0.0, 'it''s', X'AB01', 9e999, NULL)"#)
    }
}
