import Foundation
import XCTest
@testable import DuoLintKit

/// The iOS deployment target: versions as written, a `Package.swift`'s platforms, the build settings of a
/// `project.pbxproj` or `.xcconfig`, the lowest of a project's, and its path through the project model (a
/// linted file and a file read only for the model).
final class DeploymentTargetTests: XCTestCase {
    typealias Version = DeploymentTarget.Version

    func testVersionsAsWritten() {
        XCTAssertEqual(Version(text: "26"), Version(26, 0))
        XCTAssertEqual(Version(text: "26.0"), Version(26, 0))
        XCTAssertEqual(Version(text: "17.4.1"), Version(17, 4))
        for bad in ["", "$(inherited)", "v26", "26.", ".26", "26.0.0.1", "0", "twenty"] { XCTAssertNil(Version(text: bad), bad) }
        XCTAssertEqual(Version(packageMember: "v26"), Version(26, 0))
        XCTAssertEqual(Version(packageMember: "v15_4"), Version(15, 4))
        XCTAssertNil(Version(packageMember: "latest"))
        XCTAssertTrue(Version(16, 4) < Version(17, 0))
        XCTAssertEqual(Version(17, 4).description, "17.4")
    }

    func testLowestAndUnknown() {
        XCTAssertNil(DeploymentTarget.lowest([]))
        XCTAssertEqual(DeploymentTarget.lowest([.init(version: Version(18), line: 1), .init(version: Version(16, 4), line: 2)]), Version(16, 4))
        XCTAssertNil(DeploymentTarget.lowest([.init(version: Version(26), line: 1), .init(version: nil, line: 2)]))
    }

    private func manifest(_ text: String) -> [String] {
        let file = SwiftFile(SourceFile(path: "Package.swift", bytes: Array(text.utf8)))
        return DeploymentTarget.targets(ofManifest: file).map { "\($0.line): \($0.version.map(\.description) ?? "unknown")" }
    }

    func testPackageManifests() {
        XCTAssertEqual(manifest("""
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "Journal",
                platforms: [.macOS(.v14), .iOS(.v17), .iOS("16.4")],
                targets: [.target(name: "Journal", platforms: nil)]
            )
            """), ["5: 17.0", "5: 16.4", "5: unknown"])
        XCTAssertEqual(manifest("let package = Package(name: \"P\", platforms: [.iOS(.v26), .macOS(.v26), .visionOS(\"26.0\")])"), ["1: 26.0"])
        XCTAssertEqual(manifest("let package = Package(name: \"Tool\", platforms: [.macOS(.v14)])"), ["1: unknown", "1: unknown"])
        XCTAssertEqual(manifest("let package = Package(name: \"Tool\")"), ["1: unknown"])
        XCTAssertEqual(manifest("let package = Package(name: \"P\", platforms: [.iOS(minimum)])"), ["1: unknown"])
        XCTAssertEqual(manifest("// Package(name: \"x\", platforms: [.iOS(.v26)])\nlet x = \"Package(platforms: [.iOS(.v26)])\""), [])
        // A manifest only by its name.
        let other = SwiftFile(SourceFile(path: "Sources/Package.swift.txt", bytes: Array("let p = Package(name: \"P\")".utf8)))
        XCTAssertEqual(FileSummary(other).deploymentTargets, [])
    }

    /// A project file with a target configuration and a project configuration setting `projectTarget` and
    /// `appTarget` (`IPHONEOS_DEPLOYMENT_TARGET`).
    static func pbxproj(project projectTarget: String, app appTarget: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; buildConfigurationList = PL; targets = (T); };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD); };
        \t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(projectTarget);
        \t\t\tSDKROOT = iphoneos;
        \t\t}; };
        \t\tT = {isa = PBXNativeTarget; name = Journal; productType = "com.apple.product-type.application"; buildConfigurationList = TL; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };
        \t\tTD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(appTarget);
        \t\t}; };
        \t};
        \trootObject = P;
        }

        """
    }

    static let editor = """
        Form { }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }

        """

    /// The fixes' texts of `text_only_bar_item` in `Editor.swift` when linted together with `others`.
    private func roleFixes(_ others: [(path: String, text: String)]) -> [String?] {
        let sources = ([("Editor.swift", Self.editor)] + others).map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
        return Linter(jobs: 1).lint(sources).flatMap(\.findings).filter { $0.ruleID == "text_only_bar_item" }
            .map { $0.fix.map { $0.replacements.map(\.insertedContent).joined(separator: "|") } }
    }

    func testBuildSettingsOfLintedFiles() {
        XCTAssertEqual(roleFixes([]), [nil])
        XCTAssertEqual(roleFixes([("J.xcodeproj/project.pbxproj", Self.pbxproj(project: "26.0", app: "26.1"))]), ["role: .close"])
        // The lowest of the project's: the app's 18.0.
        XCTAssertEqual(roleFixes([("J.xcodeproj/project.pbxproj", Self.pbxproj(project: "26.0", app: "18.0"))]), [nil])
        XCTAssertEqual(roleFixes([("J.xcodeproj/project.pbxproj", Self.pbxproj(project: "26.0", app: "\"$(inherited)\""))]), [nil])
        XCTAssertEqual(roleFixes([("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 26.0 // the first with close\n")]), ["role: .close"])
        XCTAssertEqual(roleFixes([("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 26.0\n"),
                                  ("Package.swift", "let p = Package(name: \"P\", platforms: [.iOS(.v17)])\n")]), [nil])
        XCTAssertEqual(roleFixes([("Package.swift", "let p = Package(name: \"P\", platforms: [.iOS(.v26)])\n")]), ["role: .close"])
    }

    func testSummaryOfABuildSettingsFile() {
        let source = SourceFile(path: "J.xcodeproj/project.pbxproj", bytes: Array(Self.pbxproj(project: "26.0", app: "18.0").utf8))
        let result = Linter(jobs: 1).lint(source, model: nil)
        XCTAssertEqual(result.summary?.deploymentTargets, [DeploymentTarget(version: Version(26), line: 7), DeploymentTarget(version: Version(18), line: 13)])
    }

    /// A run given only the Swift file (a pre-commit hook) reads the project's build settings for the model.
    func testModelOnlyBuildSettingsFile() throws {
        let dir = try makeFolder(self, [("Sources/Editor.swift", Self.editor),
                                        ("Journal.xcodeproj/project.pbxproj", Self.pbxproj(project: "26.0", app: "26.0"))], workTree: true)
        let root = Configuration.absolute(dir.path)
        let linter = Linter(jobs: 1)
        let plan = try linter.plan(paths: [root + "/Sources/Editor.swift"], configurations: ConfigurationSet(currentDirectory: root))
        XCTAssertEqual(plan.projects?.context, [root + "/Journal.xcodeproj/project.pbxproj"])
        let run = linter.run(plan)
        XCTAssertEqual(run.findings.map(\.ruleID), ["text_only_bar_item"])
        XCTAssertEqual(run.findings.first?.fix?.replacements.map(\.insertedContent), ["role: .close"])
        XCTAssertEqual(run.fileCount, 1)
    }
}
