import Quarry
import QuarryTesting
import Testing

/// A pragma whose value is a keyword silently takes a value it does not know for another one
/// (`synchronous = 'bogus'` is `NORMAL`, `auto_vacuum = 'bogus'` is `NONE`, a `wal_checkpoint`
/// of an unknown mode is `PASSIVE`): such a value is refused when rendering, with an error that
/// names the pragma and the keywords it takes, and never the value given (it may be anything a
/// program passed, and values stay out of error text).
@Suite struct PragmaKeywordValueTests {
    func expectRefused(
        _ pragma: Pragma, naming name: String, listing keywords: String, withholding value: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let rendered = try pragma.render()
            Issue.record("expected an error, rendered \(rendered.sql)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == .valueOutOfRange, sourceLocation: sourceLocation)
            #expect(
                error.message.contains("PRAGMA \(name)"), "\(error.message)", sourceLocation: sourceLocation)
            #expect(error.message.contains(keywords), "\(error.message)", sourceLocation: sourceLocation)
            #expect(!error.message.contains(value), "\(error.message)", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownTextIsRefused() {
        expectRefused(
            Pragma(.journalMode, value: "secret-journal"), naming: "journal_mode",
            listing: "DELETE, TRUNCATE, PERSIST, MEMORY, WAL, OFF", withholding: "secret-journal")
        expectRefused(
            Pragma(.synchronous, value: "hunter2"), naming: "synchronous",
            listing: "OFF, NORMAL, FULL, EXTRA or 0 to 3", withholding: "hunter2")
        expectRefused(
            Pragma(.lockingMode, schema: "main", value: "shared'; --"), naming: "locking_mode",
            listing: "NORMAL, EXCLUSIVE", withholding: "shared")
        expectRefused(
            Pragma(.tempStore, value: "RAM"), naming: "temp_store",
            listing: "DEFAULT, FILE, MEMORY or 0 to 2",
            withholding: "RAM")
        expectRefused(
            Pragma(.autoVacuum, value: "sometimes"), naming: "auto_vacuum",
            listing: "NONE, FULL, INCREMENTAL or 0 to 2", withholding: "sometimes")
        expectRefused(
            Pragma(.secureDelete, value: "shred"), naming: "secure_delete",
            listing: "OFF, ON, FAST or 0 to 2",
            withholding: "shred")
        expectRefused(
            Pragma(.walCheckpoint, argument: "eventually"), naming: "wal_checkpoint",
            listing: "PASSIVE, FULL, RESTART, TRUNCATE", withholding: "eventually")
        expectRefused(
            Pragma(.encoding, value: "latin-1"), naming: "encoding",
            listing: "UTF-8, UTF-16, UTF-16le, UTF-16be", withholding: "latin-1")
        expectRefused(
            Pragma.custom("JOURNAL_MODE", value: "nothing"), naming: "JOURNAL_MODE",
            listing: "DELETE, TRUNCATE", withholding: "nothing")
    }

    @Test func numbersOutOfRangeAndOtherFormsAreRefused() {
        expectRefused(
            Pragma(.synchronous, value: 7), naming: "synchronous",
            listing: "OFF, NORMAL, FULL, EXTRA or 0 to 3",
            withholding: "7")
        expectRefused(
            Pragma(.autoVacuum, value: -1), naming: "auto_vacuum", listing: "NONE, FULL, INCREMENTAL",
            withholding: "-1")
        expectRefused(
            Pragma(.journalMode, value: 1), naming: "journal_mode", listing: "DELETE, TRUNCATE",
            withholding: "= 1")
        expectRefused(
            Pragma(.journalMode, value: SQLIdentifier("wal")), naming: "journal_mode", listing: "DELETE",
            withholding: "\"wal\"")
        // `ON` means NORMAL to `synchronous`: only the enum's keywords are taken.
        expectRefused(
            Pragma(.synchronous, value: true), naming: "synchronous", listing: "OFF, NORMAL",
            withholding: " ON")
    }

    @Test func keywordsTextsAndNumbersThatSQLiteKnowsRender() {
        expectSQL(Pragma.journalMode(.wal), "PRAGMA journal_mode = WAL")
        expectSQL(Pragma(.journalMode, value: "wal"), "PRAGMA journal_mode = 'wal'")
        expectSQL(Pragma(.synchronous, value: "Normal"), "PRAGMA synchronous = 'Normal'")
        expectSQL(Pragma(.synchronous, value: 3), "PRAGMA synchronous = 3")
        expectSQL(Pragma(.synchronous, value: false), "PRAGMA synchronous = OFF")
        expectSQL(Pragma(.secureDelete, value: true), "PRAGMA secure_delete = ON")
        expectSQL(Pragma(.autoVacuum, value: 2), "PRAGMA auto_vacuum = 2")
        expectSQL(Pragma(.walCheckpoint, argument: "truncate"), "PRAGMA wal_checkpoint('truncate')")
        expectSQL(Pragma(.encoding, value: "utf-16LE"), "PRAGMA encoding = 'utf-16LE'")
        expectSQL(Pragma(.journalMode), "PRAGMA journal_mode")
    }

    /// The NUL error names the pragma, not the value.
    @Test func aTextValueWithNULIsRefusedWithoutTheValue() {
        expectRefused(
            Pragma(.tempStoreDirectory, value: "/private/\0secret"), naming: "temp_store_directory",
            listing: "NUL", withholding: "secret")
    }
}
