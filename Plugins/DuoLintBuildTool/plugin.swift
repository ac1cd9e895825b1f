import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build in which they changed, with `--reporter xcode`, so the
/// findings show in Xcode's Issue navigator and in `swift build`'s output. By default it never fails the build,
/// whatever duolint finds or cannot read: every line duolint prints as `path:line:column: error:` (or
/// `path: error:`) is printed as a `warning:` instead, since Xcode fails a build step that prints an `error:`
/// line even when it exits 0, and exit status 1 or 2 is reported as a warning line. `DUOLINT_BUILD_FAIL`, in
/// the environment of the build that runs the plugin, changes that:
///
/// - `never` (or unset): never fail, errors shown as warnings;
/// - `errors`: fail when duolint exits non-zero (error-level findings, printed as `error:`, or usage,
///   configuration or input errors);
/// - `warnings`: the same with `--strict`, so warning-level findings fail it too.
///
/// Another value is reported as a plugin warning and read as `never`. The mode is an argument of the build
/// command, so changing it re-runs duolint. A build command (not a prebuild command: in the main package duolint
/// is built from source, and prebuild commands can only run binaries). Its one output is a Swift file holding
/// only a comment, in the plugin's work folder, compiled into the target: that makes the build system run the
/// command, and re-run it when a source changes. Xcode project targets get the same (`XcodeBuildToolPlugin`).
@main
struct DuoLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try DuoLintBuildCommand.commands(
            tool: context.tool(named: "duolint").path, workDirectory: context.pluginWorkDirectory,
            targetName: target.name, sources: target.sourceFiles(withSuffix: "swift").map(\.path))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DuoLintBuildTool: XcodeBuildToolPlugin {
    /// The same command for an Xcode project's target, over its Swift source files (the target's input files).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
        return try DuoLintBuildCommand.commands(
            tool: context.tool(named: "duolint").path, workDirectory: context.pluginWorkDirectory,
            targetName: target.displayName, sources: sources)
    }
}
#endif

/// The build command both plugin entry points return.
enum DuoLintBuildCommand {
    /// The modes `DUOLINT_BUILD_FAIL` may name (see `DuoLintBuildTool`).
    static let modes: Set<String> = ["never", "errors", "warnings"]

    /// One command linting `sources` (absolute paths) with the `duolint` at `tool`, whose output is
    /// `workDirectory/DuoLint-TARGET.swift`; none when `sources` is empty.
    static func commands(tool: Path, workDirectory: Path, targetName: String, sources: [Path]) throws -> [Command] {
        guard !sources.isEmpty else { return [] }
        var mode = ProcessInfo.processInfo.environment["DUOLINT_BUILD_FAIL"] ?? "never"
        if mode.isEmpty { mode = "never" }
        if !modes.contains(mode) {
            Diagnostics.warning("DUOLINT_BUILD_FAIL=\(mode) is not never, errors or warnings; the build is not failed by duolint")
            mode = "never"
        }
        let stamp = workDirectory.appending("DuoLint-\(targetName).swift")
        // sh -c SCRIPT sh DUOLINT STAMP MODE FILE…: lint the files, write the stamp, exit as the mode says.
        let script = """
            tool="$1"; stamp="$2"; mode="$3"; shift 3
            if [ "$mode" = warnings ]; then "$tool" --quiet --strict --reporter xcode -- "$@"; exit_status=$?
            elif [ "$mode" = errors ]; then "$tool" --quiet --reporter xcode -- "$@"; exit_status=$?
            else
                # never: the report (and any error on standard error) with each line's first ": error: " made a
                # warning; duolint's lines start with the path, so that is the severity it printed.
                "$tool" --quiet --reporter xcode -- "$@" > "$stamp.log" 2>&1; exit_status=$?
                sed 's/: error: /: warning: /' "$stamp.log"
                rm -f "$stamp.log"
            fi
            printf '// duolint ran on this target\\n' > "$stamp"
            if [ "$mode" = never ]; then
                [ "$exit_status" -le 1 ] || echo "warning: duolint exited with status $exit_status (usage, configuration or input error, printed above); the build goes on"
                exit 0
            fi
            exit "$exit_status"
            """
        return [
            .buildCommand(
                displayName: "duolint \(targetName)",
                executable: Path("/bin/sh"),
                arguments: ["-c", script, "sh", tool.string, stamp.string, mode] + sources.map(\.string),
                inputFiles: sources + [tool],
                outputFiles: [stamp]
            ),
        ]
    }
}
