/// The UIKit fix of `bar_item_missing_title` (see its page's Fix section for the forms): a
/// `UIBarButtonItem(image: UIImage(systemName: "s"), …)` gains the title of a later `item.accessibilityLabel =
/// "T"` (a plain literal), else the table's title of the symbol (`BarItems.actions`; not in a file that
/// localizes its strings):
/// - `UIBarButtonItem(image: …, menu: …)` gains `title: "T"` first (the same `init(title:image:primaryAction:menu:)`,
///   iOS 14; not with a `primaryAction:`, which configures the item's title and image itself);
/// - a local `let item = UIBarButtonItem(image: …, style: …, target: …, action: …)` that ends its line (no
///   initializer with a title keeps `style:`) is followed by a line `item.title = "T"`, indented as it.
/// Other forms (a `primaryAction:`, a property, an item assigned or passed at once, an image from the asset
/// catalog) get no fix.
extension BarItemMissingTitleRule {
    /// The fix of the image-only `UIBarButtonItem` call at token `k`, or nil when its form is not one the page promises.
    static func uiKitFix(at k: Int, in file: SwiftFile) -> ProposedFix? {
        let tree = file.syntaxTree
        guard let c = file.call(at: k), let image = file.argument(c, labelled: "image"), let imageLabel = image.label,
              file.isText(image.value.lowerBound, "UIImage"), let u = file.call(at: image.value.lowerBound),
              u.end == image.value.upperBound, u.arguments.count == 1, let s = file.argument(u, labelled: "systemName"),
              let symbol = BarItems.plainLiteral(s.value, in: file) else { return nil }
        let later = BarItems.later(ofCall: c.node, in: file)
        let title: String
        if let label = later.accessibilityLabel {
            title = label
        } else if let action = BarItems.action(withSymbol: symbol), !BarItems.localizesStrings(file) {
            title = action.title
        } else {
            return nil
        }
        let labels = c.arguments.map { $0.label.map { file.text($0) } ?? "_" }
        guard !labels.contains("primaryAction") else { return nil }
        if labels == ["image", "menu"] {
            return ProposedFix("Give the item the title \(title)", [.insert("title: \"\(title)\", ", at: Int(file.tokens[imageLabel].start))])
        }
        // `let item = UIBarButtonItem(…)` in a function: a line setting the title after it.
        guard let (name, scope) = BarItems.boundName(ofCall: c.node, in: file), scope != 0,
              let decl = tree.ancestor(c.node, in: [.variableDecl]) else { return nil }
        let last = tree.tokens(decl).upperBound - 1
        guard last == c.end - 1 else { return nil }
        let bytes = file.source.bytes
        let end = Int(file.tokens[last].end)
        var e = end
        while e < bytes.count, bytes[e] == 0x20 || bytes[e] == 0x09 { e += 1 }
        guard e == bytes.count || bytes[e] == 0x0A || bytes[e] == 0x0D else { return nil }
        let (eol, indent) = BarItems.lineEndAndIndent(at: Int(file.tokens[tree.tokens(decl).lowerBound].start), in: file)
        return ProposedFix("Give the item the title \(title)", [.insert("\(eol)\(indent)\(file.text(name)).title = \"\(title)\"", at: end)])
    }
}
