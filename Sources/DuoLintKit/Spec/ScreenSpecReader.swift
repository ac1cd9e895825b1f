/// Reads and validates a screen spec (`*.duo.yml`) as SCREEN-SPEC.md defines it.
///
/// Input: the file's bytes. Output: the `ScreenSpec`, or every shape and value problem found, each an
/// `InputError` at the offending node (1-based line, UTF-8 column) whose message names the key path and what
/// was expected (`layouts.inner-book.elements[2].frame: expected 4 numbers [x, y, width, height], got 3`),
/// with the allowed values where there is a fixed set. Unknown keys are errors too (a typo must not silently
/// drop a setting).
public struct ScreenSpecReader: Sendable {
    public var yaml = YAMLReader()

    /// A reader with the default YAML bounds.
    public init() {}

    static let topKeys = ["screen", "title", "device", "bar", "layouts"]
    static let barKeys = ["id", "role", "symbol", "title", "axis"]
    static let layoutKeys = ["elements", "size", "fold", "safe-area"]
    static let elementKeys = ["id", "kind", "frame", "group", "title", "columns", "scrolls"]

    /// Reads `source` (a spec file): the spec when it is valid (`errors` empty), else nil and every problem found.
    public func read(_ source: SourceFile) -> (spec: ScreenSpec?, errors: [InputError]) {
        let root: YAMLNode
        do { root = try yaml.read(source.bytes) } catch let e as YAMLError {
            return (nil, [error(source, e.line, e.column, e.message)])
        } catch {
            return (nil, [InputError(path: source.path, message: "cannot read YAML")])
        }
        var v = Validation(source: source)
        let spec = v.screen(root)
        if let spec, v.errors.isEmpty { return (spec, []) }
        return (nil, v.errors.isEmpty ? [InputError(path: source.path, message: "invalid screen spec")] : v.errors)
    }

    func error(_ source: SourceFile, _ line: Int, _ column: Int, _ message: String) -> InputError {
        InputError(path: source.path, at: source.location(line: line, characterColumn: column), message: message)
    }
}

/// The validation pass: collects every problem, keeps going after one.
struct Validation {
    let source: SourceFile
    var errors: [InputError] = []

    mutating func fail(_ node: YAMLNode, _ path: String, _ message: String) {
        errors.append(InputError(path: source.path, at: source.location(line: node.line, characterColumn: node.column),
                                 message: path.isEmpty ? message : "\(path): \(message)"))
    }

