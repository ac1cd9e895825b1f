/// Lexical answers for the parts of a file the syntax tree leaves unstructured: past
/// `SyntaxParser.maximumNesting` levels the parser keeps the rest of a bracket as one `unexpected` node (so
/// 5,000 nested stacks cost no stack), and malformed code becomes `unexpected` nodes too. There, and only
/// there, the views read calls, chains and modifiers from the tokens and their bracket partners as they did
/// before the tree existed; everywhere else they read the tree.
extension SwiftFile {
    /// True when token `t` lies in an `unexpected` node: the tree has no structure there.
    func isUnstructured(_ t: Int) -> Bool {
        let tree = syntaxTree
        return tree.kind(tree.node(containingToken: t)) == .unexpected
    }

    /// `chainStart(endingAt:)` from the tokens: walks back over `.member`, calls, subscripts, `?` and `!`.
    func lexicalChainStart(endingAt i: Int) -> Int {
        var j = i
        while j > 0 {
            // j is at a chain element (identifier, keyword like self, or a closing bracket already stepped over).
            let prev = j - 1
            let pk = kind(prev)
            if pk == .period {
                var k = prev - 1
                // Skip postfix `?` / `!` before the dot.
                while kind(k) == .postfixQuestionMark || kind(k) == .exclamationMark { k -= 1 }
                let kk = kind(k)
                if kk == .identifier || kk == .keyword || kk == .dollarIdentifier {
                    j = k
                    continue
                }
                if (kk == .rightParen || kk == .rightSquare), let open = match(k) {
                    j = open
                    // The callee before `(`/`[`, if glued to it.
                    if !tokens[open].hasNewlineBefore && (kind(open - 1) == .identifier || kind(open - 1) == .keyword) {
                        j = open - 1
                    }
                    continue
                }
                return j
            }
            return j
        }
        return j
    }

    /// `afterPostfixes(_:)` from the tokens: skips a glued argument list or subscript and `?`/`!`.
    func lexicalAfterPostfixes(_ i: Int) -> Int {
        var j = i + 1
        while true {
            let k = kind(j)
            if (k == .leftParen || k == .leftSquare) && !tokens[j].hasNewlineBefore, let close = match(j) { j = close + 1; continue }
            if k == .postfixQuestionMark || k == .exclamationMark { j += 1; continue }
            return j
        }
    }

    /// `nextMember(after:)` from the tokens.
    func lexicalNextMember(after i: Int) -> Int? {
        let j = lexicalAfterPostfixes(i)
        if kind(j) == .period && (kind(j + 1) == .identifier || kind(j + 1) == .keyword) { return j + 1 }
        return nil
    }

    /// `call(at:)` from the tokens: `(` on the callee's line, then trailing closures where a `{` can be one.
    func lexicalCall(at i: Int) -> Call? {
        let k = kind(i)
        guard k == .identifier || k == .keyword else { return nil }
        var j = i + 1
        // Generic arguments `Foo<T>(…)`.
        if kind(j) == .leftAngle {
            var depth = 0
            var m = j
            // Generic argument lists are short; 256 tokens bounds the look-ahead for an unclosed `<`.
            while m < min(count, j + 256) {
                if kind(m) == .leftAngle { depth += 1 } else if kind(m) == .rightAngle { depth -= 1; if depth == 0 { break } }
                if kind(m) == .leftBrace || kind(m) == .endOfFile { return nil }
                m += 1
            }
            if kind(m) != .rightAngle { return nil }
            j = m + 1
        }
        var argumentsOpen: Int?
        var arguments: [Argument] = []
        if kind(j) == .leftParen && !tokens[j].hasNewlineBefore, let close = match(j) {
            argumentsOpen = j
            arguments = lexicalArguments(in: j)
            j = close + 1
        }
        var closures: [(label: Int?, open: Int)] = []
        if kind(j) == .leftBrace, match(j) != nil, isLexicalTrailingClosure(j) {
            closures.append((nil, j))
            j = match(j)! + 1
            // Labelled trailing closures: `label: { … }`.
            while (kind(j) == .identifier || kind(j) == .keyword), kind(j + 1) == .colon, kind(j + 2) == .leftBrace,
                  let close = match(j + 2) {
                closures.append((j, j + 2))
                j = close + 1
            }
        }
        if argumentsOpen == nil && closures.isEmpty { return nil }
        return Call(callee: i, argumentsOpen: argumentsOpen, arguments: arguments, trailingClosures: closures, end: j, node: 0)
    }

