import Foundation
import QuarryPostgres
import Testing

extension PostgresTests {
    /// What `Insert.values(encoding:)` writes reads back as the same type, by the rule the SQLite
    /// core reads it with (`SQLFormReading`): enums by raw value, with or without
    /// `SQLValueConvertible`.
    @Suite struct EnumRoundTrip {
        enum Phase: String, Codable, SQLValueConvertible { case alpha, beta }
        enum PlainPhase: String, Codable { case alpha, beta }
        enum Level: Int, Codable, SQLValueConvertible {
            case low = 1
            case high = 2
        }
        enum PlainLevel: Int, Codable {
            case low = 1
            case high = 2
        }

        struct Written: Codable, Equatable {
            var id: Int64
            var phase: Phase
            var plainPhase: PlainPhase
            var level: Level
            var plainLevel: PlainLevel
            var maybePhase: PlainPhase?
        }

        static let table = Table("enum_round_trip")

        @Test func enumsWrittenByEncodingReadBack() throws {
            let connection = try connect()
            try run(
                """
                CREATE TABLE enum_round_trip (
                    id BIGINT PRIMARY KEY, phase TEXT NOT NULL, "plainPhase" TEXT NOT NULL,
                    level BIGINT NOT NULL, "plainLevel" BIGINT NOT NULL, "maybePhase" TEXT
                )
                """, on: connection)
            let rows = [
                Written(
                    id: 1, phase: .beta, plainPhase: .beta, level: .high, plainLevel: .high,
                    maybePhase: .alpha),
                Written(
                    id: 2, phase: .alpha, plainPhase: .alpha, level: .low, plainLevel: .low, maybePhase: nil),
            ]
            for row in rows { try connection.execute(Insert(into: Self.table).values(encoding: row)) }
            let read = try connection.fetchAll(
                Select { SQLFragment("*") }.from(Self.table).orderBy(Column<Int64>("id", in: Self.table)),
                as: Written.self)
            #expect(read == rows)
        }
    }
}
