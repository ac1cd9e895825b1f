import DuoLintKit
import Foundation

/// `duolint render SPEC… --output DIR [--config FILE] [--fold-band PT]`: one SVG per state of each screen spec
/// (`SpecRenderer`), coloured by the spec's findings as `duolint` reports them with the same configuration.
enum RenderCommand {
    /// What `render` was asked for.
    struct Arguments {
        var paths: [String] = []
        var output: String?
        var config: String?
        var foldBand: Double?
        /// `--help`: print the usage and exit 0.
        var help = false
    }

    /// Parses `render`'s arguments (after the word `render`); throws `UsageError`.
    static func parse(_ args: [String]) throws -> Arguments {
        var r = Arguments()
        var rest = args[...]
        while let a = rest.popFirst() {
            func value() throws -> String {
                guard let v = rest.popFirst() else { throw UsageError(message: "\(a) expects a value") }
                return v
            }
            switch a {
            case "--help", "-h": return Arguments(help: true)
            case "--output":
                let v = try value()
                guard !v.isEmpty else { throw UsageError(message: "--output expects a folder, got nothing") }
                r.output = try textPath(v, for: "--output")
            case "--config": r.config = try value()
            case "--fold-band":
                let v = try value()
                guard let d = Double(v), d.isFinite, d >= 0 else { throw UsageError(message: "--fold-band expects a number of points, got '\(v)'") }
                r.foldBand = d
            case "--": r.paths += rest; rest = []
            default:
                if a.hasPrefix("-") && a != "-" { throw UsageError(message: "unknown option '\(a)' for 'render'") }
                r.paths.append(a)
            }
        }
        guard r.output != nil else { throw UsageError(message: "render needs --output DIR, the folder the SVG files go to") }
        guard !r.paths.isEmpty else { throw UsageError(message: "render needs at least one screen spec (*.duo.yml, *.duo.yaml) or folder") }
        return r
    }

    /// Lints the specs under the paths (other files are passed over), writes their drawings into the output
    /// folder (made when missing; each file replaced only when complete, a symbolic link there refused) and
    /// says on standard error how many it wrote of how many specs. Returns 0, or 2 after input, configuration
    /// or write errors (the other drawings are still written).
    static func run(_ args: Arguments, streams: StandardStreams) -> Int32 {
        if args.help { return streams.command(usage) }
        guard let folder = args.output else { return 2 }  // `parse` requires it
        let linter = Linter()
        let run: LintRun
        do {
            let configurations = try Commands.configurationSet(config: args.config)
            // Only the specs: a Swift file's problems are not render's to report.
            let plan = try linter.plan(paths: args.paths, configurations: configurations, foldBand: args.foldBand, projectContext: false)
                .keeping(SpecLinter.isSpec)
            run = linter.run(plan)
        } catch {
            for e in (error as? ConfigurationErrors)?.errors.map(\.description) ?? ["\(error)"] { streams.diagnostic(e) }
            return 2
        }
        var status: Int32 = 0
        for e in run.inputErrors {
            streams.diagnostic("\(e.path)\(e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""): error: \(e.message)")
            status = 2
        }
        let specs = run.files.filter { SpecLinter.isSpec($0.path) }
        if specs.isEmpty {
            streams.diagnostic("duolint: error: no screen spec (*.duo.yml, *.duo.yaml) among \(args.paths.joined(separator: ", "))")
            return 2
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            streams.diagnostic("duolint: error: cannot write drawings to \(folder): it is not a folder")
            return 2
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
            streams.diagnostic("duolint: error: cannot make the folder \(folder): \(reason)")
            return 2
        }
        var written = 0, drawnSpecs = 0
        var names = Set<String>()
        for file in specs where !file.hasInputErrors {
            guard case .success(let bytes) = FileReader.read(path: file.path) else { continue }  // its input error is above
            // An invalid spec's errors are among the run's input errors, printed above.
            let drawings = SpecRenderer.drawings(of: file, bytes: bytes, findings: run.findings.filter { $0.path == file.path }).drawings
            if !drawings.isEmpty { drawnSpecs += 1 }
            for d in drawings {
                // Two specs with one file name in different folders: the later one's drawings get a number.
                var name = d.fileName, k = 2
                while names.contains(name) { name = String(d.fileName.dropLast(4)) + "-\(k).svg"; k += 1 }
                names.insert(name)
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                // A symbolic link there would lead the drawing out of the folder: refused, left as it is.
                var st = stat()
                if lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK {
                    streams.diagnostic("duolint: error: cannot write \(path): it is a symbolic link; render writes only files of its own there")
                    status = 2
                    continue
                }
                switch OutputFile.open(path) {
                case .failure(let e):
                    streams.diagnostic("duolint: error: cannot write \(path): \(e.text)")
                    status = 2
                case .success(let out):
                    if let e = out.write(d.svg) ?? out.commit() {
                        out.discard()
                        streams.diagnostic("duolint: error: cannot write \(path): \(e.text)")
                        status = 2
                    } else {
                        written += 1
                    }
                }
            }
        }
        streams.diagnostic("Wrote \(written) drawing\(written == 1 ? "" : "s") of \(drawnSpecs) screen spec\(drawnSpecs == 1 ? "" : "s") to \(folder)")
        return status
    }
}
