s// Lexer fixture: regex literals and the division operator.
// Bare /…/ literals need Swift 6 mode or `swiftc -parse -enable-bare-slash-regex` (SwiftParser has them on).
let names = ["Ada", "Grace", "Alan"]
let text = "key = 42"

// A bare regex in assignment, argument, array, closure and return positions.
let word = /[a-z]+/
let hasDigit = text.contains(/\d/)
let patterns = [/a/, /b+c/, /(x|y)*z?/]
let startsWithA = names.filter { $0.firstMatch(of: /^A/) != nil }
let trimmed = text.replacing(/\s+/, with: " ")
func slashes() -> Regex<Substring> {
    return /\/path\/to/
}
let escapedSlash = /a\/b/
let classWithEscapedSlash = /[\/]x/
let spaced = /a b/
let labelled = text.firstMatch(of: /(?<key>\w+) = (?<value>\d+)/)

// Extended delimiters: one line and multi-line extended syntax.
let single = #/a/b/#
let doubled = ##/x/#y/##
let extended = #/
    (?<name> \w+ )   # a name
    \s* = \s*        # the separator
    (?<value> \d+ )  # a number
    /#

// Division where a regex literal cannot start.
let total = 10.0
let count = 4.0
let width = 3.0
let ratio = total / count
let tight = total/count
let grouped = (width / 2) / 3
let mixed = (total / count) + (width/2)
var accumulator = 100.0
accumulator /= 2
let divided = [total / 2, count / 2]
let inverse = 1 / total
