/// An argument of a call: its label token (if any) and its value's tokens.
public struct Argument: Sendable, Equatable {
    /// Index of the label token (`placement` in `placement: .primaryAction`), or nil for an unlabelled argument.
    public var label: Int?
    /// Token indices of the value, half-open; empty for an empty argument.
    public var value: Range<Int>
}

/// A call: `callee(args) { trailing } label: { … }`.
public struct Call: Sendable, Equatable {
    /// Index of the callee's last token (`Button` in `Button(…)`, `padding` in `.padding(…)`).
    public var callee: Int
    /// Index of the `(` of the argument list, or nil when the call has only trailing closures.
    public var argumentsOpen: Int?
    /// Arguments inside the parentheses, in order.
    public var arguments: [Argument]
    /// Trailing closures in order: the label token (nil for the first, unlabelled one) and the `{` index.
    public var trailingClosures: [(label: Int?, open: Int)]
    /// Index one past the last token of the call (after the last trailing closure).
    public var end: Int

    /// Two calls are equal when they span the same tokens.
    public static func == (a: Call, b: Call) -> Bool {
        a.callee == b.callee && a.argumentsOpen == b.argumentsOpen && a.end == b.end
    }
}

/// A local `let`/`var` binding with a simple name: `let insets = view.safeAreaInsets`.
public struct Binding: Sendable, Equatable {
    /// Index of the name token.
    public var name: Int
    /// Token indices of the initial value (up to the end of the statement).
    public var value: Range<Int>
    /// Index of the `{` of the scope the binding lives in, or -1 at file scope.
    public var scopeOpen: Int
    /// Index one past the end of that scope (its `}`), or the token count at file scope.
    public var scopeEnd: Int
}

extension SwiftFile {
    /// The `{` of the `switch` whose subject starts at token `s` (`switch X {` or `switch (X, y) {`), or nil when
    /// `s` does not start a switch subject.
    public func switchBody(subject s: Int) -> Int? {
        var keyword = s - 1
        if kind(s - 1) == .leftParen || kind(s - 1) == .comma {
            let g = Int(enclosing[s])
            guard g >= 0, kind(g) == .leftParen else { return nil }
            keyword = g - 1
        }
        guard isWord(keyword, "switch") else { return nil }
        var j = s
        while j < count {
            if kind(j) == .leftBrace && Int(enclosing[j]) == Int(enclosing[keyword]) { return j }
            if kind(j).isOpen, let m = match(j), kind(j) != .leftBrace { j = m + 1; continue }
            if kind(j) == .endOfFile || kind(j) == .rightBrace { return nil }
            j += 1
        }
        return nil
    }

    // MARK: Member chains

