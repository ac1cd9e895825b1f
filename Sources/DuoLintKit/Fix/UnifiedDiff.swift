/// The unified diff (`diff -u`, three lines of context) between a file and its fixed form, made from the fix's
/// replacements rather than by comparing the two texts: every changed line is one a replacement touched.
///
/// Lines are split at LF only (a CRLF line keeps its CR before the line break, as `diff` prints it). A line
/// without a final line break is followed by `\ No newline at end of file`. Text that a terminal or a CI runner
/// could read as a command (control characters but tab and a line-ending CR, bidirectional controls, `##[`,
/// and the first `:` of a context line whose text begins with `::` after blanks, which a runner would read as a
/// workflow command after the line's leading space) is written as `PrintableText` escapes, so such a hunk shows
/// what changed but does not apply with `git apply`.
public enum UnifiedDiff {
    /// The diff of `original` with `edits` (0-based byte offsets into `original`, sorted, not overlapping)
    /// applied, headed `--- a/PATH` and `+++ b/PATH` (`path` escaped as `PrintableText.escaped`); empty when the
    /// edits change nothing.
    public static func make(path: String, original: [UInt8], edits: [(offsets: Range<Int>, text: String)]) -> String {
        let starts = lineStarts(original)
        let lineCount = starts.count - 1  // starts[lineCount] == original.count
        func line(containing offset: Int) -> Int {
            var lo = 0, hi = lineCount
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return offset >= original.count ? lineCount : lo
        }
        // Spans of original lines (half-open) with the new lines that replace them, merged where they touch.
        var spans: [(from: Int, to: Int, edits: [(offsets: Range<Int>, text: String)])] = []
        for e in edits {
            let from = line(containing: e.offsets.lowerBound)
            let to = min(lineCount, line(containing: max(e.offsets.lowerBound, e.offsets.upperBound - 1)) + 1)
            if let last = spans.last, from < last.to || (from == last.to && last.from == last.to) {
                spans[spans.count - 1].to = max(last.to, to)
                spans[spans.count - 1].edits.append(e)
            } else {
                spans.append((from, max(from, to), [e]))
            }
        }
        var changes: [(from: Int, to: Int, new: [ArraySlice<UInt8>])] = []
        for s in spans {
            var bytes: [UInt8] = []
            var at = starts[s.from]
            for e in s.edits {
                bytes.append(contentsOf: original[at..<e.offsets.lowerBound])
                bytes.append(contentsOf: e.text.utf8)
                at = e.offsets.upperBound
            }
            bytes.append(contentsOf: original[at..<starts[s.to]])
            var new = split(bytes)[...]
            var from = s.from, to = s.to
            // Lines the edits left as they were (a line above an inserted one) are context, not a change.
            while from < to, let first = new.first, first.elementsEqual(original[starts[from]..<starts[from + 1]]) {
                new = new.dropFirst(); from += 1
            }
            while from < to, let last = new.last, last.elementsEqual(original[starts[to - 1]..<starts[to]]) {
                new = new.dropLast(); to -= 1
            }
            guard from < to || !new.isEmpty else { continue }
            changes.append((from, to, Array(new)))
        }
        guard !changes.isEmpty else { return "" }
        var out = "--- a/\(PrintableText.escaped(path))\n+++ b/\(PrintableText.escaped(path))\n"
        let context = 3
        var shift = 0  // new line number minus old line number before the current change
        var i = 0
        while i < changes.count {
            // A hunk: changes whose context would touch or overlap.
            var j = i
            while j + 1 < changes.count && changes[j + 1].from - changes[j].to <= 2 * context { j += 1 }
            let first = max(0, changes[i].from - context), last = min(lineCount, changes[j].to + context)
            var body = "", oldCount = 0, newCount = 0
            var at = first
            var hunkShift = shift
            for k in i...j {
                for l in at..<changes[k].from { body += printed(" ", original[starts[l]..<starts[l + 1]], first: l == 0); oldCount += 1; newCount += 1 }
                for l in changes[k].from..<changes[k].to { body += printed("-", original[starts[l]..<starts[l + 1]], first: l == 0); oldCount += 1 }
                for (m, n) in changes[k].new.enumerated() { body += printed("+", n, first: changes[k].from == 0 && m == 0); newCount += 1 }
                hunkShift += changes[k].new.count - (changes[k].to - changes[k].from)
                at = changes[k].to
            }
            for l in at..<last { body += printed(" ", original[starts[l]..<starts[l + 1]], first: l == 0); oldCount += 1; newCount += 1 }
            let oldStart = oldCount == 0 ? first : first + 1
            let newStart = newCount == 0 ? first + shift : first + shift + 1
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
            shift = hunkShift
            i = j + 1
        }
        return out
    }

    /// `start,count` as a hunk header writes it (`start` alone for one line).
    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    /// The offsets where each LF-terminated line starts, then the file's size.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A && i + 1 < bytes.count { starts.append(i + 1) }
        if bytes.isEmpty { return [0] }
        starts.append(bytes.count)
        return starts
    }

    /// `bytes` split after each LF.
    private static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var s = 0
        for (i, b) in bytes.enumerated() where b == 0x0A { lines.append(bytes[s...i]); s = i + 1 }
        if s < bytes.count { lines.append(bytes[s...]) }
        return lines
    }

    /// One diff line: `mark`, the line's text escaped (a CR before the LF kept; on the file's `first` line a
    /// byte-order mark kept, as `git diff` shows it), its LF, and the no-newline marker when the line has none.
    private static func printed(_ mark: String, _ line: ArraySlice<UInt8>, first: Bool) -> String {
        var content = line
        let bom = first && content.starts(with: [0xEF, 0xBB, 0xBF])
        if bom { content = content.dropFirst(3) }
        let hasLF = content.last == 0x0A
        if hasLF { content = content.dropLast() }
        let cr = hasLF && content.last == 0x0D
        if cr { content = content.dropLast() }
        // Tabs are indentation: kept. Everything else a terminal could read goes through PrintableText.
        var text = String(decoding: content, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
            .map { PrintableText.escaped(String($0)) }.joined(separator: "\t")
        // A context line begins with a space, and a CI runner reads `::command` after white space.
        if mark == " ", text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::"), let colon = text.firstIndex(of: ":") {
            text.replaceSubrange(colon...colon, with: "\\u{3A}")
        }
        return mark + (bom ? "\u{FEFF}" : "") + text + (cr ? "\r" : "") + (hasLF ? "\n" : "\n\\ No newline at end of file\n")
    }
}
