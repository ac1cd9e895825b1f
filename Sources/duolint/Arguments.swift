import DuoLintKit
import Foundation

/// What the command line asked for.
enum Command {
    case lint(LintArguments)
    case rules(id: String?, format: String)
    case tokens(paths: [String], trivia: Bool)
    /// `duolint syntax [--kinds K,…] [--stats] FILE…`; `kinds` nil: the reference's default kinds; `stats`: the
    /// parse's cost instead of the outline.
    case syntax(paths: [String], kinds: [String]?, stats: Bool)
    case version
    case help
    /// `duolint config [PATH] [--config FILE]`: the effective configuration of PATH (default `.`).
    case config(path: String, config: String?)
    /// `duolint lsp [--stdio]`: the language server on standard input and output.
    case lsp
    /// `duolint render SPEC… --output DIR`: one SVG per state of each screen spec.
    case render(RenderCommand.Arguments)
}

/// Options of `duolint lint`.
struct LintArguments {
    var paths: [String] = []
    /// `--reporter`; nil: the configuration's `reporter`, else xcode.
    var reporter: String?
    /// `--config FILE` (one configuration for every file; given twice is a usage error); nil: each file's own chain of `.duolint.yml`.
    var config: String?
    /// `--stdin-path PATH`: lint standard input as the file PATH (then `paths` is just PATH, where the
    /// configuration is looked for).
    var stdinPath: String?
    var output: String?
    /// `--baseline FILE`: findings recorded there are not reported.
    var baseline: String?
    /// `--write-baseline FILE`: record the reported findings there.
    var writeBaseline: String?
    var strict = false
    /// `--model-from-paths`: the project model is built from the linted files only, not the rest of their project.
    var modelFromPaths = false
    var quiet = false
    /// `--timings`: the wall-clock time of each stage of the run on standard error, after the summary line.
    var timings = false
    var jobs: Int?
    /// Width of the fold band in points for `interactive_on_fold`; nil: the configuration's, else 27.
    var foldBand: Double?
    /// `--max-file-size MIB`: the largest input read, in MiB; nil: the configuration's `max_file_size`, else 64.
    var maxFileSize: Int?
    /// `--sarif-category NAME`: GitHub code scanning's category (SARIF `automationDetails.id`).
    var sarifCategory: String?
    /// `--sarif-suppressed include|omit`; nil: include.
    var sarifSuppressed: SARIFOptions.Suppressed?
    /// `--fix`: apply the findings' fixes to the files before reporting what remains.
    var fix = false
    /// `--diff` (with `--fix`): print the fixes as a unified diff on standard output and write nothing.
    var diff = false
}

/// A command-line mistake: printed with the usage hint, exit 2.
struct UsageError: Error {
    var message: String
}

/// The path the display form `argument` stands for, as text, for the options whose files are opened through
/// `String` APIs (`--output`, `--write-baseline`). Throws a `UsageError` when its bytes are not UTF-8:
/// writing to the U+FFFD-repaired name instead would write a different file than the one asked for.
func textPath(_ argument: String, for option: String) throws -> String {
    let bytes = DisplayPath.bytes(of: argument)
    guard String(validating: bytes, as: UTF8.self) != nil else {
        throw UsageError(message: "\(option) does not take a path that is not valid UTF-8, got '\(argument)'")
    }
    return DisplayPath.text(of: argument)
}

/// The lint options that take a value (`--reporter xcode`, `--reporter=xcode`).
let optionsWithValues: Set<String> = ["--reporter", "--output", "--baseline", "--write-baseline", "--config", "--stdin-path",
                                      "--fold-band", "--max-file-size", "--jobs",
                                      "--sarif-category", "--sarif-suppressed"]

