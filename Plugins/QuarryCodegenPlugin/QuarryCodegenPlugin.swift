import Foundation
import PackagePlugin

/// Generates Swift from the `.sql` files of the target it is applied to: one build command that
/// runs `quarry-codegen` over them (sorted by file name) into `QuarrySchema.swift` in the plugin's
/// work folder, which SwiftPM compiles with the target. The command declares the schema files as
/// its inputs and the Swift file as its output, so it runs again only when a schema file changes.
@main
struct QuarryCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let schemaFiles = module.sourceFiles(withSuffix: "sql").map(\.url).sorted {
            $0.lastPathComponent.utf8.lexicographicallyPrecedes($1.lastPathComponent.utf8)
        }
        guard !schemaFiles.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("QuarrySchema.swift")
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from its schema",
                executable: try context.tool(named: "quarry-codegen").url,
                arguments: ["--output", output.path] + schemaFiles.map(\.path),
                inputFiles: schemaFiles,
                outputFiles: [output])
        ]
    }
}
