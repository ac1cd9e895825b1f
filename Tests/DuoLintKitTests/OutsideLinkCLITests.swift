import Foundation
import XCTest

/// Symbolic links in a linted tree that lead out of it, through the built `duolint` (issue 12, the breaker's
/// links): a pull request's links must not read files outside the repository into the CI log, nor walk the
/// whole file system. Inputs are generated in a temporary folder; each run is under the watchdog; the tests
/// assert the exact exit status, standard error and report bytes.
final class OutsideLinkCLITests: XCTestCase {
    private static let timeout: TimeInterval = 60

    /// The planted file content and its finding's message.
    private static let planted = Data("let s = UIScreen.main\n".utf8)
    private static let screenMain = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; "
        + "use view.window?.windowScene?.screen instead of UIScreen.main."

    /// The xcode line of the planted finding in the file `path`.
    private func xcode(_ path: String) -> String { "\(path):1:9: error: \(Self.screenMain) (ui_screen_main)\n" }

    /// The input error for a link with a lintable name whose target is outside the folders walked.
    private func outside(_ path: String) -> String {
        "\(path): error: symbolic link to a file outside the folders being linted; not followed "
            + "(name it on the command line to lint it)\n"
    }

    /// Runs `duolint` in `dir`; nil (after failing the test) when it had to be killed.
    private func run(_ arguments: [String], in dir: URL) throws -> CLIResult? {
        let r = try runDuolintMeasured(arguments, in: dir, timeout: Self.timeout).result
        if r.timedOut { XCTFail("duolint did not finish within \(Int(Self.timeout)) s"); return nil }
        return r
    }

    /// Makes the link `path` (relative to `dir`) to `target`.
    private func link(_ path: String, to target: String, in dir: URL) {
        XCTAssertEqual(symlink(target, dir.appendingPathComponent(path).path), 0, path)
    }

    /// The breaker's links: a spec and a configuration linked to files beside the repository printed their
    /// contents (`expected a mapping, got 'https://u:ghp_SECRET@github.com'`, `unknown key 'ghp_TOKEN123'`).
    /// Now the configuration found through a link out of its folder is refused, naming it, and links with
    /// lintable names out of the tree are input errors that show nothing of their targets. Named explicitly
    /// (`--config`, a path argument) they are followed.
    func testLinksToFilesBesideTheRepositoryAreNotRead() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("r"), withIntermediateDirectories: true)
        try Data("https://u:ghp_SECRET@github.com\n".utf8).write(to: dir.appendingPathComponent("cred"))
        try Data("ghp_TOKEN123: 1\n".utf8).write(to: dir.appendingPathComponent("s.yml"))
        try Self.planted.write(to: dir.appendingPathComponent("r/F.swift"))
        link("r/C.duo.yml", to: "../cred", in: dir)
        link("r/A.duo.yml", to: "../s.yml", in: dir)
        link("r/.duolint.yml", to: "../s.yml", in: dir)

        guard let withConfig = try run(["--quiet", "r"], in: dir) else { return }
        XCTAssertEqual(withConfig.status, 2)
        XCTAssertEqual(withConfig.stdout, "")
        XCTAssertEqual(withConfig.stderr, "r/.duolint.yml: error: the configuration found is a symbolic link to a file "
                       + "outside its folder; not read (give it with --config to use it)\n")

        XCTAssertEqual(unlink(dir.appendingPathComponent("r/.duolint.yml").path), 0)
        guard let walk = try run(["--quiet", "r"], in: dir) else { return }
        XCTAssertEqual(walk.status, 2)
        XCTAssertEqual(walk.stdout, xcode("r/F.swift"))
        XCTAssertEqual(walk.stderr, outside("r/A.duo.yml") + outside("r/C.duo.yml"))

        // Named by the user: followed as before.
        link("r/.duolint.yml", to: "../s.yml", in: dir)
        guard let named = try run(["--quiet", "--config", "r/.duolint.yml", "r/C.duo.yml"], in: dir) else { return }
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stdout, "")
        XCTAssertEqual(named.stderr, "r/.duolint.yml:1:1: error: unknown key 'ghp_TOKEN123'; expected one of: "
                       + "disabled_rules, excluded, included, max_file_size, only_rules, opt_in_rules, reporter, root, rules\n")
        XCTAssertEqual(unlink(dir.appendingPathComponent("r/.duolint.yml").path), 0)
        guard let file = try run(["--quiet", "r/C.duo.yml"], in: dir) else { return }
        XCTAssertEqual(file.status, 2)
        XCTAssertEqual(file.stderr, "r/C.duo.yml:1:1: error: expected a mapping, got 'https://u:ghp_SECRET@github.com'\n")
    }

    /// `ln -s / r/x; duolint r` walked the whole file system, /proc included (17.8 s, 2 GB, 4.7 M findings in
    /// the breaker's run). Now the link is skipped: the run lints r's one file and is quick.
    func testLinkToTheFileSystemRootIsNotWalked() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("r"), withIntermediateDirectories: true)
        try Self.planted.write(to: dir.appendingPathComponent("r/F.swift"))
        link("r/x", to: "/", in: dir)
        let measured = try runDuolintMeasured(["--quiet", "r"], in: dir, timeout: Self.timeout)
        XCTAssertFalse(measured.result.timedOut)
        XCTAssertEqual(measured.result.status, 1)
        XCTAssertEqual(measured.result.stdout, xcode("r/F.swift"))
        XCTAssertEqual(measured.result.stderr, "")
        XCTAssertLessThan(measured.peakBytes, 100 << 20)
    }

    /// A monorepo's link to a shared folder: walking the folder that holds both, the shared files are linted
    /// once under their real names (as before); walking only the app, the link leads out of the tree and is
    /// skipped without a word, and so is a link with a name duolint does not lint.
    func testFolderLinkToASiblingOutsideTheRootIsSkipped() throws {
        let dir = try makeTemporaryDirectory(self)
        for name in ["App/A.swift", "Shared/S.swift"] {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.planted.write(to: url)
        }
        try Data("secret\n".utf8).write(to: dir.appendingPathComponent("cred"))
        link("App/Shared", to: "../Shared", in: dir)
        link("App/notes", to: "../cred", in: dir)

        guard let app = try run(["--quiet", "App"], in: dir) else { return }
        XCTAssertEqual(app.status, 1)
        XCTAssertEqual(app.stdout, xcode("App/A.swift"))
        XCTAssertEqual(app.stderr, "")

        guard let all = try run(["--quiet", "."], in: dir) else { return }
        XCTAssertEqual(all.status, 1)
        XCTAssertEqual(all.stdout, xcode("App/A.swift") + xcode("Shared/S.swift"))
        XCTAssertEqual(all.stderr, "")
    }

    /// A `.duolint.yml` that links to a file inside its own folder (a shared configuration kept in the
    /// repository) is found and read as before.
    func testConfigurationLinkedInsideItsFolderIsRead() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("r/cfg"), withIntermediateDirectories: true)
        try Data("disabled_rules: [ui_screen_main]\n".utf8).write(to: dir.appendingPathComponent("r/cfg/duolint.yml"))
        try Self.planted.write(to: dir.appendingPathComponent("r/F.swift"))
        link("r/.duolint.yml", to: "cfg/duolint.yml", in: dir)
        guard let r = try run(["--quiet", "r"], in: dir) else { return }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "")
    }
}
