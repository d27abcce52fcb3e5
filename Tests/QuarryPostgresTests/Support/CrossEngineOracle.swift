import Foundation
import QuarryPostgres
import QuarryTesting

/// The cross-engine oracle: one statement, rendered for each engine, run on the same rows in
/// SQLite and on the PostgreSQL server, must return the same rows. Where PostgreSQL refuses a
/// statement for its types (it is strictly typed, the generator writes SQLite's loose typing) or
/// fails at run time (a division by zero SQLite calls NULL), the case says nothing; where both run,
/// any difference is a statement that means something else on the other engine.
enum CrossEngineOracle {
    /// One value as both engines' readers see it: numbers by value (an integer-valued real equals
    /// the integer, a numeric its nearest double, a boolean 1 or 0), text and blobs by bytes.
    enum Value: Hashable, Comparable, CustomStringConvertible {
        case null
        case integer(Int64)
        /// A real that is not an integer, rounded to 12 significant digits: the engines may sum
        /// in another order.
        case real(String)
        case text([UInt8])
        /// Text that reads as a finite number, by that number: SQLite writes a real as text with
        /// 15 digits and `.0` (`'7.0'`), PostgreSQL with the shortest exact digits (`'7'`), a
        /// documented difference.
        case numberText(String)
        case blob([UInt8])

        init(text bytes: [UInt8]) {
            guard let string = String(validating: bytes, as: UTF8.self) else {
                self = .text(bytes)
                return
            }
            if string.contains(where: \.isNumber), let number = Double(string), number.isFinite {
                self = .numberText(Value(number: number).description)
            } else if let rounded = Self.roundingDecimals(in: string) {
                // A real inside text (`name || 1.5`): the same difference, within the text.
                self = .numberText(rounded)
            } else {
                self = .text(bytes)
            }
        }

        /// `text` with every decimal number in it (`-639.7758959060302`) written as ``init(number:)``
        /// writes it; `nil` when it has none.
        static func roundingDecimals(in text: String) -> String? {
            guard let pattern = try? NSRegularExpression(pattern: "[0-9]+\\.[0-9]+") else { return nil }
            let whole = NSRange(text.startIndex..., in: text)
            let matches = pattern.matches(in: text, range: whole)
            guard !matches.isEmpty else { return nil }
            var result = text
            for match in matches.reversed() {
                guard let range = Range(match.range, in: result), let number = Double(result[range]) else {
                    continue
                }
                result.replaceSubrange(range, with: Value(number: number).description)
            }
            return result
        }

        init(number: Double) {
            if number.rounded() == number, abs(number) < 9.0e15 {
                self = .integer(Int64(number))
            } else if number.isNaN {
                // SQLite stores a NaN as NULL, PostgreSQL keeps it: a documented difference of
                // the engines' storage, not of what the statement means.
                self = .null
            } else {
                self = .real(String(format: "%.12g", number))
            }
        }

        /// An integer; one past 2^53 compares as its double, since PostgreSQL may unify it with a
        /// double column's type (`coalesce(real, 2^62)` is a double there, the integer in SQLite).
        init(integer: Int64) {
            self = abs(Double(integer)) < 9.0e15 ? .integer(integer) : Value(number: Double(integer))
        }

        init(sqlite value: StoredValue) {
            switch value {
            case .null: self = .null
            case .integer(let integer): self.init(integer: integer)
            case .real(let bits): self.init(number: Double(bitPattern: bits))
            case .text(let bytes): self.init(text: bytes)
            case .blob(let bytes): self = .blob(bytes)
            }
        }

        init(postgres value: SQLValue, isNumeric: Bool) {
            switch value {
            case .null: self = .null
            case .integer(let integer): self.init(integer: integer)
            case .real(let real): self.init(number: real)
            case .text(let text):
                if isNumeric, let number = Double(text) {
                    self.init(number: number)
                } else if let bytes = Self.byteaText(text) {
                    // PostgreSQL casts bytea to its hex text, SQLite a blob to the same bytes as
                    // text: a documented difference (the fixture's text holds no `\x`).
                    self.init(text: bytes)
                } else {
                    self.init(text: Array(text.utf8))
                }
            case .blob(let bytes): self = .blob(bytes)
            }
        }

        /// The bytes of PostgreSQL's hex form of a bytea (`\x0a1b`), if `text` is one.
        static func byteaText(_ text: String) -> [UInt8]? {
            let digits = Array(text.utf8.dropFirst(2))
            guard text.hasPrefix("\\x"), digits.count % 2 == 0 else { return nil }
            let bytes = stride(from: 0, to: digits.count, by: 2).compactMap { index in
                UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16)
            }
            return bytes.count == digits.count / 2 ? bytes : nil
        }

        var description: String {
            switch self {
            case .null: "NULL"
            case .integer(let integer): String(integer)
            case .real(let text): text
            case .numberText(let text): "'" + text + "'"
            case .text(let bytes):
                // Bytes a report could not print as they are (NUL, invalid UTF-8) as hexadecimal.
                bytes.contains { $0 < 0x20 } || String(validating: bytes, as: UTF8.self) == nil
                    ? "text(x'" + bytes.map { String(format: "%02x", $0) }.joined() + "')"
                    : "'" + String(decoding: bytes, as: UTF8.self) + "'"
            case .blob(let bytes): "x'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
            }
        }

