extension PragmaName {
    /// The values a pragma whose value is a keyword takes: its keywords as written in errors, other
    /// spellings SQLite also knows, and how many numbers (`0..<numbers`, SQLite's numbering of the
    /// same keywords) it takes in their place. `nil` for a pragma whose value is not a keyword.
    ///
    /// SQLite takes a value it does not know for one of these as another, silently:
    /// `synchronous = 'bogus'` is `NORMAL`, `auto_vacuum = 'bogus'` is `NONE`, a `wal_checkpoint`
    /// of an unknown mode is `PASSIVE`, a `journal_mode` or `locking_mode` stays as it was.
    var keywordValues: (keywords: [String], aliases: [String], numbers: Int)? {
        switch self {
        case .journalMode: return (Pragma.JournalMode.allCases.map(\.rawValue), [], 0)
        case .lockingMode: return (Pragma.LockingMode.allCases.map(\.rawValue), [], 0)
        case .synchronous: return (Pragma.Synchronous.allCases.map(\.rawValue), [], 4)
        case .tempStore: return (Pragma.TempStore.allCases.map(\.rawValue), [], 3)
        case .autoVacuum: return (Pragma.AutoVacuum.allCases.map(\.rawValue), [], 3)
        case .secureDelete: return (Pragma.SecureDelete.allCases.map(\.rawValue), [], 3)
        case .walCheckpoint: return (Pragma.CheckpointMode.allCases.map(\.rawValue), [], 0)
        case .encoding:
            return (Pragma.TextEncoding.allCases.map(\.rawValue), ["UTF8", "UTF16", "UTF16le", "UTF16be"], 0)
        default: return nil
        }
    }
}

extension Pragma {
    /// The error for a value that the pragma does not take, or `nil`. The error names the pragma
    /// and the values it takes, never the value given: a program may pass anything there, and
    /// values stay out of error text.
    func refusal(of value: PragmaValue) -> QuarryError? {
        if case .text(let text) = value.storage, text.utf8.contains(0) {
            return QuarryError(
                .valueOutOfRange,
                "the value of PRAGMA \(name) contains a NUL character, which a PRAGMA cannot hold")
        }
        let listed: PragmaName?
        switch subject {
        case .listed(let name): listed = name
        case .custom(let name): listed = PragmaName(rawValue: name.asciiLowercased)
        }
        guard let accepted = listed?.keywordValues else { return nil }
        func takes(_ word: String) -> Bool {
            // SQLite folds ASCII letters only: `"ſafe"` is not `SAFE`.
            (accepted.keywords + accepted.aliases).contains { $0.isSameSQLiteName(as: word) }
        }
        let form: String
        switch value.storage {
        case .keyword(let word):
            if takes(word) { return nil }
            form = "keyword"
        case .text(let text):
            if takes(text) { return nil }
            form = "text value"
        case .integer(let number):
            if (0..<Int64(accepted.numbers)).contains(number) { return nil }
            form = "number"
        case .name: form = "name"
        }
        var takes = accepted.keywords.joined(separator: ", ")
        if accepted.numbers > 0 { takes += " or 0 to \(accepted.numbers - 1)" }
        return QuarryError(
            .valueOutOfRange,
            "PRAGMA \(name) takes \(takes) (in any letter case); the \(form) given is none of them, and SQLite "
                + "would silently take it for another")
    }
}
