import Foundation
import QuarrySQLite
import Testing

/// `Decimal` is stored as its text. Reading takes the whole text as a plain decimal number
/// (`[+-]digits[.digits][e[+-]digits]`) that a `Decimal` holds exactly, and a real through its
/// shortest decimal text; anything else is an error, never a different number.
@Suite struct DecimalTextTests {
    enum Price {
        static let table = Table("price")
        static let amount = Column<Decimal>("amount", in: table)
    }

    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("decimals.sqlite"))
        try db.execute("CREATE TABLE price(amount)")
        return db
    }

    static let storable: [String] = [
        "0", "12.5", "-0.001", "12345678901234567890.123456789", "99999999999999999999999999999999999999",
        Decimal.greatestFiniteMagnitude.description, Decimal.leastFiniteMagnitude.description,
        Decimal.leastNonzeroMagnitude.description,
    ]

    @Test(arguments: storable)
    func decimalsRoundTripThroughAFile(text: String) throws {
        let decimal = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(Insert(into: Price.table).values { Price.amount.set(to: decimal) })
        #expect(try db.fetchValue("SELECT typeof(amount) FROM price", as: String.self) == "text")
        #expect(try db.fetchValue(Select { Price.amount }.from(Price.table), as: Decimal.self) == decimal)
    }

    @Test func nanIsRefusedOnWrite() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        #expect {
            try db.execute(Insert(into: Price.table).values { Price.amount.set(to: Decimal.nan) })
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
        #expect(try db.fetchValue("SELECT count(*) FROM price", as: Int64.self) == 0)
    }

    @Test(arguments: [
        "12abc", "1.2.3", "-", "+", "", " 12", "12 ", "1e", "0x10", "1,5", "NaN", "nan", "inf", "Infinity",
        "e5",
        "1e200", "1e-200", "123456789012345678901234567890123456789012345",
        "1.0000000000000000000000000000000000000001",
        "1e99999999999999999999", "-1e-99999999999999999999", String(repeating: "9", count: 100_000),
        "0." + String(repeating: "0", count: 100_000) + "1",
    ])
    func textThatIsNotExactlyADecimalIsRefused(text: String) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO price VALUES (\(text))")
        #expect {
            try db.fetchValue(Select { Price.amount }.from(Price.table), as: Decimal.self)
        } throws: { error in
            (error as? DatabaseError)?.code == .mismatch
        }
        #expect(throws: QuarryError.self) { try Decimal(sqlValue: .text(text)) }
    }

    @Test(arguments: [
        ("12", "12"), ("+3", "3"), ("-0", "0"), (".5", "0.5"), ("5.", "5"), ("00012.50", "12.5"),
        ("1E+5", "100000"),
        ("1.5e-3", "0.0015"),
        ("1000000000000000000000000000000000000000000000", "1000000000000000000000000000000000000000000000"),
    ])
    func plainDecimalTextInOtherSpellingsReads(text: String, canonical: String) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO price VALUES (\(text))")
        let read = try db.fetchValue(Select { Price.amount }.from(Price.table), as: Decimal.self)
        #expect(read?.description == canonical)
    }

    @Test func realsReadThroughTheirShortestDecimalAndNeverTrap() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO price VALUES (0.1), (123456789.123456789), (1e40), (-2.5)")
        #expect(
            try db.fetchValues(Select { Price.amount }.from(Price.table), as: Decimal.self).map(\.description)
                == ["0.1", "123456789.12345679", "10000000000000000000000000000000000000000", "-2.5"])
        for stored in ["9e999", "-9e999", "1e300", "1e-300", "1e200"] {
            try db.execute("DELETE FROM price")
            try db.execute(SQLFragment(unsafeSQL: "INSERT INTO price VALUES (\(stored))"))
            #expect(throws: DatabaseError.self, "\(stored)") {
                try db.fetchValue(Select { Price.amount }.from(Price.table), as: Decimal.self)
            }
        }
        #expect(throws: QuarryError.self) { try Decimal(sqlValue: .real(.infinity)) }
        #expect(throws: QuarryError.self) { try Decimal(sqlValue: .real(.nan)) }
    }
}
