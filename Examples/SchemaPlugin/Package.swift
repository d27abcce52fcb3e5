// swift-tools-version:6.0
import PackageDescription

// An app target whose tables are declared once, in `schema.sql`: Quarry's build plugin generates
// the typed Swift for them at build time. Built and run by `scripts/ci.d/plugin-example.sh`.
let package = Package(
    name: "SchemaPlugin",
    dependencies: [.package(name: "Quarry", path: "../..")],
    targets: [
        .executableTarget(
            name: "SchemaPluginExample",
            dependencies: [.product(name: "QuarrySQLite", package: "Quarry")],
            plugins: [.plugin(name: "QuarryCodegenPlugin", package: "Quarry")])
    ],
    swiftLanguageModes: [.v6]
)
