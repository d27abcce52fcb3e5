// swift-tools-version:6.0
import Foundation
import PackageDescription

// The PostgreSQL targets need libpq's header. Without it (and outside CI, where a missing server
// must fail, never skip), they are left out so that the SQLite package still builds and tests, and
// one skipped test in QuarryTests says what to install.
let isCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
let hasLibPQ =
    isCI
    || ["/usr/include/postgresql/libpq-fe.h", "/usr/local/include/postgresql/libpq-fe.h"]
        .contains { FileManager.default.fileExists(atPath: $0) }

// The tests that need a running server (Tests/QuarryPostgresTests/Server) are left out the same way
// when there is none to start or use, so that one skipped test, not one line per test, says so.
let environment = ProcessInfo.processInfo.environment
let serverFolders =
    (environment["QUARRY_POSTGRES_BIN"].map { [$0] } ?? [])
    + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
    .map { "/usr/lib/postgresql/\($0)/bin" }
let hasPostgresServer =
    isCI || !(environment["QUARRY_POSTGRES_URL"] ?? "").isEmpty
    || serverFolders.contains { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }

let package = Package(
    name: "Quarry",
    products: [
        .library(name: "Quarry", targets: ["Quarry"]),
        .library(name: "QuarrySQLite", targets: ["QuarrySQLite"]),
        .library(name: "QuarryTesting", targets: ["QuarryTesting"]),
        .executable(name: "quarry-codegen", targets: ["quarry-codegen"]),
        .plugin(name: "QuarryCodegenPlugin", targets: ["QuarryCodegenPlugin"]),
        .plugin(name: "QuarryGenerateCommand", targets: ["QuarryGenerateCommand"]),
    ],
    targets: [
        .target(name: "Quarry"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "QuarrySQLite", dependencies: ["Quarry", "CSQLite"]),
        .target(name: "QuarryTesting", dependencies: ["Quarry", "CSQLite"]),
        .target(name: "QuarryCodegenCore", dependencies: ["QuarrySQLite"]),
        .executableTarget(
            name: "quarry-codegen", dependencies: ["QuarryCodegenCore"], path: "Sources/QuarryCodegen"),
        .plugin(name: "QuarryCodegenPlugin", capability: .buildTool(), dependencies: ["quarry-codegen"]),
        .plugin(
            name: "QuarryGenerateCommand",
            capability: .command(
                intent: .custom(
                    verb: "quarry-generate",
                    description: "Writes typed Swift for the tables and views of SQL files or a database file"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated Swift file into the package")
                ]),
            dependencies: ["quarry-codegen"]),
        .executableTarget(
            name: "quarry-example", dependencies: ["QuarrySQLite"], path: "Sources/QuarryExample"),
        .executableTarget(
            name: "quarry-benchmarks", dependencies: ["QuarrySQLite", "CSQLite"],
            path: "Benchmarks/QuarryBenchmarks"),
        .testTarget(
            name: "QuarryTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"],
            swiftSettings: hasLibPQ ? [] : [.define("QUARRY_WITHOUT_LIBPQ")]),
        .testTarget(name: "QuarrySQLiteTests", dependencies: ["QuarrySQLite", "QuarryTesting", "CSQLite"]),
        .testTarget(
            name: "QuarryCodegenTests", dependencies: ["QuarryCodegenCore", "QuarrySQLite"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "QuarryFuzzTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if hasLibPQ {
    package.products += [
        .library(name: "QuarryPostgres", targets: ["QuarryPostgres"]),
        .library(name: "QuarryPostgresTesting", targets: ["QuarryPostgresTesting"]),
    ]
    package.targets += [
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        .target(name: "QuarryPostgres", dependencies: ["Quarry", "CLibPQ"]),
        .target(name: "QuarryPostgresTesting", dependencies: ["QuarryPostgres"]),
        .executableTarget(
            name: "quarry-postgres-benchmarks",
            dependencies: ["QuarryPostgres", "QuarryPostgresTesting", "CLibPQ"],
            path: "Benchmarks/QuarryPostgresBenchmarks"),
        .testTarget(
            name: "QuarryPostgresTests",
            dependencies: ["QuarryPostgres", "QuarryPostgresTesting", "QuarryTesting"],
            exclude: hasPostgresServer ? [] : ["Server"],
            swiftSettings: hasPostgresServer ? [] : [.define("QUARRY_WITHOUT_POSTGRES_SERVER")]),
    ]
}
