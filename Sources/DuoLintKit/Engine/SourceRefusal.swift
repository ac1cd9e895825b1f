/// Why a Swift file or a screen spec is not linted at all, if it is not: it is UTF-16 or UTF-32 text (by its
/// byte order mark), or binary (`Linter.looksBinary`). Both formats must be UTF-8; positions in a transcoded
/// file would not be the file's own, so such a file gets one input error naming its encoding instead.
public enum SourceRefusal {
    /// The byte order marks recognized, longest first (UTF-32 LE starts with UTF-16 LE's mark), with the
    /// encoding each announces.
    static let byteOrderMarks: [(bytes: [UInt8], encoding: String)] = [
        ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"),
        ([0xFF, 0xFE], "UTF-16"), ([0xFE, 0xFF], "UTF-16"),
    ]

    /// The message of the input error for `source` (a `.swift` file or, by its name, a screen spec or build
    /// settings file), or nil
    /// when it is to be linted: `UTF-16 text (byte order mark FF FE); screen specs must be UTF-8`, or
    /// `binary file (NUL and control bytes), not Swift source; not linted`.
    public static func reason(for source: SourceFile) -> String? {
        // What the file is, by its name, is asked only of a file refused (most are not: two suffix checks a file).
        func what() -> (plural: String, singular: String) {
            SpecLinter.isSpec(source.path) ? (plural: "screen specs", singular: "a screen spec")
                : BuildSettingsLinter.isBuildSettingsFile(source.path) ? (plural: "build settings files", singular: "a build settings file")
                : (plural: "Swift source", singular: "Swift source")
        }
        // Every mark starts with 0x00, 0xFE or 0xFF.
        if let first = source.bytes.first, first == 0x00 || first >= 0xFE,
           let mark = byteOrderMarks.first(where: { source.bytes.starts(with: $0.bytes) }) {
            let hex = mark.bytes.map(SourceRefusal.hex).joined(separator: " ")
            return "\(mark.encoding) text (byte order mark \(hex)); \(what().plural) must be UTF-8"
        }
        if Linter.looksBinary(source.bytes) { return "binary file (NUL and control bytes), not \(what().singular); not linted" }
        return nil
    }

    /// `byte` as two uppercase hexadecimal digits (`00`, `FE`).
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
