/// `hinge_effect_not_reset`: state set in a hinge callback while the hinge is `.partiallyOpen`, with no path in
/// the callback that sets it again when the hinge leaves that status.
///
/// Reads the action closure of `onHingeChange` (trailing, or an unlabelled closure argument) and the update handler
/// of `UIHingeInteraction` (trailing, or `updateHandler:`). A partially-open region is the body of an `if` whose
/// condition has a clause (terms joined by `&&`, no `||` in it, not negated) testing `… == .partiallyOpen` (either
/// side; `.partiallyOpen?` and `DeviceHinge.Status.partiallyOpen` too) or `case .partiallyOpen = …`; the rest of the block
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
/// name (`onHingeChange`, `UIHingeInteraction`, `partiallyOpen`, reset/restore/clear); no types. Read from the syntax
/// tree; linear: each node is read by the innermost hinge closure around it;
/// regions, locals, parameters and reset paths are looked up.
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
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let closure = handler(names, trigger: i) else { return }
        let own = ownNodes(names, closure)
        let params = tree.parameterNames(file, of: closure)
        let previous = file.isWord(i, "onHingeChange") && params.count >= 2 && file.kind(params[0]) == .identifier ? params[0] : nil
        // Partially-open regions as their sorted bounds: a token is in as many regions as bounds start at or before
        // it minus bounds that end there, found by binary search, so nested and repeated regions stay linear.
        var starts: [Int] = [], ends: [Int] = []
        for m in own.partial {
            guard let r = partialRegion(names, m, previous: previous), !r.isEmpty else { continue }
            starts.append(r.lowerBound)
            ends.append(r.upperBound)
        }
        starts.sort()
        ends.sort()
        func isPartial(_ t: Int) -> Bool { countAtOrBefore(starts, t) > countAtOrBefore(ends, t) }
        var numbers = ChainNumbers()
        var underPartial: [(a: Assignment, prefixes: [Int])] = []
        // What the other paths set: whole chains, every prefix of them, and last names; `resetsAll` after a call of
        // a reset…/restore…/clear… function of the view or object itself (`resetEffects()`, `self.restoreLayout()`).
        var elsewhereWhole = Set<Int>(), elsewherePrefixes = Set<Int>(), elsewhereLast = Set<String>()
        var resetsAll = false
        var scopes: [Int: Set<String>] = [:]
        for statement in own.statements {
            var found: [Assignment] = []
            if let receiver = resetCall(names, statement) {
                guard !isPartial(receiver.start) else { continue }
                if receiver.names.isEmpty { resetsAll = true; continue }
                found = [receiver]
            } else {
                found = assignments(names, statement)
            }
            for a in found {
                if file.kind(a.start) == .identifier
                    && (own.locals.contains(a.names[0])
                        || isParameter(names, a.names[0], at: statement, closure: closure, scopes: &scopes)) {
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
}
