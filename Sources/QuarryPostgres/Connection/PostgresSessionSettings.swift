import CLibPQ

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The session settings the core pins on every connection, because its literals and value
/// conversions rely on them: `standard_conforming_strings` (a `\` in a `'…'` literal is itself),
/// `DateStyle` ISO (dates read as Quarry's `Date` text), `IntervalStyle`, the UTC time zone,
/// `extra_float_digits = 3` (floats as text that reads back exactly), UTF-8 and hex `bytea`,
/// `transform_null_equals` off, and the configuration's `search_path` when it names one (on a lent
/// session always, and `role` too).
///
/// A server, database or role setting, `options=-c …` in the connection string, a pooler or a
/// `RESET ALL` can give a session other values; the core sets these, reads them back and refuses
/// to run when they do not hold.
struct PostgresSessionSettings {
    /// One pinned setting.
    struct Setting {
        let name: String
        let value: String
        /// Whether the server reports it to the client when it changes (ParameterStatus), which
        /// libpq keeps (`PQparameterStatus`): compared before every statement at no cost.
        let isReported: Bool
        /// `name` and `value` as C strings, for that comparison.
        let cName: [CChar]
        let cValue: [CChar]

        init(_ name: String, _ value: String, isReported: Bool) {
            self.name = name
            self.value = value
            self.isReported = isReported
            cName = Array(name.utf8CString)
            cValue = Array(value.utf8CString)
        }
    }

    /// The pinned settings, in the order they are set.
    let pinned: [Setting]

    /// Whether the settings are for a session a pooler lends per transaction.
    let isLent: Bool

    /// The settings for a session of its own, or, when `isLent`, for one a pooler lends per
    /// transaction: there the search path is always pinned, the configured one or else
    /// `databaseSearchPath` (the database's or role's, which another client's `SET` does not
    /// change), and ends with `pg_temp`, because PostgreSQL looks in the TEMP schema first unless
    /// it is listed, and another client's TEMP table named like one of ours would be read in its
    /// place.
    init(searchPath: [String]?, isLent: Bool = false, databaseSearchPath: String? = nil) {
        var pinned = [
            Setting("client_encoding", "UTF8", isReported: true),
            Setting("standard_conforming_strings", "on", isReported: true),
            Setting("DateStyle", "ISO, MDY", isReported: true),
            Setting("IntervalStyle", "postgres", isReported: true),
            Setting("TimeZone", "UTC", isReported: true),
            Setting("extra_float_digits", "3", isReported: false),
            Setting("bytea_output", "hex", isReported: false),
            // A description's `x = NULL` would read as `x IS NULL`, unlike the bound `x = $1`.
            Setting("transform_null_equals", "off", isReported: false),
        ]
        if isLent {
            // Another client's `SET ROLE` stays on a pooler's session: statements would run with
            // that role's rights and row-security policies.
            pinned.append(Setting("role", "none", isReported: false))
        }
        if let searchPath {
            var text = Self.searchPathText(searchPath)
            if isLent, !searchPath.contains(where: { $0.isByteEqual(to: "pg_temp") }) { text += ", pg_temp" }
            pinned.append(Setting("search_path", text, isReported: false))
        } else if isLent {
            let text = databaseSearchPath ?? ""
            pinned.append(
                Setting("search_path", text.isEmpty ? "pg_temp" : text + ", pg_temp", isReported: false))
        }
        self.pinned = pinned
        self.isLent = isLent
    }

    /// The query of the search path a session of this database and role starts with (what
    /// `RESET` gives): read once when a lent connection opens, since reading `pg_settings` in
    /// every transaction cost about 1 ms.
    static let databaseSearchPathSQL =
        "SELECT s.reset_val FROM pg_catalog.pg_settings s WHERE s.name OPERATOR(pg_catalog.=) E'search_path'"

    /// `search_path` text: each schema a quoted identifier (`"` doubled), as the server stores it.
    static func searchPathText(_ schemas: [String]) -> String {
        schemas.map { schema in
            var quoted = "\""
            for scalar in schema.unicodeScalars {
                if scalar == "\"" { quoted.unicodeScalars.append(scalar) }
                quoted.unicodeScalars.append(scalar)
            }
            return quoted + "\""
        }.joined(separator: ", ")
    }

    /// One simple-protocol text that sets every pinned setting and then reads them all back.
    ///
    /// Values are `E'…'` literals, which read the same whatever `standard_conforming_strings` is
    /// when the text is parsed (the whole text is parsed before its first statement runs).
    var pinningSQL: String {
        let sets = pinned.map {
            "pg_catalog.set_config(\(Self.literal($0.name)), \(Self.literal($0.value)), false)"
        }
        let reads = pinned.map { "pg_catalog.current_setting(\(Self.literal($0.name)))" }
        return "SELECT " + sets.joined(separator: ", ") + "; SELECT " + reads.joined(separator: ", ")
    }

    /// One statement that sets every pinned setting for the current transaction only
    /// (`set_config(…, true)`): what a lent session (``PostgresPooling/transaction``) runs at the
    /// start of every transaction. It fails, with ``pinGuardText`` in its message, when a value
    /// does not read back as set, so that nothing after it in the transaction runs.
    var transactionPinningSQL: String {
        var checks = pinned.map {
            "pg_catalog.set_config(\(Self.literal($0.name)), \(Self.literal($0.value)), true) OPERATOR(pg_catalog.=) \(Self.literal($0.value))"
        }
        if isLent {
            // Checked, not set (only a superuser may set it): `replica`, left on a pooler's session
            // by another client, would run our writes without triggers or foreign-key checks.
            checks.append(
                "pg_catalog.current_setting(E'session_replication_role') OPERATOR(pg_catalog.=) E'origin'")
        }
        return "SELECT CASE WHEN " + checks.joined(separator: " AND ")
            + " THEN 0 ELSE pg_catalog.int4(pg_catalog.set_config(E'quarry.pin_guard', "
            + "\(Self.literal(Self.pinGuardText)), true)) END"
    }

    /// The text the pinning statement's guard fails with (as an integer that does not parse). It
    /// comes through `set_config`, which is volatile: a constant would be parsed as an integer,
    /// and fail, when the statement is planned.
    static let pinGuardText = "quarry: a pinned session setting does not hold"

    /// An escape-string literal: `\` and `'` doubled.
    static func literal(_ text: String) -> String {
        var escaped = "E'"
        for character in text.unicodeScalars {
            if character == "\\" || character == "'" { escaped.unicodeScalars.append(character) }
            escaped.unicodeScalars.append(character)
        }
        return escaped + "'"
    }

    /// The first pinned setting whose value read back is not the one set, with that value.
    func mismatch(readBack values: [String?]) -> (name: String, expected: String, actual: String)? {
        for (index, setting) in pinned.enumerated() {
            let actual = index < values.count ? values[index] : nil
            guard let actual, actual.isByteEqual(to: setting.value) else {
                return (setting.name, setting.value, actual ?? "nothing")
            }
        }
        return nil
    }

    /// Whether every reported setting still has its pinned value, as libpq last heard.
    func reportedSettingsHold(on handle: OpaquePointer) -> Bool {
        for setting in pinned where setting.isReported {
            guard let current = PQparameterStatus(handle, setting.cName), strcmp(setting.cValue, current) == 0
            else { return false }
        }
        return true
    }
}
