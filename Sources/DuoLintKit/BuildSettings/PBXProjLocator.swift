/// Checks the syntax of a `project.pbxproj` and finds where its build settings are written: for each object of
/// its `objects` dictionary, the byte ranges of each key and value of the object's `buildSettings` dictionary;
/// and the file's comments.
///
/// It only checks and locates: values come from Foundation's `PropertyListSerialization`. It reads the OpenStep
/// property list syntax lexically — quoted strings (with `\` escapes), unquoted strings (ASCII letters and
/// digits, `_ $ / : . -`), `<…>` data, `{ } ( ) = ; ,`, and `/* … */` and `// …` comments, which it skips — and
/// follows the nesting of dictionaries (`{ key = value; … }`) and arrays (`( value, … )`), so a key or an
/// `ID = {` inside a string or a comment is never taken for one. The first syntax error stops it, with its byte
/// offset and what was expected there: Foundation on Linux names line 1 for every OpenStep error (and logs the
/// real line to standard error itself), so the file is checked here before Foundation reads it.
struct PBXProjLocator {
    /// Where one setting is written.
    struct Place: Equatable {
        var key: Range<Int>
        var value: Range<Int>
        /// The offset just past the `;` ending the setting.
        var end: Int = 0
    }

    /// Object id → setting key (unquoted) → where it is written.
    private(set) var buildSettings: [String: [String: Place]] = [:]
    /// Object id → where its id is written as a key of `objects` (the place of a setting that cannot be located).
    private(set) var objectKeys: [String: Range<Int>] = [:]
    /// The comments' byte ranges (`/*` to just past `*/`, `//` to the end of the line), in file order.
    private(set) var comments: [Range<Int>] = []
    /// The first syntax error: its byte offset and what was expected there; nil for a well-formed file.
    private(set) var error: (offset: Int, message: String, opened: Int?)?

    /// The deepest nesting of dictionaries and arrays read (a real project nests some 6 deep).
    static let maximumDepth = 200

    private enum Token: Equatable {
        case string(String)
        case punct(UInt8)
        case data
    }

    private let bytes: [UInt8]
    private var tokens: [(token: Token, range: Range<Int>)] = []
    private var at = 0

