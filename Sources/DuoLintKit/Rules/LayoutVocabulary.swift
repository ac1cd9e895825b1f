/// The words that tell whether a name belongs to layout, for `DecisionSite` judgements.
///
/// A name is split into its camel-case and punctuation-separated words (`itemsPerRow` → items, per, row;
/// `"Appearance.customPortraitRows"` → appearance, custom, portrait, rows), lower-cased, and looked up.
/// Layout words name sizes and arrangement (width, padding, columns, axis, font, sheet, detent, stack,
/// navigation, toolbar, …). Veto words name what an idiom or orientation may legitimately decide on iPhone
/// Duo: a camera or video connection, Vision, an orientation mask (`supportedInterfaceOrientations`), a
/// hardware capability (pointer, hover, Pencil, CarPlay), an experiment cohort, a device model.
enum LayoutVocabulary {
    /// Lower-cased words of layout properties, containers and presentation styles.
    static let layoutWords: Set<Substring> = [
        "width", "height", "size", "frame", "frames", "padding", "paddings", "margin", "margins", "inset", "insets",
        "spacing", "column", "columns", "row", "rows", "font", "axis", "detent", "detents", "constraint",
        "constraints", "layout", "sheet", "popover", "grid", "stack", "sidebar", "navigation", "toolbar", "bar",
        "offset", "alignment", "edges", "presentation",
    ]
    /// Whole identifiers that decide layout although none of their words says so.
    static let layoutNames: Set<Substring> = [
        "splitViewController", "UISplitViewController", "TabView", "UITabBarController", "tabBarController",
        "preferredStyle", "hidesSearchBarWhenScrolling", "largeTitleDisplayMode", "prefersLargeTitles",
    ]
    /// Lower-cased words of things that are not layout: camera, video and Vision input, orientation masks,
    /// hardware capabilities, experiments and device models.
    static let vetoWords: Set<Substring> = [
        "camera", "capture", "video", "vision", "orientations", "pointer", "hover", "pencil", "activities",
    ]
    /// Lower-cased pieces of identifiers that veto wherever they occur: CarPlay, an orientation mask, a popover's
    /// anchor (`popoverPresentationController?.sourceView`: required on iPad, where the phone path presents a
    /// sheet that works on iPhone Duo), Live Activities.
    static let vetoPieces = ["carplay", "orientationmask", "popoverpresentationcontroller", "sourceview", "sourcerect",
                             "sourceitem", "liveactivit"]
    /// Lower-cased words that veto only in the condition itself: an experiment cohort, a device model.
    static let conditionVetoWords: Set<Substring> = ["experiment", "experiments", "cohort", "treatment", "model", "machine"]

    /// True when `name` decides layout: it is one of `layoutNames` or one of its words is a layout word.
    static func isLayout(_ name: String) -> Bool {
        let s = Substring(name)
        return layoutNames.contains(s) || words(s).contains { layoutWords.contains($0) }
    }

    /// True when one of `name`'s words is a veto word (`videoOrientation`, `supportedInterfaceOrientations`).
    static func vetoes(_ name: String) -> Bool {
        let lower = name.lowercased()
        return words(Substring(name)).contains { vetoWords.contains($0) } || vetoPieces.contains { lower.contains($0) }
    }

    /// True when `name`, read in a condition, makes the decision about something other than the screen
    /// (`experiments.isEnabled`, `UIDevice.current.model`), or `vetoes` it.
    static func vetoesInCondition(_ name: String) -> Bool {
        vetoes(name) || words(Substring(name)).contains { conditionVetoWords.contains($0) }
    }

    /// The lower-cased words of `name`: split before an upper-case letter that follows a lower-case one or
    /// starts a capitalised word after an acronym (`UIAlert` → ui, alert), and at every non-alphanumeric byte.
    static func words(_ name: Substring) -> [Substring] {
        let bytes = Array(name.utf8)
        var out: [Substring] = []
        var start = 0
        func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        func isLower(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 48 && b <= 57) }
        func flush(_ end: Int) {
            if end > start { out.append(Substring(String(decoding: bytes[start..<end], as: UTF8.self).lowercased())) }
        }
        for i in bytes.indices {
            let b = bytes[i]
            if !isUpper(b) && !isLower(b) { flush(i); start = i + 1; continue }
            guard i > start, isUpper(b) else { continue }
            if isLower(bytes[i - 1]) || (i + 1 < bytes.count && isLower(bytes[i + 1]) && isUpper(bytes[i - 1])) {
                flush(i)
                start = i
            }
        }
        flush(bytes.count)
        return out
    }
}
