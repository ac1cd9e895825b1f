/// `duolint render`: each layout of a screen spec as an SVG file of its own (`SpecDrawing`, the drawing the
/// `html` report shows), for designers to paste into reviews.
public enum SpecRenderer {
    /// One SVG file to write: its file name (no folder) and its text.
    public struct Drawing: Sendable, Equatable {
        /// `STEM-STATE.svg`: the spec's file name without `.duo.yml`/`.duo.yaml`, a hyphen and the state's name,
        /// each character outside `A–Z a–z 0–9 . _ -` written `_` (so a name never leaves the folder), each
        /// part longer than 100 characters cut there and followed by `-` and 8 hex digits of its hash (so a
        /// name stays under the file system's 255 bytes and two long names stay apart).
        public var fileName: String
        /// The standalone SVG document.
        public var svg: String
    }

    /// The drawings of the spec `file` (text `bytes`), with its `findings` (report order) colouring its
    /// elements and bar items, one per layout in the spec's order; none, and the spec's input errors, when it
    /// is not a valid spec.
    public static func drawings(of file: ReportedFile, bytes: [UInt8], findings: [Finding]) -> (drawings: [Drawing], errors: [InputError]) {
        let source = SourceFile(path: file.path, bytes: bytes)
        let (spec, errors) = ScreenSpecReader().read(source)
        guard let spec else { return ([], errors) }
        let placement = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        let stem = stem(of: file.path)
        return (spec.layouts.indices.map { l in
            let drawing = SpecDrawing(spec: spec, layout: l, foldBand: file.options.foldBand, placement: placement,
                                      idPrefix: HTMLReporter.anchor(of: file.path) + "-\(l)")
            return Drawing(fileName: safe(stem) + "-" + safe(spec.layouts[l].state.name) + ".svg", svg: drawing.svg(standalone: true))
        }, [])
    }

    /// The spec's file name without its folder and `.duo.yml` / `.duo.yaml`.
    static func stem(of path: String) -> String {
        var name = PathText.lastComponent(path)
        for suffix in [".duo.yml", ".duo.yaml"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// `name` with every character outside `A–Z a–z 0–9 . _ -` as `_`, a leading `.` as `_`, cut at 100
    /// characters with `-` and the 8 last hex digits of the name's FNV-1a hash after the cut.
    static func safe(_ name: String) -> String {
        let whole = plain(name)
        guard whole.utf8.count > 100 else { return whole }
        var h = FNV1a64()
        for b in name.utf8 { h.add(b) }
        let hex = String(h.value & 0xFFFF_FFFF, radix: 16)
        return String(whole.prefix(100)) + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `name` with every character outside `A–Z a–z 0–9 . _ -` as `_`, and a leading `.` as `_`.
    static func plain(_ name: String) -> String {
        var out = String(name.unicodeScalars.map { s -> Character in
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "." || s == "_" || s == "-"
            return ok ? Character(s) : "_"
        })
        if out.hasPrefix(".") || out.isEmpty { out = "_" + out.dropFirst() }
        return out
    }
}
