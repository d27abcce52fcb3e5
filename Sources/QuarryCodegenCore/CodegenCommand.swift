import Foundation

/// The `quarry-codegen` command line: what to read, where to write, and the options.
public struct CodegenCommand: Sendable, Hashable {
    /// The help text.
    public static let usage = """
        usage: quarry-codegen [--output FILE] [--access internal|package|public] [--schema-type NAME]
                              [--date-storage text|unixSeconds|unixMilliseconds]
                              (--database FILE | SQL-FILE-OR-FOLDER...)
        Applies the .sql files (sorted by file name) to an empty in-memory SQLite database, or opens
        the database file read-only, and writes Swift for its tables and views to FILE (standard
        output without --output). DATE, DATETIME and TIMESTAMP columns become Date in the storage
        their values use (a database file), or in --date-storage (text by default) where no value
        tells.
        """

    /// Where the schema comes from.
    public var input: SchemaInput
    /// The file to write, or `nil` for standard output.
    public var output: URL?
    /// How to write it.
    public var options: GeneratorOptions

    /// Parses the arguments (without the program's name).
    public init(arguments: [String]) throws(CodegenError) {
        var files: [URL] = []
        var database: URL?
        var output: URL?
        var options = GeneratorOptions()
        var remaining = arguments[...]
        func value(for flag: String) throws(CodegenError) -> String {
            guard let value = remaining.popFirst() else { throw Self.usageError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output", "-o": output = URL(fileURLWithPath: try value(for: argument))
            case "--database": database = URL(fileURLWithPath: try value(for: argument))
            case "--schema-type": options.schemaTypeName = try value(for: argument)
            case "--access":
                let text = try value(for: argument)
                guard let access = GeneratorOptions.AccessLevel(rawValue: text) else {
                    throw Self.usageError("unknown access level \(text)")
                }
                options.access = access
            case "--date-storage":
                let text = try value(for: argument)
                guard let storage = DateStorageInference.storage(named: text) else {
                    throw Self.usageError("unknown date storage \(text)")
                }
                options.dateStorage = storage
            case "--help", "-h": throw Self.usageError(nil)
            default:
                if argument.hasPrefix("-") { throw Self.usageError("unknown option \(argument)") }
                files.append(URL(fileURLWithPath: argument))
            }
        }
        let input: SchemaInput
        if let database {
            guard files.isEmpty else {
                throw Self.usageError("give either --database or SQL files, not both")
            }
            input = .database(database)
            options.sourceNames = [database.lastPathComponent]
        } else {
            guard !files.isEmpty else { throw Self.usageError("no schema given") }
            let sorted = try SchemaLoader.sqlFiles(in: files)
            input = .sqlFiles(sorted)
            options.sourceNames = sorted.map(\.lastPathComponent)
        }
        guard SwiftName.type(options.schemaTypeName, fallback: "") == options.schemaTypeName else {
            throw Self.usageError("--schema-type must be an UpperCamelCase Swift name")
        }
        self.input = input
        self.output = output
        self.options = options
    }

    /// Reads the schema, generates the Swift and writes it.
    public func run() throws(CodegenError) {
        let model = try SchemaLoader.load(input)
        let source = SchemaGenerator.generate(model, options: options)
        guard let output else {
            FileHandle.standardOutput.write(Data(source.utf8))
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: output, options: .atomic)
        } catch {
            throw CodegenError(file: output.path, line: nil, message: "cannot write the output: \(error)")
        }
    }

    private static func usageError(_ problem: String?) -> CodegenError {
        CodegenError(file: nil, line: nil, message: (problem.map { $0 + "\n" } ?? "") + usage)
    }
}
