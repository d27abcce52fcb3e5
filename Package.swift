// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Quarry",
    products: [
        .library(name: "Quarry", targets: ["Quarry"]),
        .library(name: "QuarrySQLite", targets: ["QuarrySQLite"]),
        .library(name: "QuarryTesting", targets: ["QuarryTesting"]),
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
        .executableTarget(
            name: "quarry-example", dependencies: ["QuarrySQLite"], path: "Sources/QuarryExample"),
        .executableTarget(
            name: "quarry-benchmarks", dependencies: ["QuarrySQLite", "CSQLite"],
            path: "Benchmarks/QuarryBenchmarks"),
        .testTarget(name: "QuarryTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"]),
        .testTarget(name: "QuarrySQLiteTests", dependencies: ["QuarrySQLite", "QuarryTesting", "CSQLite"]),
        .testTarget(
            name: "QuarryFuzzTests", dependencies: ["Quarry", "QuarryTesting", "CSQLite"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