    func describe(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar(let s, _): return "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// False (reported) when `node` carries a tag: tags are not part of the screen-spec format.
    mutating func untagged(_ node: YAMLNode, _ path: String) -> Bool {
        guard let tag = node.tag else { return true }
        fail(node, path, "tags (\(tag)) are not part of the screen-spec format")
        return false
    }

    /// The entries of a mapping node, reporting unknown and repeated keys; nil (reported) if not a mapping.
    mutating func mapping(_ node: YAMLNode, _ path: String, allowed: [String]?) -> [String: (key: YAMLNode, value: YAMLNode)]? {
        guard untagged(node, path) else { return nil }
        guard case .mapping(let entries) = node.value else {
            fail(node, path, "expected a mapping, got \(describe(node))")
            return nil
        }
        var result: [String: (key: YAMLNode, value: YAMLNode)] = [:]
        for e in entries {
            guard let key = e.key.scalar else { fail(e.key, path, "expected a text key, got \(describe(e.key))"); continue }
            if let allowed, !allowed.contains(key) {
                fail(e.key, path.isEmpty ? key : "\(path).\(key)", "unknown key; expected one of \(allowed.joined(separator: ", "))")
                continue
            }
            if result[key] != nil { fail(e.key, path.isEmpty ? key : "\(path).\(key)", "repeated key"); continue }
            result[key] = (e.key, e.value)
        }
        return result
    }

    mutating func string(_ node: YAMLNode, _ path: String) -> String? {
        guard untagged(node, path) else { return nil }
        guard case .scalar(let s, _) = node.value else { fail(node, path, "expected text, got \(describe(node))"); return nil }
        return s
    }

    /// True for a plain decimal number as YAML writes one: `-12`, `475.5`, `1e3` (no hex, no `_`, no inf/nan).
    static func isDecimal(_ s: String) -> Bool {
        var rest = Substring(s)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        var any = !digits.isEmpty
        if rest.first == "." {
            rest = rest.dropFirst()
            let fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
            any = any || !fraction.isEmpty
        }
        guard any else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    mutating func number(_ node: YAMLNode, _ path: String) -> Double? {
        guard untagged(node, path) else { return nil }
        guard case .scalar(let s, let plain) = node.value, plain, Validation.isDecimal(s), let d = Double(s), d.isFinite else {
            fail(node, path, "expected a number, got \(describe(node))")
            return nil
        }
        return d
    }

    mutating func bool(_ node: YAMLNode, _ path: String) -> Bool? {
        guard untagged(node, path) else { return nil }
        guard case .scalar(let s, let plain) = node.value, plain, s == "true" || s == "false" else {
            fail(node, path, "expected true or false, got \(describe(node))")
            return nil
        }
        return s == "true"
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ path: String, _ type: T.Type) -> T? where T.RawValue == String {
        guard let s = string(node, path) else { return nil }
        guard let v = T(rawValue: s) else {
            fail(node, path, "unknown value '\(s)'; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return v
    }

    mutating func numbers(_ node: YAMLNode, _ path: String, count: Int, shape: String) -> [Double]? {
        guard case .sequence(let items) = node.value else {
            fail(node, path, "expected \(count) numbers \(shape), got \(describe(node))")
            return nil
        }
        guard items.count == count else {
            fail(node, path, "expected \(count) numbers \(shape), got \(items.count)")
            return nil
        }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            guard let d = number(item, "\(path)[\(i)]") else { return nil }
            result.append(d)
        }
        return result
    }

    func position(_ node: YAMLNode) -> SpecPosition { SpecPosition(line: node.line, column: node.column) }

    // MARK: The spec

    mutating func screen(_ root: YAMLNode) -> ScreenSpec? {
        guard let top = mapping(root, "", allowed: ScreenSpecReader.topKeys) else { return nil }
        var screenName: String?
        if let s = top["screen"] {
            screenName = string(s.value, "screen")
            if screenName?.isEmpty == true { fail(s.value, "screen", "expected a non-empty name"); screenName = nil }
        } else {
            fail(root, "", "missing key 'screen' (the screen's name)")
        }
        let title = top["title"].flatMap { string($0.value, "title") }
        var device = "iphone-duo"
        if let d = top["device"], let name = string(d.value, "device") {
            if DeviceGeometry.devices.contains(name) { device = name } else {
                fail(d.value, "device", "unknown device '\(name)'; expected one of \(DeviceGeometry.devices.joined(separator: ", "))")
            }
        }
        var bar: [SpecBarItem] = []
        if let b = top["bar"] { bar = barItems(b.value) }
        var layouts: [SpecLayout] = []
        if let l = top["layouts"] { layouts = self.layouts(l.value) }
        guard let screenName else { return nil }
        return ScreenSpec(path: source.path, screen: screenName, title: title, device: device, bar: bar, layouts: layouts)
    }

    mutating func barItems(_ node: YAMLNode) -> [SpecBarItem] {
        guard case .sequence(let items) = node.value else { fail(node, "bar", "expected a sequence of bar items, got \(describe(node))"); return [] }
        var result: [SpecBarItem] = []
        var ids = Set<String>()
        for (i, item) in items.enumerated() {
            let path = "bar[\(i)]"
            guard let m = mapping(item, path, allowed: ScreenSpecReader.barKeys) else { continue }
            guard let idNode = m["id"] else { fail(item, path, "missing key 'id'"); continue }
            guard let id = string(idNode.value, "\(path).id") else { continue }
            if !ids.insert(id).inserted { fail(idNode.value, "\(path).id", "'\(id)' is already the id of another bar item") }
            let role = m["role"].flatMap { choice($0.value, "\(path).role", SpecBarItem.Role.self) } ?? .action
            let axis = m["axis"].flatMap { choice($0.value, "\(path).axis", SpecBarItem.Axis.self) } ?? .automatic
            let symbol = m["symbol"].flatMap { string($0.value, "\(path).symbol") }
            let title = m["title"].flatMap { string($0.value, "\(path).title") }
            result.append(SpecBarItem(id: id, role: role, symbol: symbol, title: title, axis: axis, position: position(idNode.key)))
        }
        return result
    }

    mutating func layouts(_ node: YAMLNode) -> [SpecLayout] {
        guard case .mapping(let entries) = node.value else { fail(node, "layouts", "expected a mapping of states, got \(describe(node))"); return [] }
        var result: [SpecLayout] = []
        var seen = Set<String>()
        for e in entries {
            guard let name = e.key.scalar else { fail(e.key, "layouts", "expected a state name, got \(describe(e.key))"); continue }
            let path = "layouts.\(name)"
            if !seen.insert(name).inserted { fail(e.key, path, "repeated state"); continue }
            guard let m = mapping(e.value, path, allowed: ScreenSpecReader.layoutKeys) else { continue }
            var state: DeviceState
            if let builtIn = DeviceGeometry.state(name) {
                state = builtIn
                for key in ["size", "fold", "safe-area"] where m[key] != nil {
                    fail(m[key]!.key, "\(path).\(key)", "'\(name)' is a built-in state of iphone-duo; its \(key) is fixed (a custom state needs a name of its own)")
                }
            } else {
                guard let size = m["size"] else {
                    fail(e.key, path, "unknown state '\(name)'; expected one of \(DeviceGeometry.iphoneDuo.map(\.name).joined(separator: ", ")), or a custom state with size: [width, height]")
                    continue
                }
                guard let wh = numbers(size.value, "\(path).size", count: 2, shape: "[width, height]") else { continue }
                guard wh[0] > 0, wh[1] > 0 else { fail(size.value, "\(path).size", "width and height must be greater than 0"); continue }
                let insets = m["safe-area"].flatMap { safeArea($0.value, "\(path).safe-area") } ?? Insets()
                var fold = m["fold"].flatMap { self.fold($0.value, "\(path).fold") }
                if let f = fold, let node = m["fold"]?.value {
                    let extent = f.axis == .vertical ? wh[0] : wh[1]
                    if !(f.position > 0 && f.position < extent) {
                        fail(node, "\(path).fold.position", "expected a position inside the canvas (0 < position < \(SpecFormat.points(extent)))")
                        fold = nil
                    }
                }
                let bars: DeviceState.Bars = insets.right > 0 ? .verticalRight : insets.left > 0 ? .verticalLeft : .horizontal
                state = DeviceState(name: name, width: wh[0], height: wh[1], fold: fold, safeArea: insets, bars: bars,
                                    isInnerDisplay: fold != nil)
            }
            var elements: [SpecElement] = []
            if let el = m["elements"] { elements = self.elements(el.value, path) }
            result.append(SpecLayout(state: state, elements: elements, position: position(e.key)))
        }
        return result
    }

    mutating func safeArea(_ node: YAMLNode, _ path: String) -> Insets? {
        guard let m = mapping(node, path, allowed: ["top", "bottom", "left", "right"]) else { return nil }
        var i = Insets()
        func inset(_ key: String) -> Double {
            guard let v = m[key], let d = number(v.value, "\(path).\(key)") else { return 0 }
            if d < 0 { fail(v.value, "\(path).\(key)", "must not be negative"); return 0 }
            return d
        }
        i.top = inset("top")
        i.bottom = inset("bottom")
        i.left = inset("left")
        i.right = inset("right")
        return i
    }

    mutating func fold(_ node: YAMLNode, _ path: String) -> Fold? {
        guard let m = mapping(node, path, allowed: ["axis", "position", "width", "active"]) else { return nil }
        guard let axisNode = m["axis"], let positionNode = m["position"] else {
            fail(node, path, "a fold needs axis (vertical or horizontal) and position")
            return nil
        }
        guard let axisName = string(axisNode.value, "\(path).axis") else { return nil }
        guard let axis = Fold.Axis(rawValue: axisName) else {
            fail(axisNode.value, "\(path).axis", "unknown value '\(axisName)'; expected one of vertical, horizontal")
            return nil
        }
        guard let position = number(positionNode.value, "\(path).position") else { return nil }
        var width = m["width"].flatMap { number($0.value, "\(path).width") } ?? 0
        if width < 0, let w = m["width"] { fail(w.value, "\(path).width", "must not be negative"); width = 0 }
        let active = m["active"].flatMap { bool($0.value, "\(path).active") } ?? false
        return Fold(axis: axis, position: position, width: width, active: active)
    }

    mutating func elements(_ node: YAMLNode, _ layoutPath: String) -> [SpecElement] {
        let base = "\(layoutPath).elements"
        guard case .sequence(let items) = node.value else { fail(node, base, "expected a sequence of elements, got \(describe(node))"); return [] }
        var result: [SpecElement] = []
        var ids = Set<String>()
        for (i, item) in items.enumerated() {
            let path = "\(base)[\(i)]"
            guard let m = mapping(item, path, allowed: ScreenSpecReader.elementKeys) else { continue }
            guard let idNode = m["id"] else { fail(item, path, "missing key 'id'"); continue }
            guard let id = string(idNode.value, "\(path).id") else { continue }
            if !ids.insert(id).inserted { fail(idNode.value, "\(path).id", "'\(id)' is already the id of another element in this layout") }
            // Every field is checked before giving up on the element, so one run reports all its problems.
            var kind: ElementKind?
            if let kindNode = m["kind"] { kind = choice(kindNode.value, "\(path).kind", ElementKind.self) } else {
                fail(item, path, "missing key 'kind'")
            }
            var frame: [Double]?
            if let frameNode = m["frame"] {
                frame = numbers(frameNode.value, "\(path).frame", count: 4, shape: "[x, y, width, height]")
                if let f = frame, f[2] < 0 || f[3] < 0 {
                    fail(frameNode.value, "\(path).frame", "width and height must not be negative")
                    frame = nil
                }
            } else {
                fail(item, path, "missing key 'frame' ([x, y, width, height])")
            }
            guard let kind, let f = frame else { continue }
            var columns: Int?
            if let c = m["columns"], let d = number(c.value, "\(path).columns") {
                if d >= 1, d == d.rounded(), d <= 1000 { columns = Int(d) } else { fail(c.value, "\(path).columns", "expected a whole number of columns from 1 to 1000") }
            }
            let scrolls = (m["scrolls"].flatMap { bool($0.value, "\(path).scrolls") } ?? false) || kind.impliesScrolling
            result.append(SpecElement(id: id, kind: kind, x: f[0], y: f[1], width: f[2], height: f[3],
                                      group: m["group"].flatMap { string($0.value, "\(path).group") },
                                      title: m["title"].flatMap { string($0.value, "\(path).title") },
                                      columns: columns, scrolls: scrolls, position: position(idNode.key)))
        }
        return result
    }
}
