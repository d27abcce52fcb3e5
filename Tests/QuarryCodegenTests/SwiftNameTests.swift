import Testing

@testable import QuarryCodegenCore

/// Swift names from SQL names, the affinity mapping and Swift literals, case by case.
@Suite struct SwiftNameTests {
    @Test(arguments: [
        ("display_name", "displayName"), ("display name", "displayName"), ("ID", "id"),
        ("URLPath", "urlPath"),
        ("Name", "name"), ("createTime", "createTime"), ("user_ID", "userID"), ("2fa", "_2fa"),
        ("quote\"d", "quoteD"), ("café", "café"), ("__a__b__", "aB"), ("日本語", "日本語"),
    ])
    func members(sql: String, swift: String) {
        #expect(SwiftName.member(sql, fallback: "x") == swift)
    }

    @Test func namesWithoutLettersOrDigitsFallBack() {
        #expect(SwiftName.member("🙂", fallback: "column3") == "column3")
        #expect(SwiftName.member("*/", fallback: "column1") == "column1")
        #expect(SwiftName.type("", fallback: "UnnamedTable") == "UnnamedTable")
    }

    @Test func types() {
        #expect(SwiftName.type("user_account", fallback: "T") == "UserAccount")
        #expect(SwiftName.type("Order Items", fallback: "T") == "OrderItems")
        #expect(SwiftName.type("1st", fallback: "T") == "_1st")
    }

    @Test func keywordsTakeBackticksAndUnusableNamesASuffix() {
        #expect(SwiftName.code("class") == "`class`")
        #expect(SwiftName.code("name") == "name")
        var names = NameAllocator()
        #expect(names.claim("self") == "self_")
        #expect(names.claim("Type") == "Type_")
        #expect(names.claim("init") == "init_")
    }

    @Test func collisionsAreNumberedInClaimOrder() {
        var names = NameAllocator(reserved: ["table"])
        #expect(names.claim("a") == "a")
        #expect(names.claim("a") == "a2")
        #expect(names.claim("a2") == "a22")
        #expect(names.claim("a") == "a3")
        #expect(names.claim("table") == "table2")
    }

    @Test(arguments: [
        ("INTEGER", SwiftValueType.int64), ("BIGINT", .int64), ("int", .int64), ("POINT", .int64),
        ("VARCHAR(80)", .string), ("CLOB", .string), ("text", .string), ("BLOB", .data), ("", .value),
        ("REAL", .double), ("DOUBLE PRECISION", .double), ("FLOAT", .double), ("BOOLEAN", .bool),
        ("bool", .bool),
        ("NUMERIC", .value), ("DECIMAL(10,2)", .value), ("ANY", .value), ("STRING", .value),
        ("DATE", .date), ("datetime", .date), ("TimeStamp", .date), ("TIMESTAMP WITH TIME ZONE", .value),
        ("DATES", .value), ("DATE INTEGER", .int64), ("DATETIME TEXT", .string),
        ("CHARINT", .int64), ("ınt", .value),
    ])
    func affinity(declared: String, type: SwiftValueType) {
        #expect(SwiftValueType(declaredType: declared) == type)
    }

    @Test func literalsEscapeWhatSwiftWouldReadDifferently() {
        #expect(SwiftLiteral.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.string("a\nb\tc\0") == #""a\nb\tc\0""#)
        #expect(
            SwiftLiteral.string("\u{7}\u{7F}\u{200D}\u{2028}\u{301}")
                == #""\u{7}\u{7F}\u{200D}\u{2028}\u{301}""#)
        #expect(SwiftLiteral.string("café 日本 🙂") == "\"café 日本 🙂\"")
        #expect(SwiftLiteral.multiLineBody("a\n\"\"\"\nb") == "a\n\\\"\\\"\\\"\nb")
    }
}
