/// What the command line asks for.
struct Options {
    /// Rounds measured after the warm-up.
    var rounds = 7
    /// Tiny sizes, for CI's smoke run.
    var quick = false
    /// A database file in a temporary folder instead of memory.
    var fileBacked = false
    /// Where to write the JSON table, if anywhere.
    var jsonPath: String?
    /// Run only the scenarios whose name contains one of these, or starts with what follows a
    /// leading `^` (empty: all).
    var filters: [String] = []
    /// Operations per scenario when given (for profiling at a chosen size).
    var size: Int?

    /// Operations per scenario: 100,000, or 1,000 with `--quick`.
    var operations: Int { size ?? (quick ? 1_000 : 100_000) }
    /// Rows behind the cursor scenario: 1,000,000, or 10,000 with `--quick` (ten times the size).
    var cursorRows: Int { size.map { $0 * 10 } ?? (quick ? 10_000 : 1_000_000) }

    static let usage = """
        usage: quarry-benchmarks [--quick] [--file] [--rounds N] [--json FILE] [--only NAME]...
          --quick      tiny sizes (a smoke test for CI)
          --file       file-backed databases in a temporary folder instead of memory
          --rounds N   measured rounds after one warm-up (default 7)
          --json FILE  also write the table as JSON
          --only NAME  run only scenarios whose name contains NAME, or starts with it as ^NAME
                       (repeatable)
          --size N     N operations per scenario (10N cursor rows), for profiling
        """

    /// Parses the arguments, or returns the problem.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--file": options.fileBacked = true
            case "--rounds":
                guard let text = remaining.popFirst(), let rounds = Int(text), rounds > 0 else {
                    return .failure(OptionsError("--rounds needs a positive number"))
                }
                options.rounds = rounds
            case "--json":
                guard let path = remaining.popFirst() else {
                    return .failure(OptionsError("--json needs a file"))
                }
                options.jsonPath = path
            case "--only":
                guard let name = remaining.popFirst() else {
                    return .failure(OptionsError("--only needs a name"))
                }
                options.filters.append(name)
            case "--size":
                guard let text = remaining.popFirst(), let size = Int(text), size > 0 else {
                    return .failure(OptionsError("--size needs a positive number"))
                }
                options.size = size
            case "--help", "-h": return .failure(OptionsError(""))
            default: return .failure(OptionsError("unknown argument \(argument)"))
            }
        }
        return .success(options)
    }
}

/// A command line that cannot be run.
struct OptionsError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Options {
    /// Whether a scenario named `name` passes the filter: `^insert` only the scenario whose name
    /// starts with "insert", `insert` every scenario that mentions it ("record insert" too).
    static func matches(_ name: String, _ filter: String) -> Bool {
        filter.hasPrefix("^") ? name.hasPrefix(filter.dropFirst()) : name.contains(filter)
    }
}
