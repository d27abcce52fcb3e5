import Foundation
import Testing

// The DocC articles' ```swift blocks are compiled here: each block must appear, verbatim (up to
// indentation), between `// docs:begin NAME` and `// docs:end` in a file of this folder (or, for
// QuarryPostgres's articles, of Tests/QuarryPostgresTests/Server/DocSnippets, whose target links libpq
// and runs them on the test server), where the compiler checks it. A block edited in an article but not here, or the other way round, fails.
// A migration guide's block of another library's Swift code starts with the line `// Before: …`
// and is not compiled (that library is not a dependency).

@Suite struct DocSnippetSyncTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyArticleCodeBlockIsACompiledSnippet() throws {
        let snippets = try Self.snippets()
        let blocks = try Self.articleBlocks()
        #expect(!blocks.isEmpty, "no ```swift block found under Sources/*/*.docc")
        let known = Set(snippets.values)
        for block in blocks where !known.contains(block.code) && !block.code.hasPrefix("// Before: ") {
            Issue.record(
                """
                \(block.file):\(block.line): this ```swift block is in no `// docs:begin` region of \
                \(Self.snippetFolders.joined(separator: " or ")):
                \(block.code)
                """)
        }
        let used = Set(blocks.map(\.code))
        for (name, code) in snippets where !used.contains(code) {
            Issue.record("snippet \(name) appears in no article: remove it or show it")
        }
    }

    struct Block {
        var file: String
        var line: Int
        var code: String
    }

    /// The folders whose Swift files hold the snippets, each compiled by its test target.
    static let snippetFolders = [
        "Tests/QuarrySQLiteTests/DocSnippets", "Tests/QuarryPostgresTests/Server/DocSnippets",
    ]

    /// `// docs:begin NAME` … `// docs:end` regions of the Swift files of ``snippetFolders``, by name.
    static func snippets() throws -> [String: String] {
        var regions: [String: String] = [:]
        for folder in snippetFolders.map({ root.appendingPathComponent($0) }) {
            try collectRegions(in: folder, into: &regions)
        }
        return regions
    }

    static func collectRegions(in folder: URL, into regions: inout [String: String]) throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var name: String?
            var lines: [String] = []
            for line in text.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// docs:begin ") {
                    name = String(trimmed.dropFirst("// docs:begin ".count))
                    lines = []
                } else if trimmed == "// docs:end", let current = name {
                    #expect(regions[current] == nil, "snippet \(current) is defined twice")
                    regions[current] = dedented(lines)
                    name = nil
                } else if name != nil {
                    lines.append(line)
                }
            }
            #expect(name == nil, "\(file): snippet \(name ?? "") has no // docs:end")
        }
    }

    /// Every ```swift block of the articles and landing pages in Sources/*/*.docc.
    static func articleBlocks() throws -> [Block] {
        let sources = root.appendingPathComponent("Sources")
        var blocks: [Block] = []
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".md"), path.contains(".docc/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            var start: Int?
            var lines: [String] = []
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if start == nil, trimmed == "```swift" {
                    start = number + 1
                    lines = []
                } else if let first = start, trimmed == "```" {
                    blocks.append(Block(file: "Sources/" + path, line: first, code: dedented(lines)))
                    start = nil
                } else if start != nil {
                    lines.append(line)
                }
            }
        }
        return blocks
    }

    /// The lines without their common indentation or trailing blanks, joined.
    static func dedented(_ lines: [String]) -> String {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        let stripped = lines.map { line -> String in
            let trailingTrimmed = String(line.reversed().drop { $0 == " " }.reversed())
            return String(trailingTrimmed.dropFirst(min(indent, trailingTrimmed.count)))
        }
        var result = stripped
        while result.last?.isEmpty == true { result.removeLast() }
        while result.first?.isEmpty == true { result.removeFirst() }
        return result.joined(separator: "\n")
    }
}
