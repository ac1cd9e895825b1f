// swift-tools-version:5.9
// duolint's two plugins over the released binary (an artifact bundle), so a package or an Xcode project that
// uses them compiles neither duolint nor libyaml: the same plugin sources as the main package
// (Plugins -> ../../Plugins), with `duolint` a binary target instead of the executable built from source.
//
// Published at a release as the root of its own repository (SwiftPM takes a package only from a
// repository's root; copied with `cp -RL`, following the Plugins link); the checksums are placeholders until
// then. scripts/dist.sh prints the checksum of each bundle it makes (DIST_WRITE_CHECKSUM=1 writes it here);
// scripts/test-dist.sh checks that the version below is DuoLintVersion.current and uses this manifest with
// the bundle built on this machine (`.binaryTarget(path:)`).
import PackageDescription

let version = "0.1.0"
let releases = "https://github.com/duolint/duolint/releases/download/\(version)"

#if os(Linux)
// x86_64-unknown-linux-gnu; libyaml and the Swift runtime are linked in (the binary needs only glibc, libstdc++, libgcc_s).
let duolint = Target.binaryTarget(
    name: "duolint",
    url: "\(releases)/duolint-\(version)-x86_64-linux.artifactbundle.zip",
    checksum: "0000000000000000000000000000000000000000000000000000000000000000"  // release: from make dist on Linux
)
#else
// arm64-apple-macosx and x86_64-apple-macosx, one universal binary with libyaml linked in.
let duolint = Target.binaryTarget(
    name: "duolint",
    url: "\(releases)/duolint.artifactbundle.zip",
    checksum: "0000000000000000000000000000000000000000000000000000000000000000"  // release: from make dist on macOS
)
#endif

let package = Package(
    name: "DuoLintPlugins",
    products: [
        .plugin(name: "DuoLintCommand", targets: ["DuoLintCommand"]),
        .plugin(name: "DuoLintBuildTool", targets: ["DuoLintBuildTool"]),
    ],
    targets: [
        duolint,
        .plugin(
            name: "DuoLintCommand",
            capability: .command(intent: .custom(verb: "duolint", description: "Lint the package's sources with duolint")),
            dependencies: ["duolint"]
        ),
        .plugin(name: "DuoLintBuildTool", capability: .buildTool(), dependencies: ["duolint"]),
    ]
)