/// `arguments` cut where the paths begin: at `--` (left out), or, when `--filenames-last` is among the options,
/// at the first argument that is not an option or an option's value, or that names an existing regular file
/// duolint lints (`--write-baseline=Package.swift`, a file a pull request may add, is a path then). A hook
/// (pre-commit) passes the staged file names after its options, so with `--filenames-last` no file name can be
/// read as an option. `paths` is nil when neither cut applies (or for another command than `lint`).
func splitPaths(_ arguments: [String]) -> (options: [String], paths: [String]?) {
    let subcommands: Set<String> = ["version", "--version", "help", "--help", "-h", "rules", "tokens", "syntax", "config", "lsp", "render"]
    guard let first = arguments.first, !subcommands.contains(first) else { return (arguments, nil) }
    var filenamesLast = false
    var i = first == "lint" ? 1 : 0
    while i < arguments.count {
        let a = arguments[i]
        if a == "--" { return (Array(arguments[..<i]), Array(arguments[(i + 1)...])) }
        if a == "--filenames-last" { filenamesLast = true }
        if filenamesLast && (!a.hasPrefix("-") || a == "-" || namesLintableFile(a)) {
            return (Array(arguments[..<i]), Array(arguments[i...]))
        }
        i += optionsWithValues.contains(a) ? 2 : 1
    }
    return (arguments, nil)
}

/// True when the display path `a` names an existing regular file with a name duolint lints.
private func namesLintableFile(_ a: String) -> Bool {
    guard FileDiscovery.isLintable(path: a) else { return false }
    var st = stat()
    return DisplayPath.withFileSystemPath(a) { stat($0, &st) } == 0 && (st.st_mode & S_IFMT) == S_IFREG
}

