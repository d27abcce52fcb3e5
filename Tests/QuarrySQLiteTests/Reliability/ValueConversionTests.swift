import Foundation
import QuarrySQLite
import Testing

/// Every value conversion, through a database file, at its edges: a value either reads back as
/// what was written or the conversion throws; none traps, wraps or reads a nearby value.
@Suite struct ValueConversionTests {
    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("values.sqlite"))
        try db.execute("CREATE TABLE cell(v)")
        return db
    }

    /// Writes `value` through a statement and an encoded record, reads it back both ways.
    private func roundTrip<T: SQLValueConvertible & SQLColumnDecodable & Codable & Equatable>(
        _ value: T, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO cell VALUES (\(value))")
        try db.execute(Insert(into: Table("cell")).values(encoding: Cell(v: value)))
        #expect(
            try db.fetchValues("SELECT v FROM cell", as: T.self) == [value, value],
            sourceLocation: sourceLocation)
        #expect(
            try db.fetchAll("SELECT v FROM cell", as: Cell<T>.self).map(\.v) == [value, value],
            sourceLocation: sourceLocation)
    }

    /// Stores `literal` as it is and expects reading it as `T`, alone and as a record's property,
    /// to throw, never to trap.
    private func refuses<T: SQLValueConvertible & SQLColumnDecodable & Decodable>(
        _ literal: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try refusesAsValue(literal, as: T.self, sourceLocation: sourceLocation)
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO cell VALUES (\(literal))"))
        #expect(throws: DatabaseError.self, "\(literal) as \(T.self)", sourceLocation: sourceLocation) {
            try db.fetchAll("SELECT v FROM cell", as: Cell<T>.self)
        }
    }

    /// Stores `literal` as it is and expects reading it as `T` to throw, never to trap.
    private func refusesAsValue<T: SQLValueConvertible & SQLColumnDecodable>(
        _ literal: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO cell VALUES (\(literal))"))
        #expect(throws: DatabaseError.self, "\(literal) as \(T.self)", sourceLocation: sourceLocation) {
            try db.fetchValue("SELECT v FROM cell", as: T.self)
        }
        let stored = try #require(try db.fetchValue("SELECT v FROM cell", as: SQLValue.self))
        #expect(throws: QuarryError.self, "\(literal) as \(T.self)", sourceLocation: sourceLocation) {
            try T(sqlValue: stored)
        }
    }

    @Test func integersOfEveryWidthRoundTripAtTheirEdges() throws {
        try roundTrip(Int8.min)
        try roundTrip(Int8.max)
        try roundTrip(Int16.min)
        try roundTrip(Int16.max)
        try roundTrip(Int32.min)
        try roundTrip(Int32.max)
        try roundTrip(Int64.min)
        try roundTrip(Int64.max)
        try roundTrip(Int.min)
        try roundTrip(Int.max)
        try roundTrip(UInt8.max)
        try roundTrip(UInt16.max)
        try roundTrip(UInt32.max)
        try roundTrip(UInt(Int64.max))
        try roundTrip(UInt64(Int64.max))
        try roundTrip(true)
        try roundTrip(false)
    }

    @Test func integersThatDoNotFitAreRefusedBothWays() throws {
        try refuses("128", as: Int8.self)
        try refuses("-129", as: Int8.self)
        try refuses("32768", as: Int16.self)
        try refuses("2147483648", as: Int32.self)
        try refuses("-1", as: UInt8.self)
        try refuses("256", as: UInt8.self)
        try refuses("65536", as: UInt16.self)
        try refuses("4294967296", as: UInt32.self)
        try refuses("-1", as: UInt64.self)
        try refuses("-1", as: UInt.self)
        for literal in ["9.3e18", "-9.3e18", "9e999", "-9e999", "2.5", "1e300", "'12'", "X'01'"] {
            try refuses(literal, as: Int64.self)
            try refuses(literal, as: Int.self)
            try refuses(literal, as: Int32.self)
            try refuses(literal, as: UInt64.self)
        }
        try refuses("'true'", as: Bool.self)
        try refuses("X'01'", as: Bool.self)
        #expect {
            try db(writing: UInt64(Int64.max) + 1)
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
        #expect(throws: QuarryError.self) { try db(writing: UInt.max) }
    }

    /// Writes one value into a fresh database file.
    private func db(writing value: some SQLValueConvertible) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO cell VALUES (\(value))")
    }

    @Test func doublesRoundTripBitForBit() throws {
        for value in [
            0.1, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e300,
        ] {
            try roundTrip(value)
        }
        try refuses("'1.5'", as: Double.self)
    }

    @Test func uuidsReadFromTheirTextOrSixteenBytesOnly() throws {
        try roundTrip(UUID())
        for literal in [
            "'0f8fad5b-d9cb-469f-a165-70867728950'", "'0f8fad5b-d9cb-469f-a165-70867728950e0'",
            "'0f8fad5bd9cb469fa16570867728950e'", "''", "X'0F8FAD5BD9CB469FA16570867728950E00'",
            "X'0F8FAD5BD9CB469FA16570867728950E'||''", "X''", "12", "1.5",
        ] {
            try refuses(literal, as: UUID.self)
        }
    }

    @Test func bytesRoundTripWhateverTheyHold() throws {
        try roundTrip(Data())
        try roundTrip(Data([0, 0xFF, 0x80, 0]))
        try roundTrip(Data(repeating: 0xAB, count: 1 << 20))
        try refuses("12", as: Data.self)
    }

    @Test func jsonColumnsRefuseNonFiniteNumbersOnWrite() throws {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect {
                try db(writing: JSONColumn(["x": value]))
            } throws: { error in
                (error as? QuarryError)?.kind == .valueOutOfRange
            }
        }
        try refusesAsValue("'{\"x\": 1e999}'", as: JSONColumn<[String: Double]>.self)
        try refusesAsValue("'[1, 2'", as: JSONColumn<[Int]>.self)
        try refusesAsValue("'[300]'", as: JSONColumn<[UInt8]>.self)
    }
}

/// A record of one column `v`, for the Codable paths.
struct Cell<T> {
    var v: T
}

extension Cell: Encodable where T: Encodable {}
extension Cell: Decodable where T: Decodable {}
