import CSQLite
import Quarry
import QuarryTesting
import Testing

/// Doubles whose shortest decimal is short (prices, measurements, timestamps with a fraction) are
/// written as `(digits.0 / 10^k)`: this checks, in SQLite, that every such literal reads back to
/// the same bits, including the decimals SQLite 3.40 misreads when they are written plainly.
@Suite struct ShortDecimalLiteralTests {
    @Test func shortDecimalsReadBackToTheSameBits() throws {
        var random = SplitMix64(seed: 0x5EED_DEC1_0000_0001)
        var doubles: [Double] = [
            0.1, 0.2, 0.3, 1.734819, 9.99, 19.95, 1_700_000_000.123, 1e-18, 123456789012345e-18,
        ]
        for _ in 0..<20_000 {
            let digits = random.next() % 1_000_000_000_000_000
            let scale = Int(random.next() % 19)
            var divisor = 1.0
            for _ in 0..<scale { divisor *= 10 }
            doubles.append(
                Double(sign: random.next() % 2 == 0 ? .plus : .minus, exponent: 0, significand: 1)
                    * Double(digits) / divisor)
        }
        let database = try SQLiteScratchDatabase()
        for chunk in stride(from: 0, to: doubles.count, by: 500) {
            let values = Array(doubles[chunk..<min(chunk + 500, doubles.count)])
            let sql = "SELECT " + values.map { SQLValue.real($0).description }.joined(separator: ", ")
            var statement: OpaquePointer?
            #expect(sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil) == SQLITE_OK)
            defer { sqlite3_finalize(statement) }
            #expect(sqlite3_step(statement) == SQLITE_ROW)
            for (index, value) in values.enumerated() {
                let read = sqlite3_column_double(statement, Int32(index))
                #expect(read.bitPattern == value.bitPattern, "\(value) written as \(SQLValue.real(value))")
            }
        }
    }
}
