import Foundation
import PackagePlugin

/// `swift package quarry-generate --database app.sqlite --output Sources/App/Schema.swift`: runs
/// `quarry-codegen` with the given arguments in the package's folder, for a schema the build
/// plugin cannot see (an existing database file), and writes the Swift into the package.
@main
struct QuarryGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "quarry-codegen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("quarry-codegen failed (exit status \(process.terminationStatus))")
            throw GenerateFailure()
        }
    }
}

/// The generator reported its error on standard error; this only makes the command fail.
struct GenerateFailure: Error, CustomStringConvertible {
    var description: String { "quarry-codegen failed" }
}
