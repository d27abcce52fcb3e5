/// The Swift type a column's values read as, chosen from its declared type by SQLite's affinity
/// rules (https://www.sqlite.org/datatype3.html, section 3.1), which also cover STRICT tables'
/// types (`INT`, `INTEGER`, `REAL`, `TEXT`, `BLOB`, `ANY`).
enum SwiftValueType: String, Sendable, Hashable {
    case int64 = "Int64"
    case string = "String"
    case data = "Data"
    case double = "Double"
    case bool = "Bool"
    /// `DATE`, `DATETIME` or `TIMESTAMP` exactly: a `Date`, with a ``DateStorage`` read from the
    /// column's values where there are some (see `DateStorageInference`).
    case date = "Date"
    /// Any storage class: no declared type, `ANY`, or NUMERIC affinity (which keeps integers,
    /// reals and text that is not a number as they are).
    case value = "SQLValue"

    /// The rules in SQLite's order: the first that matches decides.
    ///
    /// 1. `INT` anywhere → INTEGER affinity → `Int64`.
    /// 2. `CHAR`, `CLOB` or `TEXT` → TEXT affinity → `String`.
    /// 3. `BLOB` → BLOB affinity → `Data`; no declared type (also BLOB affinity, values kept as
    ///    given) → `SQLValue`.
    /// 4. `REAL`, `FLOA` or `DOUB` → REAL affinity → `Double`.
    /// 5. Anything else → NUMERIC affinity: `BOOLEAN`/`BOOL` exactly → `Bool` (SQLite stores
    ///    booleans as 0 and 1), `DATE`/`DATETIME`/`TIMESTAMP` exactly → `Date` (in the storage its
    ///    values use: NUMERIC affinity keeps text, integers and reals as they are), otherwise (`NUMERIC`, `DECIMAL(10,2)`, `DATE`, `ANY`) → `SQLValue`,
    ///    since such a column may hold an integer, a real or text, and no one Swift type reads all
    ///    three without loss.
    init(declaredType: String) {
        // SQLite folds ASCII case only (`ınt`, dotless i, is not `INT` to it) and looks for the
        // words in the bytes: `INT\u{301}` holds `INT`, though no Swift `Character` of it is `T`.
        let type = Array(declaredType.asciiUppercased.utf8)
        func has(_ word: String) -> Bool {
            let word = Array(word.utf8)
            guard word.count <= type.count else { return false }
            return (0...(type.count - word.count)).contains {
                type[$0..<($0 + word.count)].elementsEqual(word)
            }
        }
        func `is`(_ word: String) -> Bool { type.elementsEqual(word.utf8) }
        if has("INT") {
            self = .int64
        } else if has("CHAR") || has("CLOB") || has("TEXT") {
            self = .string
        } else if has("BLOB") {
            self = .data
        } else if type.isEmpty {
            self = .value
        } else if has("REAL") || has("FLOA") || has("DOUB") {
            self = .double
        } else if `is`("BOOLEAN") || `is`("BOOL") {
            self = .bool
        } else if `is`("DATE") || `is`("DATETIME") || `is`("TIMESTAMP") {
            self = .date
        } else {
            self = .value
        }
    }
}
