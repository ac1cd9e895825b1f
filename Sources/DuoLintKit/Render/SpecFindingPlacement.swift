/// Where each finding of one screen spec belongs in its drawings: on an element of a layout, on a layout as a
/// whole, on a bar item, or on the screen (anything else: a suppression comment, a screen-level key).
///
/// Spec findings are reported at the position of what they are about (`SpecRule`): an element's `id` key, a
/// layout's state key or a bar item's `id` key. A finding is placed where its start offset equals such a
/// position's offset in `source`. One element node can stand in several layouts through a YAML alias; a finding
/// there is placed in the layouts whose state its message names (`… in inner-book;`), or in all of them when it
/// names none.
public struct SpecFindingPlacement: Sendable {
    /// Findings of each layout's elements: `elements[layout][element]`, in report order.
    public private(set) var elements: [[Int: [Finding]]]
    /// Findings about each layout as a whole (`feature_missing_in_state`), by layout index.
    public private(set) var layouts: [[Finding]]
    /// Findings of each bar item, by index in `spec.bar`.
    public private(set) var barItems: [Int: [Finding]] = [:]
    /// Findings placed on nothing drawn, in report order.
    public private(set) var screen: [Finding] = []
    /// Each layout's findings in report order, with the index of the element each is on (nil: the layout as a
    /// whole).
    public private(set) var listed: [[(finding: Finding, element: Int?)]]
    /// The findings on bar items and on the screen, in report order, with the bar item's index (nil: the screen).
    public private(set) var barAndScreen: [(finding: Finding, barItem: Int?)] = []

    /// Places `findings` (those of `spec`'s file, in report order) on `spec`, read from `source`; the lists
    /// keep report order.
    public init(spec: ScreenSpec, source: SourceFile, findings: [Finding]) {
        elements = Array(repeating: [:], count: spec.layouts.count)
        layouts = Array(repeating: [], count: spec.layouts.count)
        listed = Array(repeating: [], count: spec.layouts.count)
        func offset(_ p: SpecPosition) -> Int { source.yamlLocation(line: p.line, characterColumn: p.column).offset }
        var elementsAt: [Int: [(layout: Int, element: Int)]] = [:]
        var layoutAt: [Int: Int] = [:]
        var barAt: [Int: Int] = [:]
        for (l, layout) in spec.layouts.enumerated() {
            layoutAt[offset(layout.position)] = layoutAt[offset(layout.position)] ?? l
            for (e, element) in layout.elements.enumerated() { elementsAt[offset(element.position), default: []].append((l, e)) }
        }
        for (b, item) in spec.bar.enumerated() { barAt[offset(item.position)] = barAt[offset(item.position)] ?? b }
        for f in findings {
            let at = f.range.start.offset
            if let places = elementsAt[at] {
                let named = places.filter { Self.names(f.message, state: spec.layouts[$0.layout].state.name) }
                for p in named.isEmpty ? places : named {
                    elements[p.layout][p.element, default: []].append(f)
                    listed[p.layout].append((f, p.element))
                }
            } else if let l = layoutAt[at] {
                layouts[l].append(f)
                listed[l].append((f, nil))
            } else if let b = barAt[at] {
                barItems[b, default: []].append(f)
                barAndScreen.append((f, b))
            } else {
                screen.append(f)
                barAndScreen.append((f, nil))
            }
        }
    }

    /// True when `message` names the state `state` as the element rules do: ` in STATE` followed by `;`, `,`
    /// or the message's end (so `w` is not named by `in w x;`).
    static func names(_ message: String, state: String) -> Bool {
        var rest = Substring(message)
        let needle = " in " + state
        while let r = rest.range(of: needle) {
            let after = rest[r.upperBound...].first
            if after == nil || after == ";" || after == "," { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }

    /// Every finding of layout `layout`, in report order.
    public func findings(inLayout layout: Int) -> [Finding] { listed[layout].map(\.finding) }

    /// The most severe of `findings`' severities, nil without findings.
    public static func worst(_ findings: [Finding]?) -> Severity? { findings?.map(\.severity).max() }
}
