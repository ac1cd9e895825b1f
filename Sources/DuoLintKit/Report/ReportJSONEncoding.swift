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
}

