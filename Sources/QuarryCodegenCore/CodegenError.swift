/// A failure of the schema generator, written as a compiler diagnostic (`file:line: error: …`) so
/// that a build tool plugin's failure points at the schema file in the build log and in IDEs.
public struct CodegenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file at fault, when there is one.
    public let file: String?
    /// The line in ``file``, from 1, when known.
    public let line: Int?
    /// What was wrong: SQLite's message, or the generator's own sentence.
    public let message: String

    /// An error naming a file and a line.
    public init(file: String?, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, or `error: message` without a file.
    public var description: String {
        guard let file else { return "error: \(message)" }
        return "\(file):\(line ?? 1): error: \(message)"
    }
}
