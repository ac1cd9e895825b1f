/// `hinge_effect_not_reset` where the syntax tree has no structure: a callback nested deeper than the parser's
/// recursion bound (`SyntaxParser.maximumNesting`) sits in an `unexpected` node, so the rule reads its tokens as it did
/// before the tree. Used only for such callbacks (see `HingeEffectNotResetRule.visit`); same judgement, same output.
extension HingeEffectNotResetRule {
    /// The token-based judgement, used only where the syntax tree gave up (nesting deeper than the parser's bound
    /// leaves an `unexpected` node): judges the hinge callback named at token `i` of `file`; reports each state set under `.partiallyOpen` and
    /// never reset at the first token of its first such assignment (line 1-based, columns as `SourceLocation` gives them).
    func visitByTokens(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        guard let open = handler(file, i), let close = file.match(open), close > open + 1 else { return }
        let previous = file.isWord(i, "onHingeChange") ? firstParameter(file, open, close) : nil
        let own = ownTokens(file, open, close)
        // Partially-open regions as their sorted bounds: a token is in as many regions as bounds start at or before
        // it minus bounds that end there, found by binary search, so nested and repeated regions stay linear.
        var starts: [Int] = [], ends: [Int] = []
        for range in own {
            for k in range where file.isMember(k) && file.isWord(k, "partiallyOpen") {
                guard let r = partialRegion(file, k, previous: previous), r.lowerBound > open, r.upperBound <= close,
                      !r.isEmpty else { continue }
                starts.append(r.lowerBound)
                ends.append(r.upperBound)
            }
        }
        starts.sort()
        ends.sort()
        func isPartial(_ t: Int) -> Bool { countAtOrBefore(starts, t) > countAtOrBefore(ends, t) }
        let locals = localNames(file, own)
        // Parameters of the closure and of the closures and functions open at the current token, counted by name.
        var parameters: [String: Int] = [:]
        var scopes: [(close: Int, names: [String])] = []
        func enter(_ g: Int, until end: Int) {
            let names = parameterNames(file, scope: g)
            for n in names { parameters[n, default: 0] += 1 }
            scopes.append((end, names))
        }
        enter(open, until: close)
        var numbers = ChainNumbers()
        var underPartial: [(a: Assignment, prefixes: [Int])] = []
        // What the other paths set: whole chains, every prefix of them, and last names; `resetsAll` after a call of
        // a reset…/restore…/clear… function of the view or object itself (`resetEffects()`, `self.restoreLayout()`).
        var elsewhereWhole = Set<Int>(), elsewherePrefixes = Set<Int>(), elsewhereLast = Set<String>()
        var resetsAll = false
        for range in own {
            for k in range {
                while let s = scopes.last, s.close <= k {
                    for n in s.names { parameters[n, default: 1] -= 1 }
                    scopes.removeLast()
                }
                if file.kind(k) == .leftBrace { enter(k, until: file.match(k) ?? Int.max) }
                var found: [Assignment] = []
                if let receiver = resetCall(file, at: k, closure: open) {
                    guard !isPartial(receiver.start) else { continue }
                    if receiver.names.isEmpty { resetsAll = true; continue }
                    found = [receiver]
                } else {
                    found = assignments(file, at: k, closure: open)
                }
                for a in found {
                    if file.kind(a.start) == .identifier && (locals.contains(a.names[0]) || parameters[a.names[0], default: 0] > 0) {
                        continue
                    }
                    let prefixes = numbers.prefixes(a.names)
                    if isPartial(a.start) {
                        underPartial.append((a, prefixes))
                    } else {
                        elsewhereWhole.insert(prefixes[prefixes.count - 1])
                        elsewherePrefixes.formUnion(prefixes)
                        elsewhereLast.insert(a.names[a.names.count - 1])
                    }
                }
            }
        }
        guard !resetsAll else { return }
        var reported = Set<Int>()
        for (a, prefixes) in underPartial {
            let whole = prefixes[prefixes.count - 1]
            guard !reported.contains(whole), let last = a.names.last, !keepsMemory(last) else { continue }
            // Reset: the same last name, a prefix of the chain (`offset = .zero` for `offset.width`), or a member of
            // it (`offset.height = 0` for `offset`) assigned on another path.
            if elsewhereLast.contains(last) || elsewherePrefixes.contains(whole)
                || prefixes.contains(where: { elsewhereWhole.contains($0) }) { continue }
            reported.insert(whole)
            sink.report(Self.description, at: a.start, "\(a.key) is set while the hinge is partially open but never reset when it leaves .partiallyOpen, so the effect sticks after the device opens or closes; reset it in an else branch or for the other statuses.")
        }
    }


