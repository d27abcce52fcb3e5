import QuarrySQLite

/// Tells a date column's storage from the values already in it, as `sync` does: SQLite orders
/// every number before every text, so a generated column that binds another form than the file
/// holds would compare wrongly without an error.
enum DateStorageInference {
    /// How many non-NULL values of a date column are sampled.
    static let sampleSize = 100

    /// Unix milliseconds pass 10^11 in March 1973, unix seconds only in the year 5138: numbers
    /// above it are milliseconds (`sync`'s rule).
    static let millisecondsThreshold = 1e11

    /// The storage the values use; `nil` for no values; an error message for text mixed with
    /// numbers, which no one storage reads in time order.
    static func storage(of values: [SQLValue]) -> Result<DateStorage?, Conflict> {
        var hasText = false
        var hasNumber = false
        var largest = 0.0
        for value in values {
            switch value {
            case .text: hasText = true
            case .integer(let number):
                hasNumber = true
                largest = max(largest, abs(Double(number)))
            case .real(let number):
                hasNumber = true
                largest = max(largest, abs(number))
            case .null, .blob: continue
            }
        }
        if hasText && hasNumber { return .failure(Conflict()) }
        if hasText { return .success(.text) }
        guard hasNumber else { return .success(nil) }
        return .success(largest >= millisecondsThreshold ? .unixMilliseconds : .unixSeconds)
    }

    /// A column holding both date text and numbers.
    struct Conflict: Error {}

    /// The storage named on the command line (its Swift case name).
    static func storage(named name: String) -> DateStorage? {
        let all: [DateStorage] = [.text, .unixSeconds, .unixMilliseconds]
        return all.first { "\($0)".isByteEqual(to: name) }
    }

    /// How the generated comment names a storage.
    static func describe(_ storage: DateStorage) -> String {
        switch storage {
        case .text: return "text"
        case .unixSeconds: return "unix seconds"
        case .unixMilliseconds: return "unix milliseconds"
        }
    }
}

/// A date column whose values mix text and numbers: the generator cannot choose a storage.
struct DateStorageConflict: Error, CustomStringConvertible {
    let table: String
    let column: String

    var description: String {
        "column \(column.debugDescription) of table \(table.debugDescription) holds both date text and numbers, so no one date storage reads it in time order: convert the values to one form (or declare the column with another type than DATE, DATETIME or TIMESTAMP to read it as SQLValue)"
    }
}
