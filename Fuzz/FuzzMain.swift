// libFuzzer entry for duolint. Built by scripts/fuzz.sh together with every file of Sources/DuoLintKit
// into one module, so the library's types are used here without an import.
import Foundation

/// Everything the lint path needs, made once per fuzzing process.
private let fuzzLinter = Linter(jobs: 1)
private let fuzzRuleDescriptions = RuleRegistry.descriptions
private let fuzzReporters: [any Reporter] = Reporters.names.map { Reporters.named($0, version: DuoLintVersion.current)! }

/// libFuzzer's entry point. The first byte picks the file kind and is not part of the file: odd (`s`, 0x73)
/// lints the rest as `Fuzz.swift`, `p` (0x70) as `Info.plist`, any other even byte (`d`, 0x64) as `Fuzz.duo.yml`. The file goes through `Linter.lint`,
/// the call the CLI makes for every file it reads, then through every reporter (the JSON ones must parse, and a
/// streaming reporter's sections must assemble to its report).
/// Crashes, hangs and broken invariants (`checkInvariants`, `checkTokens`, `checkSyntaxTree`) are failures.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let raw = UnsafeRawBufferPointer(start: start, count: count)
    let path = raw[0] & 1 == 1 ? "Fuzz.swift" : raw[0] == 0x70 ? "Info.plist" : "Fuzz.duo.yml"
    let source = SourceFile(path: path, bytes: Array(raw.dropFirst()))
    let result = fuzzLinter.lint(source)
    if path.hasSuffix(".swift") && !Linter.looksBinary(source.bytes) {
        checkTokens(Lexer.lex(source), source)
        checkSyntaxTree(SwiftFile(source))
    }
    checkInvariants(result, source)
    // Only the rules that fired: the full list would make SARIF's constant rule metadata most of each run.
    let fired = Set(result.findings.map(\.ruleID))
    var run = LintRun(findings: result.findings, inputErrors: result.errors,
                      rules: fuzzRuleDescriptions.filter { fired.contains($0.id) },
                      fileCount: 1, lineCount: result.lines, seconds: 0)
    // The file's bytes, as standard input's are given: the html reporter draws a spec and quotes source from them.
    run.files = [ReportedFile(path: path, bytes: source.bytes)]
    for reporter in fuzzReporters {
        let report = reporter.report(run)
        // A streamed run (the CLI's path for every reporter but stdin's) writes the same bytes as `report`.
        if let streaming = reporter as? any StreamingReporter {
            let streamed = streaming.streamedReport(run)
            if streamed != report {
                fuzzFailure("\(type(of: reporter).name) streamed report differs:\n\(streamed)\n---\n\(report)")
            }
        }
        // The JSON formats must parse (the XML ones are parsed by MoreReporterTests; FoundationXML is not linked here).
        if ["json", "sarif"].contains(type(of: reporter).name) {
            guard (try? JSONSerialization.jsonObject(with: Data(report.utf8))) != nil else {
                fuzzFailure("\(type(of: reporter).name) report is not valid JSON:\n\(report)")
            }
        }
    }
    return 0
}

/// Stops the process with `message` so libFuzzer records the input as a crash.
private func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("duolint fuzz invariant broken: \(message)\n".utf8))
    abort()
}

/// Every position a finding or input error reports lies in the file: lines in 1...lineCount, columns at least 1,
/// offsets in 0...bytes.count, a range's end not before its start; findings are in report order.
private func checkInvariants(_ result: Linter.FileResult, _ source: SourceFile) {
    let lineCount = source.lines.lineCount
    if result.lines != lineCount { fuzzFailure("result.lines \(result.lines) != line table \(lineCount)") }
    func check(_ loc: SourceLocation, _ what: String) {
        guard (1...lineCount).contains(loc.line), loc.utf8Column >= 1, loc.utf16Column >= 1, loc.scalarColumn >= 1,
              (0...source.bytes.count).contains(loc.offset) else { fuzzFailure("\(what) at \(loc) outside the file") }
    }
    for f in result.findings {
        check(f.range.start, f.ruleID)
        check(f.range.end, f.ruleID)
        if f.range.end.offset < f.range.start.offset { fuzzFailure("\(f.ruleID) range ends before it starts: \(f.range)") }
    }
    for (a, b) in zip(result.findings, result.findings.dropFirst()) where Finding.reportOrder(b, a) {
        fuzzFailure("findings out of report order: \(a) before \(b)")
    }
    for e in result.errors {
        if let line = e.line, !(1...lineCount).contains(line) { fuzzFailure("input error on line \(line) of \(lineCount): \(e)") }
        if let column = e.column, column < 1 { fuzzFailure("input error at column \(column): \(e)") }
    }
}

/// The token stream covers the file in order: every token and comment lies in the file, each starts where
/// the one before it ended or later, and the last token is the end of file, at the end.
private func checkTokens(_ lexed: LexedFile, _ source: SourceFile) {
    let n = source.bytes.count
    guard let last = lexed.tokens.last, last.kind == .endOfFile, Int(last.end) == n else {
        fuzzFailure("token stream does not end with endOfFile at \(n): \(String(describing: lexed.tokens.last))")
    }
    var previousEnd = 0
    for t in lexed.tokens {
        guard Int(t.start) >= previousEnd, t.start <= t.end, Int(t.end) <= n else {
            fuzzFailure("token \(t) overlaps the one before (ending at \(previousEnd)) or leaves the file (\(n) bytes)")
        }
        previousEnd = Int(t.end)
    }
    previousEnd = 0
    for c in lexed.comments {
        guard Int(c.start) >= previousEnd, c.start < c.end, Int(c.end) <= n else {
            fuzzFailure("comment \(c) overlaps the one before (ending at \(previousEnd)) or leaves the file (\(n) bytes)")
        }
        previousEnd = Int(c.end)
    }
    for d in lexed.diagnostics where !(0...n).contains(d.offset) { fuzzFailure("diagnostic outside the file: \(d)") }
}

/// The syntax tree of a Swift input keeps its invariants (`SyntaxTree.invariantViolation`: every token in
/// exactly one innermost node, parents enclose children, siblings ordered) and its outline prints.
private func checkSyntaxTree(_ file: SwiftFile) {
    let tree = file.syntaxTree
    if let broken = tree.invariantViolation(tokenCount: file.tokens.count) { fuzzFailure("syntax tree: \(broken)") }
    _ = SyntaxOutline.dump(file, tree)
}