    /// True when the `{` at `open` can be a trailing closure of what precedes it, not the body of a statement
    /// or declaration (walks back over the statement header, at most 512 tokens).
    func isLexicalTrailingClosure(_ open: Int) -> Bool {
        guard open > 0 else { return false }
        let group = Int(enclosing[open])
        // `{` right after `=`, `(`, `,`, `return`, `in` … starts a closure expression, not a trailing closure.
        let before = kind(open - 1)
        // `} label: {`: a labelled trailing closure.
        if before == .colon && (kind(open - 2) == .identifier || kind(open - 2) == .keyword) && kind(open - 3) == .rightBrace {
            return true
        }
        if before == .equal || before == .leftParen || before == .comma || before == .colon || before == .arrow
            || before == .leftSquare || before == .binaryOperator || before == .leftBrace {
            return false
        }
        var j = open - 1
        // A statement header is short; past 512 tokens back the brace is taken as a trailing closure.
        let limit = max(0, open - 512)
        while j >= limit {
            let k = tokens[j].kind
            if (k == .rightParen || k == .rightSquare || k == .rightBrace), let o = match(j), Int(enclosing[o]) == group {
                if tokens[o].hasNewlineBefore && !continuesLine(o) { return true }
                j = o - 1
                continue
            }
            if Int(enclosing[j]) != group || k == .leftBrace || k == .semicolon { return true }
            if k == .keyword {
                if isText(j, "if") || isText(j, "guard") || isText(j, "while") || isText(j, "switch") || isText(j, "for")
                    || isText(j, "catch") || isText(j, "struct") || isText(j, "class") || isText(j, "enum")
                    || isText(j, "extension") || isText(j, "protocol") || isText(j, "func") || isText(j, "init")
                    || isText(j, "else") || isText(j, "repeat") || isText(j, "do") || isText(j, "defer")
                    || isText(j, "in") || isText(j, "subscript") || isText(j, "deinit") {
                    return false
                }
            }
            if k == .identifier && (isText(j, "get") || isText(j, "set") || isText(j, "willSet") || isText(j, "didSet"))
                && j == open - 1 {
                return false
            }
            if tokens[j].hasNewlineBefore && !continuesLine(j) { return true }
            j -= 1
        }
        return true
    }

    /// `arguments(in:)` from the tokens: the group split at its top-level commas.
    func lexicalArguments(in open: Int) -> [Argument] {
        guard let close = match(open) else { return [] }
        var result: [Argument] = []
        var start = open + 1
        var j = open + 1
        func finish(_ end: Int) {
            if start == end && result.isEmpty && end == close { return }
            var label: Int?
            var valueStart = start
            let lk = kind(start)
            if (lk == .identifier || lk == .keyword || lk == .wildcard) && kind(start + 1) == .colon && start + 1 < end {
                label = start
                valueStart = start + 2
            }
            result.append(Argument(label: label, value: valueStart..<end))
        }
        while j < close {
            let k = kind(j)
            if k.isOpen, let m = match(j) { j = m + 1; continue }
            if k == .comma { finish(j); start = j + 1 }
            j += 1
        }
        finish(close)
        return result
    }

    /// `modifiers(after:)` from the tokens: `.name` and calls, stepping over `#if` directive lines.
    func lexicalModifiers(after end: Int) -> [Int] {
        var result: [Int] = []
        var j = end
        while kind(j) == .period || kind(j) == .poundIf || kind(j) == .poundElse || kind(j) == .poundElseif || kind(j) == .poundEndif {
            if kind(j) != .period {
                // `#if os(iOS)` around a modifier: skip the directive and its condition on that line.
                var m = j + 1
                while m < count && !tokens[m].hasNewlineBefore { m += 1 }
                j = m
                continue
            }
            let name = j + 1
            guard kind(name) == .identifier || kind(name) == .keyword else { break }
            result.append(name)
            if let c = lexicalCall(at: name) { j = c.end } else { j = name + 1 }
        }
        return result
    }

    /// `chainElement(endingAt:)` from the tokens.
    func lexicalChainElement(endingAt p: Int) -> Int? {
        var p = p
        while kind(p) == .postfixQuestionMark || kind(p) == .exclamationMark { p -= 1 }
        let k = kind(p)
        if k == .rightBrace || k == .rightParen {
            guard let open = match(p), let callee = lexicalOwner(ofGroup: open), let c = lexicalCall(at: callee), c.end == p + 1 else { return nil }
            return callee
        }
        return k == .identifier || k == .keyword ? p : nil
    }

    /// `owner(ofGroup:)` from the tokens: the name before the argument list or trailing closures.
    func lexicalOwner(ofGroup open: Int) -> Int? {
        var j = open - 1
        if kind(open) == .leftBrace {
            // Skip a label `label:` of a labelled trailing closure and earlier closures.
            while true {
                if kind(j) == .colon && (kind(j - 1) == .identifier || kind(j - 1) == .keyword) && kind(j - 2) == .rightBrace,
                   let o = match(j - 2) { j = o - 1; continue }
                if kind(j) == .rightBrace, let o = match(j) { j = o - 1; continue }
                break
            }
            if kind(j) == .rightParen, let o = match(j) { j = o - 1 }
        } else if kind(open) == .leftParen {
            if tokens[open].hasNewlineBefore { return nil }
        } else {
            return nil
        }
        if kind(j) == .rightAngle {
            var depth = 0
            while j >= 0 {
                if kind(j) == .rightAngle { depth += 1 } else if kind(j) == .leftAngle { depth -= 1; if depth == 0 { j -= 1; break } }
                j -= 1
            }
        }
        let k = kind(j)
        if k == .identifier || k == .keyword { return j }
        return nil
    }
}
