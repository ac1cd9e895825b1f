// swift-tools-version:5.9
// A small package using duolint's plugins, for `make test-integration` (scripts/test-plugin.sh):
// `swift package duolint` must print the finding in Sources/Fixture/Screen.swift.
// Not part of duolint's own build: no target of ../../Package.swift includes this folder.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "duolint", path: "../.."),
    ],
    targets: [
        .target(name: "Fixture", plugins: [.plugin(name: "DuoLintBuildTool", package: "duolint")]),
    ]
)
