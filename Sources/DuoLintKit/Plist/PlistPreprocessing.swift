/// The C preprocessor lines of an Info.plist that Xcode preprocesses (`INFOPLIST_PREPROCESS = YES`): `#include`,
/// `#if DEBUG` … `#else` … `#endif` and the like, which make the file no property list until Xcode has run the
/// preprocessor over it.
///
/// duolint does not evaluate them (the macros come from the build): it blanks each such line, keeping its line
/// break, so the keys of every branch are read (the last of a repeated key wins, as in Foundation) at the lines
/// and columns where they are written, and a finding still points into the file as it is. A line is a
/// preprocessor line when, after blanks, it starts with `#` and one of the directives `if`, `ifdef`, `ifndef`,
/// `elif`, `else`, `endif`, `include`, `import`, `define`, `undef`, `error`, `warning`, `pragma` or `line`
/// followed by a blank or the end of the line; other lines, `#` in a value among them, are left alone.
enum PlistPreprocessing {
    /// The directives a preprocessor line starts with (after `#` and optional blanks).
    static let directives: Set<String> = ["if", "ifdef", "ifndef", "elif", "else", "endif", "include", "import",
                                          "define", "undef", "error", "warning", "pragma", "line"]

    /// `bytes` with every preprocessor line replaced by spaces (its line break kept), or nil when there is none.
    static func blankingDirectives(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "#")) else { return nil }
        var out = bytes
        var changed = false
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            if isDirective(bytes[start..<end]) {
                for i in start..<end { out[i] = 0x20 }
                changed = true
            }
            start = end + 1
        }
        return changed ? out : nil
    }

    /// True when `line` (without its line break) is a preprocessor line.
    static func isDirective(_ line: ArraySlice<UInt8>) -> Bool {
        var i = line.startIndex
        func skipBlanks() { while i < line.endIndex && (line[i] == 0x20 || line[i] == 0x09) { i += 1 } }
        skipBlanks()
        guard i < line.endIndex, line[i] == UInt8(ascii: "#") else { return false }
        i += 1
        skipBlanks()
        let nameStart = i
        while i < line.endIndex && line[i] >= UInt8(ascii: "a") && line[i] <= UInt8(ascii: "z") { i += 1 }
        guard directives.contains(String(decoding: line[nameStart..<i], as: UTF8.self)) else { return false }
        return i == line.endIndex || line[i] == 0x20 || line[i] == 0x09 || line[i] == UInt8(ascii: "\"") || line[i] == UInt8(ascii: "<")
    }
}
