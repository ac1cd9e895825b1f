import Foundation
import PackagePlugin

/// `swift package duolint [PATH …] [options]`: runs duolint on the given paths, or on the folders of the
/// package's targets (`--target NAME` picks some) when no existing path is given. Other arguments go to
/// duolint unchanged (`swift package duolint Sources --strict --reporter json`). The findings print as duolint
/// prints them; a non-zero exit status of duolint fails the command with that status in the message.
@main
struct DuoLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        let root = context.package.directory.string
        let fileManager = FileManager.default
        func exists(_ path: String) -> Bool {
            fileManager.fileExists(atPath: path.hasPrefix("/") ? path : root + "/" + path)
        }
        if !arguments.contains(where: { !$0.hasPrefix("-") && exists($0) }) {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { target -> String in
                let folder = target.directory.string
                return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
            }
            arguments += ["--"] + folders
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try context.tool(named: "duolint").path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
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

struct DuoLintFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
