/// Finds where a `project.pbxproj`'s build settings are written: for each object of its `objects` dictionary,
/// the byte ranges of each key and value of the object's `buildSettings` dictionary; and the file's comments.
///
/// It only locates: values come from Foundation's `PropertyListSerialization`. It reads the OpenStep property
/// list syntax lexically — quoted strings (with `\` escapes), unquoted strings, `{ } ( ) = ; ,`, and `/* … */` and
/// `// …` comments, which it skips — and follows the nesting of dictionaries and arrays, so a key or an
/// `ID = {` inside a string or a comment is never taken for one. A file it cannot follow gives fewer positions,
/// never an error (Foundation has already accepted or refused it).
struct PBXProjLocator {
    /// Where one setting is written.
    struct Place: Equatable {
        var key: Range<Int>
        var value: Range<Int>
    }

    /// Object id → setting key (unquoted) → where it is written.
    private(set) var buildSettings: [String: [String: Place]] = [:]
    /// The comments' byte ranges (`/*` to just past `*/`, `//` to the end of the line), in file order.
    private(set) var comments: [Range<Int>] = []

    private enum Token: Equatable {
        case string(String)
        case punct(UInt8)
    }

    private let bytes: [UInt8]
    private var tokens: [(token: Token, range: Range<Int>)] = []
    private var at = 0

    /// Locates the build settings of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lex()
        // { objects = { ID = { … buildSettings = { KEY = VALUE; … }; … }; … }; … }
        guard case .punct(0x7B)? = tokens.first?.token else { return }
        at = 1
        while at < tokens.count {
            guard case .string(let key) = tokens[at].token else { skipValue(); continue }
            at += 1
            guard expect(0x3D) else { return }
            if key == "objects", isPunct(0x7B) {
                at += 1
                readObjects()
            } else {
                skipValue()
            }
            _ = expect(0x3B)
            if isPunct(0x7D) { return }
        }
    }

    private func isPunct(_ c: UInt8) -> Bool {
        at < tokens.count && tokens[at].token == .punct(c)
    }

    private mutating func expect(_ c: UInt8) -> Bool {
        guard isPunct(c) else { return false }
        at += 1
        return true
    }

    /// Reads `ID = { … };` entries until the `}` closing `objects`.
    private mutating func readObjects() {
        while at < tokens.count && !isPunct(0x7D) {
            guard case .string(let id) = tokens[at].token else { skipValue(); continue }
            at += 1
            guard expect(0x3D) else { return }
            if isPunct(0x7B) {
                at += 1
                readObject(id)
            } else {
                skipValue()
            }
            _ = expect(0x3B)
        }
        at += 1
    }

    /// Reads one object's entries until its `}`, recording its `buildSettings`.
    private mutating func readObject(_ id: String) {
        while at < tokens.count && !isPunct(0x7D) {
            guard case .string(let key) = tokens[at].token else { skipValue(); continue }
            at += 1
            guard expect(0x3D) else { return }
            if key == "buildSettings" && isPunct(0x7B) {
                at += 1
                var places: [String: Place] = [:]
                while at < tokens.count && !isPunct(0x7D) {
                    guard case .string(let name) = tokens[at].token else { skipValue(); continue }
                    let keyRange = tokens[at].range
                    at += 1
                    guard expect(0x3D) else { return }
                    let valueStart = at < tokens.count ? tokens[at].range.lowerBound : keyRange.upperBound
                    skipValue()
                    let valueEnd = at > 0 ? tokens[at - 1].range.upperBound : valueStart
                    places[name] = Place(key: keyRange, value: valueStart..<max(valueStart, valueEnd))
                    _ = expect(0x3B)
                }
                at += 1
                buildSettings[id] = places
            } else {
                skipValue()
            }
            _ = expect(0x3B)
        }
        at += 1
    }

    /// Skips one value: a string, or a whole dictionary or array.
    private mutating func skipValue() {
        guard at < tokens.count else { return }
        var depth = 0
        repeat {
            if case .punct(let c) = tokens[at].token {
                if c == 0x7B || c == 0x28 { depth += 1 }
                if c == 0x7D || c == 0x29 { depth -= 1 }
                if depth < 0 { return }  // a closing bracket that is not this value's
            }
            at += 1
        } while depth > 0 && at < tokens.count
    }

    /// Splits the file into tokens, comments apart.
    private mutating func lex() {
        let b = bytes
        var i = 0
        while i < b.count {
            let c = b[i]
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2A {
                var j = i + 2
                while j + 1 < b.count && !(b[j] == 0x2A && b[j + 1] == 0x2F) { j += 1 }
                let end = min(b.count, j + 2)
                comments.append(i..<end)
                i = end
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
                        j += 1
                        switch b[j] {
                        case 0x6E: text.append(0x0A)
                        case 0x74: text.append(0x09)
                        default: text.append(b[j])
                        }
                    } else {
                        text.append(b[j])
                    }
                    j += 1
                }
                let end = min(b.count, j + 1)
                tokens.append((.string(String(decoding: text, as: UTF8.self)), i..<end))
                i = end
            } else if c == 0x7B || c == 0x7D || c == 0x28 || c == 0x29 || c == 0x3D || c == 0x3B || c == 0x2C {
                tokens.append((.punct(c), i..<(i + 1)))
                i += 1
            } else if Self.isUnquoted(c) {
                var j = i
                while j < b.count && Self.isUnquoted(b[j]) && !(b[j] == 0x2F && j + 1 < b.count && (b[j + 1] == 0x2A || b[j + 1] == 0x2F)) { j += 1 }
                if j == i { j += 1 }
                tokens.append((.string(String(decoding: b[i..<j], as: UTF8.self)), i..<j))
                i = j
            } else {
                i += 1
            }
        }
    }

    /// The characters of an unquoted OpenStep string: ASCII letters and digits and `_ $ / : . -`.
    private static func isUnquoted(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D
    }
}
