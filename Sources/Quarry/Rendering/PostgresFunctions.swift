/// How PostgreSQL writes each of SQLite's built-in functions that Quarry exposes: the same call,
/// another name, another form, or a refusal naming why. A name not listed here (an application's
/// own function) is written as given.
enum PostgresFunctions {
    enum Spelling {
        /// Written as SQLite writes it: PostgreSQL's function of that name means the same.
        case same
        /// PostgreSQL's name for the same function.
        case renamed(StaticString)
        /// Refused: PostgreSQL's namesake is missing or means another thing.
        case refused(String)
        /// Scalar `max(a, b, …)` and `min(a, b, …)`: `GREATEST` and `LEAST`, NULL when an argument
        /// is (as SQLite's are; PostgreSQL's skip NULLs); with one argument, the aggregate, written
        /// as is.
        case greatestOrLeast(StaticString)
        /// `unicode(x)`: `ascii(NULLIF(x, ''))`, the first character's code point, NULL for ''.
        case codePoint
        /// `substr(x, start[, length])`: PostgreSQL's `substr`, with a negative start counted from
        /// the end as SQLite counts it (`length(x) + start + 1`; PostgreSQL's counts from before
        /// the first character).
        case substring
        /// `iif(c, a, b)`: `CASE WHEN c THEN a ELSE b END`.
        case ifThenElse
        /// `likelihood(x, p)`, `likely(x)`, `unlikely(x)`: planner hints that return `x`.
        case hint
        /// `group_concat(x [, separator])`: `string_agg(x, separator)`, `','` by default.
        case stringAggregate
        /// `trim(x, characters)`: `btrim`; `trim(x)` is written as is.
        case trim
    }

    /// SQLite's rowid aliases, which name no column of a PostgreSQL table.
    static func isRowID(_ name: String) -> Bool {
        switch name.asciiLowercased {
        case "rowid", "_rowid_": true
        default: false
        }
    }

    static func spelling(of name: String) -> Spelling {
        // ASCII only, as both databases fold function names: `"\u{212A}"` (Kelvin) is no `k`.
        let lowered = name.asciiLowercased
        switch lowered {
        case "abs", "coalesce", "nullif", "length", "replace", "lower", "upper", "ltrim", "rtrim",
            "count", "avg", "sum",
            "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "ceil", "cos", "cosh", "degrees",
            "exp",
            "floor", "ln", "log10", "pi", "pow", "radians", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
            "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
            "first_value", "last_value", "nth_value":
            return .same
        case "ifnull": return .renamed("coalesce")
        case "instr": return .renamed("strpos")
        case "unicode": return .codePoint
        case "substr", "substring": return .substring
        case "max": return .greatestOrLeast("GREATEST")
        case "min": return .greatestOrLeast("LEAST")
        case "iif": return .ifThenElse
        case "likelihood", "likely", "unlikely": return .hint
        case "group_concat": return .stringAggregate
        case "trim": return .trim
        case "log": return .refused("has log(x) as SQLite does, but log(b, x) only for numeric")
        case "changes", "total_changes":
            return .refused("has no such function; the execution core reports the rows a statement changed")
        case "last_insert_rowid": return .refused("has no rowid; use RETURNING")
        case "random":
            return .refused("has random(), but it returns a double in [0, 1), not a 64-bit integer")
        case "randomblob", "zeroblob": return .refused("has no such function")
        case "round":
            return .refused("has round(x), but round(x, digits) only for numeric, not double precision")
        case "sign": return .refused("has sign(x), but it returns the argument's type, not an integer")
        case "typeof":
            return .refused("has pg_typeof, which names PostgreSQL's types, not SQLite's storage classes")
        case "quote": return .refused("quotes with quote_literal and quote_nullable, whose results differ")
        case "hex": return .refused("writes hexadecimal with encode(x, 'hex'), in lower case")
        case "char": return .refused("has chr(n), which takes one code point")
        case "soundex": return .refused("has soundex only in the fuzzystrmatch extension")
        case "format", "printf": return .refused("has format(), whose placeholders are not printf's")
        case "like", "glob": return .refused("has no such function; write the operator")
        case "log2", "mod": return .refused("has no such function for double precision")
        case "total": return .refused("has no total(); write coalesce(sum(x), 0)")
        case "date", "time", "datetime", "julianday", "unixepoch", "strftime":
            return .refused("has no SQLite date and time functions; its date types have their own")
        case "bm25", "highlight", "snippet", "matchinfo", "offsets":
            return .refused("has no FTS3 or FTS5 functions; its full-text search is tsvector")
        case "sqlite_version", "sqlite_source_id", "sqlite_compileoption_used", "sqlite_compileoption_get",
            "load_extension":
            return .refused("is not SQLite")
        default:
            if lowered.hasPrefix("json") {
                return .refused(
                    "has JSON functions of its own, over json and jsonb, with other names and results")
            }
            if lowered.hasPrefix("pragma_") || lowered.hasPrefix("sqlite_") {
                return .refused("has no such function")
            }
            return .same
        }
    }
}
