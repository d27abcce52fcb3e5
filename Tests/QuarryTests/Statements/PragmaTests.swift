import Quarry
import QuarryTesting
import Testing

@Suite struct PragmaTests {
    // MARK: Forms

    @Test func readForm() {
        expectSQL(Pragma(.userVersion), "PRAGMA user_version")
    }

    @Test func readFormInASchema() {
        expectSQL(Pragma(.userVersion, schema: "main"), #"PRAGMA "main".user_version"#)
    }

    @Test func readFormInTheTempSchema() {
        expectSQL(Pragma(.pageSize, schema: "temp"), #"PRAGMA "temp".page_size"#)
    }

    @Test func assignmentForm() {
        expectSQL(Pragma(.userVersion, value: 3), "PRAGMA user_version = 3")
    }

    @Test func assignmentFormInASchema() {
        expectSQL(Pragma(.cacheSize, schema: "main", value: 500), #"PRAGMA "main".cache_size = 500"#)
    }

    @Test func callForm() {
        expectSQL(Pragma(.tableInfo, argument: "message"), "PRAGMA table_info('message')")
    }

    @Test func callFormInASchema() {
        expectSQL(
            Pragma(.tableInfo, schema: "main", argument: SQLIdentifier("message")),
            #"PRAGMA "main".table_info("message")"#)
    }

    @Test func valuesNeverBind() {
        let rendered = try? Pragma(.applicationID, value: 42).render()
        #expect(rendered?.arguments == [])
        #expect(rendered?.sql == "PRAGMA application_id = 42")
    }

    @Test func theStatementKnowsItsParts() {
        let pragma = Pragma(.busyTimeout, schema: "main", value: 250)
        #expect(pragma.pragmaName == .busyTimeout)
        #expect(pragma.name == "busy_timeout")
        #expect(pragma.schema == "main")
        #expect(pragma.form == .assignment(.integer(250)))
        #expect(Pragma(.busyTimeout).form == .read)
    }

    // MARK: Values

    @Test func negativeIntegerValue() {
        expectSQL(Pragma(.cacheSize, value: -2000), "PRAGMA cache_size = -2000")
    }

    @Test func negativeIntegerArgument() {
        expectSQL(Pragma(.cacheSize, argument: -2000), "PRAGMA cache_size(-2000)")
    }

    @Test func int64ExtremesAreWrittenInFull() {
        expectSQL(
            Pragma(.journalSizeLimit, value: Int64.min), "PRAGMA journal_size_limit = -9223372036854775808")
        expectSQL(Pragma(.mmapSize, value: Int64.max), "PRAGMA mmap_size = 9223372036854775807")
    }

    @Test func int32Value() {
        expectSQL(Pragma(.applicationID, value: Int32(-1_598_903_374)), "PRAGMA application_id = -1598903374")
    }

    @Test func trueIsOn() {
        expectSQL(Pragma(.foreignKeys, value: true), "PRAGMA foreign_keys = ON")
    }

    @Test func falseIsOff() {
        expectSQL(Pragma(.recursiveTriggers, value: false), "PRAGMA recursive_triggers = OFF")
    }

    @Test func textValueIsAnEscapedLiteral() {
        expectSQL(Pragma(.encoding, value: "UTF-8"), "PRAGMA encoding = 'UTF-8'")
    }

    @Test func hostileTextStaysInsideTheLiteral() {
        expectSQL(
            Pragma.custom("quarry_unknown", value: "x'; DROP TABLE message; --"),
            "PRAGMA quarry_unknown = 'x''; DROP TABLE message; --'")
    }

    @Test func nameValueIsQuoted() {
        expectSQL(
            Pragma(.indexInfo, argument: SQLIdentifier("message_createTime")),
            #"PRAGMA index_info("message_createTime")"#)
    }

    @Test func hostileNameStaysQuoted() throws {
        // Written by hand rather than with expectSQL: its backtick re-render cannot hold a name with `"`.
        let rendered = try Pragma(.tableInfo, argument: SQLIdentifier(#"x"); DROP TABLE message; --"#))
            .render()
        #expect(rendered.sql == #"PRAGMA table_info("x""); DROP TABLE message; --")"#)
        #expect(rendered.arguments == [])
        try checkPreparation(of: rendered.sql, arguments: 0, schema: fixtureSchema)
    }

    @Test func explicitPragmaValues() {
        expectSQL(Pragma(.threads, value: PragmaValue.integer(2)), "PRAGMA threads = 2")
        expectSQL(Pragma(.queryOnly, value: PragmaValue.flag(false)), "PRAGMA query_only = OFF")
        expectSQL(Pragma(.tableXInfo, argument: PragmaValue.name("author")), #"PRAGMA table_xinfo("author")"#)
        expectSQL(Pragma(.tableXInfo, argument: PragmaValue.text("author")), "PRAGMA table_xinfo('author')")
    }

    @Test func descriptionIsTheSameSQL() {
        #expect(Pragma.journalMode(.wal, schema: "main").description == #"PRAGMA "main".journal_mode = WAL"#)
        #expect(Pragma(.userVersion, value: 7).description == "PRAGMA user_version = 7")
    }

    // MARK: Custom pragmas

    @Test func customPragmaRead() {
        expectSQL(Pragma.custom("quarry_extension_setting"), "PRAGMA quarry_extension_setting")
    }

    @Test func customPragmaWithSchemaAndValue() {
        expectSQL(
            Pragma.custom("quarry_setting", schema: "main", value: 1), #"PRAGMA "main".quarry_setting = 1"#)
    }

    @Test func customPragmaCall() {
        expectSQL(
            Pragma.custom("quarry_check", argument: SQLIdentifier("message")),
            #"PRAGMA quarry_check("message")"#)
    }

    @Test func customPragmaKnowsItIsNotListed() {
        #expect(Pragma.custom("quarry_setting").pragmaName == nil)
        #expect(Pragma.custom("quarry_setting").name == "quarry_setting")
    }

    // MARK: Bad input

    @Test func customPragmaNameMustBeAnSQLName() {
        expectRenderingError(
            Pragma.custom("user_version; DROP TABLE message"), .invalidName, mentioning: "pragma name")
    }

    @Test func customPragmaNameCannotBeEmpty() {
        expectRenderingError(Pragma.custom(""), .invalidName, mentioning: "pragma name")
    }

    @Test func customPragmaNameCannotStartWithADigit() {
        expectRenderingError(Pragma.custom("1pragma", value: 1), .invalidName, mentioning: "1pragma")
    }

    @Test func customPragmaNameCannotBeQuoted() {
        expectRenderingError(Pragma.custom(#""user_version""#), .invalidName, mentioning: "pragma name")
    }

    @Test func customPragmaNameWithNUL() {
        expectRenderingError(Pragma.custom("user\0version"), .invalidName, mentioning: "pragma name")
    }

    @Test func schemaWithNUL() {
        expectRenderingError(Pragma(.userVersion, schema: "ma\0in"), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func nameArgumentWithNUL() {
        expectRenderingError(Pragma.tableInfo("mess\0age"), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func textValueWithNUL() {
        expectRenderingError(Pragma(.encoding, value: "UTF\0-8"), .valueOutOfRange, mentioning: "NUL")
    }

    @Test func invalidPragmaStillDescribesItself() {
        #expect(Pragma.custom("a b").description.hasPrefix("/* invalid: "))
    }
}