    /// The ranges of tokens inside the closure `open…close` that belong to it: its body without the closures of
    /// `onHingeChange`/`UIHingeInteraction` calls nested in it, which are judged on their own visit. Each token of
    /// a file is so read by the innermost hinge closure around it only, which keeps nested callbacks linear.
    func ownTokens(_ file: SwiftFile, _ open: Int, _ close: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var skips: [Int: Int] = [:]
        var start = open + 1
        var k = open + 1
        while k < close {
            if !skips.isEmpty, let m = skips.removeValue(forKey: k) {
                if start < k { ranges.append(start..<k) }
                k = m + 1
                start = k
                continue
            }
            if file.kind(k) == .identifier && (file.isWord(k, "onHingeChange") || file.isWord(k, "UIHingeInteraction")),
               let h = handler(file, k), h > k, let m = file.match(h), m < close {
                skips[h] = m
            }
            k += 1
        }
        if start < close { ranges.append(start..<close) }
        return ranges
    }

    // MARK: The callback

    /// The `{` of the callback closure of the `onHingeChange`/`UIHingeInteraction` call at `i`, or nil.
    func handler(_ file: SwiftFile, _ i: Int) -> Int? {
        // A declaration (`func onHingeChange(`) or a type position (`let x: UIHingeInteraction {`) is no call.
        guard file.kind(i - 1) != .colon, file.kind(i - 1) != .arrow, !file.isWord(i - 1, "func"),
              let c = file.call(at: i) else { return nil }
        if let t = c.trailingClosures.first { return t.open }
        if file.isWord(i, "onHingeChange") {
            for a in c.arguments where a.label.map({ !file.isText($0, "isEnabled") }) ?? true {
                if let o = closureLiteral(file, a.value) { return o }
            }
            return nil
        }
        return file.argument(c, labelled: "updateHandler").flatMap { closureLiteral(file, $0.value) }
    }

    /// The `{` of `value` when the value is exactly one closure literal.
    func closureLiteral(_ file: SwiftFile, _ value: Range<Int>) -> Int? {
        guard !value.isEmpty, file.kind(value.lowerBound) == .leftBrace,
              file.match(value.lowerBound) == value.upperBound - 1 else { return nil }
        return value.lowerBound
    }

    /// The first parameter of the closure at `open` when it takes two or more (`{ old, new in`): SwiftUI's
    /// `onHingeChange` passes the old context first. Nil for `_`, one parameter or no parameter list.
    func firstParameter(_ file: SwiftFile, _ open: Int, _ close: Int) -> Int? {
        var params: [Int] = []
        var j = open + 1
        // A parameter list is short; 64 tokens bounds the look-ahead.
        while j < min(close, open + 64) {
            let k = file.kind(j)
            if file.isWord(j, "in") { return params.count >= 2 && file.kind(params[0]) == .identifier ? params[0] : nil }
            if k == .leftSquare, let m = file.match(j) { j = m + 1; continue }
            if k == .identifier || k == .wildcard {
                let pk = file.kind(j - 1)
                if pk == .leftParen || pk == .comma || pk == .leftBrace || pk == .rightSquare { params.append(j) }
            } else if ![.comma, .leftParen, .rightParen, .colon, .period, .arrow, .leftAngle, .rightAngle,
                        .postfixQuestionMark, .exclamationMark].contains(k) && !file.isWord(j, "throws") {
                return nil
            }
            j += 1
        }
        return nil
    }
}
