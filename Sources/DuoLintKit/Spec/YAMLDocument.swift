/// A YAML document as `YAMLReader` builds it: every node in one flat table, scalars as byte ranges of one
/// shared buffer.
///
/// Nodes are numbered in the order they finish (a collection after its children), so a node's children always
/// have smaller numbers than the node and the root is the last node. An alias is a node of its own that stands
/// where the alias is written and shares the anchored node's children (no subtree is copied). Reading a spec
/// walks this table with plain integers: no per-node objects, arrays or strings are made until a value is needed.
public struct YAMLDocument: Sendable {
    /// One node: its kind, position and contents (a byte range for a scalar, a range of `children` otherwise).
    public struct Node: Sendable {
        /// What a node holds.
        public enum Kind: UInt8, Sendable { case scalar, sequence, mapping }
        public var kind: Kind
        /// True for a plain (unquoted, non-block) scalar.
        public var plain: Bool
        /// 1-based line of the node's first character.
        public var line: Int32
        /// 1-based column (characters, as libyaml counts) of the node's first character.
        public var column: Int32
        /// Index into `tags`, or -1 when the source gave no tag.
        var tag: Int32
        /// Scalar: first byte in `text`; collection: first child in `children`.
        var start: Int32
        /// Scalar: byte length; sequence: item count; mapping: 2 × entry count (key, value, key, value…).
        var count: Int32
    }

    /// The nodes, children before their parents.
    public internal(set) var nodes: [Node] = []
    /// The bytes of every scalar, one after another.
    var text: [UInt8] = []
    /// Children of collections: for each collection, its items (or keys and values alternating) in order.
    var children: [Int32] = []
    /// The explicit tags the source gave (`!!str`, `!custom`).
    var tags: [String] = []
    /// The document's root node.
    public internal(set) var root = 0

    /// The node numbered `n`.
    @inline(__always)
    public subscript(n: Int) -> Node { nodes[n] }

    /// The explicit tag of node `n`, if the source gave one.
    public func tag(_ n: Int) -> String? {
        let t = nodes[n].tag
        return t < 0 ? nil : tags[Int(t)]
    }

    /// The number of items of a sequence, entries of a mapping, or 0 for a scalar.
    public func count(_ n: Int) -> Int {
        let node = nodes[n]
        switch node.kind {
        case .scalar: return 0
        case .sequence: return Int(node.count)
        case .mapping: return Int(node.count) / 2
        }
    }

    /// Item `i` of sequence `n`.
    @inline(__always)
    public func item(_ n: Int, _ i: Int) -> Int { Int(children[Int(nodes[n].start) + i]) }

    /// Key and value of entry `i` of mapping `n`.
    @inline(__always)
    public func entry(_ n: Int, _ i: Int) -> (key: Int, value: Int) {
        let at = Int(nodes[n].start) + 2 * i
        return (Int(children[at]), Int(children[at + 1]))
    }

    /// Calls `body` with the bytes of scalar `n` (empty for a collection).
    @inline(__always)
    public func withBytes<R>(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let node = nodes[n]
        let length = node.kind == .scalar ? Int(node.count) : 0
        return try text.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[Int(node.start)..<Int(node.start) + length]))
        }
    }

    /// The text of scalar `n`, or nil for a sequence or mapping.
    public func scalar(_ n: Int) -> String? {
        guard nodes[n].kind == .scalar else { return nil }
        return withBytes(n) { String(decoding: $0, as: UTF8.self) }
    }

    /// True when `n` is a scalar whose bytes are exactly `s`'s UTF-8.
    public func scalar(_ n: Int, is s: StaticString) -> Bool {
        guard nodes[n].kind == .scalar, Int(nodes[n].count) == s.utf8CodeUnitCount else { return false }
        return withBytes(n) { bytes in
            s.withUTF8Buffer { expected in
                for i in 0..<expected.count where bytes[i] != expected[i] { return false }
                return true
            }
        }
    }

    /// Node `n` as a `YAMLNode` tree (aliases become copies).
    public func tree(_ n: Int) -> YAMLNode {
        // Children precede parents, so one pass in numbering order builds every subtree before it is needed.
        var built: [YAMLNode] = []
        built.reserveCapacity(n + 1)
        for k in 0...n {
            let node = nodes[k]
            let value: YAMLNode.Value
            switch node.kind {
            case .scalar: value = .scalar(scalar(k)!, plain: node.plain)
            case .sequence: value = .sequence((0..<count(k)).map { built[item(k, $0)] })
            case .mapping:
                value = .mapping((0..<count(k)).map { i in
                    let (key, v) = entry(k, i)
                    return YAMLNode.Entry(key: built[key], value: built[v])
                })
            }
            built.append(YAMLNode(value: value, line: Int(node.line), column: Int(node.column), tag: tag(k)))
        }
        return built[n]
    }
}
