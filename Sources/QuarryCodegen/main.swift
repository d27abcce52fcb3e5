import Foundation
import QuarryCodegenCore

// quarry-codegen: typed Swift from a schema. See `CodegenCommand.usage`.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(CodegenCommand.usage)
    exit(0)
}
do throws(CodegenError) {
    try CodegenCommand(arguments: arguments).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
