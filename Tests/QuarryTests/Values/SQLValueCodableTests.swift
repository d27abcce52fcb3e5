import Foundation
import Quarry
import Testing

/// `SQLValue` codes as the one value it holds.
@Suite struct SQLValueCodableTests {
    @Test(arguments: [SQLValue.null, .integer(-3), .real(1.5), .text("a\"b"), .blob([0, 255])])
    func roundTripsThroughJSON(value: SQLValue) throws {
        let data = try JSONEncoder().encode([value])
        #expect(try JSONDecoder().decode([SQLValue].self, from: data) == [value])
    }

    @Test func encodesAsThePlainValue() throws {
        let values: [SQLValue] = [.null, .integer(7), .text("x")]
        #expect(String(decoding: try JSONEncoder().encode(values), as: UTF8.self) == #"[null,7,"x"]"#)
    }
}
