/// A column or CAST type name: `INTEGER`, `TEXT`, `VARCHAR(255)`, `DECIMAL(10, 2)`.
public struct SQLTypeName: Sendable, Hashable {
    /// The words of the name, each an SQL name.
    public let name: String
    /// Up to two size arguments.
    public let arguments: [Int]

    /// Whether both are the same bytes and sizes (not merely canonically equivalent names).
    public static func == (lhs: SQLTypeName, rhs: SQLTypeName) -> Bool {
        lhs.name.isByteEqual(to: rhs.name) && lhs.arguments == rhs.arguments
    }

    /// Hashes the name's bytes and the sizes, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(name))
        hasher.combine(arguments)
    }

    /// A type name of one or more words with optional size arguments, which may also be written in
    /// the name (`SQLTypeName("VARCHAR(255)")`). A word outside SQLite's name rules, an SQL keyword
    /// (`"TEXT PRIMARY KEY"`) or more than two sizes make rendering fail with
    /// ``QuarryError/Kind/invalidName``.
    public init(_ name: String, _ arguments: Int...) {
        self.name = name
        self.arguments = arguments
    }

    /// `INTEGER`: the integer affinity (and, on a rowid table's primary key, the rowid itself).
    public static let integer = SQLTypeName("INTEGER")
    /// `REAL`: the floating-point affinity.
    public static let real = SQLTypeName("REAL")
    /// `TEXT`: the text affinity.
    public static let text = SQLTypeName("TEXT")
    /// `BLOB`: no affinity; values are stored as given.
    public static let blob = SQLTypeName("BLOB")
    /// `NUMERIC`: the numeric affinity.
    public static let numeric = SQLTypeName("NUMERIC")
    /// `ANY`: any value, stored as given (in a STRICT table).
    public static let any = SQLTypeName("ANY")
    /// `INT`: the integer affinity, but not a rowid alias as a primary key.
    public static let int = SQLTypeName("INT")
}

extension SQLTypeName {
    /// Whether SQLite gives a column of this type text affinity: its name holds `CHAR`, `CLOB` or
    /// `TEXT` and not `INT`, which decides first
    /// (https://www.sqlite.org/datatype3.html#determination_of_column_affinity). Bytes, ASCII case
    /// folded, as SQLite reads them.
    var hasTextAffinity: Bool {
        !holds("INT") && (holds("CHAR") || holds("CLOB") || holds("TEXT"))
    }

    /// Whether this is `BOOLEAN` or `BOOL` (ASCII case folded), PostgreSQL's type of conditions.
    var isBoolean: Bool {
        arguments.isEmpty && (name.isSameSQLiteName(as: "BOOLEAN") || name.isSameSQLiteName(as: "BOOL"))
    }

    /// Whether SQLite gives a column of this type integer affinity: its name holds `INT`.
    var hasIntegerAffinity: Bool { holds("INT") }

    private func holds(_ word: StaticString) -> Bool {
        let name = Array(name.asciiUppercased.utf8)
        let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard word.count <= name.count else { return false }
        return (0...(name.count - word.count)).contains { name[$0..<($0 + word.count)].elementsEqual(word) }
    }
}

extension SQLTypeName: SQLRenderable {
    public func render(into renderer: inout SQLRenderer) {
        switch validated() {
        case .failure(let problem): renderer.record(problem)
        case .success(let parts):
            renderer.write(typeWords: parts.words)
            // SQLite ignores sizes; PostgreSQL would truncate, pad or round to them without a
            // word, so they are left out there and the value stays what SQLite gives.
            if !parts.sizes.isEmpty && renderer.dialect == .sqlite {
                renderer.write("(")
                renderer.writeTrusted(parts.sizes.joined(separator: ", "))
                renderer.write(")")
            }
        }
    }

    /// The words and sizes to write, checked against SQLite's grammar for a type name: one or more
    /// names that are not keywords, then at most `(n)` or `(n, m)` with signed integers, in the
    /// name (`"VARCHAR(255)"`) or as `arguments`, not both. Anything else (`"TEXT PRIMARY KEY"`)
    /// would be read as part of the column definition.
    func validated() -> Result<(words: [Substring], sizes: [String]), QuarryError> {
        let opening = name.firstIndex(of: "(")
        let words = name[..<(opening ?? name.endIndex)].split(separator: " ")
        if words.isEmpty { return .failure(problem("it has no name")) }
        for word in words {
            if !SQLName.isValid(String(word)) {
                return .failure(
                    problem(
                        "\(String(word).debugDescription) is not an SQL name (a letter or _, then letters, digits, _ or $)"
                    ))
            }
            if SQLKeywords.contains(word) {
                return .failure(
                    problem("\(word) is an SQL keyword; constraints and COLLATE are ColumnDefinition methods")
                )
            }
        }
        var sizes = arguments.map(String.init)
        if let opening {
            guard arguments.isEmpty else {
                return .failure(problem("its sizes are given both in the name and as arguments"))
            }
            guard let written = Self.sizes(in: name[opening...]) else {
                return .failure(problem("its sizes are not (n) or (n, m) with signed integers"))
            }
            sizes = written
        }
        if sizes.count > 2 { return .failure(problem("it has more than two sizes")) }
        return .success((words, sizes))
    }

    private func problem(_ reason: String) -> QuarryError {
        QuarryError(
            .invalidName,
            "type name \(name.debugDescription) is not a type name (words that are not SQL keywords, then at most (n) or (n, m)): \(reason)"
        )
    }

    /// The signed integers of `( n [, m …] )` followed by nothing but spaces, or `nil`.
    private static func sizes(in text: Substring) -> [String]? {
        var rest = text.dropFirst().drop(while: { $0 == " " })
        var sizes: [String] = []
        while true {
            let sign = rest.first == "+" || rest.first == "-" ? rest.prefix(1) : ""
            rest = rest.dropFirst(sign.count)
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            if digits.isEmpty { return nil }
            sizes.append(String(sign + digits))
            rest = rest.dropFirst(digits.count).drop(while: { $0 == " " })
            switch rest.first {
            case ",": rest = rest.dropFirst().drop(while: { $0 == " " })
            case ")":
                return rest.dropFirst().allSatisfy({ $0 == " " }) ? sizes : nil
            default: return nil
            }
        }
    }
}
