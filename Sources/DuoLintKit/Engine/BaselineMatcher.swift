/// The entries of a baseline grouped by path, to find a run's baselined findings quickly. A version 2 baseline
/// is matched by line hash and occurrence; a version 1 baseline by its neighbour-covering fingerprint.
///
/// Paths are keyed by their bytes (`PathKey`): an entry recorded for `café/A.swift` does not hide the findings of
/// a look-alike `café/A.swift` spelled with a decomposed `é`, another file.
public struct BaselineMatcher: Sendable {
    private var byPath: [PathKey: Set<BaselineEntry>] = [:]
    private var legacyByPath: [PathKey: Set<LegacyBaselineEntry>] = [:]

    init(_ baseline: Baseline) {
        for e in baseline.findings { byPath[PathKey(e.path), default: []].insert(e) }
        for e in baseline.legacyFindings { legacyByPath[PathKey(e.path), default: []].insert(e) }
    }

    /// True when `entry` is in the (version 2) baseline.
    public func contains(_ entry: BaselineEntry) -> Bool { byPath[PathKey(entry.path)]?.contains(entry) ?? false }

    /// Splits one file's reported `findings` (report order, all in `source`) into those still reported and those
    /// the baseline hides (`suppression` set to `.external`). `entries` are the findings' version 2 entries
    /// (`BaselineFingerprint.entries`, paths relative to `root`); for a version 1 baseline the findings'
    /// version 1 entries are made here from `source`.
    public func apply(_ findings: [Finding], entries: [BaselineEntry], source: SourceFile, root: String?)
        -> (kept: [Finding], hidden: [Finding]) {
        let path = PathKey(entries.first?.path ?? "")
        let hides: [Bool]
        if let known = byPath[path] {
            hides = entries.map { known.contains($0) }
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
