import QuarrySQLite
import Testing

/// The `Decodable` row decoder's plan (keys matched by their bytes or strings, recorded on the
/// first row) and its reused keyed container, over several rows so that later rows follow the plan.
@Suite struct RowDecoderTests {
    static let rows: SQLFragment = """
        SELECT 1 AS a, 'x' AS b, 1.5 AS c UNION ALL SELECT 2, 'y', 2.5 UNION ALL SELECT 3, 'z', 3.5
        """

    struct Plain: Decodable, Equatable {
        var a: Int
        var b: String
        var c: Double
    }

    @Test func laterRowsFollowThePlan() throws {
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll(Self.rows, as: Plain.self) == [
                Plain(a: 1, b: "x", c: 1.5), Plain(a: 2, b: "y", c: 2.5), Plain(a: 3, b: "z", c: 3.5),
            ])
    }

    /// Asks for the keys in a different order on every row.
    struct Shuffled: Decodable, Equatable {
        var a: Int64
        var b: String
        var c: Double
        enum CodingKeys: String, CodingKey { case a, b, c }

        init(a: Int64, b: String, c: Double) {
            self.a = a
            self.b = b
            self.c = c
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let first = try container.decode(Int64.self, forKey: .a)
            if first == 2 {
                c = try container.decode(Double.self, forKey: .c)
                b = try container.decode(String.self, forKey: .b)
            } else {
                b = try container.decode(String.self, forKey: .b)
                c = try container.decode(Double.self, forKey: .c)
            }
            a = first
        }
    }

    @Test func keysOutOfTheRecordedOrderAreFoundByName() throws {
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll(Self.rows, as: Shuffled.self) == [
                Shuffled(a: 1, b: "x", c: 1.5), Shuffled(a: 2, b: "y", c: 2.5),
                Shuffled(a: 3, b: "z", c: 3.5),
            ])
    }

    /// A key type that holds a string, so the plan matches it by its string rather than its bytes.
    struct NamedKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct ByNamedKeys: Decodable, Equatable {
        var values: [String]

        init(values: [String]) { self.values = values }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedKey.self)
            // Keys made at run time: each row's key strings are new values.
            let b = NamedKey(stringValue: String("xb".dropFirst()))
            let a = NamedKey(stringValue: String("xa".dropFirst()))
            let first = try container.decode(String.self, forKey: b)
            let second = try container.decode(Int.self, forKey: a)
            values = [first, String(second)]
        }
    }

    @Test func keysThatAreNotPlainValuesMatchByString() throws {
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll(Self.rows, as: ByNamedKeys.self) == [
                ByNamedKeys(values: ["x", "1"]), ByNamedKeys(values: ["y", "2"]),
                ByNamedKeys(values: ["z", "3"]),
            ])
    }

    class Base: Decodable {
        var a: Int
        private enum CodingKeys: String, CodingKey { case a }
        required init(from decoder: any Decoder) throws {
            a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
        }
    }

    /// Its first key has the same bytes as `Base`'s (both are case 0 of a one-byte enum).
    final class Derived: Base {
        var b: String
        var c: Double
        private enum CodingKeys: String, CodingKey { case b, c }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            b = try container.decode(String.self, forKey: .b)
            c = try container.decode(Double.self, forKey: .c)
            try super.init(from: container.superDecoder())
        }
    }

    @Test func superclassDecodersShareTheRowAndTheirKeysStayApart() throws {
        let db = try Database.inMemory()
        let rows = try db.fetchAll(Self.rows, as: Derived.self)
        #expect(rows.map(\.a) == [1, 2, 3])
        #expect(rows.map(\.b) == ["x", "y", "z"])
        #expect(rows.map(\.c) == [1.5, 2.5, 3.5])
    }

    /// On the second row, asks at the second position for a key of another type with the same
    /// bytes as the one the plan recorded there.
    struct SwitchesKeyType: Decodable, Equatable {
        var a: Int
        var other: String
        enum First: String, CodingKey { case a, b }
        enum Second: String, CodingKey { case unused, c }
        init(a: Int, other: String) {
            self.a = a
            self.other = other
        }
        init(from decoder: any Decoder) throws {
            a = try decoder.container(keyedBy: First.self).decode(Int.self, forKey: .a)
            if a == 2 {
                other = String(try decoder.container(keyedBy: Second.self).decode(Double.self, forKey: .c))
            } else {
                other = try decoder.container(keyedBy: First.self).decode(String.self, forKey: .b)
            }
        }
    }

    @Test func aKeyOfAnotherTypeWithTheSameBytesIsNotTakenForThePlannedOne() throws {
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll(Self.rows, as: SwitchesKeyType.self) == [
                SwitchesKeyType(a: 1, other: "x"), SwitchesKeyType(a: 2, other: "2.5"),
                SwitchesKeyType(a: 3, other: "z"),
            ])
    }

    @Test func aMissingColumnIsAnErrorNamingTheKeyOnEveryRow() throws {
        struct Wrong: Decodable {
            var a: Int
            var d: Int
        }
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) { try db.fetchAll(Self.rows, as: Wrong.self) }
        #expect(error?.code == .range)
        #expect(error?.message.contains(#""d""#) == true)
        /// Present only on the second row's decoding, so the error comes after the plan exists.
        struct Late: Decodable {
            var a: Int
            enum CodingKeys: String, CodingKey { case a, d }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                a = try container.decode(Int.self, forKey: .a)
                if a == 2 { _ = try container.decode(Int.self, forKey: .d) }
            }
        }
        let late = #expect(throws: DatabaseError.self) { try db.fetchAll(Self.rows, as: Late.self) }
        #expect(late?.message.contains(#""d""#) == true)
    }

    @Test func nullIntoANonOptionalOnALaterRowNamesTheColumn() throws {
        struct Strict: Decodable {
            var a: Int
            var b: String
        }
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchAll("SELECT 1 AS a, 'x' AS b UNION ALL SELECT 2, NULL", as: Strict.self)
        }
        #expect(error?.code == .mismatch)
        #expect(error?.column == "b")
        #expect(error?.message == #"column "b": NULL cannot be read as non-optional String"#)
    }

    @Test func decodeIfPresentGivesNilForNullAndForAMissingColumn() throws {
        struct Loose: Decodable, Equatable {
            var a: Int?
            var b: String?
            var missing: Int?
            var tags: [String]?
        }
        let db = try Database.inMemory()
        let rows = try db.fetchAll(
            #"SELECT 1 AS a, NULL AS b, '["t"]' AS tags UNION ALL SELECT NULL, 'y', NULL"#, as: Loose.self)
        #expect(
            rows == [
                Loose(a: 1, b: nil, missing: nil, tags: ["t"]),
                Loose(a: nil, b: "y", missing: nil, tags: nil),
            ])
    }

    @Test func nestedValuesReadJSONText() throws {
        struct Point: Codable, Equatable {
            var x: Int
            var y: Int
        }
        struct Shape: Decodable, Equatable {
            var name: String
            var points: [Point]
        }
        let db = try Database.inMemory()
        let shapes = try db.fetchAll(
            #"SELECT 'line' AS name, '[{"x":1,"y":2}]' AS points UNION ALL SELECT 'none', '[]'"#,
            as: Shape.self)
        #expect(
            shapes == [Shape(name: "line", points: [Point(x: 1, y: 2)]), Shape(name: "none", points: [])])
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchAll("SELECT 'dot' AS name, 'nope' AS points", as: Shape.self)
        }
        #expect(error?.column == "points")
    }

    @Test func everyPrimitiveTypeReadsThroughThePlan() throws {
        struct Wide: Decodable, Equatable {
            var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
            var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
            var f: Float, d: Double, flag: Bool, s: String
            var flagOrNil: Bool?, u8OrNil: UInt8?
        }
        let db = try Database.inMemory()
        let rows = try db.fetchAll(
            """
            SELECT -1 AS i, -8 AS i8, -16 AS i16, -32 AS i32, -64 AS i64, 1 AS u, 8 AS u8, 16 AS u16,
                32 AS u32, 64 AS u64, 0.5 AS f, 0.25 AS d, 1 AS flag, 's' AS s, 0 AS flagOrNil,
                NULL AS u8OrNil
            UNION ALL SELECT 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1.5, 2.5, 0, 't', NULL, 255
            """, as: Wide.self)
        #expect(rows.count == 2)
        #expect(rows[0].i == -1 && rows[0].i64 == -64 && rows[0].u64 == 64 && rows[0].flag)
        #expect(rows[0].flagOrNil == false && rows[0].u8OrNil == nil)
        #expect(rows[1].u8 == 7 && rows[1].f == 1.5 && rows[1].s == "t" && !rows[1].flag)
        #expect(rows[1].flagOrNil == nil && rows[1].u8OrNil == 255)
        struct Small: Decodable { var u8: UInt8 }
        #expect(throws: DatabaseError.self) {
            try db.fetchAll("SELECT 1 AS u8 UNION ALL SELECT 300", as: Small.self)
        }
    }

    @Test func decodeNilReadsTheColumn() throws {
        struct Checked: Decodable, Equatable {
            var isNull: Bool
            enum CodingKeys: String, CodingKey { case b }
            init(isNull: Bool) { self.isNull = isNull }
            init(from decoder: any Decoder) throws {
                isNull = try decoder.container(keyedBy: CodingKeys.self).decodeNil(forKey: .b)
            }
        }
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll("SELECT 'x' AS b UNION ALL SELECT NULL", as: Checked.self) == [
                Checked(isNull: false), Checked(isNull: true),
            ])
    }

    @Test func twoKeyTypesInTurnEachGetTheirOwnContainer() throws {
        /// Asks for a container of one key type, then of another, on every row.
        struct TwoViews: Decodable, Equatable {
            var a: Int
            var b: String
            enum First: String, CodingKey { case a }
            enum Second: String, CodingKey { case b }
            init(a: Int, b: String) {
                self.a = a
                self.b = b
            }
            init(from decoder: any Decoder) throws {
                a = try decoder.container(keyedBy: First.self).decode(Int.self, forKey: .a)
                b = try decoder.container(keyedBy: Second.self).decode(String.self, forKey: .b)
            }
        }
        let db = try Database.inMemory()
        #expect(
            try db.fetchAll(Self.rows, as: TwoViews.self) == [
                TwoViews(a: 1, b: "x"), TwoViews(a: 2, b: "y"), TwoViews(a: 3, b: "z"),
            ])
    }
}

