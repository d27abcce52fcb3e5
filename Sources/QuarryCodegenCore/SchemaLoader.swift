import Foundation
import QuarrySQLite

/// Turns a ``SchemaInput`` into a ``SchemaModel``: SQL files are applied to an empty in-memory
/// database (SQLite is the parser), a database file is opened read-only; both are then read back
/// by ``SchemaReader``.
public enum SchemaLoader {
    /// The schema the input describes, or an error naming the file, the line and SQLite's message.
    public static func load(_ input: SchemaInput) throws(CodegenError) -> SchemaModel {
        switch input {
        case .sqlFiles(let urls):
            let files = try sqlFiles(in: urls)
            let db = try opened { try Database.inMemory() }
            for file in files { try apply(file, to: db) }
            return try reading(db, file: nil)
        case .database(let url):
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CodegenError(file: url.path, line: nil, message: "no such database file")
            }
            let db = try opened(url.path) { try Database(location: .uri(readOnlyURI(url))) }
            return try reading(db, file: url.path)
        }
    }

    /// The files to apply, in order: folders give the `.sql` files directly inside them.
    public static func sqlFiles(in urls: [URL]) throws(CodegenError) -> [URL] {
        var files: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CodegenError(file: url.path, line: nil, message: "no such file")
            }
            guard isFolder.boolValue else {
                files.append(url)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            } catch {
                throw CodegenError(file: url.path, line: nil, message: "cannot list the folder: \(error)")
            }
            files += names.filter { $0.hasSuffix(".sql") }.map { url.appendingPathComponent($0) }
        }
        return files.sorted { a, b in
            let (nameA, nameB) = (a.lastPathComponent, b.lastPathComponent)
            if nameA != nameB { return nameA.utf8.lexicographicallyPrecedes(nameB.utf8) }
            return a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
        }
    }

    private static func apply(_ file: URL, to db: Database) throws(CodegenError) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw CodegenError(file: file.path, line: nil, message: "cannot read the file: \(error)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CodegenError(file: file.path, line: nil, message: "the file is not UTF-8 text")
        }
        do {
            // Trusted: the developer's own schema, applied to a private in-memory database.
            try db.executeSchemaScript(TrustedSQLScript(unsafeSQL: text, origin: file.path))
        } catch let error as DatabaseError {
            throw CodegenError(
                file: file.path, line: error.scriptLine, message: message(of: error, origin: file.path))
        } catch {
            throw CodegenError(file: file.path, line: nil, message: "\(error)")
        }
    }

    /// SQLite's message with the statement's number, without the file the diagnostic already names.
    static func message(of error: DatabaseError, origin: String) -> String {
        let marker = " of the script \(origin): "
        guard let range = error.message.range(of: marker) else { return error.message }
        let statement = error.message[..<range.lowerBound].replacingOccurrences(
            of: #" \(line \d+\)"#, with: "", options: .regularExpression)
        return "\(statement): \(error.message[range.upperBound...])"
    }

    private static func readOnlyURI(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "file:\(encoded)?mode=ro"
    }

    private static func opened(_ file: String? = nil, _ open: () throws -> Database) throws(CodegenError)
        -> Database
    {
        do {
            return try open()
        } catch {
            throw CodegenError(file: file, line: nil, message: "cannot open the database: \(error)")
        }
    }

    private static func reading(_ db: Database, file: String?) throws(CodegenError) -> SchemaModel {
        do {
            return try SchemaReader.read(db)
        } catch let conflict as DateStorageConflict {
            throw CodegenError(file: file, line: nil, message: conflict.description)
        } catch {
            throw CodegenError(file: file, line: nil, message: "cannot read the schema: \(error)")
        }
    }
}
