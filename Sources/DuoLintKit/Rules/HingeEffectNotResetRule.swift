/// `hinge_effect_not_reset`: state set in a hinge callback while the hinge is `.partiallyOpen`, with no path in
/// the callback that sets it again when the hinge leaves that status.
///
/// Reads the action closure of `onHingeChange` (trailing, or an unlabelled closure argument) and the update handler
/// of `UIHingeInteraction` (trailing, or `updateHandler:`). A partially-open region is the body of an `if` whose
/// condition (clauses joined by `,` or `&&`, no `||`, not negated) tests `… == .partiallyOpen` (either side;
/// `.partiallyOpen?` and `DeviceHinge.Status.partiallyOpen` too) or `case .partiallyOpen = …`; the rest of the block
/// after such a `guard … else { … }`; or a `switch` case whose patterns name `.partiallyOpen` and no other status.
/// An assignment is `x = …`, `self.x = …`, `a.b.x = …`, each plain element of `(x, self.y) = …` or `x.toggle()` at
/// the start of a statement, nested closures (`withAnimation { x = … }`) included; a hinge closure nested in the
/// callback is judged on its own visit and not read as part of the outer one. Catches an assignment in a
/// partially-open region when the closure assigns the same state nowhere outside every such region (no `else`
/// branch, other `case`, `default`, guard `else` block, or assignment before or after the `if` sets it). Names
/// compare by their last identifier (`self.tilt` ≡ `tilt`); an assignment of a prefix (`offset = .zero`) also
/// resets `offset.width`, and one of a member (`offset.height = 0`) also resets `offset` (a partial reset is still a
/// reset path). One finding per state, at the first token of its first assignment under `.partiallyOpen`.
/// Leaves alone: locals declared in the closure (`let`/`var`/`for`), closure parameters and members of them;
/// compound assignments (`+=`); names that keep memory rather than show an effect (starting with
/// last/prev/previous/old/max/min/did/has); calls and logging under `.partiallyOpen`; assignments under other
/// statuses only; state reset under any other path, even one other status only, also by a tuple assignment
/// (`(tilt, showsStand) = (0, false)`) or by a member (`offset.height = 0`); every state when another path calls a
/// function named reset…, restore… or clear… without receiver or on `self` (`resetEffects()`,
/// `withAnimation { self.restoreLayout() }`), and the state under `x` when it calls one on `x` (`effects.reset()`
/// resets `effects.tilt`, not `tilt`); conditions and `switch` subjects that read the closure's first (old)
/// parameter or a name starting with old/prev/previous/last (they describe leaving `.partiallyOpen`). Matched by
/// name (`onHingeChange`, `UIHingeInteraction`, `partiallyOpen`, reset/restore/clear); no types. Linear: each token
/// is read by the innermost hinge closure around it; regions, locals, parameters and reset paths are looked up.
/// Facts: DOMAIN.md §9 ("reset effects when leaving `.partiallyOpen`"); seed 000 (ヒンジ: the closure receives the old
/// and new context, computes from the angle when partially open and resets otherwise; sample from "Leverage multiple
/// displays and scenes on iPhone Duo" @ 2:17); seed 004 (hinge callback signatures; hinge-driven effects: reset in an
/// else branch when leaving `.partiallyOpen`).
public struct HingeEffectNotResetRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "hinge_effect_not_reset",
        name: "Hinge effect not reset",
        severity: .warning,
        summary: "Flags state set in an onHingeChange or UIHingeInteraction closure while the hinge is .partiallyOpen that no other path of the closure sets back, so the effect keeps its partially-open value after the device opens fully or closes.",
        rationale: "The hinge callback runs on every status and angle update. The pattern Apple shows computes an effect value from the angle while the status is .partiallyOpen and resets it otherwise; an effect set only under .partiallyOpen keeps its last angle once the hinge reports .fullyOpen or .closed, so a tilt, pitch bend or overlay sticks after the device is opened or closed.",
        fix: "Give the .partiallyOpen branch an else branch (or the switch a default or other cases) that resets the same state, or compute the value from the status in one assignment.",
        source: "seed 000 (ヒンジ: onHingeChange sample, 'Leverage multiple displays and scenes on iPhone Duo' @ 2:17); seed 004 (hinge callbacks; hinge-driven effects: reset in an else branch when leaving .partiallyOpen)",
        inputs: [.swift],
        tags: ["hinge"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["onHingeChange", "UIHingeInteraction"] }

    /// One assignment in the hinge closure: the index of its first token and the identifiers it assigns through
    /// (`self.offset.width` gives `["offset", "width"]`).
    struct Assignment {
        var start: Int
        var names: [String]
        var key: String { names.joined(separator: ".") }
    }

    /// Numbers for assigned chains and their prefixes (`offset`, `offset.width`): one number per distinct chain,
    /// given by the parent chain's number and the last name, so comparing chains and prefixes costs a set look-up.
    struct ChainNumbers {
        private struct Key: Hashable { var parent: Int; var name: String }
        private var numbers: [Key: Int] = [:]
        /// The numbers of `names`' prefixes, shortest first (the last is the whole chain's).
        mutating func prefixes(_ names: [String]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(names.count)
            var parent = -1
            for name in names {
                let key = Key(parent: parent, name: name)
                if let n = numbers[key] { parent = n } else { parent = numbers.count; numbers[key] = parent }
                result.append(parent)
            }
            return result
        }
    }

    /// Judges the hinge callback named at token `i` of `file`; reports each state set under `.partiallyOpen` and
    /// never reset at the first token of its first such assignment (line 1-based, columns as `SourceLocation` gives them).
    public func visit(_ i: Int, in file: SwiftFile, options: RuleOptions, sink: inout FindingSink) {
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

    /// How many elements of the ascending `sorted` are at most `t`.
    func countAtOrBefore(_ sorted: [Int], _ t: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo
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

    // MARK: Assignments

    /// The chains assigned by the statement whose `=` (or `toggle` in `x.toggle()`) is token `k`, when it starts a
    /// statement and assigns through plain names (no calls or subscripts) rooted at `self` or at a name: one for
    /// `x = …`, one per plain element of a tuple `(tilt, self.showsStand) = (0, false)`, none otherwise.
    func assignments(_ file: SwiftFile, at k: Int, closure open: Int) -> [Assignment] {
        let lhsEnd: Int
        if file.kind(k) == .equal {
            lhsEnd = k - 1
        } else if file.isWord(k, "toggle"), file.isMember(k), file.kind(k + 1) == .leftParen, file.match(k + 1) == k + 2,
                  !file.tokens[k + 1].hasNewlineBefore {
            lhsEnd = k - 2
        } else {
            return []
        }
        guard file.tokens[k].interpolationDepth == file.tokens[open].interpolationDepth else { return [] }
        if file.kind(lhsEnd) == .identifier {
            let start = file.chainStart(endingAt: lhsEnd)
            guard isStatementStart(file, start), let a = chain(file, start, lhsEnd) else { return [] }
            return [a]
        }
        guard file.kind(k) == .equal, file.kind(lhsEnd) == .rightParen, let lp = file.match(lhsEnd), lp < lhsEnd,
              isStatementStart(file, lp) else { return [] }
        var result: [Assignment] = []
        var element = lp + 1
        var j = lp + 1
        while j <= lhsEnd {
            if j < lhsEnd && file.kind(j).isOpen, let m = file.match(j), m < lhsEnd { j = m + 1; continue }
            if j == lhsEnd || file.kind(j) == .comma {
                if j > element, file.kind(j - 1) == .identifier, let a = chain(file, element, j - 1) { result.append(a) }
                element = j + 1
            }
            j += 1
        }
        return result
    }

    /// The assignment of the chain `start…end` when it is plain names (`offset.width`, `self.tilt`, `self?.alpha`).
    func chain(_ file: SwiftFile, _ start: Int, _ end: Int) -> Assignment? {
        var names: [String] = []
        for t in start...end {
            switch file.kind(t) {
            case .identifier: names.append(file.text(t))
            case .period, .postfixQuestionMark, .exclamationMark: continue
            case .keyword where t == start && file.isText(t, "self"): continue
            default: return nil
            }
        }
        return names.isEmpty ? nil : Assignment(start: start, names: names)
    }

    /// For a statement that calls a function named reset…, restore… or clear… (`resetEffects()`, `self.reset()`,
    /// `withAnimation { effects.restoreDefaults() }`, after `try`/`await`) with callee token `k`: the receiver as
    /// an assignment (`effects`; no names for a call on `self` or without receiver). Nil for any other token.
    func resetCall(_ file: SwiftFile, at k: Int, closure open: Int) -> Assignment? {
        guard file.kind(k) == .identifier, file.kind(k + 1) == .leftParen, !file.tokens[k + 1].hasNewlineBefore,
              file.tokens[k].interpolationDepth == file.tokens[open].interpolationDepth else { return nil }
        let name = file.text(k)
        guard startsWithWord(name, "reset") || startsWithWord(name, "restore") || startsWithWord(name, "clear") else { return nil }
        let start = file.chainStart(endingAt: k)
        var s = start
        // `try`, `try?`, `try!` and `await` before the call (a few; 8 tokens bound the walk back).
        var steps = 0
        while steps < 8 {
            steps += 1
            if file.isWord(s - 1, "await") || file.isWord(s - 1, "try") { s -= 1; continue }
            if (file.kind(s - 1) == .postfixQuestionMark || file.kind(s - 1) == .exclamationMark) && file.isWord(s - 2, "try") {
                s -= 2
                continue
            }
            break
        }
        guard isStatementStart(file, s), var call = chain(file, start, k) else { return nil }
        call.names.removeLast()
        return call
    }

    /// True when token `s` starts a statement: after `{`, `;`, a closure's `in`, a `case`/`default` label's `:`, or
    /// first on a line that does not continue the previous one.
    func isStatementStart(_ file: SwiftFile, _ s: Int) -> Bool {
        let p = s - 1
        let pk = file.kind(p)
        if pk == .leftBrace || pk == .semicolon || (pk == .keyword && file.isText(p, "in")) { return true }
        if pk == .colon { return isCaseLabelColon(file, p) }
        return file.tokens[s].hasNewlineBefore && !file.continuesLine(s)
    }

    /// True when the `:` at `c` ends a `case …:` or `default:` label.
    func isCaseLabelColon(_ file: SwiftFile, _ c: Int) -> Bool {
        var j = c - 1
        var steps = 0
        while j > 0 && steps < 256 {
            steps += 1
            if file.kind(j) == .rightParen || file.kind(j) == .rightSquare, let o = file.match(j) { j = o }
            if file.isWord(j, "default") { return j == c - 1 && isLabelStart(file, j) }
            if file.isWord(j, "case") { return isLabelStart(file, j) }
            let k = file.kind(j)
            if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .equal || k == .leftParen || k == .leftSquare {
                return false
            }
            if file.tokens[j].hasNewlineBefore && !file.continuesLine(j) { return false }
            j -= 1
        }
        return false
    }

    /// Names declared in the closure's own tokens `ranges`: after `let`, `var` (also in tuple patterns) and `for`.
    func localNames(_ file: SwiftFile, _ ranges: [Range<Int>]) -> Set<String> {
        var names = Set<String>()
        for range in ranges {
            for t in range where file.isWord(t, "let") || file.isWord(t, "var") || file.isWord(t, "for") {
                if file.kind(t + 1) == .identifier {
                    names.insert(file.text(t + 1))
                } else if file.kind(t + 1) == .leftParen, let m = file.match(t + 1) {
                    for p in (t + 2)..<m where file.kind(p) == .identifier && (file.kind(p - 1) == .leftParen || file.kind(p - 1) == .comma) {
                        names.insert(file.text(p))
                    }
                }
            }
        }
        return names
    }

    /// The parameter names of the closure, function or initializer whose body opens at `g` (`{ a, b in`,
    /// `{ (a: T) in`, `func f(insets: T) {`): the names `SwiftFile.declaresParameter(scope:named:)` accepts,
    /// listed once per scope so that each assignment looks them up instead of walking every enclosing brace.
    func parameterNames(_ file: SwiftFile, scope g: Int) -> [String] {
        var names: [String] = []
        var j = g + 1
        let limit = min(file.count, g + 64)
        while j < limit {
            if file.kind(j) == .keyword && file.isText(j, "in") && Int(file.enclosing[j]) == g {
                for k in (g + 1)..<j where file.kind(k) == .identifier { names.append(file.text(k)) }
                break
            }
            if file.kind(j) == .leftBrace { break }
            j += 1
        }
        var k = g - 1
        var steps = 0
        while k >= 0 && steps < 40 {
            steps += 1
            let kk = file.kind(k)
            if kk == .leftBrace || kk == .rightBrace || kk == .semicolon { break }
            if kk == .rightParen, let open = file.match(k) {
                var m = open - 1
                var back = 0
                while m >= 0 && back < 6 {
                    if file.kind(m) == .keyword && (file.isText(m, "func") || file.isText(m, "init") || file.isText(m, "subscript")) {
                        for p in (open + 1)..<k where file.kind(p) == .identifier && file.kind(p + 1) == .colon {
                            names.append(file.text(p))
                        }
                        return names
                    }
                    back += 1
                    m -= 1
                }
                k = open - 1
                continue
            }
            k -= 1
        }
        return names
    }

    /// True for a name that keeps memory rather than drives an effect: it starts with last, prev, previous, old,
    /// max, min, did or has as a camel-case word (`lastAngle`, `maxSeen`, `didEnterTabletop`).
    func keepsMemory(_ name: String) -> Bool {
        for word in ["last", "prev", "previous", "old", "max", "min", "did", "has"] where startsWithWord(name, word) { return true }
        return false
    }

    /// True when `name` starts with the lowercase `word` followed by its end or an uppercase letter or digit.
    func startsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        guard let next = name.dropFirst(word.count).first else { return true }
        return next.isUppercase || next.isNumber || next == "_"
    }

    /// True when `name` starts with `word` or holds it capitalised as a camel-case word (`hingeOld`, `statusLast2`).
    func hasWord(_ name: String, _ word: String) -> Bool {
        if startsWithWord(name, word) { return true }
        let cap = word.prefix(1).uppercased() + word.dropFirst()
        var rest = Substring(name)
        while let r = rest.range(of: cap) {
            let next = rest[r.upperBound...].first
            if next == nil || next!.isUppercase || next!.isNumber || next == "_" { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }
}
