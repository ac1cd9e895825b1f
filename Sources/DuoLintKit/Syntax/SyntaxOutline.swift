/// Prints a syntax tree in the line format of the toolchain reference `swift-outline`
/// (`../shared/tools/swift-outline-src/Sources/swift-outline/main.swift` defines it):
/// `FILE<TAB>LINE:COL<TAB>ENDLINE:ENDCOL<TAB>DEPTH<TAB>KIND<TAB>DETAIL`, one node a line in pre-order, LINE
/// 1-based, COL in UTF-8 bytes from 1, the end exclusive, DEPTH counting printed ancestors only, KIND
/// SwiftSyntax's node kind name and DETAIL the node's name as the reference gives it (whitespace runs squashed
/// to one space, cut at 120 bytes). So that the dump of a hostile file prints nothing a terminal reads as a
/// command, FILE is written as `PrintableText.line(_:)` and DETAIL as `PrintableText.escaped(_:)` write them.
public enum SyntaxOutline {
    /// The kinds the reference prints by default besides declarations, statements and expressions.
    static let extraKinds: Set<SyntaxKind> = [
        .switchCase, .codeBlock, .accessorBlock, .inheritedType, .attribute, .labeledExpr, .closureSignature,
        .patternBinding,
    ]

    /// True for the statement kinds (SwiftSyntax's `StmtSyntax`).
    static func isStatement(_ k: SyntaxKind) -> Bool {
        (SyntaxKind.guardStmt.rawValue...SyntaxKind.expressionStmt.rawValue).contains(k.rawValue)
    }

    /// The outline of `file`'s tree: the nodes whose kinds are in `kinds`, or by default every declaration,
    /// statement and expression and the reference's extra kinds. duolint-only nodes (`unexpected`) never print.
    public static func dump(_ file: SwiftFile, _ tree: SyntaxTree, kinds: Set<SyntaxKind>? = nil) -> String {
        var out = ""
        let path = PrintableText.line(file.path)
        var open: [Int] = []  // subtree ends of the printed ancestors
        var cuts = LeadingCuts()
        for i in 0..<tree.count {
            while let last = open.last, last <= i { open.removeLast() }
            let k = tree.kind(i)
            let wanted: Bool
            if let kinds { wanted = kinds.contains(k) } else {
                wanted = k != .unexpected && k != .sourceFile && k != .ifConfigClause
                    && (k.isDeclaration || k.isExpression || isStatement(k) || extraKinds.contains(k))
            }
            guard wanted else { continue }
            let range = tree.tokens(i)
            let start = Int(file.tokens[range.lowerBound].start)
            let end = range.isEmpty ? start : Int(file.tokens[range.upperBound - 1].end)
            out += "\(path)\t\(position(file, start))\t\(position(file, end))\t\(open.count)\t\(k.name)\t"
            out += PrintableText.escaped(detail(file, tree, i, &cuts)) + "\n"
            open.append(i + Int(tree.subtreeSizes[i]))
        }
        return out
    }

    static func position(_ file: SwiftFile, _ offset: Int) -> String {
        let lines = file.source.lines
        let line = lines.line(ofOffset: offset)
        return "\(line):\(offset - lines.lineStarts[line - 1] + 1)"
    }

    /// The reference's DETAIL for node `i`; `cuts` keeps `leadingText`'s reads for the nodes after it.
    static func detail(_ file: SwiftFile, _ tree: SyntaxTree, _ i: Int, _ cuts: inout LeadingCuts) -> String {
        let names = SyntaxNames(file: file, tree: tree)
        switch tree.kind(i) {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
            return squash((names.declaredName(i) ?? "") + inherited(names, i))
        case .extensionDecl:
            let type = tree.children(i).first { tree.kind($0).isType }
            return squash((type.map { names.text($0) } ?? "") + inherited(names, i))
        case .functionDecl, .typeAliasDecl, .associatedTypeDecl, .macroDecl, .operatorDecl, .precedenceGroupDecl:
            return squash(names.declaredName(i) ?? "")
        case .initializerDecl: return "init"
        case .deinitializerDecl: return "deinit"
        case .subscriptDecl: return "subscript"
        case .variableDecl: return squash(names.boundNames(i).joined(separator: ", "))
        case .enumCaseDecl:
            return squash(tree.children(i).filter { tree.kind($0) == .enumCaseElement }
                .map { file.text(tree.tokens($0).lowerBound) }.joined(separator: ", "))
        case .functionCallExpr:
            // A callee that is itself an expression (`(a)[b](c)`) is printed from its start: only as much of its
            // text as `squash` keeps is read, so nested calls cost linear time, not their text each.
            guard let c = tree.firstChild(i), tree.kind(c) != .memberAccessExpr, tree.kind(c) != .declReferenceExpr else {
                return squash(names.callee(i) ?? "")
            }
            return squash(leadingText(file, tree, c, &cuts))
        case .macroExpansionExpr, .macroExpansionDecl:
            // The name after the `#` (a declaration's attributes come first: `@available(…) #Preview`).
            let direct = names.directTokens(i)
            guard let pound = direct.first(where: { file.kind($0) == .pound }), direct.contains(pound + 1) else { return "#" }
            return squash("#" + file.text(pound + 1))
        case .memberAccessExpr: return squash(names.memberName(i).map { "." + $0 } ?? ".")
        case .declReferenceExpr: return squash(file.text(tree.tokens(i).lowerBound))
        case .labeledExpr: return names.label(i).map { squash($0 + ":") } ?? ""
        case .attribute: return squash("@" + names.attributeName(i))
        case .inheritedType: return squash(names.inheritedTypeText(i))
        default: return ""
        }
    }

