import QuarrySQLite
import Testing

/// A `Float` is stored as the double it widens to, exactly, and reads back as itself. A stored
/// real that a `Float` cannot hold (beyond ±3.4e38, or so small that it would become zero) is
/// `valueOutOfRange`, never infinity or zero.
@Suite struct FloatRangeTests {
    struct Sample: Codable, Equatable {
        var reading: Float
    }

    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("floats.sqlite"))
        try db.execute("CREATE TABLE sample(reading)")
        return db
    }

    static let sample = Table("sample")
    static let reading = Column<Float>("reading", in: sample)

    @Test(arguments: [
        Float(0.1), -Float.greatestFiniteMagnitude, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0,
        .infinity, -.infinity, 16_777_215,
    ])
    func floatsRoundTripThroughAFile(value: Float) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(Insert(into: Self.sample).values { Self.reading.set(to: value) })
        try db.execute(Insert(into: Self.sample).values(encoding: Sample(reading: value)))
        let read = try db.fetchValues(Select { Self.reading }.from(Self.sample), as: Float.self)
        #expect(read.map(\.bitPattern) == [value.bitPattern, value.bitPattern])
        #expect(
            try db.fetchAll("SELECT reading FROM sample", as: Sample.self).map(\.reading.bitPattern)
                == read.map(\.bitPattern))
    }

    @Test(arguments: ["1e300", "-1e300", "3.5e38", "1e-50", "-1e-46"])
    func realsAFloatCannotHoldAreRefused(stored: String) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(SQLFragment(unsafeSQL: "INSERT INTO sample VALUES (\(stored))"))
        #expect {
            try db.fetchValue(Select { Self.reading }.from(Self.sample), as: Float.self)
        } throws: { error in
            (error as? DatabaseError)?.code == .mismatch && (error as? DatabaseError)?.column == "reading"
        }
        #expect(throws: DatabaseError.self) { try db.fetchAll("SELECT reading FROM sample", as: Sample.self) }
        let value = try #require(try db.fetchValue("SELECT reading FROM sample", as: SQLValue.self))
        #expect {
            try Float(sqlValue: value)
        } throws: { error in
            (error as? QuarryError)?.kind == .valueOutOfRange
        }
    }

    @Test func realsWithinRangeRoundToTheNearestFloat() throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO sample VALUES (0.1), (1e-40), (3.4e38), (9e999)")
        let read = try db.fetchValues(Select { Self.reading }.from(Self.sample), as: Float.self)
        #expect(read == [0.1, Float(1e-40 as Double), 3.4e38, .infinity])
    }
}
