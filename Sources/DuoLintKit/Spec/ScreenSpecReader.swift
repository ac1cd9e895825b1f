/// Reads and validates a screen spec (`*.duo.yml`) as SCREEN-SPEC.md (../shared) defines it; the format as duolint reads it is Docs/screen-spec.md.
///
/// Input: the file's bytes. Output: the `ScreenSpec`, or every shape and value problem found in line and
/// column order, each an `InputError` at the offending node (1-based line, UTF-8 column) whose message names the key path and what
/// was expected (`layouts.inner-book.elements[2].frame: expected 4 numbers [x, y, width, height], got 3`),
/// with the allowed values where there is a fixed set, and "did you mean" when one of them is close to what was
/// written (`Suggestion`). Unknown keys are errors too (a typo must not silently drop a setting).
public struct ScreenSpecReader: Sendable {
    public var yaml = YAMLReader()

    /// A reader with the default YAML bounds.
    public init() {}

    static let topKeys: [StaticString] = ["screen", "title", "device", "bar", "layouts"]
    static let barKeys: [StaticString] = ["id", "role", "symbol", "title", "axis"]
    static let layoutKeys: [StaticString] = ["elements", "size", "fold", "safe-area"]
    static let elementKeys: [StaticString] = ["id", "kind", "frame", "group", "title", "columns", "scrolls", "presented"]
    static let safeAreaKeys: [StaticString] = ["top", "bottom", "left", "right"]
    static let foldKeys: [StaticString] = ["axis", "position", "width", "active"]

    /// Reads `source` (a spec file): the spec when it is valid (`errors` empty), else nil and every problem found.
    public func read(_ source: SourceFile) -> (spec: ScreenSpec?, errors: [InputError]) {
        let document: YAMLDocument
        do { document = try yaml.readDocument(source.bytes) } catch let e as YAMLError {
            return (nil, [error(source, e.line, e.column, e.message)])
        } catch {
            return (nil, [InputError(path: source.path, message: "cannot read YAML")])
        }
        var v = Validation(source: source, doc: document)
        let spec = v.screen(document.root)
        if let spec, v.errors.isEmpty { return (spec, []) }
        return (nil, v.errors.isEmpty ? [InputError(path: source.path, message: "invalid screen spec")] : ScreenSpecReader.inPositionOrder(v.errors))
    }

    /// `errors` by line and then column (the validation checks keys in its own order, not the file's); errors
    /// at one place keep the order they were found in.
    static func inPositionOrder(_ errors: [InputError]) -> [InputError] {
        errors.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }.map(\.element)
    }

    func error(_ source: SourceFile, _ line: Int, _ column: Int, _ message: String) -> InputError {
        InputError(path: source.path, at: source.yamlLocation(line: line, characterColumn: column), message: message)
    }
}

/// A key path into the spec (`layouts.inner-book.elements[2].frame[1]`), kept as parts and rendered only when a
/// diagnostic names it: rendering one for every node read cost more than reading the node. It holds no strings
/// (a layout's name is the number of its key node), so passing one around costs no reference counting.
struct SpecKeyPath {
    /// One step below the start: a key of a mapping or an index of a sequence.
    enum Part { case key(StaticString), index(Int) }

    /// The key node of the layout the path starts in (`layouts.NAME`), or -1 at the top of the spec.
    private var layout = -1
    private var parts: (Part, Part, Part, Part) = (.index(0), .index(0), .index(0), .index(0))
    private var count = 0

    /// The top of the spec (renders as "").
    static let top = SpecKeyPath()

    /// The path `layouts.NAME` of the layout whose key is node `key`.
    static func layout(_ key: Int) -> SpecKeyPath {
        var path = SpecKeyPath()
        path.layout = key
        return path
    }

    /// This path followed by the mapping key `key`.
    func key(_ key: StaticString) -> SpecKeyPath { appending(.key(key)) }

    /// This path followed by the sequence index `i`.
    func index(_ i: Int) -> SpecKeyPath { appending(.index(i)) }

    private func appending(_ part: Part) -> SpecKeyPath {
        var path = self
        switch count {
        case 0: path.parts.0 = part
        case 1: path.parts.1 = part
        case 2: path.parts.2 = part
        case 3: path.parts.3 = part
        default: preconditionFailure("a spec key path has at most four parts below its layout")
        }
        path.count += 1
        return path
    }

