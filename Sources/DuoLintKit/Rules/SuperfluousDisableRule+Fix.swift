import Foundation

/// One `superfluous_disable` note as `SuppressionMap.resolve` reported it, for its fix.
struct SuperfluousNote {
    /// Its index among the findings kept.
    var finding: Int
    /// The directive it is about (an index into `SuppressionMap.directives`).
    var directive: Int
    /// The rule id (or `all`) that silences nothing there.
    var id: String
    /// The entry of a `disable…` directive; nil for an `enable` that re-enables nothing.
    var entry: Int?
}

/// The fix of `superfluous_disable`: the id that silences nothing removed from its directive, the directive
/// removed when none of its ids is left, the comment when none of its directives is left (its whole line when
/// the comment is alone on it), read from the directives `SuppressionMap` parsed (never from a text search).
///
/// A `duolint:disable` region ended by a `duolint:enable` of the same id loses that id from the `enable` too
/// (else the `enable` would re-enable nothing), when the id was not disabled before the region; when it was,
/// only the `disable` goes. No fix: a `disable all` region ended by an `enable`, or with other region directives
/// inside it (they might re-enable nothing once it is gone); a region ended by `enable all` alone; a block
/// comment with prose after its directive, and the first of several directives in one block comment. A
/// directive that loses all its ids but has prose after them (`// duolint:disable:this all // keep this`) is
/// removed up to the prose's own comment marker (`// keep this` stays); other prose gets no fix.
/// The notes whose edits touch one comment share one fix (equal fixes are applied once).
extension SuppressionMap {
    /// Sets the fix of each note of `notes` in `kept` (the findings `resolve` keeps, of `source`).
    func attachFixes(to kept: inout [Finding], _ notes: [SuperfluousNote], source: SourceFile) {
        guard !notes.isEmpty else { return }
        // The index in `regions` of each region directive, found once (a file may hold many thousands).
        var regionOf: [Int: Int] = [:]
        for (k, r) in regions.enumerated() { regionOf[r.directive] = k }
        let removals = notes.map { wordRemovals($0, regionOf) }
        var removedIDs: [Int: Set<String>] = [:]
        for r in removals { for w in r ?? [] { removedIDs[w.directive, default: []].insert(w.id) } }
        // The directives of each comment (by the comment's start), in order.
        var byComment: [Int: [Int]] = [:]
        for (d, directive) in directives.enumerated() { byComment[directive.comment.lowerBound, default: []].append(d) }
        // Notes whose edits touch the same comments are one group: one fix.
        var parent: [Int: Int] = [:]
        func root(_ x: Int) -> Int {
            var x = x
            while let p = parent[x], p != x { x = p }
            return x
        }
        for r in removals {
            guard let r, let first = r.first else { continue }
            let a = root(directives[first.directive].comment.lowerBound)
            parent[a] = parent[a] ?? a
            for w in r.dropFirst() {
                let b = root(directives[w.directive].comment.lowerBound)
                if a != b { parent[b] = a }
            }
        }
        var groupEdits: [Int: [FixEdit]?] = [:]
        var groupNotes: [Int: Int] = [:]
        for comment in Set(removedIDs.keys.map { directives[$0].comment.lowerBound }) {
            let g = root(comment)
            let edits = commentEdits(byComment[comment] ?? [], removedIDs, source)
            switch (groupEdits[g], edits) {
            case (nil, let e): groupEdits[g] = e
            case (let old??, let e?): groupEdits[g] = old + e
            default: groupEdits[g] = .some(nil)
            }
        }
        for (n, r) in zip(notes, removals) where r != nil { groupNotes[root(directives[n.directive].comment.lowerBound), default: 0] += 1 }
        // Each description made once and shared by the fixes that have it (the same id and directive): a string of
        // its own for each of 100,000 notes was 16 MB.
        var descriptions: [DescriptionKey: String] = [:]
        for (n, r) in zip(notes, removals) {
            guard let r else { continue }
            let g = root(directives[n.directive].comment.lowerBound)
            guard let edits = groupEdits[g] ?? nil else { continue }
            let command = directives[n.directive].command
            let key = DescriptionKey(group: groupNotes[g] != 1, enable: r.count > 1, id: groupNotes[g] != 1 ? "" : n.id,
                                     command: groupNotes[g] != 1 ? "" : command)
            let description = descriptions[key] ?? {
                let text = key.group ? "Remove the rule ids of these suppression comments that silence nothing"
                    : key.enable ? "Remove '\(n.id)' of 'duolint:\(command)', which silences nothing, and of its 'duolint:enable'"
                    : "Remove '\(n.id)' of 'duolint:\(command)', which silences nothing"
                descriptions[key] = text
                return text
            }()
            kept[n.finding].fix = ProposedFix(description, edits).resolved(in: source)
        }
    }

    /// What a fix's description depends on: a fix shared by several notes (`group`), else the id, the directive's
    /// command and whether the id goes from an `enable` too.
    private struct DescriptionKey: Hashable {
        var group: Bool
        var enable: Bool
        var id: String
        var command: String
    }