/// Parses `arguments` (without the program name), each in display form (`DisplayPath`). Paths to lint,
/// `--stdin-path`, `--config` and `--baseline` stay display forms (the library decodes them to bytes when it
/// opens them); `--output`, `--write-baseline` and the paths of `tokens`, opened through `String` APIs, are
/// decoded to text as `CommandLine.arguments` gives it. Throws `UsageError`.
func parseArguments(_ arguments: [String]) throws -> Command {
    // `--option=value` is the same as `--option value`, until `--` or, with `--filenames-last`, the first path.
    let (options, paths) = splitPaths(arguments)
    var split: [String] = []
    for a in options {
        if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
            split.append(String(a[..<eq]))
            split.append(String(a[a.index(after: eq)...]))
        } else {
            split.append(a)
        }
    }
    if let paths { split += ["--"] + paths }
    var args = split[...]
    switch args.first {
    case "version", "--version":
        if args.count > 1 { throw UsageError(message: "'version' takes no arguments") }
        return .version
    case "lsp":
        // Clients often pass `--stdio`; standard input and output are the only transport.
        if let bad = args.dropFirst().first(where: { $0 != "--stdio" }) {
            throw UsageError(message: "unknown option '\(bad)' for 'lsp' (it takes only --stdio)")
        }
        return .lsp
    case "render":
        return .render(try RenderCommand.parse(Array(args.dropFirst())))
    case "help", "--help", "-h":
        if args.count > 1 { throw UsageError(message: "'help' takes no arguments") }
        return .help
    case "rules":
        args.removeFirst()
        var id: String?
        var format = "text"
        while let a = args.popFirst() {
            if a == "--format" {
                let f = args.popFirst()
                guard let f, f == "text" || f == "markdown" || f == "json" else {
                    throw UsageError(message: "--format expects text, markdown or json, got \(f.map { "'\($0)'" } ?? "nothing")")
                }
                format = f
            } else if a == "--help" || a == "-h" {
                return .help
            } else if a.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(a)' for 'rules'")
            } else if id == nil {
                id = a
            } else {
                throw UsageError(message: "'rules' takes at most one rule id")
            }
        }
        return .rules(id: id, format: format)
    case "config":
        args.removeFirst()
        var path: String?
        var config: String?
        while let a = args.popFirst() {
            if a == "--config" {
                guard let v = args.popFirst() else { throw UsageError(message: "--config expects a value") }
                guard config == nil else { throw UsageError(message: "--config given twice; give one configuration file") }
                config = v
            } else if a == "--help" || a == "-h" {
                return .help
            } else if a.hasPrefix("-") && a != "-" {
                throw UsageError(message: "unknown option '\(a)' for 'config'")
            } else if path == nil {
                path = a
            } else {
                throw UsageError(message: "'config' takes at most one PATH")
            }
        }
        return .config(path: path ?? ".", config: config)
    case "tokens":
        args.removeFirst()
        let trivia = args.contains("--trivia")
        let paths = args.filter { $0 != "--trivia" }
        if let bad = paths.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(message: "unknown option '\(bad)' for 'tokens'")
        }
        if paths.isEmpty { throw UsageError(message: "'tokens' needs at least one FILE") }
        return .tokens(paths: Array(paths), trivia: trivia)
    case "syntax":
        args.removeFirst()
        let args = Array(args)
        var kinds: [String]?
        var paths: [String] = []
        var stats = false
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--stats" {
                stats = true
            } else if a == "--kinds" || a.hasPrefix("--kinds=") {
                let value: String
                if a == "--kinds" {
                    guard i + 1 < args.count else { throw UsageError(message: "'--kinds' needs a value") }
                    value = args[i + 1]
                    i += 1
                } else {
                    value = String(a.dropFirst("--kinds=".count))
                }
                let names = value.split(separator: ",").map(String.init)
                if names.isEmpty { throw UsageError(message: "'--kinds' needs at least one syntax kind (e.g. functionCallExpr,closureExpr)") }
                if let bad = names.first(where: { SyntaxKind(name: $0) == nil || $0 == "unexpected" }) {
                    throw UsageError(message: "unknown syntax kind '\(PrintableText.escaped(bad))' for '--kinds' (SwiftSyntax's names: structDecl, functionCallExpr, ifExpr, …)")
                }
                kinds = names
            } else if a.hasPrefix("-") && a != "-" {
                throw UsageError(message: "unknown option '\(a)' for 'syntax'")
            } else {
                paths.append(a)
            }
            i += 1
        }
        if paths.isEmpty { throw UsageError(message: "'syntax' needs at least one FILE") }
        return .syntax(paths: paths, kinds: kinds, stats: stats)
    case "lint":
        args.removeFirst()
    default:
        break
    }
    var lint = LintArguments()
    var onlyPaths = false
    // An option with a value given twice is a usage error, as `--config` is: which one was meant is unknown.
    var given = Set<String>()
    while let a = args.popFirst() {
        if onlyPaths || !a.hasPrefix("-") || a == "-" { lint.paths.append(a); continue }
        func value() throws -> String {
            guard let v = args.popFirst() else { throw UsageError(message: "\(a) expects a value") }
            if a != "--config", !given.insert(a).inserted { throw UsageError(message: "\(a) given twice; give it once") }
            return v
        }
        switch a {
        case "--": onlyPaths = true
        case "--reporter":
            let r = try value()
            guard Reporters.names.contains(r) else {
                throw UsageError(message: "unknown reporter '\(r)'\(Suggestion.clause(for: r, among: Reporters.names)); expected one of "
                    + Reporters.names.joined(separator: ", "))
            }
            lint.reporter = r
        case "--output": lint.output = try textPath(try value(), for: a)
        case "--baseline": lint.baseline = try value()
        case "--write-baseline": lint.writeBaseline = try textPath(try value(), for: a)
        case "--config":
            let v = try value()
            guard lint.config == nil else { throw UsageError(message: "--config given twice; give one configuration file") }
            lint.config = v
        case "--stdin-path":
            let p = try value()
            // The kind is the name's: `A.xcodeproj/project.pbxproj` is a pbxproj (as `namesLintableFile` reads it).
            guard !p.isEmpty, FileDiscovery.isLintable(path: p) else {
                throw UsageError(message: "--stdin-path expects a .swift, .duo.yml, .duo.yaml, Info.plist, NAME-Info.plist, .xcconfig or project.pbxproj file name, got '\(p)'")
            }
            lint.stdinPath = p
        case "--filenames-last": break
        case "--strict": lint.strict = true
        case "--model-from-paths": lint.modelFromPaths = true
        case "--quiet": lint.quiet = true
        case "--timings": lint.timings = true
        case "--fix": lint.fix = true
        case "--diff": lint.diff = true
        case "--fold-band":
            let v = try value()
            guard let d = Double(v), d.isFinite, d >= 0 else { throw UsageError(message: "--fold-band expects a width in points (0 or more), got '\(v)'") }
            lint.foldBand = d
        case "--max-file-size":
            let v = try value()
            guard !v.isEmpty, v.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(v), (1...ConfigurationReader.maxFileSizeLimit).contains(n) else {
                throw UsageError(message: "--max-file-size expects a whole number of MiB from 1 to \(ConfigurationReader.maxFileSizeLimit), got '\(v)'")
            }
            lint.maxFileSize = n
        case "--sarif-category":
            let v = try value()
            guard !v.isEmpty else { throw UsageError(message: "--sarif-category expects a name, got ''") }
            lint.sarifCategory = v
        case "--sarif-suppressed":
            let v = try value()
            guard let s = SARIFOptions.Suppressed(rawValue: v) else {
                throw UsageError(message: "--sarif-suppressed expects include or omit, got '\(v)'")
            }
            lint.sarifSuppressed = s
        case "--jobs":
            let v = try value()
            guard let n = Int(v), n >= 1 else { throw UsageError(message: "--jobs expects a positive integer, got '\(v)'") }
            lint.jobs = n
        default:
            throw UsageError(message: "unknown option '\(a)'")
        }
    }
    if lint.diff && !lint.fix { throw UsageError(message: "--diff applies to --fix only; give --fix --diff") }
    if lint.fix, lint.stdinPath != nil {
        throw UsageError(message: "--fix rewrites files; it cannot fix standard input (--stdin-path)")
    }
    if lint.diff, lint.writeBaseline != nil {
        throw UsageError(message: "--fix --diff writes nothing; it cannot be given with --write-baseline")
    }
    if let stdinPath = lint.stdinPath {
        guard lint.paths.isEmpty else { throw UsageError(message: "--stdin-path lints standard input only; give no other paths") }
        lint.paths = [stdinPath]
        return .lint(lint)
    }
    if lint.paths.isEmpty { lint.paths = ["."] }
    return .lint(lint)
}