    /// The path as diagnostics write it, reading layout names from `doc`.
    func rendered(in doc: YAMLDocument) -> String {
        var text = layout < 0 ? "" : "layouts.\(doc.scalar(layout) ?? "")"
        for part in [parts.0, parts.1, parts.2, parts.3].prefix(count) {
            switch part {
            case .key(let key): text = SpecKeyPath.joined(text, key.description)
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    /// `path.key`, or `key` alone at the top.
    static func joined(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// The validation pass: collects every problem, keeps going after one.
///
/// It walks the flat `YAMLDocument` by node number; strings are made only for values the spec keeps and for
/// diagnostics.
struct Validation {
    let source: SourceFile
    let doc: YAMLDocument
    var errors: [InputError] = []

    mutating func fail(_ node: Int, _ path: SpecKeyPath, _ message: String) {
        fail(node, rendered: path.rendered(in: doc), message)
    }

    mutating func fail(_ node: Int, rendered path: String, _ message: String) {
        let n = doc[node]
        errors.append(InputError(path: source.path, at: source.yamlLocation(line: Int(n.line), characterColumn: Int(n.column)),
                                 message: path.isEmpty ? message : "\(path): \(message)"))
    }

    func describe(_ node: Int) -> String {
        switch doc[node].kind {
        case .scalar:
            let s = doc.scalar(node)!
            return "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    func position(_ node: Int) -> SpecPosition { SpecPosition(line: Int(doc[node].line), column: Int(doc[node].column)) }

    /// False (reported) when `node` carries a tag: tags are not part of the screen-spec format.
    mutating func untagged(_ node: Int, _ path: SpecKeyPath) -> Bool {
        guard let tag = doc.tag(node) else { return true }
        fail(node, path, "tags (\(tag)) are not part of the screen-spec format")
        return false
    }

    /// `node` when it is a mapping, after reporting its unknown, repeated and non-text keys; nil (reported) if it
    /// is not a mapping. Read its values with `field` and `value`.
    mutating func mapping(_ node: Int, _ path: SpecKeyPath, allowed: [StaticString]) -> Int? {
        guard untagged(node, path) else { return nil }
        guard doc[node].kind == .mapping else {
            fail(node, path, "expected a mapping, got \(describe(node))")
            return nil
        }
        var seen: UInt64 = 0
        for i in 0..<doc.count(node) {
            let key = doc.entry(node, i).key
            guard doc[key].kind == .scalar else { fail(key, path, "expected a text key, got \(describe(key))"); continue }
            guard let k = allowed.firstIndex(where: { doc.scalar(key, is: $0) }) else {
                let names = allowed.map(\.description)
                fail(key, rendered: SpecKeyPath.joined(path.rendered(in: doc), doc.scalar(key)!),
                     "unknown key\(Suggestion.clause(for: doc.scalar(key), among: names)); expected one of \(names.joined(separator: ", "))")
                continue
            }
            if seen & (1 << k) != 0 { fail(key, path.key(allowed[k]), "repeated key"); continue }
            seen |= 1 << k
        }
        return node
    }

    /// The key and value nodes of the first entry of mapping `node` whose key is `key`.
    func field(_ node: Int, _ key: StaticString) -> (key: Int, value: Int)? {
        for i in 0..<doc.count(node) {
            let entry = doc.entry(node, i)
            if doc.scalar(entry.key, is: key) { return entry }
        }
        return nil
    }

    /// The value node of the first entry of mapping `node` whose key is `key`.
    func value(_ node: Int, _ key: StaticString) -> Int? { field(node, key)?.value }

    mutating func string(_ node: Int, _ path: SpecKeyPath) -> String? {
        guard untagged(node, path) else { return nil }
        guard let s = doc.scalar(node) else { fail(node, path, "expected text, got \(describe(node))"); return nil }
        return s
    }

    /// True for a plain decimal number as YAML writes one: `-12`, `475.5`, `1e3` (no hex, no `_`, no inf/nan).
    static func isDecimal(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { isDecimal($0) }
    }

    /// `isDecimal` over UTF-8 bytes (only ASCII bytes can make up a decimal number).
    static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        func at(_ set: StaticString) -> Bool {
            guard i < n else { return false }
            return set.withUTF8Buffer { $0.contains(bytes[i]) }
        }
        func digits() -> Int {
            let start = i
            while i < n, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if at("+-") { i += 1 }
        var any = digits() > 0
        if at(".") {
            i += 1
            any = digits() > 0 || any
        }
        guard any else { return false }
        if at("eE") {
            i += 1
            if at("+-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == n
    }

    /// The value of a plain decimal scalar's bytes, or nil.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDecimal(bytes) else { return nil }
        return exactDecimal(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// 10^0 … 10^22, the powers of ten a Double holds exactly.
    static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                        1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// The value of the decimal number `bytes` (already checked by `isDecimal`) when it is computed exactly by
    /// one correctly rounded operation, else nil: at most 15 significant digits (an integer below 2^53) scaled by
    /// 10^k with |k| ≤ 22 (a power of ten a Double holds exactly). Clinger's fast path: the result is the
    /// correctly rounded value `Double(String)` gives, without making a string; frames and sizes take this path.
    static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        let n = bytes.count
        var negative = false
        if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { negative = bytes[i] == UInt8(ascii: "-"); i += 1 }
        var mantissa: UInt64 = 0, significant = 0, scale = 0, inFraction = false
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: ".") { inFraction = true; i += 1; continue }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { break }
            if significant > 0 || b != UInt8(ascii: "0") {
                significant += 1
                guard significant <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
            }
            if inFraction { scale -= 1 }
            i += 1
        }
        if i < n {
            // The exponent: `e` or `E`, a sign, digits.
            i += 1
            var exponentNegative = false
            if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { exponentNegative = bytes[i] == UInt8(ascii: "-"); i += 1 }
            var exponent = 0
            while i < n {
                exponent = exponent * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                guard exponent <= 1000 else { return nil }
                i += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        let powers = Validation.powersOfTen
        guard abs(scale) < powers.count else { return mantissa == 0 ? (negative ? -0.0 : 0.0) : nil }
        let magnitude = scale < 0 ? Double(mantissa) / powers[-scale] : Double(mantissa) * powers[scale]
        return negative ? -magnitude : magnitude
    }

    mutating func number(_ node: Int, _ path: SpecKeyPath) -> Double? {
        guard untagged(node, path) else { return nil }
        let n = doc[node]
        guard n.kind == .scalar, n.plain, let d = doc.withBytes(node, Validation.decimal), d.isFinite else {
            fail(node, path, "expected a number, got \(describe(node))")
            return nil
        }
        return d
    }

    mutating func bool(_ node: Int, _ path: SpecKeyPath) -> Bool? {
        guard untagged(node, path) else { return nil }
        let isTrue = doc.scalar(node, is: "true")
        guard doc[node].plain, isTrue || doc.scalar(node, is: "false") else {
            fail(node, path, "expected true or false, got \(describe(node))")
            return nil
        }
        return isTrue
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Int, _ path: SpecKeyPath, _ type: T.Type) -> T? where T.RawValue == String {
        guard let s = string(node, path) else { return nil }
        guard let v = T(rawValue: s) else {
            let names = T.allCases.map(\.rawValue)
            fail(node, path, "unknown value '\(s)'\(Suggestion.clause(for: s, among: names)); expected one of \(names.joined(separator: ", "))")
            return nil
        }
        return v
    }

    mutating func numbers(_ node: Int, _ path: SpecKeyPath, count: Int, shape: String) -> [Double]? {
        guard doc[node].kind == .sequence else {
            fail(node, path, "expected \(count) numbers \(shape), got \(describe(node))")
            return nil
        }
        let items = doc.count(node)
        guard items == count else {
            fail(node, path, "expected \(count) numbers \(shape), got \(items)")
            return nil
        }
        var result: [Double] = []
        result.reserveCapacity(count)
        for i in 0..<items {
            guard let d = number(doc.item(node, i), path.index(i)) else { return nil }
            result.append(d)
        }
        return result
    }

    // MARK: The spec

    mutating func screen(_ root: Int) -> ScreenSpec? {
        guard let top = mapping(root, .top, allowed: ScreenSpecReader.topKeys) else { return nil }
        var screenName: String?
        if let s = value(top, "screen") {
            screenName = string(s, .top.key("screen"))
            if screenName?.isEmpty == true { fail(s, .top.key("screen"), "expected a non-empty name"); screenName = nil }
        } else {
            fail(root, .top, "missing key 'screen' (the screen's name)")
        }
        let title = value(top, "title").flatMap { string($0, .top.key("title")) }
        var device = "iphone-duo"
        if let d = value(top, "device"), let name = string(d, .top.key("device")) {
            if DeviceGeometry.devices.contains(name) { device = name } else {
                fail(d, .top.key("device"), "unknown device '\(name)'\(Suggestion.clause(for: name, among: DeviceGeometry.devices)); expected one of \(DeviceGeometry.devices.joined(separator: ", "))")
            }
        }
        var bar: [SpecBarItem] = []
        if let b = value(top, "bar") { bar = barItems(b) }
        var layouts: [SpecLayout] = []
        if let l = value(top, "layouts") { layouts = self.layouts(l) }
        guard let screenName else { return nil }
        return ScreenSpec(path: source.path, screen: screenName, title: title, device: device, bar: bar, layouts: layouts)
    }

    mutating func barItems(_ node: Int) -> [SpecBarItem] {
        let barPath = SpecKeyPath.top.key("bar")
        guard doc[node].kind == .sequence else { fail(node, barPath, "expected a sequence of bar items, got \(describe(node))"); return [] }
        var result: [SpecBarItem] = []
        var ids = StringNumbering()
        for i in 0..<doc.count(node) {
            let item = doc.item(node, i)
            let path = barPath.index(i)
            guard let m = mapping(item, path, allowed: ScreenSpecReader.barKeys) else { continue }
            guard let idNode = field(m, "id") else { fail(item, path, "missing key 'id'"); continue }
            guard let id = string(idNode.value, path.key("id")) else { continue }
            if !ids.insert(id).inserted { fail(idNode.value, path.key("id"), "'\(id)' is already the id of another bar item") }
            let role = value(m, "role").flatMap { choice($0, path.key("role"), SpecBarItem.Role.self) } ?? .action
            let axis = value(m, "axis").flatMap { choice($0, path.key("axis"), SpecBarItem.Axis.self) } ?? .automatic
            let symbol = value(m, "symbol").flatMap { string($0, path.key("symbol")) }
            let title = value(m, "title").flatMap { string($0, path.key("title")) }
            result.append(SpecBarItem(id: id, role: role, symbol: symbol, title: title, axis: axis, position: position(idNode.key)))
        }
        return result
    }

    mutating func layouts(_ node: Int) -> [SpecLayout] {
        let layoutsPath = SpecKeyPath.top.key("layouts")
        guard doc[node].kind == .mapping else { fail(node, layoutsPath, "expected a mapping of states, got \(describe(node))"); return [] }
        var result: [SpecLayout] = []
        var seen = StringNumbering()
        for i in 0..<doc.count(node) {
            let (key, value) = doc.entry(node, i)
            guard let name = doc.scalar(key) else { fail(key, layoutsPath, "expected a state name, got \(describe(key))"); continue }
            let path = SpecKeyPath.layout(key)
            if !seen.insert(name).inserted { fail(key, path, "repeated state"); continue }
            guard let m = mapping(value, path, allowed: ScreenSpecReader.layoutKeys) else { continue }
            guard let state = self.state(name, key: key, fields: m, path) else { continue }
            var elements: [SpecElement] = []
            if let el = self.value(m, "elements") { elements = self.elements(el, path) }
            result.append(SpecLayout(state: state, elements: elements, position: position(key)))
        }
        return result
    }

    /// The device state a layout called `name` describes: a built-in state, or the custom geometry its `fields`
    /// give; nil (reported) when a custom state has no valid size.
    mutating func state(_ name: String, key: Int, fields m: Int, _ path: SpecKeyPath) -> DeviceState? {
        if let builtIn = DeviceGeometry.state(name) {
            for fixed: StaticString in ["size", "fold", "safe-area"] {
                guard let entry = field(m, fixed) else { continue }
                fail(entry.key, path.key(fixed), "'\(name)' is a built-in state of iphone-duo; its \(fixed) is fixed (a custom state needs a name of its own)")
            }
            return builtIn
        }
        guard let size = value(m, "size") else {
            fail(key, path, "unknown state '\(name)'\(Suggestion.clause(for: name, among: DeviceGeometry.iphoneDuo.map(\.name))); expected one of \(DeviceGeometry.iphoneDuo.map(\.name).joined(separator: ", ")), or a custom state with size: [width, height]")
            return nil
        }
        guard let wh = numbers(size, path.key("size"), count: 2, shape: "[width, height]") else { return nil }
        guard wh[0] > 0, wh[1] > 0 else { fail(size, path.key("size"), "width and height must be greater than 0"); return nil }
        let insets = value(m, "safe-area").flatMap { safeArea($0, path.key("safe-area")) } ?? Insets()
        var fold: Fold?
        if let node = value(m, "fold"), let f = self.fold(node, path.key("fold")) {
            let extent = f.axis == .vertical ? wh[0] : wh[1]
            if f.position > 0 && f.position < extent { fold = f } else {
                fail(node, path.key("fold").key("position"), "expected a position inside the canvas (0 < position < \(SpecFormat.points(extent)))")
            }
        }
        let bars: DeviceState.Bars = insets.right > 0 ? .verticalRight : insets.left > 0 ? .verticalLeft : .horizontal
        return DeviceState(name: name, width: wh[0], height: wh[1], fold: fold, safeArea: insets, bars: bars,
                           isInnerDisplay: fold != nil)
    }

    mutating func safeArea(_ node: Int, _ path: SpecKeyPath) -> Insets? {
        guard let m = mapping(node, path, allowed: ScreenSpecReader.safeAreaKeys) else { return nil }
        var i = Insets()
        func inset(_ key: StaticString) -> Double {
            guard let v = value(m, key), let d = number(v, path.key(key)) else { return 0 }
            if d < 0 { fail(v, path.key(key), "must not be negative"); return 0 }
            return d
        }
        i.top = inset("top")
        i.bottom = inset("bottom")
        i.left = inset("left")
        i.right = inset("right")
        return i
    }

    mutating func fold(_ node: Int, _ path: SpecKeyPath) -> Fold? {
        guard let m = mapping(node, path, allowed: ScreenSpecReader.foldKeys) else { return nil }
        guard let axisNode = value(m, "axis"), let positionNode = value(m, "position") else {
            fail(node, path, "a fold needs axis (vertical or horizontal) and position")
            return nil
        }
        guard let axisName = string(axisNode, path.key("axis")) else { return nil }
        guard let axis = Fold.Axis(rawValue: axisName) else {
            fail(axisNode, path.key("axis"), "unknown value '\(axisName)'\(Suggestion.clause(for: axisName, among: ["vertical", "horizontal"])); expected one of vertical, horizontal")
            return nil
        }
        guard let position = number(positionNode, path.key("position")) else { return nil }
        var width = value(m, "width").flatMap { number($0, path.key("width")) } ?? 0
        if width < 0, let w = value(m, "width") { fail(w, path.key("width"), "must not be negative"); width = 0 }
        let active = value(m, "active").flatMap { bool($0, path.key("active")) } ?? false
        return Fold(axis: axis, position: position, width: width, active: active)
    }

    mutating func elements(_ node: Int, _ layoutPath: SpecKeyPath) -> [SpecElement] {
        let base = layoutPath.key("elements")
        guard doc[node].kind == .sequence else { fail(node, base, "expected a sequence of elements, got \(describe(node))"); return [] }
        var result: [SpecElement] = []
        result.reserveCapacity(doc.count(node))
        var ids = StringNumbering()
        for i in 0..<doc.count(node) {
            if let e = element(doc.item(node, i), base.index(i), ids: &ids) { result.append(e) }
        }
        return result
    }

    /// One element of a layout, or nil (reported) when it is invalid; `ids` holds the layout's ids so far.
    mutating func element(_ item: Int, _ path: SpecKeyPath, ids: inout StringNumbering) -> SpecElement? {
        guard let m = mapping(item, path, allowed: ScreenSpecReader.elementKeys) else { return nil }
        guard let idNode = field(m, "id") else { fail(item, path, "missing key 'id'"); return nil }
        guard let id = string(idNode.value, path.key("id")) else { return nil }
        if !ids.insert(id).inserted { fail(idNode.value, path.key("id"), "'\(id)' is already the id of another element in this layout") }
        // Every field is checked before giving up on the element, so one run reports all its problems.
        var kind: ElementKind?
        if let kindNode = value(m, "kind") { kind = choice(kindNode, path.key("kind"), ElementKind.self) } else {
            fail(item, path, "missing key 'kind'")
        }
        var frame: [Double]?
        if let frameNode = value(m, "frame") {
            frame = numbers(frameNode, path.key("frame"), count: 4, shape: "[x, y, width, height]")
            if let f = frame, f[2] < 0 || f[3] < 0 {
                fail(frameNode, path.key("frame"), "width and height must not be negative")
                frame = nil
            }
        } else {
            fail(item, path, "missing key 'frame' ([x, y, width, height])")
        }
        let presented = value(m, "presented").flatMap { choice($0, path.key("presented"), SpecElement.Presentation.self) }
        guard let kind, let f = frame else { return nil }
        var columns: Int?
        if let c = value(m, "columns"), let d = number(c, path.key("columns")) {
            if d >= 1, d == d.rounded(), d <= 1000 { columns = Int(d) } else { fail(c, path.key("columns"), "expected a whole number of columns from 1 to 1000") }
        }
        let scrolls = (value(m, "scrolls").flatMap { bool($0, path.key("scrolls")) } ?? false) || kind.impliesScrolling
        return SpecElement(id: id, kind: kind, x: f[0], y: f[1], width: f[2], height: f[3],
                           group: value(m, "group").flatMap { string($0, path.key("group")) },
                           title: value(m, "title").flatMap { string($0, path.key("title")) },
                           columns: columns, scrolls: scrolls, position: position(idNode.key), presented: presented)
    }
}
