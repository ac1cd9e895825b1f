/// Whether a fixed file is still as readable as the original: a fix must never add a lexical error, a syntax
/// error (a bracket without its partner, a run of tokens the parser could not place), or an input error of a plist or build-settings file
/// (re-read with `PropertyListSerialization` and the readers the lint uses).
public enum FixCheck {
    /// Nil when `fixed` (the same path as `original`) has no error that `original` has not, else one sentence
    /// saying what is new, with its line and UTF-8 column (`line 3, column 17: unterminated string literal`).
    /// Errors are compared by message, so one that only moved is not new. `linter` reads the files as the run does;
    /// `originalErrors`, when given, are the original's input errors as the run reported them (it is not linted again).
    public static func newProblem(original: SourceFile, fixed: SourceFile, linter: Linter,
                                  originalErrors: [InputError]? = nil) -> String? {
        func messages(_ errors: [InputError]) -> [String: Int] {
            var m: [String: Int] = [:]
            for e in errors { m[e.message, default: 0] += 1 }
            return m
        }
        var before = messages(originalErrors ?? linter.lint(original).errors)
        for e in linter.lint(fixed).errors {
            if let n = before[e.message], n > 0 { before[e.message] = n - 1; continue }
            return "\(e.line.map { "line \($0), column \(e.column ?? 1): " } ?? "")\(e.message)"
        }
        guard !InfoPlistReader.isInfoPlist(original.path), !SpecLinter.isSpec(original.path),
              !BuildSettingsLinter.isBuildSettingsFile(original.path) else { return nil }
        let old = unexpected(SwiftFile(original)), new = unexpected(SwiftFile(fixed))
        guard new.count > old.count, let first = new.first(where: { !old.contains($0.text) }) ?? new.first else { return nil }
        return "line \(first.location.line), column \(first.location.utf8Column): \(first.text)"
    }

    /// The brackets of `file` without a partner and the `unexpected` nodes of its syntax tree: where each
    /// starts and what it is (`unmatched '('`, `syntax error at 'x'`).
    private static func unexpected(_ file: SwiftFile) -> [(location: SourceLocation, text: String)] {
        let tree = file.syntaxTree
        var out: [(SourceLocation, String)] = []
        let brackets: Set<TokenKind> = [.leftParen, .rightParen, .leftSquare, .rightSquare, .leftBrace, .rightBrace]
        for i in 0..<file.count where file.partner[i] < 0 && brackets.contains(file.kind(i)) {
            out.append((file.source.location(ofOffset: Int(file.tokens[i].start)), "unmatched '\(file.text(i))'"))
        }
        for n in 0..<tree.count where tree.kind(n) == .unexpected {
            let t = tree.tokens(n)
            guard !t.isEmpty else { continue }
            out.append((file.source.location(ofOffset: Int(file.tokens[t.lowerBound].start)),
                        "syntax error at '\(PrintableText.escaped(file.text(t.lowerBound)))'"))
        }
        return out
    }
}

extension Array where Element == (location: SourceLocation, text: String) {
    fileprivate func contains(_ text: String) -> Bool { contains { $0.text == text } }
}
