s// Lexer fixture: identifiers, numbers, operators, generics, attributes, directives.
/* A block comment /* with a nested block comment /* two deep */ */ still the outer one */

/// A doc line comment naming `größe`.
/** A doc block comment. */
import Foundation

// Unicode identifiers: Latin with diacritics, CJK, emoji, combining marks.
let größe = 1
let 数量 = 2
let 变量名称 = 数量 + größe
let 🐶 = "dog"
let 🐶🐱 = 3
let café = 4
let x́̈ = 5
let Ωmega_2 = 6.0

// Backticked identifiers and the wildcard.
let `class` = 7
let `default`: Int = 8
func `func`(_ `in`: Int) -> Int { `in` }
let _ = `func`(`class`)

// Every number form.
let binary = 0b1010_1010
let octal = 0o755
let hex = 0xFF_FF
let hexFloat = 0x1.8p3
let hexFloatNegativeExponent = 0x1p-2
let hexFloatFraction = 0xA.Bp+4
let decimal = 1_000.5e-3
let exponent = 1e10
let exponentPlus = 2.5E+3
let zero = 0
let underscored = 1_000_000
let negative = -42
let negativeFloat = -0.5
let member = 1.description
let tupleIndex = (1, 2).1

// Closure shorthand arguments and projected values.
func twice(_ values: [Int]) -> [Int] {
	return values.map { $0 * 2 }.filter { $0 > 2 }	// tab-indented
}
let sums = [(1, 2)].map { $0 + $1 }

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
    var projectedValue: Clamped { self }
}

struct Holder {
    @Clamped var level: Int
    var projection: Clamped { $level }
}

// Custom operators with Unicode operator characters.
infix operator ⊕: AdditionPrecedence
prefix operator √
postfix operator ′
infix operator <~>

func ⊕ (lhs: Int, rhs: Int) -> Int { lhs &+ rhs }
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func ′ (x: Double) -> Double { x / 60 }
func <~> (lhs: Int, rhs: Int) -> Bool { lhs == rhs }

let combined = 1 ⊕ 2 ⊕ 3
let root = √16.0
let minutes = 30.0′
let same = 1 <~> 1
let arithmetic = (1 + 2) * 3 - 4 / 2 % 3
let bits = ~0x0F & 0xFF | 1 << 3 ^ 2 >> 1
let range = 0..<10
let closed = 0...9
let partial = [1, 2, 3][1...]

// Optionals: postfix ? and !, ternary ?.
let dictionary: [String: [Int]] = ["a": [1]]
let maybe: Int? = dictionary["a"]?.first
let forced = dictionary["a"]!.count
let chained = dictionary["a"]?.first?.description
let ternary = maybe == nil ? 0 : 1
let coalesced = maybe ?? 0
var counter: Int! = 0

// Generic argument lists, nested and optional.
let nested: Array<Array<Int>> = []
let deeper: Dictionary<String, Array<Set<Int>>> = [:]
func optionalSet<T: Hashable>(_ value: Set<T>?) -> Set<T>? { value }
let comparison = 1 < 2 && 3 > 2
struct Box<Element> where Element: Equatable {
    var items: [Element]
    func first<U>(as type: U.Type) -> U? { items.first as? U }
}

// Attributes.
@MainActor
final class Model {
    @available(iOS 15.0, macOS 12.4.1, *)
    @discardableResult
    func load(_ completion: @escaping @Sendable () -> Void) async throws -> Int {
        completion()
        return 0
    }
}

// Compilation conditions, availability, diagnostics directives and selectors.
#if os(iOS) && !targetEnvironment(simulator)
let platform = "iOS device"
#elseif os(macOS) || swift(>=5.9)
let platform = "macOS or new Swift"
#else
let platform = "other"
#endif

#warning("Fixture warning: remove before release")

func availability() -> Bool {
    if #available(iOS 16.0.1, macOS 13, *) {
        return true
    } else if #unavailable(iOS 14) {
        return false
    }
    guard #available(iOS 15, *) else { return false }
    return true
}

#if canImport(ObjectiveC)
final class Target: NSObject {
    @objc func tapped() {}
    let action = #selector(Target.tapped)
}
#endif

let location = (#file, #line, #column, #function)
let t = (1, (2, 3))
let u = t.1.0 + 0xFF.bitWidth
let ok = a!=b
prefix operator .+.
let `raw identifier` = 1
