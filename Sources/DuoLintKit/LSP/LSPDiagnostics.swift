/// Findings, input errors and configuration errors as LSP `Diagnostic`s of one document.
struct LSPDiagnostics {
    /// The text the findings were made from: positions are computed from its bytes.
    var document: TextDocument
    /// The session's position encoding.
    var encoding: PositionEncoding

    /// The LSP range of the UTF-8 offsets `start..<end` of `document`.
    func range(_ start: Int, _ end: Int) -> JSONValue {
        ["start": document.position(ofOffset: start, encoding: encoding).json,
         "end": document.position(ofOffset: max(start, end), encoding: encoding).json]
    }

    /// The diagnostic of `finding`: its token's range, severity (error 1, warning 2, note 3: information),
    /// the rule id as `code` with its page as `codeDescription.href`, `source` `duolint`, the message.
    func diagnostic(_ finding: Finding) -> JSONValue {
        ["range": range(finding.range.start.offset, finding.range.end.offset),
         "severity": .integer(LSPDiagnostics.severity(finding.severity)),
         "code": .string(finding.ruleID),
         "codeDescription": ["href": .string(ProjectLinks.rulePage(finding.ruleID))],
         "source": "duolint",
         "message": .string(finding.message)]
    }

    /// The diagnostic of an input error (a lexical error, an invalid spec or plist): severity error, from its
    /// line and UTF-8 column (1-based; the start of the document when it has none) to the end of that line,
    /// no code.
    func diagnostic(_ error: InputError) -> JSONValue {
        let offset = LSPDiagnostics.offset(line: error.line, utf8Column: error.column, in: document)
        let line = document.position(ofOffset: offset, encoding: .utf8).line
        return ["range": range(offset, document.lineEnd(line)), "severity": 1, "source": "duolint", "message": .string(error.message)]
    }

    /// The UTF-8 offset of 1-based `line` and `utf8Column` in `document`, clamped to the line (nil: 1).
    static func offset(line: Int?, utf8Column: Int?, in document: TextDocument) -> Int {
        let l = max(0, min((line ?? 1) - 1, document.lineStarts.count - 1))
        return min(document.lineStarts[l] + max(0, (utf8Column ?? 1) - 1), document.lineEnd(l))
    }

    /// LSP's `DiagnosticSeverity` of `severity`.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The `publishDiagnostics` parameters for `uri` at `version` (nil: none sent).
    static func publish(uri: String, version: Int?, _ diagnostics: [JSONValue]) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .integer(version) }
        return .object(params)
    }
}