/// A type that keeps the keyed container past its `init(from:)`, as no type should: the container
/// reaches its decoder without a reference count, so the decoder must outlive it.
@Suite struct EscapedKeyedContainerTests {
    final class Kept: @unchecked Sendable {
        var containers: [KeyedDecodingContainer<Holder.CodingKeys>] = []
    }
    nonisolated(unsafe) static var kept = Kept()

    struct Holder: Decodable {
        var a: Int
        enum CodingKeys: String, CodingKey { case a }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = try container.decode(Int.self, forKey: .a)
            EscapedKeyedContainerTests.kept.containers.append(container)
        }
    }

    @Test func aKeptContainerStaysUsableAfterTheFetch() throws {
        let kept = Kept()
        Self.kept = kept
        do {
            let db = try Database.inMemory()
            let values = try db.fetchAll(
                "SELECT 1 AS a UNION ALL SELECT 2 UNION ALL SELECT 3" as SQLFragment, as: Holder.self)
            #expect(values.map(\.a) == [1, 2, 3])
        }
        // The database and the fetch are gone; the kept containers still reach a live decoder,
        // whose statement has finished, so reading gives an error rather than a crash.
        #expect(kept.containers.count == 3)
        for container in kept.containers {
            _ = container.contains(.a)
            #expect(throws: (any Error).self) { _ = try container.decode(Int.self, forKey: .a) }
        }
    }
}

