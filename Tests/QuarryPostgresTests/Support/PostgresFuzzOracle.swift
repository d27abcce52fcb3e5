import QuarryTesting

@testable import QuarryPostgres

/// The fuzz oracles on the PostgreSQL server. PostgreSQL is strictly typed: many random
/// statements are refused for their types, which is the generator's doing (it writes SQLite's
/// loose typing), not wrong SQL. What is Quarry's doing, and a failure: a rendering error other
/// than a construct the dialect lacks, a syntax error, a placeholder without its argument or an
/// argument without its placeholder, and rows that differ between the bound and the described form.
enum PostgresFuzzOracle {
    /// What one case came to.
    enum Verdict: Equatable {
        /// The check ran and held.
        case held
        /// The renderer refused a construct PostgreSQL lacks (`unsupportedInDialect`).
        case dialectRefused
        /// The server refused the statement for its types or another analysis error (the SQLSTATE).
        case typeRefused(String)
        /// The two forms could not be compared: one failed where the other ran (the SQLSTATEs).
        case inconclusive(String)
        /// Quarry wrote wrong PostgreSQL.
        case failure(String)
    }

    /// SQLSTATEs that mean the SQL itself is wrong whatever the types: a syntax error (also "cannot
    /// insert multiple commands into a prepared statement"), a parameter that does not exist, a
    /// protocol violation (a parameter count the server disagrees with).
    static let wrongSQLStates: Set<String> = [
        PostgresError.SQLState.syntaxError, PostgresError.SQLState.undefinedParameter, "08P01",
    ]

    /// (a) The statement renders for PostgreSQL (or is refused as a construct PostgreSQL lacks),
    /// the server prepares it as one statement, and its placeholders are exactly `$1 … $n` for n
    /// arguments.
    static func checkPreparesAsOneStatement(
        _ statement: some SQLRenderable, on connection: PostgresConnection
    ) -> Verdict {
        let rendered: RenderedSQL
        do {
            rendered = try statement.render(dialect: .postgres)
        } catch {
            return error.kind == .unsupportedInDialect ? .dialectRefused : .failure("\(error)")
        }
        let placeholders = placeholderNumbers(in: rendered.sql)
        if placeholders != Set(0..<rendered.arguments.count).map({ $0 + 1 }).sorted() {
            return .failure(
                "the SQL's placeholders are \(placeholders), the statement has \(rendered.arguments.count) arguments"
            )
        }
        do {
            // The server counts the parameters it prepared (PQdescribePrepared): the types sent,
            // or more when the SQL names a higher `$n` than there are arguments. On a session
            // lent per transaction too, where nothing else is prepared.
            let count = try connection.describe(rendered).parameterTypes.count
            if count != rendered.arguments.count {
                return .failure(
                    "the server counts \(count) parameters, the statement has \(rendered.arguments.count) arguments"
                )
            }
            return .held
        } catch {
            return verdict(error)
        }
    }

    /// Draws statements until one renders for PostgreSQL, counting the ones refused as constructs
    /// it lacks: the generator writes SQLite (GLOB, NOCASE, JSON, SQLite's functions…), so most
    /// large statements hold one. A statement refused otherwise is returned, for the oracle to
    /// report.
    static func firstRenderable(
        _ tally: inout PostgresFuzzTally, tries: Int = 200, _ make: () -> any SQLRenderable
    ) -> any SQLRenderable {
        var statement = make()
        for _ in 1..<tries {
            do {
                _ = try statement.render(dialect: .postgres)
                return statement
            } catch  where error.kind == .unsupportedInDialect {
                tally.dialectRefused += 1
                statement = make()
            } catch {
                return statement
            }
        }
        return statement
    }

    /// The verdict for an error the server returned while preparing.
    static func verdict(_ error: PostgresError) -> Verdict {
        return wrongSQLStates.contains(error.sqlState) ? .failure("\(error)") : .typeRefused(error.sqlState)
    }