    /// The ids a note's fix removes, by directive: its own; for a `disable` region ended by an `enable` naming
    /// the id, that one's too, unless the id was disabled before the region. Nil: no fix (see the type's notes).
    /// `regionOf`: the index in `regions` of each region directive.
    private func wordRemovals(_ n: SuperfluousNote, _ regionOf: [Int: Int]) -> [(directive: Int, id: String)]? {
        guard let e = n.entry, directives[n.directive].command == "disable" else { return [(n.directive, n.id)] }
        guard let k = regionOf[n.directive] else { return nil }
        let closer = entries[e].closer
        guard let c = closer, !regions[c].disable else {
            // Without `all`, other rules' directives inside the region could re-enable nothing once it is gone.
            if n.id == "all" && (closer ?? regions.count) != k + 1 { return nil }
            return [(n.directive, n.id)]
        }
        guard n.id != "all" else { return nil }
        let before = Swift.max(SuppressionMap.last(in: regionsNaming[n.id] ?? [], before: k),
                               SuppressionMap.last(in: regionsNaming["all"] ?? [], before: k))
        if before >= 0 && regions[before].disable { return [(n.directive, n.id)] }
        guard regions[c].ids.contains(n.id) else { return nil }
        return [(n.directive, n.id), (regions[c].directive, n.id)]
    }

    /// The edits removing `removed` ids from the directives `inComment` (all the directives of one comment, in
    /// order): nil when that cannot be done exactly.
    private func commentEdits(_ inComment: [Int], _ removed: [Int: Set<String>], _ source: SourceFile) -> [FixEdit]? {
        guard let firstD = inComment.first, let lastD = inComment.last else { return nil }
        let bytes = source.bytes
        let comment = directives[firstD].comment
        // A directive loses all its ids; `whole` when nothing but them is among its words (no prose after them).
        let idsGone = inComment.map { d in removed[d].map { r in directives[d].ids.allSatisfy(r.contains) } ?? false }
        let prose = inComment.map { d in directives[d].words.firstIndex { !(removed[d] ?? []).contains(source.text($0.lowerBound, $0.upperBound)) } }
        let whole = zip(idsGone, prose).map { $0 && $1 == nil }
        if let d = inComment.first, inComment.count == 1, idsGone[0], let p = prose[0] {
            // `// duolint:disable:this all // note`: the directive goes up to the note's own `//` (or `#`), which
            // becomes the comment's marker; other prose after the ids (or a block comment) gets no fix.
            let word = directives[d].words[p]
            let marker = source.text(comment.lowerBound, Swift.min(comment.lowerBound + 2, comment.upperBound))
            let m = marker.hasPrefix("//") ? "//" : marker.hasPrefix("#") ? "#" : nil
            guard let m, source.text(word.lowerBound, word.upperBound).hasPrefix(m) else { return nil }
            return [FixEdit(directives[d].offset..<word.lowerBound, "")]
        }
        guard !zip(idsGone, prose).contains(where: { $0 && $1 != nil }) else { return nil }
        // A reason that holds a note of its own (`all - reason // note`): which part is the directive's is a guess.
        for d in inComment where whole[inComment.firstIndex(of: d)!] {
            let after = directives[d].words.last?.upperBound ?? directives[d].offset
            if String(decoding: bytes[after..<directives[d].end], as: UTF8.self).contains("//") { return nil }
        }
        if whole.allSatisfy({ $0 }) {
            // Nothing but blanks and the closing `*/` or `-->` after the last directive: the comment goes.
            let tail = String(decoding: bytes[directives[lastD].end..<comment.upperBound], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard tail.isEmpty || tail == "*/" || tail == "-->" else { return nil }
            let r = LineSpan.removal(of: comment, in: bytes)
            return [FixEdit(r.offsets, r.text)]
        }
        let block = bytes[comment.lowerBound...].starts(with: Array("/*".utf8))
        var edits: [FixEdit] = []
        var i = 0
        while i < inComment.count {
            guard whole[i] else {
                if let ids = removed[inComment[i]] {
                    guard let w = wordEdits(inComment[i], ids, source) else { return nil }
                    edits += w
                }
                i += 1
                continue
            }
            var j = i
            while j + 1 < inComment.count && whole[j + 1] { j += 1 }
            if i == 0 {
                // The comment's opening goes with its first directive: a block comment would lose its `/*`.
                guard !block else { return nil }
                edits.append(FixEdit(directives[inComment[0]].offset..<directives[inComment[j + 1]].offset, ""))
            } else {
                edits.append(FixEdit(directives[inComment[i - 1]].end..<directives[inComment[j]].end, ""))
            }
            i = j + 1
        }
        return edits
    }

    /// The edits removing the words naming `ids` from directive `d`, some of its words staying: a word with the
    /// separators after it when a word that stays follows, else with the separators before it.
    private func wordEdits(_ d: Int, _ ids: Set<String>, _ source: SourceFile) -> [FixEdit]? {
        let words = directives[d].words
        let gone = words.map { ids.contains(source.text($0.lowerBound, $0.upperBound)) }
        var edits: [FixEdit] = []
        for i in words.indices where gone[i] {
            if gone[(i + 1)...].contains(false) {
                edits.append(FixEdit(words[i].lowerBound..<words[i + 1].lowerBound, ""))
            } else {
                guard i > 0 else { return nil }
                edits.append(FixEdit(words[i - 1].upperBound..<words[i].upperBound, ""))
            }
        }
        return edits
    }
}