/// Containers the decoder does not keep for its rows hold it strongly: a superclass's keys (a
/// second key type in one row) and a container asked for after the fetch.
@Suite(.serialized) struct UnkeptKeyedContainerTests {
    final class Kept: @unchecked Sendable {
        weak var weakDecoder: AnyObject?
        var decoder: (any Decoder)?
        var container: KeyedDecodingContainer<TwoKeyTypes.CodingKeys>?
    }
    nonisolated(unsafe) static var kept = Kept()

    struct TwoKeyTypes: Decodable {
        var a: Int
        enum CodingKeys: String, CodingKey { case a }
        enum OtherKeys: String, CodingKey { case b }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = try container.decode(Int.self, forKey: .a)
            UnkeptKeyedContainerTests.kept.container = container
            // The `Decoder` is a per-row view of the fetch's decoder object: reach the object.
            let object = Mirror(reflecting: decoder).children.first { $0.label == "decoder" }?.value
            UnkeptKeyedContainerTests.kept.weakDecoder = object.map { $0 as AnyObject }
            _ = try decoder.container(keyedBy: OtherKeys.self)
        }
    }

    @Test func aContainerOfTheFirstKeyTypeKeptBeforeASecondOneStaysValid() throws {
        let kept = Kept()
        Self.kept = kept
        do {
            let db = try Database.inMemory()
            let rows = try db.fetchAll("SELECT 1 AS a, 2 AS b" as SQLFragment, as: TwoKeyTypes.self)
            #expect(rows.map(\.a) == [1])
        }
        #expect(kept.weakDecoder != nil, "the decoder must outlive a container that reaches it")
        _ = kept.container?.contains(.a)
        #expect(throws: (any Error).self) { _ = try kept.container?.decode(Int.self, forKey: .a) }
    }

    struct KeepsDecoder: Decodable {
        var a: Int
        enum CodingKeys: String, CodingKey { case a }

        init(from decoder: any Decoder) throws {
            a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
            UnkeptKeyedContainerTests.kept.decoder = decoder
        }
    }

    @Test func aContainerAskedForAfterTheFetchIsRefused() throws {
        let kept = Kept()
        Self.kept = kept
        do {
            let db = try Database.inMemory()
            _ = try db.fetchAll("SELECT 1 AS a" as SQLFragment, as: KeepsDecoder.self)
        }
        // A decoder kept past the fetch hands out no container: it has no row to read.
        let error = #expect(throws: DatabaseError.self) {
            _ = try kept.decoder?.container(keyedBy: KeepsDecoder.CodingKeys.self)
        }
        #expect(error?.code == .misuse)
        kept.decoder = nil
    }
}
