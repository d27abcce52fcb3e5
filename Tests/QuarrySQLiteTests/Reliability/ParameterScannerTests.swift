import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// When a statement mixes bound values (anonymous `?`) with numbered `?NNN` parameters, SQLite
/// leaves unnamed gaps, and the core reads the SQL text to find the real `?`s. It must read it as
/// SQLite's tokenizer does, or a value lands on another parameter's index.
@Suite struct ParameterScannerTests {
    @Test func aNameWithADollarSign() throws {
        let db = try Database.inMemory()
        let statement = try db.prepare("SELECT ?3, :a$b, \("anonymous"), :c")
        #expect(statement.parameterNames == ["?3", ":a$b", ":c"])
        for index in statement.openParameterIndexes { try statement.bind(1000 + index, at: index) }
        let row = try #require(try statement.fetchOne { row in row.snapshot() })
        #expect(row.values == [.integer(1003), .integer(1004), .text("anonymous"), .integer(1006)])
    }

    /// One piece of a generated result column list.
    enum Term {
        /// A bound value: the statement's k-th anonymous `?`.
        case value(Int)
        /// A named or numbered parameter, as written.
        case parameter(String)
        /// Text that holds parameter-like characters SQLite does not read as parameters.
        case decoy(sql: String, value: SQLValue)
    }

    static let names = [
        "a", "a$b", "a$", "b", "_x1", "é", "a::b", "a::b::c", "a(x)", "a(x y)", "a::b(c:d)", "n$(1)", "z",
    ]

    static let decoys: [(String, SQLValue)] = [
        ("'?'", .text("?")), ("'it''s ?3 :a'", .text("it's ?3 :a")), ("x'3F'", .blob([0x3F])),
        ("'$a' AS \"?\"", .text("$a")), ("'@a' AS [? :b]", .text("@a")), ("'#' AS `?``:x`", .text("#")),
        ("1 AS a$b", .integer(1)), ("2 AS \"x\"\"?\"", .integer(2)), ("3 /* ? :a $b */", .integer(3)),
        ("4 -- ? :a\n", .integer(4)), ("1e5", .real(100_000)), ("0x1F", .integer(31)), (".5", .real(0.5)),
        ("5 AS a$", .integer(5)), ("6 AS _$:x", .integer(6)), ("'[' AS \"]?\"", .text("[")),
    ]

    /// A term; numbered parameters stay at or below `highestNumber`, the first term's number: above
    /// it they could take the index of a bound value (SQLite shares the index then, so statements
    /// that bind values keep `?NNN` out of their way).
    static func term(_ random: inout SplitMix64, values: inout Int, highestNumber: UInt64) -> Term {
        switch random.next() % 6 {
        case 0, 1:
            values += 1
            return .value(values - 1)
        case 2:
            return .parameter("?\(1 + random.next() % highestNumber)")
        case 3:
            let prefix = [":", "@", "$", "#"][Int(random.next() % 4)]
            return .parameter(prefix + names[Int(random.next() % UInt64(names.count))])
        default:
            let decoy = decoys[Int(random.next() % UInt64(decoys.count))]
            return .decoy(sql: decoy.0, value: decoy.1)
        }
    }

    @Test func agreesWithSQLiteOnGeneratedStatements() throws {
        let db = try Database.inMemory()
        var random = SplitMix64(seed: 0x5CA7_7E55)
        var checked = 0
        // QUARRY_FUZZ_CASES raises the count, as for the fuzz suite.
        let cases = ProcessInfo.processInfo.environment["QUARRY_FUZZ_CASES"].flatMap { Int($0) } ?? 3000
        for _ in 0..<cases {
            var values = 0
            // A numbered parameter first leaves gaps below it, so the core must read the text.
            let first = 2 + random.next() % 10
            var terms: [Term] = [.parameter("?\(first)")]
            for _ in 0..<(1 + random.next() % 8) {
                terms.append(Self.term(&random, values: &values, highestNumber: first))
            }
            guard values > 0 else { continue }
            var text = SQLFragment.Interpolation(literalCapacity: 0, interpolationCount: 0)
            text.appendInterpolation(unsafeRaw: "SELECT ")
            for (position, term) in terms.enumerated() {
                if position > 0 { text.appendInterpolation(unsafeRaw: ", ") }
                switch term {
                case .value(let k): text.appendInterpolation("value \(k)")
                case .parameter(let token): text.appendInterpolation(unsafeRaw: token)
                case .decoy(let sql, _): text.appendInterpolation(unsafeRaw: sql)
                }
            }
            let fragment = SQLFragment(stringInterpolation: text)
            let sql = try fragment.render().sql
            let statement: PreparedStatement
            do {
                statement = try db.prepare(fragment)
            } catch let error as DatabaseError where error.offset != nil {
                continue  // a combination SQLite refuses to prepare (e.g. `:a(x y)`)
            } catch {
                Issue.record("\(error) preparing \(sql)")
                continue
            }
            let row: RowSnapshot?
            var expected: [SQLValue] = []
            do {
                for index in statement.openParameterIndexes { try statement.bind(1000 + index, at: index) }
                row = try statement.fetchOne { row in row.snapshot() }
                for term in terms {
                    switch term {
                    case .value(let k): expected.append(.text("value \(k)"))
                    case .parameter(let token):
                        expected.append(.integer(Int64(1000 + (try statement.index(ofParameter: token)))))
                    case .decoy(_, let value): expected.append(value)
                    }
                }
            } catch {
                Issue.record("\(error) running \(sql)")
                continue
            }
            #expect(row?.values == expected, "\(sql)")
            checked += 1
        }
        #expect(checked > cases / 3)
    }
}
