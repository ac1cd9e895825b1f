/// A list of globs (a configuration's `included` or `excluded`) compiled once into one automaton over path
/// components, so a path is matched against all of them in one pass (see `Glob` for what a pattern means).
///
/// The patterns share a trie of their components: a literal component is a dictionary key, so a thousand
/// `App/ModuleN/Generated` or `**/GenN` cost one look-up per path component; the wildcard components at a
/// node are indexed by their literal prefix or suffix (character tries), so only those whose fixed start or
/// end fits are tried, each by `ComponentPattern`'s linear matcher; a `**` is a node that stays active on
/// every further component. A path is read once, component by component, with the set of active nodes
/// (each at most once): the cost is at most (path components) × (active nodes), never exponential,
/// whatever the patterns.
struct GlobSet: Sendable, Equatable {
    /// The patterns, as given.
    let globs: [Glob]
    private var nodes: [Node] = [Node()]

    /// One state: the patterns' components read so far.
    private struct Node: Sendable {
        /// Some pattern ends here.
        var accepts = false
        /// Reached through a `**`: stays active on any further component.
        var loops = false
        /// The node after a `**` component here, if a pattern has one.
        var doubleStar: Int?
        /// The nodes after a literal component, by the component.
        var literals: [String: Int] = [:]
        /// The nodes after a wildcard component (`*`, `?`), by the component as written.
        var wildcardNodes: [String: Int] = [:]
        /// The wildcard components here with their nodes, indexed (built once all patterns are in).
        var wildcards = WildcardIndex()
    }

    /// Compiles `globs`.
    init(_ globs: [Glob]) {
        self.globs = globs
        for glob in globs {
            var n = 0
            for part in glob.components {
                if part == "**" {
                    if let d = nodes[n].doubleStar { n = d; continue }
                    nodes.append(Node(loops: true))
                    nodes[n].doubleStar = nodes.count - 1
                    n = nodes.count - 1
                } else if part.contains("*") || part.contains("?") {
                    if let w = nodes[n].wildcardNodes[part] { n = w; continue }
                    nodes.append(Node())
                    nodes[n].wildcardNodes[part] = nodes.count - 1
                    n = nodes.count - 1
                } else {
                    if let l = nodes[n].literals[part] { n = l; continue }
                    nodes.append(Node())
                    nodes[n].literals[part] = nodes.count - 1
                    n = nodes.count - 1
                }
            }
            nodes[n].accepts = true
        }
        for n in nodes.indices where !nodes[n].wildcardNodes.isEmpty {
            // Sorted by the component, so the index (and any tie) does not depend on dictionary order.
            for (part, child) in nodes[n].wildcardNodes.sorted(by: { $0.key < $1.key }) {
                nodes[n].wildcards.add(ComponentPattern(part), node: child)
            }
        }
    }

    /// Equal when made of the same patterns.
    static func == (a: GlobSet, b: GlobSet) -> Bool { a.globs == b.globs }

    /// True when no pattern was given.
    var isEmpty: Bool { globs.isEmpty }

    /// True when some pattern matches `path` (components relative to the configuration's folder) or one of its
    /// ancestors; the configuration's folder itself (no components) is an ancestor only of paths inside it.
    func matchesPathOrAncestor(_ path: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        // `seen[n] == step`: node n is already active after `step` components (a dictionary, not an array of
        // every node: a path meets few of them, and a large set of long patterns has many).
        var seen: [Int: Int] = [:]
        func activate(_ start: Int, _ step: Int, _ list: inout [Int]) {
            var n: Int? = start
            // A node's `**` child is active with it (`**` matches zero components).
            while let m = n, seen[m] != step {
                seen[m] = step
                list.append(m)
                n = nodes[m].doubleStar
            }
        }
        var active: [Int] = []
        activate(0, 0, &active)
        var step = 0
        while true {
            if !(step == 0 && path.first == "..") && active.contains(where: { nodes[$0].accepts }) { return true }
            guard step < path.count, !active.isEmpty else { return false }
            let part = path[step]
            var characters: [Character]?
            var next: [Int] = []
            for n in active {
                if nodes[n].loops { activate(n, step + 1, &next) }
                if let l = nodes[n].literals[part] { activate(l, step + 1, &next) }
                if !nodes[n].wildcards.isEmpty {
                    if characters == nil { characters = Array(part) }
                    nodes[n].wildcards.forEachMatch(characters!) { activate($0, step + 1, &next) }
                }
            }
            active = next
            step += 1
        }
    }

