/// The entries of a baseline grouped by path, to find a run's baselined findings quickly. A version 2 baseline
/// is matched by line hash and occurrence; a version 1 baseline by its neighbour-covering fingerprint.
public struct BaselineMatcher: Sendable {
    private var byPath: [String: Set<BaselineEntry>] = [:]
    private var legacyByPath: [String: Set<LegacyBaselineEntry>] = [:]

    init(_ baseline: Baseline) {
        for e in baseline.findings { byPath[e.path, default: []].insert(e) }
        for e in baseline.legacyFindings { legacyByPath[e.path, default: []].insert(e) }
    }

    /// True when `entry` is in the (version 2) baseline.
    public func contains(_ entry: BaselineEntry) -> Bool { byPath[entry.path]?.contains(entry) ?? false }

    /// Splits one file's reported `findings` (report order, all in `source`) into those still reported and those
    /// the baseline hides (`suppression` set to `.external`). `entries` are the findings' version 2 entries
    /// (`BaselineFingerprint.entries`, paths relative to `root`); for a version 1 baseline the findings'
    /// version 1 entries are made here from `source`.
    public func apply(_ findings: [Finding], entries: [BaselineEntry], source: SourceFile, root: String?)
        -> (kept: [Finding], hidden: [Finding]) {
        let path = entries.first?.path ?? ""
        let hides: [Bool]
        if byPath[path] != nil {
            hides = entries.map(contains)
        } else if let legacy = legacyByPath[path] {
            hides = BaselineFingerprint.legacyEntries(for: findings, in: source, root: root).map(legacy.contains)
        } else {
            return (findings, [])
        }
        var kept: [Finding] = [], hidden: [Finding] = []
        for (f, hide) in zip(findings, hides) {
            if hide {
                var h = f
                h.suppression = .external
                hidden.append(h)
            } else {
                kept.append(f)
            }
        }
        return (kept, hidden)
    }
}
