/// A `/* … */` comment that a description writes around text it does not control (an error
/// message quoting a name, a list of values). SQLite ends such a comment at the first `*/`, and
/// reads nothing past a NUL, so either one inside the text would let the rest of it run as SQL:
/// a `*/` is written `* /` and a NUL `\0`.
enum SQLComment {
    static func block(_ text: String) -> String {
        var written = "/* "
        var afterStar = false
        for scalar in text.unicodeScalars {
            if scalar == "/" && afterStar { written += " " }
            if scalar == "\0" {
                written += "\\0"
            } else {
                written.unicodeScalars.append(scalar)
            }
            afterStar = scalar == "*"
        }
        return written + " */"
    }
}
