extension LanguageServer {
    /// `textDocument/codeAction`: answered from the lint of the document's current text, at once when it is
    /// done, else when it ends (`PendingCodeAction`); `invalidParams` for a document that is not open.
    func codeAction(_ id: RequestID, _ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, params["range"] != nil else {
            return respondError(id, ResponseError(ResponseError.invalidParams, "textDocument/codeAction needs textDocument.uri and range"))
        }
        enum Answer { case notOpen, none, ready(LintedDocument, String), waiting }
        let answer = state.with { s -> Answer in
            guard let d = s.documents[uri] else { return .notOpen }
            guard let path = d.path else { return .none }
            if let l = d.linted, l.generation == d.generation { return .ready(l, path) }
            s.pending[id] = PendingCodeAction(uri: uri, generation: d.generation, params: params)
            return .waiting
        }
        switch answer {
        case .notOpen: respondError(id, ResponseError(ResponseError.invalidParams, "\(uri) is not open (send textDocument/didOpen first)"))
        case .none: respond(id, [])
        case .ready(let linted, let path): respond(id, codeActions(params, linted, uri: uri, path: path))
        case .waiting: return
        }
    }

    /// The code actions for the request `params` from `linted`: for each finding touching the range or given in
    /// `context.diagnostics`, its fix
    /// (`quickfix`, preferred) and "Disable RULE for this line" (`quickfix`, once per rule and line); and, when
    /// any finding of the document has a fix, "Fix all duolint findings in this file" (`source.fixAll.duolint`:
    /// the fixes `duolint --fix` would make in one run). `context.only` filters by kind.
    func codeActions(_ params: JSONValue, _ linted: LintedDocument, uri: String, path: String) -> JSONValue {
        let document = linted.snapshot
        let encoding = state.with { $0.encoding }
        let shown = LSPDiagnostics(document: document, encoding: encoding)
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let start = clampedOffset(Position(params["range"]?["start"]) ?? Position(line: 0, character: 0), document, encoding)
        let end = max(start, clampedOffset(Position(params["range"]?["end"]) ?? Position(line: 0, character: 0), document, encoding))
        let hash = SourceFile.hash(document.bytes)
        var actions: [JSONValue] = []
        var disabled = Set<String>()
        // Lexed once, for where a disable directive may go, and only when one is asked for.
        var swift: SwiftLiteralSpans??
        func lexed() -> SwiftLiteralSpans? {
            if let swift { return swift }
            let made = path.hasSuffix(".swift") ? SwiftLiteralSpans(SwiftFile(SourceFile(path: path, bytes: document.bytes))) : nil
            swift = .some(made)
            return made
        }
        // The diagnostics the client says the request is about (by code and range): a cursor on a flagged
        // line's indentation is outside the finding's range, but its diagnostic is given.
        let asked = Set((params["context"]?["diagnostics"]?.array ?? []).map { JSONValue.array([$0["code"] ?? .null, $0["range"] ?? .null]) })
        for f in linted.findings {
            let diagnostic = shown.diagnostic(f)
            let touches = f.range.start.offset <= end && f.range.end.offset >= start
            guard touches || asked.contains(.array([diagnostic["code"] ?? .null, diagnostic["range"] ?? .null])) else { continue }
            if wanted("quickfix"), let fix = f.fix, fix.fileHash == hash {
                let edits = JSONValue.array(fix.replacements.map {
                    ["range": shown.range($0.deletedRegion.start.offset, $0.deletedRegion.end.offset), "newText": .string($0.insertedContent)]
                })
                actions.append(["title": .string(fix.description), "kind": "quickfix", "diagnostics": [diagnostic],
                                "isPreferred": true, "edit": ["changes": [uri: edits]]])
            }
            let line = document.position(ofOffset: f.range.start.offset, encoding: encoding).line
            if wanted("quickfix"), disabled.insert("\(f.ruleID) \(line)").inserted,
               let insertion = DisableComment.insertion(rule: f.ruleID, line: line, path: path, document: document, swift: lexed()) {
                let edit: JSONValue = ["range": shown.range(insertion.offset, insertion.offset), "newText": .string(insertion.text)]
                actions.append(["title": .string("Disable \(f.ruleID) for this line"), "kind": "quickfix",
                                "diagnostics": [diagnostic], "edit": ["changes": [uri: [edit]]]])
            }
        }
        let fixes = linted.findings.compactMap(\.fix).filter { $0.fileHash == hash }
        if wanted("source.fixAll.duolint"), !fixes.isEmpty {
            let fixed = FixApplication.apply(fixes, to: document.bytes).bytes
            // One edit: the bytes between the common prefix and the common suffix of the two texts.
            let a = document.bytes, b = fixed
            var p = 0
            while p < a.count, p < b.count, a[p] == b[p] { p += 1 }
            var s = 0
            while s < a.count - p, s < b.count - p, a[a.count - 1 - s] == b[b.count - 1 - s] { s += 1 }
            // Whole characters only: a UTF-8 continuation byte never starts or ends the edit.
            while p > 0, p < a.count, a[p] & 0xC0 == 0x80 { p -= 1 }
            while s > 0, a[a.count - s] & 0xC0 == 0x80 { s -= 1 }
            let edit: JSONValue = ["range": shown.range(p, a.count - s),
                                   "newText": .string(String(decoding: b[p..<(b.count - s)], as: UTF8.self))]
            actions.append(["title": "Fix all duolint findings in this file", "kind": "source.fixAll.duolint",
                            "edit": ["changes": [uri: [edit]]]])
        }
        return .array(actions)
    }

    /// The UTF-8 offset of `position` in `document`, a position past its line's end or the last line moved back
    /// to it (LSP's rule for positions in requests).
    func clampedOffset(_ position: Position, _ document: TextDocument, _ encoding: PositionEncoding) -> Int {
        if let o = document.offset(of: position, encoding: encoding) { return o }
        let line = min(position.line, document.lineStarts.count - 1)
        if line < position.line { return document.bytes.count }
        // Inside a character: the start of that character (at most 3 units back); past the line's end: its end.
        for back in 1...3 where position.character >= back {
            if let o = document.offset(of: Position(line: line, character: position.character - back), encoding: encoding) { return o }
        }
        return document.lineEnd(line)
    }
}
