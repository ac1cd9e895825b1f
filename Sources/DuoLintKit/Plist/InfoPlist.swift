/// An app's `Info.plist` as the plist rules read it: its top-level keys and values, and where each key is
/// written.
public struct InfoPlist: Sendable, Equatable {
    /// How the file is stored (`PropertyListSerialization.PropertyListFormat`).
    public enum Format: String, Sendable, Equatable {
        case xml, binary, openStep
    }

    /// The storage format read.
    public var format: Format
    /// The top-level dictionary's values by key.
    public var values: [String: PlistValue]
    /// Byte offset of each top-level key's `<key>` element in an XML plist; empty for binary and OpenStep
    /// plists, whose keys have no line to point at.
    public var keyOffsets: [String: Int]
    /// The byte ranges (`<!--` to just past `-->`) of an XML plist's comments that mention `duolint:`, for
    /// suppression directives; empty otherwise.
    public var directiveComments: [Range<Int>]
    /// For each top-level key written once in an XML plist, with its value element right after it (only blanks
    /// and line breaks between): the edit that removes both (`LineSpan.removal`: their whole lines when they are
    /// alone on them, else the two elements). Empty for binary and OpenStep plists.
    public var keyRemovals: [String: FixEdit] = [:]

    /// A plist read in `format` with top-level `values`, the byte offsets of its keys' `<key>` elements and the
    /// byte ranges of its comments that may hold suppression directives.
    public init(format: Format, values: [String: PlistValue], keyOffsets: [String: Int] = [:], directiveComments: [Range<Int>] = []) {
        self.format = format
        self.values = values
        self.keyOffsets = keyOffsets
        self.directiveComments = directiveComments
    }
}

/// A top-level plist value, reduced to what the rules compare.
public enum PlistValue: Sendable, Equatable {
    /// `<true/>` / `<false/>`.
    case boolean(Bool)
    /// `<integer>` or `<real>`.
    case number(Double)
    /// `<string>`.
    case string(String)
    /// `<array>`: its elements, reduced.
    case array([PlistValue])
    /// `<date>`, `<data>` or `<dict>`.
    case other

    /// True when reading the value as a Boolean gives true, as Foundation's `boolValue` reads it (the
    /// way an app's bundle settings are read): `true`, a non-zero number, or a string starting (after
    /// blanks, a sign and zeros) with `Y`, `y`, `T`, `t` or a digit 1–9. A build setting (`$(…)`) is false.
    public var readsAsTrue: Bool {
        switch self {
        case .boolean(let b): return b
        case .number(let n): return n != 0
        case .other, .array: return false
        case .string(let s):
            var rest = s.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == "0" }
            guard let c = rest.first else { return false }
            return "YyTt123456789".contains(c)
        }
    }
}
