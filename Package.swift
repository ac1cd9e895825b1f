// swift-tools-version:5.9
// duolint, a design-review analyzer for iPhone Duo readiness.
// Depends only on the toolchain and libyaml (through the CYAML system library).
import PackageDescription

let package = Package(
    name: "duolint",
    products: [
        .executable(name: "duolint", targets: ["duolint"]),
        .library(name: "DuoLintKit", targets: ["DuoLintKit"]),
        .plugin(name: "DuoLintCommand", targets: ["DuoLintCommand"]),
        .plugin(name: "DuoLintBuildTool", targets: ["DuoLintBuildTool"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "DuoLintKit", dependencies: ["CYAML"]),
        .executableTarget(name: "duolint", dependencies: ["DuoLintKit"]),
        // `swift package duolint [PATH …]`: lint the given paths or the package's targets (Plugins/DuoLintCommand).
        .plugin(
            name: "DuoLintCommand",
            capability: .command(intent: .custom(verb: "duolint", description: "Lint the package's sources with duolint")),
            dependencies: ["duolint"]
        ),
        // Lints a target's Swift files on each build with --reporter xcode; never fails the build on findings.
        .plugin(name: "DuoLintBuildTool", capability: .buildTool(), dependencies: ["duolint"]),
        // Tests/PluginFixture is a separate package (make test-integration), outside every target here.
        .testTarget(
            name: "DuoLintKitTests",
            dependencies: ["DuoLintKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
