/// A cheap necessary condition for `ForegroundTable.viewMember`: a declaration is a view member only when one of its
/// tokens is the word `View` or `AnyView` (its written type) or `ViewBuilder` (its attribute), backticks or not.
/// Finding those tokens once per file lets the table skip, by a binary search, the declarations without one.
extension ForegroundTable {
    /// The tokens of `file` that are the word `View`, `AnyView` or `ViewBuilder` (`SwiftFile.isWord`), ascending.
    static func viewWords(_ file: SwiftFile) -> [Int32] {
        var out: [Int32] = []
        file.source.bytes.withUnsafeBufferPointer { b in file.tokens.withUnsafeBufferPointer { toks in
            for t in 0..<toks.count where toks[t].kind == .identifier || toks[t].kind == .keyword {
                // The spellings' lengths, with and without backticks: 4, 6, 7, 9, 11, 13; each starts with `V` or `A`.
                switch toks[t].end - toks[t].start {
                case 4, 6, 7, 9, 11, 13:
                    let s = Int(toks[t].start)
                    let c = b[s] == 0x60 ? b[s + 1] : b[s]
                    guard c == 0x56 || c == 0x41 else { continue }
                    if file.isWord(t, "View") || file.isWord(t, "AnyView") || file.isWord(t, "ViewBuilder") { out.append(Int32(t)) }
                default:
                    continue
                }
            }
        } }
        return out
    }

    /// True when some token of `words` (ascending, from `viewWords`) lies in token range `r`.
    static func holdsViewWord(_ r: Range<Int>, _ words: [Int32]) -> Bool {
        var lo = 0, hi = words.count
        while lo < hi { let mid = (lo + hi) / 2; if Int(words[mid]) < r.lowerBound { lo = mid + 1 } else { hi = mid } }
        return lo < words.count && Int(words[lo]) < r.upperBound
    }
}

/// The declared or extended name of the type declaration around nodes (`FileSummary.declaredTypeName` of the
/// nearest struct, class, enum, actor or extension), each declaration's name read once: `ForegroundTable` asks
/// it for every reference to a view member.
struct EnclosingTypeNames {
    let file: SwiftFile
    let tree: SyntaxTree
    /// Names already read, by type declaration node (nil when the declaration has none).
    private var names: [Int: String?] = [:]

    /// Names read from `file`'s syntax tree `tree`.
    init(file: SwiftFile, tree: SyntaxTree) {
        self.file = file
        self.tree = tree
    }

    /// The name of the nearest type declaration around node `n` (not `n` itself), or nil when there is none or it
    /// has no name.
    mutating func around(_ n: Int) -> String? {
        var p = tree.parent(n)
        while let k = p {
            switch tree.kind(k) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                if let known = names[k] { return known }
                let name = FileSummary.declaredTypeName(k, tree.kind(k), file, tree)
                names[k] = .some(name)
                return name
            default:
                p = tree.parent(k)
            }
        }
        return nil
    }
}