        static func < (lhs: Value, rhs: Value) -> Bool {
            lhs.description.utf8.lexicographicallyPrecedes(rhs.description.utf8)
        }
    }

    typealias Row = [Value]

    enum Outcome {
        case rows([Row])
        case failed(String)
    }

    /// What one case came to.
    enum Verdict {
        case held
        /// The PostgreSQL dialect refused a construct it lacks.
        case dialectRefused
        /// SQLite or PostgreSQL refused or failed the statement (the SQLSTATE, or `sqlite`).
        case refused(String)
        /// The rows may legitimately differ: a LIMIT or a window over rows an ORDER BY leaves tied.
        case inconclusive(String)
        case failure(String)
    }

    static let numericOID: UInt32 = 1700

    static func sqliteOutcome(_ statement: some SQLRenderable, in database: SQLiteScratchDatabase) -> Outcome
    {
        do {
            let rendered = try statement.render()
            return .rows(
                try database.rows(rendered.sql, arguments: rendered.arguments).map {
                    $0.map(Value.init(sqlite:))
                })
        } catch {
            return .failed("sqlite: \(error)")
        }
    }

    static func postgresOutcome(_ statement: some SQLRenderable, on connection: PostgresConnection) -> Outcome
    {
        do {
            return .rows(
                try connection.fetchAll(statement) { row in
                    try (0..<row.count).map { index in
                        Value(
                            postgres: try row.sqlValue(at: index),
                            isNumeric: try row.typeOID(at: index) == numericOID)
                    }
                })
        } catch let error as PostgresError {
            return .failed(error.sqlState)
        } catch {
            return .failed("\(error)")
        }
    }

    /// Runs `statement` on both engines. `ordered` compares the rows in order (the statement's
    /// ORDER BY is total); otherwise as multisets, and a LIMIT makes a difference inconclusive.
    static func check(
        _ statement: Select, sqlite database: SQLiteScratchDatabase, postgres connection: PostgresConnection,
        ordered: Bool
    ) -> Verdict {
        do {
            _ = try statement.render(dialect: .postgres)
        } catch {
            return error.kind == .unsupportedInDialect
                ? .dialectRefused : .failure("PostgreSQL rendering: \(error)")
        }
        let sqlite = sqliteOutcome(statement, in: database)
        let postgres = postgresOutcome(statement, on: connection)
        switch (sqlite, postgres) {
        case (.rows(let left), .rows(let right)):
            if ordered ? left == right : left.sorted(by: precedes) == right.sorted(by: precedes) {
                return .held
            }
            if hasWord("OVER", in: statement) { return .inconclusive("a window over peers") }
            if !ordered, hasWord("LIMIT", in: statement) { return .inconclusive("LIMIT") }
            return .failure("SQLite returned \(text(left)), PostgreSQL \(text(right))")
        case (.failed(let state), _), (_, .failed(let state)):
            if PostgresFuzzOracle.wrongSQLStates.contains(state) {
                return .failure("PostgreSQL says the SQL is wrong (\(state))")
            }
            return .refused(state.hasPrefix("sqlite") ? "sqlite" : state)
        }
    }

    static func precedes(_ left: Row, _ right: Row) -> Bool { left.lexicographicallyPrecedes(right) }

    static func text(_ rows: [Row]) -> String {
        "[" + rows.map { "(" + $0.map(\.description).joined(separator: ", ") + ")" }.joined(separator: " ")
            + "]"
    }

    /// Whether the statement's text has `word` (a LIMIT, a window), whose rows may differ where
    /// an ORDER BY leaves rows tied: which of them a LIMIT keeps, which row_number a peer gets.
    static func hasWord(_ word: String, in statement: Select) -> Bool {
        statement.getDescription().utf8.split(separator: UInt8(ascii: " ")).contains {
            $0.elementsEqual(word.utf8)
        }
    }
}

/// The counts of one cross-engine campaign, for its report.
struct CrossEngineTally: CustomStringConvertible {
    var cases = 0
    var held = 0
    var dialectRefused = 0
    var refused: [String: Int] = [:]
    var inconclusive = 0
    var failures = 0

    mutating func count(_ verdict: CrossEngineOracle.Verdict) {
        cases += 1
        switch verdict {
        case .held: held += 1
        case .dialectRefused: dialectRefused += 1
        case .refused(let state): refused[state, default: 0] += 1
        case .inconclusive: inconclusive += 1
        case .failure: failures += 1
        }
    }

    var description: String {
        let states = refused.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" }
        return
            "\(cases) cases on both engines: \(held) returned the same rows, \(refused.values.reduce(0, +)) refused (\(states.joined(separator: ", "))), \(inconclusive) inconclusive (LIMIT or window over ties), \(failures) failures; \(dialectRefused) drawn statements refused by the dialect"
    }
}

extension CrossEngineOracle.Verdict {
    var failure: String? {
        if case .failure(let text) = self { return text }
        return nil
    }
}