    /// Index of the first token of the member chain that ends at token `i`
    /// (`UIDevice` for `userInterfaceIdiom` in `UIDevice.current.userInterfaceIdiom`). Walks back over
    /// `.member`, calls `f(…)`, subscripts `a[…]`, `?` and `!`; stops at anything else. A `.` that starts the
    /// line still continues the chain (a modifier chain split across lines).
    public func chainStart(endingAt i: Int) -> Int {
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

    /// The token after the member chain element at `i`: skips a glued argument list or subscript.
    public func afterPostfixes(_ i: Int) -> Int {
        var j = i + 1
        while true {
            let k = kind(j)
            if (k == .leftParen || k == .leftSquare) && !tokens[j].hasNewlineBefore, let close = match(j) { j = close + 1; continue }
            if k == .postfixQuestionMark || k == .exclamationMark { j += 1; continue }
            return j
        }
    }

    /// True when token `i` is a member name, i.e. preceded by `.` (`.pad`, `x.left`).
    @inline(__always) public func isMember(_ i: Int) -> Bool { kind(i - 1) == .period }

    /// For `.name` at `i` (`i` the identifier), the index of the member after it in the same chain (`x.a.b`:
    /// from `a` gives `b`), skipping calls; nil when the chain ends.
    public func nextMember(after i: Int) -> Int? {
        let j = afterPostfixes(i)
        if kind(j) == .period && (kind(j + 1) == .identifier || kind(j + 1) == .keyword) { return j + 1 }
        return nil
    }

    // MARK: Calls

    /// The call whose callee is token `i`, when `(` follows it on the same line, or a trailing closure does.
    /// Returns nil for a plain reference.
    public func call(at i: Int) -> Call? {
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
            arguments = self.arguments(in: j)
            j = close + 1
        }
        var closures: [(label: Int?, open: Int)] = []
        if kind(j) == .leftBrace, match(j) != nil, isTrailingClosurePosition(j) {
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
        return Call(callee: i, argumentsOpen: argumentsOpen, arguments: arguments, trailingClosures: closures, end: j)
    }

    /// True when the `{` at `open` can be a trailing closure of what precedes it, not the body of an
    /// `if`/`guard`/`while`/`switch`/`for`/`catch`/`else`/`do`/`repeat`/`defer`, a declaration or a closure's
    /// `in`. Walks back over the statement the brace is in (same group, continued lines) looking for the
    /// keyword that owns a body.
    public func isTrailingClosurePosition(_ open: Int) -> Bool {
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

    /// The arguments inside the group opened at `open` (a `(` or `[`), split at its top-level commas.
    public func arguments(in open: Int) -> [Argument] {
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

    /// The argument of `call` labelled `label`, if any.
    public func argument(_ call: Call, labelled label: StaticString) -> Argument? {
        call.arguments.first { $0.label.map { isText($0, label) } ?? false }
    }

    // MARK: Modifiers

    /// The modifiers applied after the expression that ends just before `end`: `.toolbar { … }`,
    /// `.padding(.horizontal, 8)`, as the indices of their names, in order.
    public func modifiers(after end: Int) -> [Int] {
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
            if let c = call(at: name) { j = c.end } else { j = name + 1 }
        }
        return result
    }

    /// The elements of the modifier chain that a modifier whose `.` is at `dot` applies to, nearest first and
    /// ending with the chain's root: for `VStack { … }` `.padding()` `.ignoresSafeArea()` (on one line or
    /// several) given the `.` before `ignoresSafeArea`, the indices of `padding` and `VStack`. An element is a
    /// callee, its argument list and trailing closures crossed (`Button` in `Button("Go") { … } label: { … }`), or
    /// a plain name (`blue`, then `Color`, in `Color.blue`). Nil when the chain starts with anything but a name
    /// (`.red`, `(a ?? b)`, a literal, an `#if` block) or has more than 64 elements (a caller that meets long
    /// chains at many modifiers steps with `chainElement(endingAt:)` and remembers what it found).
    public func modifierChain(beforeDot dot: Int) -> [Int]? {
        var result: [Int] = []
        var p = dot - 1
        // A modifier chain has few elements; 64 bounds the walk.
        while result.count < 64 {
            guard let element = chainElement(endingAt: p) else { return nil }
            result.append(element)
            guard isMember(element) else { return result }
            p = element - 2
        }
        return nil
    }

    /// The modifier-chain element whose last token is `p` (the token before a `.`, postfix `?`/`!` skipped): `p`
    /// itself for a name; for a `)` or `}` that ends a call (its argument list or last trailing closure), the
    /// call's callee. Nil for anything else (the `)` of a parenthesised expression, a literal, `#endif`).
    /// The previous element, when the result is a member (`isMember`), ends at `result - 2`.
    public func chainElement(endingAt p: Int) -> Int? {
        var p = p
        while kind(p) == .postfixQuestionMark || kind(p) == .exclamationMark { p -= 1 }
        let k = kind(p)
        if k == .rightBrace || k == .rightParen {
            guard let open = match(p), let callee = owner(ofGroup: open), let c = call(at: callee), c.end == p + 1 else { return nil }
            return callee
        }
        return k == .identifier || k == .keyword ? p : nil
    }

    // MARK: Groups

    /// Index of the innermost `{` enclosing token `i`, or -1.
    public func enclosingBrace(_ i: Int) -> Int {
        var g = Int(enclosing[i])
        while g >= 0 && tokens[g].kind != .leftBrace { g = Int(enclosing[g]) }
        return g
    }

    /// The callee of the call whose trailing closure (or argument list) opens at `open`, if any:
    /// for `ToolbarItem(placement: .primaryAction) { … }` given the `{`, the index of `ToolbarItem`.
    public func owner(ofGroup open: Int) -> Int? {
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

    // MARK: Expressions and conditions

    /// True when `k` at index `j` is a token that ends an expression clause at its own nesting level.
    private func isClauseBoundary(_ j: Int) -> Bool {
        let k = kind(j)
        switch k {
        case .leftBrace, .rightBrace, .semicolon, .comma, .equal, .colon, .infixQuestionMark, .arrow, .endOfFile,
             .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .keyword:
            return isText(j, "if") || isText(j, "guard") || isText(j, "while") || isText(j, "return") || isText(j, "let")
                || isText(j, "var") || isText(j, "case") || isText(j, "else") || isText(j, "switch") || isText(j, "where")
                || isText(j, "in") || isText(j, "throw")
        default:
            return false
        }
    }

    /// The clause around token `i`: the tokens at `i`'s nesting level between the nearest boundaries
    /// (`{`, `,`, `=`, `:`, `?` of a ternary, `if`/`guard`/`while`/`return`/`case`…, a new statement line).
    /// For `if idiom == .pad || sizeClass == .regular {` given `idiom`, the range from `idiom` to `.regular`.
    public func clause(around i: Int) -> Range<Int> {
        var s = i
        while s > 0 {
            let p = s - 1
            // Parenthesised and bracketed groups are part of the clause; braces end it.
            if tokens[p].kind == .rightParen || tokens[p].kind == .rightSquare, let o = match(p),
               Int(enclosing[o]) == Int(enclosing[i]) { s = o; continue }
            if tokens[p].kind.isOpen || isClauseBoundary(p) { break }
            if tokens[s].hasNewlineBefore && !continuesLine(s) { break }
            s = p
        }
        var e = i
        while e < count - 1 {
            let k = tokens[e].kind
            if k == .leftParen || k == .leftSquare, let m = match(e) {
                e = m + 1
                if e < count && tokens[e].hasNewlineBefore && !continuesLine(e) { break }
                continue
            }
            if k.isClose || isClauseBoundary(e) { break }
            e += 1
            if e < count && tokens[e].hasNewlineBefore && !continuesLine(e) { break }
        }
        return s..<e
    }

    /// True when token `j`, first on its line, continues the previous line's expression
    /// (it is a binary operator or `.member`, or the previous line ends with one).
    public func continuesLine(_ j: Int) -> Bool {
        let k = kind(j), pk = kind(j - 1)
        return k == .binaryOperator || k == .period || k == .infixQuestionMark || pk == .binaryOperator
            || pk == .infixQuestionMark || pk == .equal || pk == .comma || pk == .leftParen || pk == .leftSquare
    }

    /// True when `i` is the start of a string literal (`"`, `"""` or a raw string's `#`).
    public func isStringLiteralStart(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .stringQuote || k == .multilineStringQuote || (k == .rawStringPoundDelimiter && (kind(i + 1) == .stringQuote || kind(i + 1) == .multilineStringQuote))
    }

    /// Index one past the string literal starting at `i` (see `isStringLiteralStart`), or nil when it is
    /// not one. Steps over interpolations as whole groups, so nested literals do not confuse it.
    public func stringLiteralEnd(_ i: Int) -> Int? {
        guard isStringLiteralStart(i) else { return nil }
        let raw = kind(i) == .rawStringPoundDelimiter
        var j = raw ? i + 2 : i + 1
        while j < count {
            switch kind(j) {
            case .stringSegment, .rawStringPoundDelimiter:
                j += 1
            case .backslash:
                var m = j + 1
                if kind(m) == .rawStringPoundDelimiter { m += 1 }
                guard kind(m) == .leftParen, let close = match(m) else { return j }
                j = close + 1
            case .stringQuote, .multilineStringQuote:
                return raw && kind(j + 1) == .rawStringPoundDelimiter ? j + 2 : j + 1
            default:
                return j
            }
        }
        return nil
    }

    // MARK: Bindings

    /// The simple local binding whose name is token `i` (`let name = value`), or nil.
    public func binding(declaredAt i: Int) -> Binding? {
        guard kind(i) == .identifier, kind(i - 1) == .keyword, isText(i - 1, "let") || isText(i - 1, "var") else { return nil }
        var j = i + 1
        // Optional type annotation `: T`.
        if kind(j) == .colon {
            j += 1
            while j < count && kind(j) != .equal && !tokens[j].hasNewlineBefore { j += 1 }
        }
        guard kind(j) == .equal else { return nil }
        let scope = enclosingBrace(i)
        let scopeEnd = scope >= 0 ? (match(scope) ?? count - 1) : count - 1
        return Binding(name: i, value: expressionRange(from: j + 1), scopeOpen: scope, scopeEnd: scopeEnd)
    }

    /// The expression starting at token `start` (the value after `let x =` or `a.b =`), as token indices, half-open:
    /// bracketed groups and trailing closures included; it ends before a `,`, `;`, closing bracket, a `{` that opens a
    /// body (`if let x = y {`) or a new line that does not continue it. Empty when `start` ends it already.
    public func expressionRange(from start: Int) -> Range<Int> {
        var e = start
        while e < count - 1 {
            let k = kind(e)
            // `if let x = y {`: the body is not part of the value; `let x = f { … }` is a trailing closure.
            if k == .leftBrace && !isTrailingClosurePosition(e) { break }
            if k.isOpen, let m = match(e) { e = m + 1; continue }
            if k.isClose || k == .semicolon || k == .comma { break }
            if e > start && tokens[e].hasNewlineBefore && !continuesLine(e) { break }
            e += 1
        }
        return start..<max(start, e)
    }

    /// How many earlier same-name tokens `binding(referencedAt:)` examines at most (a declaration further
    /// back is not found), so a file with many references stays linear.
    public static let bindingCandidates = 256

    /// The binding whose initial value is exactly the tokens `value`: `let name = <value>` or, with a type
    /// annotation, `let name: Type = <value>`. Nil when `value` is not a whole initializer.
    public func binding(initializedWith value: Range<Int>) -> Binding? {
        guard !value.isEmpty, kind(value.lowerBound - 1) == .equal else { return nil }
        // The name is right before `=`, or before a short `: Type` annotation.
        var j = value.lowerBound - 2
        let limit = max(0, value.lowerBound - 18)
        while j >= limit {
            if kind(j) == .identifier, let b = binding(declaredAt: j) { return b.value == value ? b : nil }
            let k = kind(j)
            if k == .keyword || k == .leftBrace || k == .rightBrace || k == .semicolon || k == .equal { return nil }
            j -= 1
        }
        return nil
    }

    /// The binding the identifier at `i` refers to: the nearest `let/var <name> =` before `i` whose scope
    /// encloses `i`, unless a parameter of a function or closure between them declares the same name.
    public func binding(referencedAt i: Int) -> Binding? {
        guard kind(i) == .identifier, !isMember(i) else { return nil }
        let occ = occurrences(ofNameAt: i)
        // Occurrences before i, nearest first.
        var lo = occ.startIndex, hi = occ.endIndex
        while lo < hi { let mid = (lo + hi) / 2; if Int(occ[mid]) < i { lo = mid + 1 } else { hi = mid } }
        var k = lo
        var examined = 0
        while k > occ.startIndex && examined < SwiftFile.bindingCandidates {
            k -= 1
            examined += 1
            let j = Int(occ[k])
            guard sameText(j, i), let b = binding(declaredAt: j) else { continue }
            guard b.scopeOpen < 0 || (b.scopeOpen < i && i < b.scopeEnd) else { continue }
            // A parameter in a scope between the binding's and the use's shadows it.
            var g = enclosingBrace(i)
            while g > b.scopeOpen {
                if declaresParameter(scope: g, named: i) { return nil }
                g = enclosingBrace(g)
            }
            return b
        }
        return nil
    }

    /// True when the function, initializer or closure whose body opens at `g` has a parameter spelled like token
    /// `name` (`func f(insets: T) {`, `{ insets in`, `{ (insets: T) in`).
    public func declaresParameter(scope g: Int, named name: Int) -> Bool {
        // Closure: `{ a, b in` / `{ (a: T) -> U in`.
        var j = g + 1
        let limit = min(count, g + 64)
        while j < limit {
            if kind(j) == .keyword && isText(j, "in") && Int(enclosing[j]) == g {
                for k in (g + 1)..<j where kind(k) == .identifier && sameText(k, name) { return true }
                break
            }
            if tokens[j].kind == .leftBrace { break }
            j += 1
        }
        // Function: the parameter clause `( … )` before the body, after `func name`, `init` or `subscript`.
        var k = g - 1
        var steps = 0
        while k >= 0 && steps < 40 {
            steps += 1
            let kk = kind(k)
            if kk == .leftBrace || kk == .rightBrace || kk == .semicolon { return false }
            if kk == .rightParen, let open = match(k) {
                var m = open - 1
                var back = 0
                while m >= 0 && back < 6 {
                    if kind(m) == .keyword && (isText(m, "func") || isText(m, "init") || isText(m, "subscript")) {
                        for p in (open + 1)..<k where kind(p) == .identifier && sameText(p, name) && kind(p + 1) == .colon {
                            return true
                        }
                        return false
                    }
                    back += 1
                    m -= 1
                }
                k = open - 1
                continue
            }
            k -= 1
        }
        return false
    }

    /// Uses of the binding `b`'s name that refer to it: after its declaration, inside its scope, not as
    /// `.member` or a label, not shadowed. A redeclaration of the name in the same scope ends the search.
    public func uses(of b: Binding) -> [Int] {
        var result: [Int] = []
        let occ = occurrences(ofNameAt: b.name)
        // First occurrence after the value (binary search).
        var lo = occ.startIndex, hi = occ.endIndex
        while lo < hi { let mid = (lo + hi) / 2; if Int(occ[mid]) < b.value.upperBound { lo = mid + 1 } else { hi = mid } }
        for o in occ[lo...] {
            let j = Int(o)
            if j >= b.scopeEnd { break }
            if !sameText(j, b.name) || isMember(j) || kind(j + 1) == .colon { continue }
            if let other = binding(declaredAt: j) {
                if other.scopeOpen == b.scopeOpen { break }
                continue
            }
            if binding(referencedAt: j)?.name == b.name { result.append(j) }
        }
        return result
    }
}
