import QuarrySQLite
import Testing

/// A `Decoder` or decoding container is a view of the statement's current row. Kept past the
/// `init(from:)` it was lent to, it must not read whatever row the statement (cached, so reused by
/// the next query with the same SQL) is on later: every such read is a clear error.
/// (`ColumnValue` and `FunctionArguments` cannot be kept at all: Tests/CompileFail.)
@Suite(.serialized) struct EscapingViewTests {
    final class Kept: @unchecked Sendable {
        var decoder: (any Decoder)?
        var container: KeyedDecodingContainer<Keeper.CodingKeys>?
        var other: KeyedDecodingContainer<Keeper.OtherKeys>?
        var unkeyed: (any UnkeyedDecodingContainer)?
        var single: (any SingleValueDecodingContainer)?
        /// What the second row read through the first row's views, or the errors it got.
        var laterReads: [Result<Int, any Error>] = []
    }
    nonisolated(unsafe) static var kept = Kept()

    /// Keeps every view it is given, and on every row after the first reads the first row's views.
    struct Keeper: Decodable {
        var a: Int
        enum CodingKeys: String, CodingKey { case a }
        enum OtherKeys: String, CodingKey { case a }

        init(from decoder: any Decoder) throws {
            let kept = EscapingViewTests.kept
            if kept.decoder != nil {
                kept.laterReads.append(Result { try kept.container!.decode(Int.self, forKey: .a) })
                kept.laterReads.append(Result { try kept.other!.decode(Int.self, forKey: .a) })
                kept.laterReads.append(Result { try kept.unkeyed!.decode(Int.self) })
                kept.laterReads.append(Result { try kept.single!.decode(Int.self) })
            } else {
                kept.decoder = decoder
                kept.container = try decoder.container(keyedBy: CodingKeys.self)
                kept.other = try decoder.container(keyedBy: OtherKeys.self)
                kept.unkeyed = try decoder.unkeyedContainer()
                kept.single = try decoder.singleValueContainer()
            }
            a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
        }
    }

    static let query: SQLFragment = "SELECT a FROM t ORDER BY a"

    /// A file database with `t(a)` holding 1 and 2, and the folder that holds it.
    struct Fixture {
        let folder: TemporaryFolder
        let db: Database

        init() throws {
            folder = try TemporaryFolder()
            db = try Database(path: folder.file("views.sqlite"))
            try db.execute("CREATE TABLE t(a INTEGER)")
            try db.execute("INSERT INTO t VALUES (1), (2)")
        }
    }

    func expectStale(_ read: () throws -> Int?, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: DatabaseError.self, sourceLocation: sourceLocation) { try read() }
        #expect(error?.code == .misuse, sourceLocation: sourceLocation)
        #expect(error?.message.contains("kept past init(from:)") == true, sourceLocation: sourceLocation)
    }

    @Test func viewsOfOneRowDoNotReadTheNextRow() throws {
        Self.kept = Kept()
        let fixture = try Fixture()
        let db = fixture.db
        #expect(try db.fetchAll(Self.query, as: Keeper.self).map(\.a) == [1, 2])
        #expect(Self.kept.laterReads.count == 4)
        for read in Self.kept.laterReads {
            expectStale { try read.get() }
        }
    }

    @Test func keptViewsDoNotReadTheNextQueryOfTheSameStatement() throws {
        Self.kept = Kept()
        let fixture = try Fixture()
        let db = fixture.db
        _ = try db.fetchOne(Self.query, as: Keeper.self)
        let kept = Self.kept
        Self.kept = Kept()
        // The same SQL takes the cached statement again; each view of the first query's row is read
        // while the statement stands on the second query's rows.
        try db.execute("UPDATE t SET a = a * 100")
        try db.forEachRow(Self.query) { _ in
            expectStale { try kept.container?.decode(Int.self, forKey: .a) }
            expectStale { try kept.other?.decode(Int.self, forKey: .a) }
            expectStale { try kept.unkeyed?.decode(Int.self) }
            expectStale { try kept.single?.decode(Int.self) }
            expectStale {
                try kept.decoder?.container(keyedBy: Keeper.CodingKeys.self).decode(Int.self, forKey: .a)
            }
            expectStale { try kept.decoder?.singleValueContainer().decode(Int.self) }
        }
    }

    /// What the later rows read through the first row's `Decoder`, or the errors they got.
    final class KeptDecoder: @unchecked Sendable {
        var decoder: (any Decoder)?
        var superDecoder: (any Decoder)?
        var laterReads: [Result<Int, any Error>] = []
    }
    nonisolated(unsafe) static var keptDecoder = KeptDecoder()

    /// Keeps only the `Decoder` it is given (and a super decoder), never its keyed container, and
    /// on every row after the first reads through them.
    struct DecoderKeeper: Decodable {
        var a: Int
        enum CodingKeys: String, CodingKey { case a }

        init(from decoder: any Decoder) throws {
            let kept = EscapingViewTests.keptDecoder
            if let first = kept.decoder, let firstSuper = kept.superDecoder {
                kept.laterReads.append(
                    Result { try first.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a) })
                kept.laterReads.append(Result { try first.singleValueContainer().decode(Int.self) })
                kept.laterReads.append(
                    Result {
                        var unkeyed = try first.unkeyedContainer()
                        return try unkeyed.decode(Int.self)
                    })
                kept.laterReads.append(Result { try firstSuper.singleValueContainer().decode(Int.self) })
            } else {
                kept.decoder = decoder
                var unkeyed = try decoder.unkeyedContainer()
                kept.superDecoder = try unkeyed.superDecoder()
            }
            a = try decoder.singleValueContainer().decode(Int.self)
        }
    }

    @Test func aKeptDecoderDoesNotReadTheNextRowOfItsFetch() throws {
        Self.keptDecoder = KeptDecoder()
        let fixture = try Fixture()
        let db = fixture.db
        try db.execute("INSERT INTO t VALUES (3)")
        #expect(try db.fetchAll(Self.query, as: DecoderKeeper.self).map(\.a) == [1, 2, 3])
        #expect(Self.keptDecoder.laterReads.count == 8)
        for read in Self.keptDecoder.laterReads {
            expectStale { try read.get() }
        }
    }

    @Test func aFetchGoesOnCorrectlyAfterATypeKeptItsContainer() throws {
        Self.kept = Kept()
        let fixture = try Fixture()
        let db = fixture.db
        try db.execute("INSERT INTO t VALUES (3), (4)")
        #expect(try db.fetchAll(Self.query, as: Keeper.self).map(\.a) == [1, 2, 3, 4])
        #expect(try db.fetchAll(Self.query, as: Keeper.self).map(\.a) == [1, 2, 3, 4])
    }
}
