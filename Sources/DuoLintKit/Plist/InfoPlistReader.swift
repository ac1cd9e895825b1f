import Foundation

/// Reads an `Info.plist` (XML, binary or OpenStep) with Foundation's `PropertyListSerialization`; in an XML
/// plist, `XMLPlistScanner` also finds where each top-level `<key>` is written (no XML library: on Linux,
/// FoundationXML would make the binary need libxml2 and ICU).
public struct InfoPlistReader: Sendable {
    /// A reader.
    public init() {}

    /// The most values (dictionary keys and values, array elements, the top object) a binary plist may expand
    /// to: a real Info.plist has hundreds; Foundation needs some 35 bytes a value, so this bounds it near 35 MB.
    public static let maximumValues = 1_000_000

    /// The largest Info.plist read, in bytes (4 MiB; `max_file_size` may lower it): a real one is a few KiB, and
    /// Foundation's parsers take some 40 times a plist's size in memory (a 43 MB OpenStep plist: 2 GB).
    public static let maximumSize = 4 << 20

    /// True for the names duolint reads as Info.plists: `Info.plist` and Xcode's older `<Target>-Info.plist`.
    public static func isInfoPlist(_ path: String) -> Bool {
        // Asked of every file of a run. A name that matches ends in `.plist`, so its last five bytes are `plist`:
        // any other ending but a trailing slash (`foo.swift`, `Info.xcconfig`) answers at once, in any spelling.
        var whole = path
        let plistOrSlash: Bool = whole.withUTF8 { b in
            guard let last = b.last else { return true }
            if last == UInt8(ascii: "/") { return true }
            let n = b.count
            return n >= 5 && b[n - 5] == UInt8(ascii: "p") && b[n - 4] == UInt8(ascii: "l") && b[n - 3] == UInt8(ascii: "i")
                && b[n - 2] == UInt8(ascii: "s") && last == UInt8(ascii: "t")
        }
        if !plistOrSlash { return false }
        // An ASCII path's last name (trailing slashes dropped) is compared as bytes, the same answer as Swift's
        // character comparison gives, which any other path keeps.
        guard PathText.isASCII(path) else {
            let name = PathText.lastComponent(path)
            return name == "Info.plist" || name.hasSuffix("-Info.plist")
        }
        var bytes = Substring(path).utf8
        while bytes.last == 0x2F { bytes = bytes.dropLast() }
        let name = bytes.lastIndex(of: 0x2F).map { bytes[bytes.index(after: $0)...] } ?? bytes
        return name.elementsEqual("Info.plist".utf8) || (name.count >= 11 && name.reversed().starts(with: "tsilp.ofnI-".utf8))
    }

