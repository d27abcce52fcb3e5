/// Swift source text with four-space indentation, one line at a time: the generator's only
/// formatting, so that output is laid out the same way every time.
struct SourceWriter {
    /// `public `, `package ` or nothing: what each generated declaration starts with.
    let access: String
    private(set) var text = ""
    private var depth = 0

    init(access: GeneratorOptions.AccessLevel) {
        self.access = access == .internal ? "" : access.rawValue + " "
    }

    /// One line at the current indentation (a multi-line string's line as well: every line of
    /// it is indented at least as much as its closing quotes).
    mutating func line(_ text: String) {
        self.text += String(repeating: "    ", count: depth) + text + "\n"
    }

    /// An empty line.
    mutating func blank() {
        text += "\n"
    }

    /// A line that opens a block; the lines after it are indented.
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    /// A line that closes a block.
    mutating func close(_ text: String) {
        depth -= 1
        line(text)
    }

    /// Lines indented one level more.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