let usage = """
    OVERVIEW: duolint reviews Swift source, screen specs (*.duo.yml), Info.plists and Xcode build settings (*.xcconfig, project.pbxproj) for iPhone Duo readiness.

    USAGE: duolint [lint] [PATH ...] [options]
           duolint rules [ID] [--format text|markdown|json]
           duolint config [PATH] [--config FILE]   the effective configuration of PATH (default .): its files, rules, filters
           duolint lsp [--stdio]                 the language server (LSP 3.17) on standard input and output
           duolint render SPEC ... --output DIR [--config FILE] [--fold-band PT]
                                                 one SVG per state of each screen spec, findings in place
           duolint version

    OPTIONS (lint):
      --reporter NAME   xcode (default), json, sarif, github, checkstyle, junit, codeclimate, sonarqube,
                        markdown or html   (--option=value works too)
      --sarif-category NAME   GitHub code scanning category of a sarif report (automationDetails.id NAME/)
      --sarif-suppressed include|omit   whether a sarif report keeps findings hidden by comments or the
                        baseline as suppressed results (default include; omit for GitHub code scanning)
      --output FILE     write the report to FILE instead of standard output (replaced when complete; never an
                        input; /dev/stdout and devices such as /dev/null are written directly)
      --baseline FILE   do not report the findings recorded in FILE (report only new ones)
      --write-baseline FILE   record the findings (those --baseline hid too) in FILE (JSON) for --baseline
      --config FILE     one configuration for every file (default: each file's .duolint.yml files, its folder's and above)
      --stdin-path PATH lint standard input as the file PATH (.swift, .duo.yml, .duo.yaml, Info.plist or NAME-Info.plist, .xcconfig, project.pbxproj; need not exist)
      --strict          warnings fail the run too (exit 1)
      --model-from-paths   the project model reads only the linted files (default: also the rest of their project)
      --quiet           no progress or summary line on standard error
      --timings         the wall-clock time of each stage (discovery, projects, passes, model, report) on standard error
      --fix             apply the findings' fixes to the files (atomically), then report what remains
      --diff            with --fix: print the fixes as a unified diff on standard output and write nothing
      --jobs N          parallel workers (default: all cores)
      --max-file-size MIB   inputs larger than this are not linted (default: max_file_size, else 64)
      --filenames-last  options end at the first path or existing lintable file (for hooks that pass file names)
      --fold-band PT    width of the band around an active fold that controls must avoid (default 27)

    DEBUGGING:
      duolint tokens [--trivia] FILE ...   print the token stream (the format of swift-tokens)
      duolint syntax [--kinds K,...] FILE ...   print the syntax tree (the format of swift-outline)
      duolint syntax --stats FILE ...      the parse's cost: tokens, nodes, ns and tree bytes per token

    EXIT STATUS: 0 no failing findings, 1 failing findings, 2 usage or input errors.

    """
