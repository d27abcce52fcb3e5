import Foundation
import QuarryCodegenCore

// quarry-codegen: typed Swift from a schema. See `CodegenCommand.usage`.
do throws(CodegenError) {
    let command = try CodegenCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    try command.run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
