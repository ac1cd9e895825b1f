import Foundation
import PackagePlugin

/// `swift package duolint [PATH …] [options]`: runs duolint on the given paths, or on the folders of the
/// package's targets (`--target NAME` picks some) when no existing path is given. Other arguments go to
/// duolint unchanged (`swift package duolint Sources --strict --reporter json`). The findings print as duolint
/// prints them; a non-zero exit status of duolint fails the command with that status in the message.
/// In an Xcode project (`XcodeCommandPlugin`) the same, over the Swift source files of the targets Xcode
/// passes with `--target` (every target when none), run from the project's folder.
@main
struct DuoLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        let root = context.package.directory.string
        if !DuoLintRun.namesExistingPath(arguments, root: root) {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { target -> String in
                let folder = target.directory.string
                return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
            }
            arguments += ["--"] + folders
        }
        try DuoLintRun.run(tool: context.tool(named: "duolint").path.string, arguments: arguments, directory: root)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DuoLintCommand: XcodeCommandPlugin {
    /// Lints the given paths, or the Swift source files of the chosen targets (`--target NAME`, as Xcode passes
    /// the targets selected in its dialog; every target when none).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        var arguments = extractor.remainingArguments
        let root = context.xcodeProject.directory.string
        if !DuoLintRun.namesExistingPath(arguments, root: root) {
            let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            let files = targets.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path.string)
            }
            let relative = files.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
            arguments += ["--"] + Array(Set(relative)).sorted()
        }
        try DuoLintRun.run(tool: context.tool(named: "duolint").path.string, arguments: arguments, directory: root)
    }
}
#endif

/// Running duolint for both entry points.
enum DuoLintRun {
    /// True when an argument that is not an option names an existing file or folder (relative to `root`).
    static func namesExistingPath(_ arguments: [String], root: String) -> Bool {
        arguments.contains { argument in
            !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: argument.hasPrefix("/") ? argument : root + "/" + argument)
        }
    }

    /// Runs `tool` with `arguments` in `directory` and waits. Throws `DuoLintFailure` when it exits non-zero
    /// (saying whether it found problems or could not lint) or is killed by a signal.
    static func run(tool: String, arguments: [String], directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw DuoLintFailure(message: "duolint was killed by signal \(process.terminationStatus)")
        }
        switch process.terminationStatus {
        case 0: return
        case 1: throw DuoLintFailure(message: "duolint found problems (exit status 1)")
        case let status: throw DuoLintFailure(message: "duolint failed (exit status \(status): usage, configuration or input error)")
        }
    }
}

/// A failed run, described for the person who ran the command.
struct DuoLintFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