    /// Checks and locates the build settings of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lex()
        guard error == nil else { return }
        guard !tokens.isEmpty else { fail(bytes.count, "expected a dictionary ({ … }) holding the project"); return }
        guard tokens[0].token == .punct(0x7B) else { fail(tokens[0].range.lowerBound, "expected { to open the project's dictionary"); return }
        value(path: [], depth: 0)
        if error == nil && at < tokens.count {
            fail(tokens[at].range.lowerBound, "expected the end of the file after the project's closing }")
        }
    }

    /// Records the first error: at `offset`, `message`; `opened`: the offset of the bracket left open, if any.
    private mutating func fail(_ offset: Int, _ message: String, opened: Int? = nil) {
        if error == nil { error = (offset, message, opened) }
    }

    /// The offset where the next token starts (the end of the file after the last).
    private var here: Int { at < tokens.count ? tokens[at].range.lowerBound : bytes.count }

    private func isPunct(_ c: UInt8) -> Bool { at < tokens.count && tokens[at].token == .punct(c) }

    /// Reads one value at `path` (the keys leading to it: `objects`, an id, `buildSettings`, …).
    private mutating func value(path: [String], depth: Int) {
        guard error == nil else { return }
        guard at < tokens.count else { fail(bytes.count, "expected a value before the end of the file"); return }
        guard depth < Self.maximumDepth else { fail(here, "expected at most \(Self.maximumDepth) nested dictionaries and arrays"); return }
        switch tokens[at].token {
        case .string, .data:
            at += 1
        case .punct(0x7B):
            let open = tokens[at].range.lowerBound
            at += 1
            let settings = path.count == 3 && path[0] == "objects" && path[2] == "buildSettings"
            var places: [String: Place] = [:]
            while error == nil && !isPunct(0x7D) {
                guard at < tokens.count else { fail(bytes.count, "expected } to close the dictionary before the end of the file", opened: open); return }
                guard case .string(let key) = tokens[at].token else { fail(here, "expected a key (a string) or } in a dictionary"); return }
                let keyRange = tokens[at].range
                // A repeated id: the last one, as Foundation keeps the last value of a repeated key (measured).
                if path.count == 1 && path[0] == "objects" { objectKeys[key] = keyRange }
                at += 1
                guard isPunct(0x3D) else { fail(here, "expected = after the key \(BuildSettingValues.shown(key))"); return }
                at += 1
                let start = here
                value(path: path.count < 3 ? path + [key] : path, depth: depth + 1)
                guard error == nil else { return }
                let valueRange = start..<tokens[at - 1].range.upperBound
                guard isPunct(0x3B) else { fail(here, "expected ; after the value of \(BuildSettingValues.shown(key))"); return }
                if settings { places[key] = Place(key: keyRange, value: valueRange, end: tokens[at].range.upperBound) }
                at += 1
            }
            guard error == nil else { return }
            at += 1
            if settings { buildSettings[path[1]] = places }
        case .punct(0x28):
            let open = tokens[at].range.lowerBound
            at += 1
            while error == nil && !isPunct(0x29) {
                guard at < tokens.count else { fail(bytes.count, "expected ) to close the array before the end of the file", opened: open); return }
                value(path: path + ["()"], depth: depth + 1)
                guard error == nil else { return }
                if isPunct(0x2C) { at += 1 } else if !isPunct(0x29) { fail(here, "expected , or ) after an array element"); return }
            }
            guard error == nil else { return }
            at += 1
        default:
            fail(here, "expected a value (a string, { … }, ( … ) or < … >)")
        }
    }

    /// Splits the file into tokens, comments apart; a byte that starts no token is an error.
    private mutating func lex() {
        let b = bytes
        var i = 0
        // A UTF-8 byte order mark.
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { i = 3 }
        // Foundation reads the whole file as UTF-8 (a Latin-1 byte even in a comment fails it, naming line 1).
        if let bad = Self.firstInvalidUTF8(b) {
            fail(bad, "not UTF-8 at this byte (0x\(SourceRefusal.hex(b[bad]))); Xcode writes project files in UTF-8")
            return
        }
        while i < b.count {
            let c = b[i]
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2A {
                var j = i + 2
                while j + 1 < b.count && !(b[j] == 0x2A && b[j + 1] == 0x2F) { j += 1 }
                guard j + 1 < b.count else { fail(i, "expected */ to close the comment before the end of the file"); return }
                comments.append(i..<(j + 2))
                i = j + 2
            } else if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2F {
                var j = i
                while j < b.count && b[j] != 0x0A && b[j] != 0x0D { j += 1 }
                comments.append(i..<j)
                i = j
            } else if c == 0x22 || c == 0x27 {
                var j = i + 1
                var text: [UInt8] = []
                while j < b.count && b[j] != c {
                    if b[j] == 0x5C && j + 1 < b.count {
                        let (decoded, end) = PBXProjStringEscapes.decode(b, at: j)
                        text += decoded
                        j = end
                    } else {
                        text.append(b[j])
                        j += 1
                    }
                }
                guard j < b.count else { fail(i, "expected a closing \(c == 0x22 ? "\"" : "'") for the string before the end of the file"); return }
                tokens.append((.string(String(decoding: text, as: UTF8.self)), i..<(j + 1)))
                i = j + 1
            } else if c == 0x3C {
                // Foundation reads data as pairs of hex digits, with spaces, tabs and line breaks between pairs
                // (measured: `<0 a>`, `<a>`, `<zz>` and a vertical tab or form feed are refused).
                var j = i + 1
                while j < b.count && b[j] != 0x3E {
                    if b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D { j += 1; continue }
                    guard Self.isHex(b[j]), j + 1 < b.count, Self.isHex(b[j + 1]) else {
                        fail(j, j + 1 < b.count && Self.isHex(b[j]) ? "expected two hex digits per byte in data (< … >)"
                                                                  : "expected hex digits or > in data (< … >)")
                        return
                    }
                    j += 2
                }
                guard j < b.count else { fail(i, "expected > to close the data before the end of the file"); return }
                tokens.append((.data, i..<(j + 1)))
                i = j + 1
            } else if c == 0x7B || c == 0x7D || c == 0x28 || c == 0x29 || c == 0x3D || c == 0x3B || c == 0x2C {
                tokens.append((.punct(c), i..<(i + 1)))
                i += 1
            } else if Self.isUnquoted(c) {
                var j = i
                while j < b.count && Self.isUnquoted(b[j]) && !(b[j] == 0x2F && j + 1 < b.count && (b[j + 1] == 0x2A || b[j + 1] == 0x2F)) { j += 1 }
                tokens.append((.string(String(decoding: b[i..<j], as: UTF8.self)), i..<j))
                i = j
            } else if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C {
                i += 1
            } else {
                fail(i, "expected a string, a comment or one of { } ( ) = ; , got byte \(SourceRefusal.hex(c))")
                return
            }
        }
    }

    /// The characters of an unquoted OpenStep string: ASCII letters and digits and `_ $ / : . -`.
    private static func isUnquoted(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D
    }
}
