import Dispatch
import Foundation

/// The JSON text writer shared by the `json` and `sarif` reporters.
///
/// Output is deterministic: pretty-printed with two-space indentation, object
/// keys sorted by code point, `/` not escaped, non-ASCII written as UTF-8 (not
/// `\u` escapes). A fresh `JSONEncoder` is made per call, so there is no shared
/// mutable state between reporters running on different threads.
enum ReportJSONEncoding {
    /// `value` as pretty-printed JSON with sorted keys, without a trailing newline.
    ///
    /// The report models hold only strings, integers, booleans, arrays and
    /// string-keyed dictionaries, which `JSONEncoder` cannot fail to encode; a
    /// failure is a programming error and stops the program with its reason.
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            preconditionFailure("duolint: cannot encode report JSON: \(error)")
        }
    }

    /// The elements of `items` (not empty) as `encode(items)` writes them inside the array: each object
    /// indented one level, `,\n` between two, without the brackets and their line breaks.
    static func arrayElements<T: Encodable>(_ items: [T]) -> String {
        // "[\n  {…},\n  {…}\n]": keep the elements, drop the brackets and their line breaks.
        let text = encode(items)
        return String(text.utf8.dropFirst(2).dropLast(2))!
    }

    /// Elements per chunk when an array is encoded in parallel.
    static let chunkSize = 512

    /// `items` as a pretty-printed JSON array, byte for byte what `encode(items)` gives, encoded in chunks
    /// of `chunkSize` elements on up to `jobs` threads and joined in order (`JSONEncoder` costs tens of
    /// thousands of instructions per object; a run with many findings should not wait on one core).
    /// An empty array gives `[\n\n]`, as `encode` does.
    static func encodeArray<T: Encodable & Sendable>(_ items: [T], jobs: Int) -> String {
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        guard chunks.count > 1, jobs > 1 else { return encode(items) }
        let parts = EncodedParts(count: chunks.count)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { i in
            let inner = arrayElements(Array(items[chunks[i]]))
            parts.lock.lock()
            parts.texts[i] = inner
            parts.lock.unlock()
        }
        return "[\n" + parts.texts.joined(separator: ",\n") + "\n]"
    }
}

/// The texts of the chunks of one parallel encoding, each slot written by one worker.
private final class EncodedParts: @unchecked Sendable {
    var texts: [String]
    let lock = NSLock()
    init(count: Int) { texts = Array(repeating: "", count: count) }
}