    /// True when some path below the folder `directory` (components relative to the configuration's folder)
    /// could match a pattern: every component of the folder matches the pattern's, until the pattern ends or
    /// reaches a `**`.
    func mayMatchBelow(_ directory: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        var active = [0]
        for part in directory {
            if active.contains(where: { nodes[$0].accepts || nodes[$0].doubleStar != nil }) { return true }
            var characters: [Character]?
            var next: [Int] = []
            for n in active {
                if let l = nodes[n].literals[part] { next.append(l) }
                if !nodes[n].wildcards.isEmpty {
                    if characters == nil { characters = Array(part) }
                    nodes[n].wildcards.forEachMatch(characters!) { next.append($0) }
                }
            }
            // Trie nodes have one parent, so `next` holds each node once.
            guard !next.isEmpty else { return false }
            active = next
        }
        return true
    }
}

/// The wildcard components leaving one `GlobSet` node, indexed so that a path component is tried only against
/// those whose literal start (or end) it has: each component is filed under the longer of its literal prefix
/// and suffix in a character trie (the suffix trie reads backwards); one with neither (`*`, `*x*`, `?.swift`
/// has the suffix `.swift`) is always tried.
struct WildcardIndex: Sendable {
    /// A character trie: children by character, and the components whose prefix (suffix) ends here.
    private struct Trie: Sendable {
        var children: [[Character: Int]] = [[:]]
        var items: [[Int]] = [[]]

        /// Files `item` under the trie node reached by `key`, adding the nodes missing on the way.
        mutating func insert<S: Sequence>(_ key: S, item: Int) where S.Element == Character {
            var t = 0
            for c in key {
                if let next = children[t][c] { t = next; continue }
                children.append([:])
                items.append([])
                children[t][c] = children.count - 1
                t = children.count - 1
            }
            items[t].append(item)
        }

        /// Calls `body` with the items of every trie node on the way along `key`.
        func walk<S: Sequence>(_ key: S, _ body: (Int) -> Void) where S.Element == Character {
            var t = 0
            for c in key {
                guard let next = children[t][c] else { return }
                t = next
                for i in items[t] { body(i) }
            }
        }
    }

    /// The components added, with the node each leads to; the tries and `unindexed` hold indices into it.
    private var patterns: [(pattern: ComponentPattern, node: Int)] = []
    private var prefixes = Trie()
    private var suffixes = Trie()
    private var unindexed: [Int] = []

    /// True when no component was added.
    var isEmpty: Bool { patterns.isEmpty }

    /// Adds the wildcard component `pattern`, leading to `node`.
    mutating func add(_ pattern: ComponentPattern, node: Int) {
        let i = patterns.count
        patterns.append((pattern, node))
        if pattern.literalPrefix.isEmpty && pattern.literalSuffix.isEmpty {
            unindexed.append(i)
        } else if pattern.literalPrefix.count >= pattern.literalSuffix.count {
            prefixes.insert(pattern.literalPrefix, item: i)
        } else {
            suffixes.insert(pattern.literalSuffix.reversed(), item: i)
        }
    }

    /// Calls `body` with the node of every component matching `s` (each once).
    func forEachMatch(_ s: [Character], _ body: (Int) -> Void) {
        func attempt(_ i: Int) { if patterns[i].pattern.matches(s) { body(patterns[i].node) } }
        prefixes.walk(s, attempt)
        suffixes.walk(s.reversed(), attempt)
        for i in unindexed { attempt(i) }
    }
}
