import CSQLite
import Quarry
import QuarryTesting
import Testing

/// A statement's description inlines every argument as a literal; run in SQLite, it must give what
/// the parameterized statement gives with its arguments bound: same storage class, same bits.
@Suite struct DescriptionRoundTripTests {
    static let specialValues: [SQLValue] = [
        .integer(Int64.min), .integer(Int64.max), .integer(0), .integer(-1),
        .real(-0.0), .real(0.1), .real(1e300), .real(-1e-300), .real(Double.leastNonzeroMagnitude),
        .real(Double.greatestFiniteMagnitude),
        .real(1.0), .real(-2.5), .real(Double.infinity), .real(-Double.infinity), .real(Double.nan),
        .text(""), .text("it's"), .text("a\0b"), .text("\u{1F600} é"), .text("--"),
        .text("'; DROP TABLE x; --"),
        .blob([]), .blob([0, 0xFF, 0x27]), .null,
    ]

    @Test(arguments: specialValues)
    func valueReadsBackTheSameBothWays(_ value: SQLValue) throws {
        let statement = Select { UntypedExpression(value: value).as("v") }
        let rendered = try statement.render()
        let bound = try SQLiteRow.first(of: rendered.sql, arguments: rendered.arguments)
        let inlined = try SQLiteRow.first(of: statement.description, arguments: [])
        #expect(bound == inlined, "description: \(statement.description)")
        #expect(bound.count == 1)
    }

    @Test func negativeValueUnderUnaryMinusStaysAnOperator() throws {
        let statement = Select { (-UntypedExpression(value: .integer(-1))).as("v") }
        #expect(statement.description == #"SELECT - -1 AS "v""#)
        #expect(try SQLiteRow.first(of: statement.description, arguments: []) == [.integer(1)])
    }

    @Test func invalidDescriptionKeepsAQuotedCommentCloserOpen() {
        // The function's name is quoted in the message, and SQLite would end the comment at its
        // "*/" and run the rest; the description breaks it as "* /".
        let statement = Select { SQL.function("x*/ DROP TABLE message; /*\0", as: Int64.self) }
        #expect(
            statement.description
                == #"/* invalid: function name "x* / DROP TABLE message; /*\0" is not an SQL name (a letter or _, then letters, digits, _ or $) */ SELECT NULL"#
        )
    }

    @Test func argumentsOfARenderedStatementStayInTheirComment() throws {
        let rendered = try Select { UntypedExpression(value: .text("a\n; DROP TABLE x; -- */")) }.render()
        #expect(rendered.description == "SELECT ? /* arguments: 'a\n; DROP TABLE x; -- * /' */")
    }

    @Test func wholeStatementDescriptionReturnsTheSameRows() throws {
        let statement = Select.values([[1, 2.5, "x'y", [UInt8]([1]), SQLValue.null]])
        let rendered = try statement.render()
        #expect(
            try SQLiteRow.first(of: rendered.sql, arguments: rendered.arguments)
                == SQLiteRow.first(of: statement.description, arguments: []))
    }
}

/// Runs one statement in a fresh in-memory database and reads its first row, comparing reals by
/// their bits (so that -0.0 and 0.0 differ, and NaN equals itself).
enum SQLiteRow {
    enum Cell: Hashable {
        case null
        case integer(Int64)
        case realBits(UInt64)
        case text([UInt8])
        case blob([UInt8])
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func first(of sql: String, arguments: [SQLValue]) throws -> [Cell] {
        let database = try SQLiteScratchDatabase()
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(
                description: "cannot prepare \(sql): \(String(cString: sqlite3_errmsg(database.handle)))")
        }
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            bind(argument, at: Int32(index + 1), to: statement)
        }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw Failure(description: "no row from \(sql)") }
        return (0..<sqlite3_column_count(statement)).map { cell(at: $0, of: statement) }
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func bind(_ value: SQLValue, at index: Int32, to statement: OpaquePointer) {
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let integer): sqlite3_bind_int64(statement, index, integer)
        case .real(let real): sqlite3_bind_double(statement, index, real)
        case .text(let text):
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer {
                _ = sqlite3_bind_text(
                    statement, index, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                    Int32($0.count), transient)
            }
        case .blob(let bytes):
            if bytes.isEmpty {
                sqlite3_bind_zeroblob(statement, index, 0)
            } else {
                bytes.withUnsafeBytes {
                    _ = sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient)
                }
            }
        }
    }

    private static func cell(at column: Int32, of statement: OpaquePointer) -> Cell {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .realBits(sqlite3_column_double(statement, column).bitPattern)
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let text = sqlite3_column_text(statement, column) else { return .text([]) }
            return .text(Array(UnsafeBufferPointer(start: text, count: count)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let blob = sqlite3_column_blob(statement, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default: return .null
        }
    }
}
