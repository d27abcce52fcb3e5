import Foundation
import QuarrySQLite
import Testing

@Suite struct FunctionTests {
    /// SQL's `X REGEXP Y` calls `regexp(Y, X)`; NULL in gives NULL out, as SQL operators do.
    static func registerRegexp(_ db: Database) throws {
        try db.createFunction("regexp", argumentCount: 2) { arguments -> Bool? in
            if arguments[0].isNull || arguments[1].isNull { return nil }
            let regex = try Regex(try arguments.value(at: 0, as: String.self))
            return try arguments.value(at: 1, as: String.self).contains(regex)
        }
    }

    @Test func regexpRunsTheLanguagesOperator() throws {
        let db = try Message.database()
        try Self.registerRegexp(db)
        let matching = try db.fetchValues(
            "SELECT localID FROM message WHERE \(Message.content) REGEXP \("^h.l+o$") ORDER BY localID",
            as: Int64.self)
        #expect(matching == [1])
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchValues("SELECT 'a' REGEXP '('", as: Bool.self)
        }
        #expect(error?.code == .error)
    }

    @Test func scalarFunctionsTakeAnyArgumentsAndReturnAnyValue() throws {
        let db = try Database.inMemory()
        try db.createFunction("describe") { arguments -> String in
            (0..<arguments.count).map { arguments[$0].description }.joined(separator: "|")
        }
        #expect(
            try db.fetchValue("SELECT describe(1, 2.5, 'x', X'01', NULL)", as: String.self)
                == "1|2.5|'x'|X'01'|NULL")
        try db.createFunction("nullish", argumentCount: 0) { _ -> String? in nil }
        #expect(try db.fetchValue("SELECT nullish() IS NULL", as: Bool.self) == true)
        try db.createFunction("empty", argumentCount: 0) { _ in "" }
        #expect(try db.fetchValue("SELECT typeof(empty())", as: String.self) == "text")
        #expect(throws: DatabaseError.self) { try db.createFunction("bad\u{0}name") { _ in 1 } }
    }

    @Test func aggregatesKeepOneStatePerGroup() throws {
        struct Product: AggregateFunction {
            var product: Double = 1
            var rows = 0
            init() {}
            mutating func step(_ arguments: borrowing FunctionArguments) throws {
                product *= try arguments.value(at: 0, as: Double.self)
                rows += 1
            }
            func finalize() -> String { "\(product)/\(rows)" }
        }
        let db = try Database.inMemory()
        try db.createAggregate("product", argumentCount: 1, Product.self)
        try db.execute("CREATE TABLE n(g, x)")
        try db.execute("INSERT INTO n VALUES (1, 2), (1, 3), (2, 5)")
        #expect(
            try db.fetchValues("SELECT product(x) FROM n GROUP BY g ORDER BY g", as: String.self) == [
                "6.0/2", "5.0/1",
            ])
        #expect(try db.fetchValue("SELECT product(x) FROM n WHERE 0", as: String.self) == "1.0/0")
        #expect(throws: DatabaseError.self) {
            try db.fetchValue("SELECT product('x') FROM n", as: String.self)
        }
    }

    @Test func collationsOrderWithSwift() throws {
        let db = try Database.inMemory()
        try db.createCollation("reversed") { left, right in
            left == right ? .orderedSame : (left < right ? .orderedDescending : .orderedAscending)
        }
        try db.execute("CREATE TABLE w(word TEXT COLLATE reversed)")
        try db.execute("INSERT INTO w VALUES ('b'), ('a'), ('c')")
        #expect(try db.fetchValues("SELECT word FROM w ORDER BY word", as: String.self) == ["c", "b", "a"])
    }
}
