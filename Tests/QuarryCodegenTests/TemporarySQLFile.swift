import Foundation

/// A `.sql` file in a fresh temporary folder, removed when the value is dropped.
final class TemporarySQLFile {
    let folder: URL
    let url: URL

    init(name: String, _ text: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quarry-codegen-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
    }

    /// Another file in the same folder.
    func sibling(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