    static func inherited(_ names: SyntaxNames, _ i: Int) -> String {
        let tree = names.tree
        let types = tree.children(i).filter { tree.kind($0) == .inheritedType }
        if types.isEmpty { return "" }
        return ": " + types.map { names.inheritedTypeText($0) }.joined(separator: ", ")
    }

    /// The text from a byte offset as `leadingText` reads it, by offset: nested calls (`(a)[b](c)…`) start at one
    /// byte, so their callees' text is read once, however long the white space in it.
    typealias LeadingCuts = [Int: LeadingCut]

    /// The start of a text with each white space run (space, tab, LF, CR) as one space, as `squash` writes it, up to
    /// 125 bytes that are not white space (or the file's end), and the offset in the file of each of its bytes.
    struct LeadingCut {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
    }

    /// The start of node `n`'s source text with its white space runs as one space (which `squash` makes of them): up
    /// to the byte after which it has more than 124 bytes that are not white space, so that `squash`'s 120-byte cut (a
    /// scalar is at most 4 bytes) is the same as of the whole text.
    static func leadingText(_ file: SwiftFile, _ tree: SyntaxTree, _ n: Int, _ cuts: inout LeadingCuts) -> String {
        let r = tree.tokens(n)
        guard !r.isEmpty else { return "" }
        let start = Int(file.tokens[r.lowerBound].start), end = Int(file.tokens[r.upperBound - 1].end)
        if cuts[start] == nil {
            var cut = LeadingCut()
            file.source.bytes.withUnsafeBufferPointer { b in
                var e = start, kept = 0, space = -1
                while e < b.count && kept <= 124 {
                    let c = b[e]
                    if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                        if space < 0 { space = e }
                    } else {
                        // A run is written only before a byte that follows it, as `squash` writes it.
                        if space >= 0 { cut.bytes.append(0x20); cut.offsets.append(space); space = -1 }
                        cut.bytes.append(c)
                        cut.offsets.append(e)
                        kept += 1
                    }
                    e += 1
                }
            }
            cuts[start] = cut
        }
        let cut = cuts[start]!
        // The bytes before `end` (a token's end, so no character is cut), without a run that nothing follows there.
        var lo = 0, hi = cut.offsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cut.offsets[mid] < end { lo = mid + 1 } else { hi = mid }
        }
        // A space is kept with the byte after it: when that byte is past `end`, the run ends the text and is dropped.
        let k = lo > 0 && cut.bytes[lo - 1] == 0x20 ? lo - 1 : lo
        return String(decoding: cut.bytes[..<k], as: UTF8.self)
    }

    /// Whitespace runs (space, tab, LF, CR) as one space, leading ones dropped; cut at 120 bytes on a scalar
    /// boundary, as the reference's `squash` does.
    static func squash(_ s: String) -> String {
        var out = ""
        var space = false
        for ch in s.unicodeScalars {
            if ch == " " || ch == "\t" || ch == "\n" || ch == "\r" { space = true; continue }
            if space && !out.isEmpty { out += " " }
            space = false
            out.unicodeScalars.append(ch)
        }
        if out.utf8.count > 120 {
            var cut = ""
            var bytes = 0
            for ch in out.unicodeScalars {
                let n = String(ch).utf8.count
                if bytes + n > 120 { break }
                bytes += n
                cut.unicodeScalars.append(ch)
            }
            out = cut
        }
        return out
    }
}
