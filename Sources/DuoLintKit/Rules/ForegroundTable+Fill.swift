/// The fill of `ForegroundTable.first`: each node's first control or scrolling content, in linear time.
extension ForegroundTable {
    /// One reverse pass giving each node's `first`: its own part (`own`), else the `previous` pass's value of its
    /// member body (`body`; -1 without a previous pass), else its first child's in source order. Children come
    /// before their parent in the reverse pre-order, the last sibling first: each node hands its value up to its
    /// parent (`fromChildren`), so the parent is left with its first child's without walking its children again.
    static func fill(_ tree: SyntaxTree, _ own: [Int32], _ body: [Int32], previous: [Int32]?) -> [Int32] {
        let count = tree.count
        var next = [Int32](repeating: -1, count: count)
        var fromChildren = [Int32](repeating: -1, count: count)
        let hasPrevious = previous != nil
        let before = previous ?? []
        tree.parents.withUnsafeBufferPointer { parents in own.withUnsafeBufferPointer { own in body.withUnsafeBufferPointer { body in
            before.withUnsafeBufferPointer { before in next.withUnsafeMutableBufferPointer { next in
                fromChildren.withUnsafeMutableBufferPointer { fromChildren in
                    for n in stride(from: count - 1, through: 0, by: -1) {
                        let o = own[n]
                        let found: Int32
                        if o != -1 {
                            found = o == -2 ? -1 : o
                        } else if body[n] >= 0 {
                            found = hasPrevious ? before[Int(body[n])] : -1
                        } else {
                            found = fromChildren[n]
                        }
                        next[n] = found
                        if found >= 0, parents[n] >= 0 { fromChildren[Int(parents[n])] = found }
                    }
                }
            } }
        } } }
        return next
    }
}
