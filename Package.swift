// swift-tools-version:5.9
// duolint: a design-review analyzer for iPhone Duo readiness.
// Depends only on the toolchain and libyaml (through the CYAML system library).
import PackageDescription

let package = Package(
    name: "duolint",
    products: [
        .executable(name: "duolint", targets: ["duolint"]),
        .library(name: "DuoLintKit", targets: ["DuoLintKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "DuoLintKit", dependencies: ["CYAML"]),
        .executableTarget(name: "duolint", dependencies: ["DuoLintKit"]),
        .testTarget(
            name: "DuoLintKitTests",
            dependencies: ["DuoLintKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
