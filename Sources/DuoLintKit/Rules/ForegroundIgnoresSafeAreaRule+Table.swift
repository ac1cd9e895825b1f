/// What `foreground_ignores_safe_area` needs from a whole file, built in one linear pass on the rule's first visit
/// to the file (`SwiftFile.table(_:build:)`), so that each `.ignoresSafeArea()` is judged by look-ups: nested
/// `VStack { … }.ignoresSafeArea()` 8,000 deep, or 50,000 modifiers in one chain, no longer rescan the
/// container's body or walk back the chain at every call.
final class SafeAreaTable {
    typealias Rule = ForegroundIgnoresSafeAreaRule

    /// The modifier chain an element belongs to: its root (-1 when the chain does not start with a name, see
    /// `SwiftFile.chainElement(endingAt:)`), whether the root is called (`VStack { … }`, not `content`), the first
    /// control or scrolling content in the root's argument list or trailing closures (`foreground(in:)`) and
    /// that of the nearest `.overlay` from the element back to the root that holds one (-1 for none).
    struct Chain {
        var root: Int32
        var rootIsCall = false
        var held: Int32 = -1
        var overlay: Int32 = -1
    }

    /// For the open bracket of every group, the first control or scrolling content called inside it (by name:
    /// `Button(`, `List {`), at any depth but not inside a shielded group nested in it; -1 for none and for
    /// other tokens. Shielded: the closures and argument lists of presenting modifiers (`.sheet { … }`,
    /// `.toolbar { … }`), of navigation containers and `GeometryReader`, and of an inset horizontal scroll view.
    private var first: [Int32]
    /// Callees of horizontal `ScrollView`s whose content is inset from the safe area (`inset(_:_:)`).
    private(set) var inset: Set<Int32> = []
    /// The chain of each `.ignoresSafeArea`/`.edgesIgnoringSafeArea` name in the file and of the elements before it.
    private(set) var chains: [Int32: Chain] = [:]

    init(_ file: SwiftFile) {
        first = [Int32](repeating: -1, count: file.count)
        var shielded = [Bool](repeating: false, count: file.count)
        func shield(_ c: Call) {
            if let open = c.argumentsOpen { shielded[open] = true }
            for t in c.trailingClosures { shielded[t.open] = true }
        }
        func named(_ names: [StaticString]) -> [Int] {
            names.flatMap { name in file.occurrences(ofName: name).lazy.map { Int($0) }.filter { file.isText($0, name) } }
        }
        for m in named(Rule.presenting) where file.isMember(m) {
            if let c = file.call(at: m) { shield(c) }
        }
        for v in named(Rule.selfInsetting) {
            if let c = file.call(at: v) { shield(c) }
        }
        // Candidates in source order; each fills the groups around it, innermost first, up to a group already
        // filled (by an earlier candidate, which went on from there) or a shielded one: each group once.
        var candidates = named(Rule.controls + Rule.scrolling).filter { j in
            !file.isMember(j) && (file.kind(j + 1) == .leftParen || file.kind(j + 1) == .leftBrace) && !file.tokens[j + 1].hasNewlineBefore
        }
        for j in candidates where file.isText(j, "ScrollView") {
            if let c = file.call(at: j), Self.inset(file, c) {
                inset.insert(Int32(j))
                shield(c)
            }
        }
        candidates.removeAll { inset.contains(Int32($0)) }
        candidates.sort()
        for j in candidates {
            var g = Int(file.enclosing[j])
            while g >= 0 && first[g] < 0 {
                first[g] = Int32(j)
                if shielded[g] { break }
                g = Int(file.enclosing[g])
            }
        }
        for name: StaticString in ["ignoresSafeArea", "edgesIgnoringSafeArea"] {
            for t in file.occurrences(ofName: name) where file.isText(Int(t), name) && file.isMember(Int(t)) {
                chain(file, Int(t))
            }
        }
    }

    /// The first control or scrolling content in the argument list or trailing closures of `call`, outside
    /// shielded groups nested in them.
    func foreground(in call: Call) -> Int? {
        var groups = call.trailingClosures.map(\.open)
        if let open = call.argumentsOpen { groups.insert(open, at: 0) }
        for g in groups where first[g] >= 0 { return Int(first[g]) }
        return nil
    }

    /// Finds and records the chain of element `element`: walks back until an element already recorded or the
    /// chain's start, then records each element crossed (so every element is walked once per file).
    @discardableResult
    private func chain(_ file: SwiftFile, _ element: Int) -> Chain {
        var path: [Int] = []
        var e = element
        var found: Chain
        while true {
            if let known = chains[Int32(e)] { found = known; break }
            guard file.isMember(e) else {
                let rc = file.call(at: e)
                found = Chain(root: Int32(e), rootIsCall: rc != nil, held: Int32(rc.flatMap(foreground(in:)) ?? -1))
                chains[Int32(e)] = found
                break
            }
            path.append(e)
            guard let previous = file.chainElement(endingAt: e - 2) else { found = Chain(root: -1); break }
            e = previous
        }
        for e in path.reversed() {
            if found.root >= 0 && file.isWord(e, "overlay"), let oc = file.call(at: e), let inner = foreground(in: oc) {
                found.overlay = Int32(inner)
            }
            chains[Int32(e)] = found
        }
        return found
    }

    /// True when the `ScrollView` call `c` scrolls horizontally (`ScrollView(.horizontal)`, `axes: [.horizontal]`)
    /// and its content is inset from the safe area at the sides: `.safeAreaPadding(…)` or `.contentMargins(…)` on
    /// the scroll view, or on a view at the top level of its content, with no edges, a side edge (`.horizontal`,
    /// `.leading` …) or edges it cannot read, and (`contentMargins`) not only for `.scrollIndicators`.
    private static func inset(_ file: SwiftFile, _ c: Call) -> Bool {
        guard let axes = c.arguments.first, axes.label.map({ file.isText($0, "axes") }) ?? true,
              Rule.names(file, axes.value, allowed: ["horizontal", "vertical", "Axis", "Set"], wanted: ["horizontal"]) else { return false }
        for m in file.modifiers(after: c.end) where insets(file, m) { return true }
        for t in c.trailingClosures {
            guard let close = file.match(t.open) else { continue }
            var j = t.open + 1
            while j < close {
                if file.kind(j).isOpen, let m = file.match(j) { j = m; continue }
                if file.isMember(j) && insets(file, j) { return true }
                j += 1
            }
        }
        return false
    }

    /// True when the modifier named at `m` is `.safeAreaPadding(…)` or `.contentMargins(…)` insetting content at
    /// the sides (see `inset(_:_:)`).
    private static func insets(_ file: SwiftFile, _ m: Int) -> Bool {
        let margins = file.isWord(m, "contentMargins")
        guard margins || file.isWord(m, "safeAreaPadding"), let c = file.call(at: m) else { return false }
        if margins, let placement = file.argument(c, labelled: "for"),
           Rule.names(file, placement.value, allowed: ["scrollIndicators", "ContentMarginPlacement"], wanted: ["scrollIndicators"]) {
            return false
        }
        guard let edges = c.arguments.first, edges.label == nil,
              edges.value.allSatisfy({ file.kind($0) != .identifier || Rule.any(Rule.edges, file, $0) }),
              edges.value.contains(where: { file.kind($0) == .identifier && file.isMember($0) }) else { return true }
        return Rule.names(file, edges.value, allowed: Rule.edges, wanted: Rule.sides)
    }
}
