/// The `switch`es of one file whose subject is a name alone or a member access ending in one (`switch tab`,
/// `switch self.tab`), for `BarRows.selectionRow(attributeAt:)`: each `switch` node (pre-order, ascending) and
/// its subject's name token (`BarRows.subjectName`). Made once per file (`SwiftFile.table`) by the first `@State`
/// the rule judges; each property then reads only the switches of its type, where it read every node of the type
/// (a view of many `@State` properties read its nodes once per property: 12 M instructions over eight apps).
final class NamedSwitches {
    /// The `switch` nodes, ascending.
    let nodes: [Int32]
    /// For each, its subject's name token.
    let subjects: [Int32]

    /// The named switches of `rows`' file.
    init(_ rows: BarRows) {
        let tree = rows.tree
        var nodes: [Int32] = [], subjects: [Int32] = []
        tree.kinds.withUnsafeBufferPointer { kinds in
            for s in kinds.indices where kinds[s] == .switchExpr {
                guard let subject = tree.firstChild(s), let name = rows.subjectName(subject) else { continue }
                nodes.append(Int32(truncatingIfNeeded: s))
                subjects.append(Int32(truncatingIfNeeded: name))
            }
        }
        self.nodes = nodes
        self.subjects = subjects
    }

    /// The position in `nodes` of the first `switch` at node `node` or after it (`nodes.count` when none).
    func first(atOrAfter node: Int) -> Int {
        var lo = 0, hi = nodes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(nodes[mid]) < node { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
