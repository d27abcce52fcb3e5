/// The Swift type a column's values read as, chosen from its declared type by SQLite's affinity
/// rules (https://www.sqlite.org/datatype3.html, section 3.1), which also cover STRICT tables'
/// types (`INT`, `INTEGER`, `REAL`, `TEXT`, `BLOB`, `ANY`).
enum SwiftValueType: String, Sendable, Hashable {
    case int64 = "Int64"
    case string = "String"
    case data = "Data"
    case double = "Double"
    case bool = "Bool"
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
    ///    booleans as 0 and 1), otherwise (`NUMERIC`, `DECIMAL(10,2)`, `DATE`, `ANY`) → `SQLValue`,
    ///    since such a column may hold an integer, a real or text, and no one Swift type reads all
    ///    three without loss.
    init(declaredType: String) {
        // SQLite folds ASCII case only: `ınt` (dotless i) is not `INT` to it.
        let type = String(
            declaredType.unicodeScalars.map { scalar in
                ("a"..."z").contains(scalar)
                    ? Character(Unicode.Scalar(scalar.value - 32)!) : Character(scalar)
            })
        if type.contains("INT") {
            self = .int64
        } else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") {
            self = .string
        } else if type.contains("BLOB") {
            self = .data
        } else if type.isEmpty {
            self = .value
        } else if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") {
            self = .double
        } else if type == "BOOLEAN" || type == "BOOL" {
            self = .bool
        } else {
            self = .value
        }
    }
}