    /// Reads `source`. Returns the plist, or nil and one input error (line 1-based, column in UTF-8 bytes)
    /// when it is empty, not a property list, or not a dictionary at the top.
    ///
    /// Key and comment positions come from `XMLPlistScanner` only for an XML plist that is well-formed UTF-8; any
    /// other plist has its findings at 1:1 and no suppression comments.
    public func read(_ source: SourceFile) -> (plist: InfoPlist?, errors: [InputError]) {
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> (InfoPlist?, [InputError]) {
            (nil, [InputError(path: source.path, at: source.location(line: line, characterColumn: column), message: message)])
        }
        guard source.bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            return failure("empty file; expected a property list")
        }
        let binary = source.bytes.starts(with: Array("bplist".utf8))
        // An Info.plist Xcode preprocesses is read with its preprocessor lines blanked (`PlistPreprocessing`).
        let source = binary ? source : PlistPreprocessing.blankingDirectives(source.bytes).map { SourceFile(path: source.path, bytes: $0) } ?? source
        let data = Data(source.bytes)
        let readableXML = !binary && isXML(source.bytes) && UTF8Scan.isValid(source.bytes)
        // Foundation builds every reference of a binary plist as a value of its own: refuse one that would expand
        // past the limit before it takes all the memory there is.
        if binary, let count = BinaryPlistShape.expandedCount(source.bytes, limit: Self.maximumValues), count > Self.maximumValues {
            return failure("binary property list expands to more than \(Self.maximumValues) values (objects it refers to "
                           + "many times); not read")
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            if binary { return failure("invalid binary property list: truncated or corrupt") }
            // Foundation would describe the first byte as a mis-decoded character ("Unexpected character ã").
            if let first = firstByteOpeningNoFormat(source.bytes) {
                return (nil, [InputError(path: source.path, at: source.location(ofOffset: first),
                                         message: "not a property list (XML, binary or OpenStep): none of them starts with byte \(SourceRefusal.hex(source.bytes[first]))")])
            }
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not a property list"
            // Foundation names the line for most errors; where the scanner stopped (often the end of the file) is the fallback.
            if let line = lineNumber(in: reason) { return failure("invalid property list: \(reason)", line: line) }
            if readableXML, let at = XMLPlistScanner(bytes: source.bytes).errorOffset {
                return (nil, [InputError(path: source.path, at: source.location(ofOffset: at), message: "invalid property list: \(reason)")])
            }
            return failure("invalid property list: \(reason)")
        }
        if binary && format != .binary { return failure("invalid binary property list: truncated or corrupt") }
        guard let dictionary = root as? [String: Any] else {
            return failure("expected a dictionary at the top of an Info.plist, got \(kindName(root))")
        }
        var values: [String: PlistValue] = [:]
        for (key, value) in dictionary { values[key] = PlistValue(value) }
        var offsets: [String: Int] = [:]
        var comments: [Range<Int>] = []
        var removals: [String: FixEdit] = [:]
        if format == .xml && readableXML {
            let scanner = XMLPlistScanner(bytes: source.bytes)
            // The last of repeated keys: its value is the one Foundation keeps.
            for k in scanner.topLevelKeys { offsets[k.text] = k.offset }
            removals = Self.removals(scanner, source.bytes)
            if SuppressionMap.mayHoldDirective(source.bytes) {
                comments = scanner.comments.filter { mentionsDuolint(source.bytes[$0]) }
            }
        }
        let kind: InfoPlist.Format = format == .binary ? .binary : format == .openStep ? .openStep : .xml
        var plist = InfoPlist(format: kind, values: values, keyOffsets: offsets, directiveComments: comments)
        plist.keyRemovals = removals
        return (plist, [])
    }

    /// The edit removing each key written once together with its value element (`InfoPlist.keyRemovals`): none
    /// for a repeated key (removing the last would bring an earlier one back), a key without a value element, or
    /// one with anything but blanks and line breaks (a comment) between its `</key>` and its value.
    static func removals(_ scanner: XMLPlistScanner, _ bytes: [UInt8]) -> [String: FixEdit] {
        var count: [String: Int] = [:]
        for k in scanner.topLevelKeys { count[k.text, default: 0] += 1 }
        var out: [String: FixEdit] = [:]
        for (k, e) in zip(scanner.topLevelKeys, scanner.topLevelElements) where count[k.text] == 1 {
            guard let value = e.value,
                  bytes[e.key.upperBound..<value.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { continue }
            let r = LineSpan.removal(of: e.key.lowerBound..<value.upperBound, in: bytes)
            out[k.text] = FixEdit(r.offsets, r.text)
        }
        return out
    }

    /// The offset of the first non-blank byte of `bytes` when no property-list format can start with it, else nil.
    ///
    /// XML starts with `<` (or a UTF-8 or UTF-16 byte order mark: EF BB BF, FE FF, FF FE), binary with `bplist`, OpenStep with
    /// `{`, `(`, `<`, a quote (`"` or `'`), a comment's `/` or a character of an unquoted string (ASCII letters and
    /// digits, `_ $ / : . -`), as Foundation's OpenStep parser reads them (swift-corelibs-foundation,
    /// CoreFoundation/Parsing.subproj/CFOldStylePList.c: `isValidUnquotedStringCharacter`, `parsePlistObject`).
    /// Blanks are tab, line feed, vertical tab, form feed, carriage return and space.
    private func firstByteOpeningNoFormat(_ bytes: [UInt8]) -> Int? {
        guard let i = bytes.firstIndex(where: { !(($0 >= 0x09 && $0 <= 0x0D) || $0 == 0x20) }) else { return nil }
        let b = bytes[i]
        let letterOrDigit = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
        let opens = letterOrDigit || Array("{(<\"'/_$:.-".utf8).contains(b) || (i == 0 && [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE]].contains { bytes.starts(with: $0) })
        return opens ? nil : i
    }

    /// True when the first non-blank byte (after a UTF-8 byte order mark) is `<`.
    private func isXML(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == 0x3C
    }

    /// The number after "line " in Foundation's description of a plist error, if any.
    private func lineNumber(in reason: String) -> Int? {
        guard let r = reason.range(of: "line ") else { return nil }
        return Int(reason[r.upperBound...].prefix { $0.isNumber })
    }

    /// True when `comment` contains `duolint:`.
    private func mentionsDuolint(_ comment: ArraySlice<UInt8>) -> Bool {
        let marker = Array("duolint:".utf8)
        var i = comment.startIndex
        while i + marker.count <= comment.endIndex {
            if comment[i..<(i + marker.count)].elementsEqual(marker) { return true }
            i += 1
        }
        return false
    }

    private func kindName(_ value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is String: return "a string"
        case is Data: return "data"
        case is Date: return "a date"
        default: return "a single value"
        }
    }
}

extension PlistValue {
    /// The value `PropertyListSerialization` gave, reduced. Booleans are told from numbers by the
    /// `NSNumber` type code `c`, which `<true/>`/`<false/>` get on Apple platforms and on Linux.
    init(_ value: Any) {
        if let s = value as? String {
            self = .string(s)
        } else if let n = value as? NSNumber {
            self = String(cString: n.objCType) == "c" ? .boolean(n.boolValue) : .number(n.doubleValue)
        } else if let a = value as? [Any] {
            self = .array(a.map(PlistValue.init))
        } else {
            self = .other
        }
    }
}