    /// The numbers of the `$n` placeholders in `sql`, sorted and without repeats: a `$` followed
    /// by digits outside quoted names, string literals and comments (Quarry writes no
    /// dollar-quoted string).
    static func placeholderNumbers(in sql: String) -> [Int] {
        var numbers: Set<Int> = []
        let bytes = Array(sql.utf8)
        var index = 0
        func skip(past terminator: [UInt8], from start: Int) -> Int {
            var at = start
            while at < bytes.count {
                if bytes[at...].starts(with: terminator) {
                    // A doubled quote is one quote inside the text.
                    if terminator.count == 1, at + 1 < bytes.count, bytes[at + 1] == terminator[0] {
                        at += 2
                        continue
                    }
                    return at + terminator.count
                }
                at += 1
            }
            return at
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                index = skip(past: [byte], from: index + 1)
            } else if bytes[index...].starts(with: Array("--".utf8)) {
                index = skip(past: [UInt8(ascii: "\n")], from: index + 2)
            } else if bytes[index...].starts(with: Array("/*".utf8)) {
                index = skip(past: Array("*/".utf8), from: index + 2)
            } else if byte == UInt8(ascii: "$") {
                let digits = bytes[(index + 1)...].prefix { $0 >= 0x30 && $0 <= 0x39 }
                if let number = Int(String(decoding: digits, as: UTF8.self)) { numbers.insert(number) }
                index = digits.endIndex
            } else {
                index += 1
            }
        }
        return numbers.sorted()
    }

    /// (b) The description (every value inlined as a PostgreSQL literal) returns the same rows
    /// as the bound statement, or both fail. Rows compare as a multiset unless `ordered`.
    ///
    /// A failure on one side only is inconclusive when it is a run-time error (class 22, data
    /// exception; 21, a subquery of several rows; 2201x…) or a typing error: an inlined integer is
    /// an `int4` or a `numeric` where the bound one is `int8`, so one form may pick another function
    /// or overflow where the other does not, and PostgreSQL folds constants it cannot fold for a
    /// parameter. A syntax error on one side only is a failure.
    static func checkDescription(
        _ statement: some SQLRenderable, on connection: PostgresConnection, ordered: Bool = false
    ) -> Verdict {
        let description: String
        do {
            _ = try statement.render(dialect: .postgres)
            description = try statement.inlinedSQL(dialect: .postgres)
        } catch {
            return error.kind == .unsupportedInDialect ? .dialectRefused : .failure("\(error)")
        }
        let bound = outcome { try connection.fetchAll(statement, rowText) }
        let inlined = outcome { try connection.fetchAll(SQLFragment(unsafeSQL: description), rowText) }
        switch (bound, inlined) {
        case (.rows(let left), .rows(let right)):
            let same = ordered ? left == right : left.sorted() == right.sorted()
            return same
                ? .held : .failure("bound returned \(left), description \(description) returned \(right)")
        case (.failed(let left), .failed(let right)):
            if wrongSQLStates.contains(left) || wrongSQLStates.contains(right) {
                return .failure("bound failed with \(left), description \(description) with \(right)")
            }
            return .typeRefused(left)
        case (.failed(let state), .rows), (.rows, .failed(let state)):
            if wrongSQLStates.contains(state) {
                return .failure("one form failed with \(state), the other ran: description \(description)")
            }
            return .inconclusive(state)
        }
    }

    enum Outcome {
        case rows([String])
        case failed(String)
    }

    static func outcome(_ fetch: () throws -> [String]) -> Outcome {
        do {
            return .rows(try fetch())
        } catch let error as PostgresError {
            return .failed(error.sqlState)
        } catch {
            return .failed("\(error)")
        }
    }

    /// A row as text that tells every value apart (`-0.0` from `0.0`, NaN from NaN's absence).
    static func rowText(_ row: borrowing PostgresRow) throws -> String {
        try (0..<row.count).map { index in
            let value = try row.sqlValue(at: index)
            if case .real(let real) = value { return "real(\(real.bitPattern))" }
            return String(reflecting: value)
        }.joined(separator: " | ")
    }
}

/// The counts of one campaign on the server, for its report.
struct PostgresFuzzTally: CustomStringConvertible {
    var cases = 0
    var held = 0
    var dialectRefused = 0
    var typeRefused: [String: Int] = [:]
    var inconclusive: [String: Int] = [:]
    var failures = 0

    mutating func count(_ verdict: PostgresFuzzOracle.Verdict) {
        cases += 1
        switch verdict {
        case .held: held += 1
        case .dialectRefused: dialectRefused += 1
        case .typeRefused(let state): typeRefused[state, default: 0] += 1
        case .inconclusive(let state): inconclusive[state, default: 0] += 1
        case .failure: failures += 1
        }
    }

    var description: String {
        func total(_ counts: [String: Int]) -> String {
            let states = counts.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" }
            return "\(counts.values.reduce(0, +)) (\(states.joined(separator: ", ")))"
        }
        return
            "\(cases) cases run on the server: \(held) held, type-refused \(total(typeRefused)), inconclusive \(total(inconclusive)), \(failures) failures; \(dialectRefused) statements drawn and refused by the dialect"
    }
}

extension PostgresFuzzOracle.Verdict {
    /// The failure text, or `nil`: what ``FuzzCampaign`` reports.
    var failure: String? {
        if case .failure(let text) = self { return text }
        return nil
    }
}
