// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Quarry",
    products: [
        .library(name: "Quarry", targets: ["Quarry"]),
        .library(name: "QuarrySQLite", targets: ["QuarrySQLite"]),
        .library(name: "QuarryTesting", targets: ["QuarryTesting"]),
        .library(name: "QuarryPostgres", targets: ["QuarryPostgres"]),
        .library(name: "QuarryPostgresTesting", targets: ["QuarryPostgresTesting"]),
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
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        .target(name: "QuarryPostgres", dependencies: ["Quarry", "QuarrySQLite", "CLibPQ"]),
        .target(name: "QuarryPostgresTesting", dependencies: ["QuarryPostgres"]),
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
        .executableTarget(
            name: "quarry-postgres-benchmarks",
            dependencies: ["QuarryPostgres", "QuarryPostgresTesting", "CLibPQ"],
            path: "Benchmarks/QuarryPostgresBenchmarks"),
        .testTarget(name: "QuarryTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"]),
        .testTarget(name: "QuarrySQLiteTests", dependencies: ["QuarrySQLite", "QuarryTesting", "CSQLite"]),
        .testTarget(
            name: "QuarryCodegenTests", dependencies: ["QuarryCodegenCore", "QuarrySQLite"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "QuarryPostgresTests",
            dependencies: ["QuarryPostgres", "QuarryPostgresTesting", "QuarryTesting"]),
        .testTarget(
            name: "QuarryFuzzTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
