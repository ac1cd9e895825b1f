import Foundation

/// A JSON value as JSON-RPC carries it: what the language server reads from a message and writes into one.
///
/// Numbers without a fraction or exponent that fit in `Int` are `.integer` (request ids, line numbers); every
/// other number is `.double`. Written with sorted object keys, so a message's bytes are deterministic.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number (written as `null` when not finite).
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (member order is not kept; written sorted by key).
    case object([String: JSONValue])

    /// Reads one JSON document (UTF-8). Throws `DecodingError` when `bytes` are not JSON.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The value as compact UTF-8 JSON, keys sorted, `/` not escaped.
    public var encoded: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A JSONValue holds only encodable values; a non-finite double is written as null (see `encode`).
        return (try? Array(encoder.encode(self))) ?? Array("null".utf8)
    }

    /// Reads any JSON value (`Decodable`): a Boolean before a number, an integer before a double.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .integer(i) }
        else if let d = try? c.decode(Double.self) { self = .double(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Writes the value (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let i): try c.encode(i)
        case .double(let d): if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The string, or nil for any other kind of value.
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The integer (a `.double` with no fraction too), or nil.
    public var integer: Int? {
        switch self {
        case .integer(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
        default: return nil
        }
    }
    /// The Boolean, or nil.
    public var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The elements of an array, or nil.
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The members of an object, or nil.
    public var object: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// `"text"` is `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `1` is `.integer`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `true` is `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[…]` is `.array`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// One `"key": value` of a dictionary literal.
    public typealias Member = (String, JSONValue)

    /// `["key": …]` is `.object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: Member...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
}
