import Foundation
import XCTest
@testable import DuoLintKit

/// The version is written once (`DuoLintVersion.current` in Sources/DuoLintKit/Version.swift): `duolint version`
/// prints it, and the Homebrew formula's tarball tag, the binary-target plugin manifest's release version and
/// `scripts/version.sh` (which names `make dist`'s archives) say the same.
final class VersionTests: XCTestCase {
    private func file(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first capture of `pattern` in `text`, or nil.
    private func capture(_ pattern: String, in text: String) throws -> String? {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    func testDuolintVersionPrintsTheVersionAndExitsZero() throws {
        let result = try runDuolint(["version"])
        XCTAssertEqual(result.stdout, DuoLintVersion.current + "\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(try capture(#"^(\d+\.\d+\.\d+)$"#, in: DuoLintVersion.current), "not MAJOR.MINOR.PATCH")
    }

    func testFormulaTagAndPluginManifestNameTheSameVersion() throws {
        let formula = try file("Formula/duolint.rb")
        XCTAssertEqual(try capture(#"^  url "https://github\.com/duolint/duolint/archive/refs/tags/([^"]+)\.tar\.gz"$"#, in: formula),
                       DuoLintVersion.current)
        XCTAssertEqual(try capture(#"^  homepage "([^"]+)"$"#, in: formula), "https://github.com/duolint/duolint")
        XCTAssertTrue(formula.contains(#"depends_on "libyaml""#))
        XCTAssertTrue(formula.contains(##"printed = shell_output("#{bin}/duolint version").strip"##))
        XCTAssertTrue(formula.contains("      assert_equal version.to_s, printed\n"))
        let manifest = try file("Distribution/BinaryPlugins/Package.swift")
        XCTAssertEqual(try capture(#"^let version = "([^"]+)"$"#, in: manifest), DuoLintVersion.current)
        XCTAssertEqual(try capture(#"^let releases = "([^"]+)/\\\(version\)"$"#, in: manifest),
                       "https://github.com/duolint/duolint/releases/download")
    }

    func testTheREADMENamesTheCurrentVersionEverywhere() throws {
        // Archive names and release URLs in the README: `duolint-0.1.0-…`, `…/releases/download/0.1.0/…`.
        let readme = try file("README.md")
        let regex = try NSRegularExpression(pattern: #"duolint-(\d+\.\d+\.\d+)-|releases/download/(\d+\.\d+\.\d+)/"#)
        let versions = regex.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap { m in
            [1, 2].compactMap { Range(m.range(at: $0), in: readme).map { String(readme[$0]) } }.first
        }
        XCTAssertGreaterThanOrEqual(versions.count, 4)
        XCTAssertEqual(Set(versions), [DuoLintVersion.current])
    }

    func testVersionScriptReadsVersionSwift() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent("scripts/version.sh").path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), DuoLintVersion.current + "\n")
    }
}
