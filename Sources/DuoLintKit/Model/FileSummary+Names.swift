/// The names the file summary reads from declarations, as `SyntaxNames` gives them but without building the
/// list of a node's direct tokens: the summary asks for a name of every member of every file.
extension FileSummary {
    /// The tokens of node `i` that belong to no child, in order (`SyntaxNames.directTokens`), passed to `body`
    /// until it returns false.
    @inline(__always) static func forEachDirectToken(_ i: Int, _ tree: SyntaxTree, _ body: (Int) -> Bool) {
        var t = tree.start(i)
        let end = tree.end(i)
        var c = tree.firstChild(i)
        while t < end {
            if let k = c, tree.start(k) <= t {
                t = max(t, tree.end(k))
                c = tree.nextSibling(k)
                continue
            }
            if !body(t) { return }
            t += 1
        }
    }

    /// `SyntaxNames.declaredName(i)`: the text of the second direct token of declaration `i` when it can be a
    /// name (an identifier, a keyword, an operator), else nil.
    static func declaredName(_ i: Int, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
        var seen = 0
        var second = -1
        forEachDirectToken(i, tree) { t in
            seen += 1
            if seen == 2 { second = t; return false }
            return true
        }
        guard second >= 0 else { return nil }
        switch file.kind(second) {
        case .identifier, .keyword, .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle,
             .exclamationMark, .equal, .ellipsis, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand:
            return file.text(second)
        default:
            return nil
        }
    }

    /// `name` without the backquotes of a backquoted name (`` `default` `` is `default`, as Swift reads it).
    static func unquoted(_ name: String) -> String {
        name.utf8.count > 2 && name.utf8.first == 0x60 && name.utf8.last == 0x60 ? String(decoding: name.utf8.dropFirst().dropLast(), as: UTF8.self) : name
    }

    /// `SyntaxNames.attributeName(i)`: attribute `i`'s name as written, without `@` or arguments.
    static func attributeName(_ i: Int, _ file: SwiftFile, _ tree: SyntaxTree) -> String {
        let r = tree.tokens(i)
        var end = r.upperBound
        forEachDirectToken(i, tree) { t in
            if t > r.lowerBound + 1 && file.kind(t) == .leftParen { end = t; return false }
            return true
        }
        guard end > r.lowerBound + 1 else { return "" }
        return file.source.text(Int(file.tokens[r.lowerBound + 1].start), Int(file.tokens[end - 1].end))
    }

    /// True when the text of type node `typeNode` (`SyntaxNames.text`: its first token's first byte to its last
    /// token's last byte) is one of `factTypes`, compared byte for byte without making a String; false for nil
    /// (no type), as `isFactType("")` is.
    static func isFactType(_ typeNode: Int?, _ file: SwiftFile, _ tree: SyntaxTree) -> Bool {
        guard let n = typeNode else { return false }
        let r = tree.tokens(n)
        let start = Int(file.tokens[r.lowerBound].start), end = Int(file.tokens[r.upperBound - 1].end)
        return file.source.bytes.withUnsafeBufferPointer { b in
            func equals(_ s: StaticString) -> Bool {
                guard s.utf8CodeUnitCount == end - start else { return false }
                let p = s.utf8Start
                for k in 0..<(end - start) where b[start + k] != p[k] { return false }
                return true
            }
            return equals("UIUserInterfaceIdiom") || equals("Bool") || equals("UIInterfaceOrientation") || equals("UIDeviceOrientation")
        }
    }

    /// True when type text `type` is one of `factTypes` (compared as text, no hashing).
    static func isFactType(_ type: String) -> Bool {
        switch type {
        case "UIUserInterfaceIdiom", "Bool", "UIInterfaceOrientation", "UIDeviceOrientation": return true
        default: return false
        }
    }
}
