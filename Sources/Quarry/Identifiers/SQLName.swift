/// The rule for names that are written bare rather than quoted (functions, modules, type names,
/// parameter names): an ASCII letter or `_`, then letters, digits, `_` or `$`.
enum SQLName {
    static func isValid(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard isLetter(byte) || (byte >= 48 && byte <= 57) || byte == 36 else { return false }
        }
        return true
    }

    static func validate(_ name: String, as what: String) -> QuarryError? {
        isValid(name)
            ? nil
            : QuarryError(
                .invalidName,
                "\(what) name \(name.debugDescription) is not an SQL name (a letter or _, then letters, digits, _ or $)"
            )
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
}
