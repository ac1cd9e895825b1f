import PackagePlugin

/// Lints a target's Swift sources on every build in which they changed, with `--reporter xcode`, so the
/// findings show in Xcode's Issue navigator and in `swift build`'s output. Never fails the build: duolint's
/// exit status 1 (findings) is ignored; only a usage or input error (2) fails it.
///
/// A build command (not a prebuild command: duolint is built from source, and prebuild commands can only
/// run binaries). Its one output is an empty Swift file in the plugin's work folder, which SwiftPM compiles
/// into the target: that is what makes the build system run the command, and re-run it when a source changes.
@main
struct DuoLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.path)
        guard !sources.isEmpty else { return [] }
        let duolint = try context.tool(named: "duolint").path
        let stamp = context.pluginWorkDirectory.appending("DuoLint-\(target.name).swift")
        // sh -c SCRIPT sh DUOLINT STAMP FILE…: run duolint on the files, write the stamp, succeed on 0 or 1.
        let script = """
            tool="$1"; stamp="$2"; shift 2
            "$tool" --quiet --reporter xcode -- "$@"; status=$?
            printf '// duolint ran on this target\\n' > "$stamp"
            [ "$status" -le 1 ]
            """
        return [
            .buildCommand(
                displayName: "duolint \(target.name)",
                executable: Path("/bin/sh"),
                arguments: ["-c", script, "sh", duolint.string, stamp.string] + sources.map(\.string),
                inputFiles: sources + [duolint],
                outputFiles: [stamp]
            ),
        ]
    }
}
