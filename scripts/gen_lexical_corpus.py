#!/usr/bin/env python3
"""Write a corpus of Swift files that together cover Swift's lexical grammar.

One file per area (integer and float literals, single-line, multi-line and
raw strings, nested interpolation, regex literals in each position the
language allows and the `/` operator where it does not, custom operators,
Unicode and backticked identifiers, `#if` with unbalanced braces in inactive
branches, attributes, `#` expressions, key paths, generics, comments, tabs,
CRLF, BOM, shebang…). `scripts/fidelity.py` lexes them with duolint and with
the toolchain's parser and compares the token streams.

Most of each file is written out by hand; a few sections are combinations
drawn from a seeded `random.Random`, so the output is byte-identical on every
run. Standard library only.

    scripts/gen_lexical_corpus.py OUTDIR        # writes OUTDIR/NN_area.swift
"""

import os
import random
import sys

SEED = 20240604

FILES = {}


def add(name, text, newline="\n", bom=False):
    """Registers file `name` with `text` (written with `newline` line breaks, optionally after a BOM)."""
    body = text.lstrip("\n")
    if newline != "\n":
        body = body.replace("\n", newline)
    data = body.encode("latin-1") if name.startswith("42_") else body.encode("utf-8")
    if bom:
        data = b"\xef\xbb\xbf" + data
    FILES[name] = data


# --- Numbers ---------------------------------------------------------------

add("01_integers.swift", r'''
// Integer literals in every base, with underscores and signs.
let decimal = 1234567890
let zero = 0
let underscored = 1_000_000
let trailingUnderscore = 1_000_
let doubleUnderscore = 1__0
let leadingZeros = 007
let binary = 0b1010_1010
let binaryUnderscore = 0b_1111
let octal = 0o755
let octalUnderscore = 0o7_7_7
let hexUpper = 0xDEAD_BEEF
let hexLower = 0xcafe_f00d
let hexMixed = 0xAbCdEf
let hexUnderscoreFirst = 0x_FF
let negative = -42
let negativeHex = -0x10
let plus = +7
let big = 18_446_744_073_709_551_615
let members = 1.description + 0xFF.description + 0b1.description + 0o7.description
let hexMemberA = 0x10.advanced(by: 1)
let hexMemberE = 0xE.bitWidth
let hexMemberF = 0xF.byteSwapped
let hexMemberP = 0x1.predecessor
let tuple = (1, (2, 3))
let index = tuple.1.0
let index2 = tuple.1 .1
let sum = 1+2-3*4/5%6
let ranges = (0..<10, 0...9, 1..., ..<5, ...5)
let shifted = 1 << 3 >> 1
let masks = 0xFF & 0x0F | 0b1 ^ 0o7
let inverted = ~0
func integerArguments(_ a: Int, _ b: Int) -> Int { a &+ b &- 1 &* 2 }
let called = integerArguments(1,2)
let array = [1,2,3][0]
''')


def random_numbers(rng, count):
    """`count` assignments of random numeric literals in every form."""
    lines = []
    digits = "0123456789"
    hexd = "0123456789abcdefABCDEF"

    def run(alphabet, lo, hi):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))
        if len(s) > 2 and rng.random() < 0.4:
            i = rng.randint(1, len(s) - 1)
            s = s[:i] + "_" + s[i:]
        return s

    for i in range(count):
        form = rng.randrange(9)
        if form == 0:
            lit = rng.choice("123456789") + run(digits, 0, 8)
        elif form == 1:
            lit = "0b" + run("01", 1, 16)
        elif form == 2:
            lit = "0o" + run("01234567", 1, 8)
        elif form == 3:
            lit = "0x" + run(hexd, 1, 12)
        elif form == 4:
            lit = run(digits, 1, 5) + "." + run(digits, 1, 5)
        elif form == 5:
            lit = run(digits, 1, 4) + rng.choice("eE") + rng.choice(["", "+", "-"]) + run(digits, 1, 3)
        elif form == 6:
            lit = run(digits, 1, 4) + "." + run(digits, 1, 4) + rng.choice("eE") + rng.choice(["", "+", "-"]) + run(digits, 1, 2)
        elif form == 7:
            lit = "0x" + run(hexd, 1, 4) + rng.choice("pP") + rng.choice(["", "+", "-"]) + run(digits, 1, 2)
        else:
            lit = "0x" + run(hexd, 1, 4) + "." + run(hexd, 1, 4) + rng.choice("pP") + rng.choice(["", "+", "-"]) + run(digits, 1, 2)
        sign = rng.choice(["", "", "-", "+"])
        lines.append("let n%d = %s%s" % (i, sign, lit))
    return "\n".join(lines) + "\n"


add("02_floats.swift", r'''
// Floating-point literals: fractions, exponents, hexadecimal floats.
let simple = 1.5
let small = 0.000_001
let grouped = 1_000.000_1
let exponent = 1e10
let exponentUpper = 1E10
let negativeExponent = 1e-5
let positiveExponent = 2.5e+3
let avogadro = 6.022_140_76e23
let underscoreExponent = 1e1_0
let hexFloat = 0x1p4
let hexFloatNegative = 0x1p-3
let hexFloatFraction = 0x1.8p1
let hexFloatUpper = 0xA.BP+2
let hexFloatUnderscore = 0xF_F.F_Fp1_0
let negativeFloat = -0.5
let floatMember = 1.5.rounded()
let exponentMember = 1e3.squareRoot()
let hexFloatMember = 0x1p4.significand
let inArray = [1.0, 2.5e1, 0x1p1]
let division = 1.0/3.0
let mixed = 2.0*3.5-1e2
let range = 0.5...1.5
let halfOpen = 0.0..<1.0
let tupleOfFloats = (1.0, 2.0).0
''' + random_numbers(random.Random(SEED), 120))

# --- Strings -----------------------------------------------------------------

add("03_strings_single.swift", r'''
// Single-line string literals and every escape.
let empty = ""
let plain = "Hello, world"
let escapes = "nul \0 backslash \\ tab \t newline \n return \r quote \" apostrophe \'"
let unicode = "\u{0} \u{41} \u{E9} \u{2603} \u{1F600} \u{10FFFF}"
let unicodeNoSpace = "\u{1F1EF}\u{1F1F5}"
let newlines = "a\nb\nc\r\nd\re"
let trailingNewlineEscape = "line\n"
let onlyEscapes = "\n\n\r"
let commentLike = "// not a comment /* nor this */"
let slashes = "a / b / c"
let regexLike = "/[a-z]+/"
let hashes = "# #if #else #/ /#"
let quotes = "\"quoted\" and \"\""
let backticks = "`class` `a b`"
let emoji = "👩‍👩‍👧‍👦 🇯🇵 🏳️‍🌈"
let cjk = "日本語のテキスト 中文 한국어"
let rtl = "مرحبا שלום"
let combining = "e\u{301} é"
let tabs = "a	b	c"
let concatenated = "a" + "b" + "c"
let character: Character = "x"
let scalar: Unicode.Scalar = "\u{41}"
let adjacent = ("a","b")
let inCall = print("x", "y", separator: "")
let dictionary = ["key": "value", "k2": "v2"]
let multiplied = String(repeating: "ab", count: 3)
let subscripted = "abc".first
let optionalChain = "abc".last?.isLetter
''')

add("04_strings_multiline.swift", r'''
// Multi-line string literals: indentation, blank lines, escapes, quotes.
let multi = """
    First line
    Second line
    """

let indented = """
        eight spaces of indentation
          ten
        eight
        """

let noIndent = """
No indentation
at all
"""

let blankLines = """

    after a blank line

    and another

    """

let whitespaceOnly = """
    
    the line above holds only spaces
    """

let escapedNewline = """
    one long \
    line, continued \
    twice
    """

let escapedNewlineWithSpaces = """
    trailing spaces after the backslash \    
    still continue
    """

let quotesInside = """
    "one" ""two"" \"""three\"""
    a line with a " and "" in it
    """

let escapes = """
    tab\t newline\n return\r nul\0 unicode\u{1F600} backslash\\
    """

let empty = """
    """

let emptyNoIndent = """
"""

let tabsIndented = """
	tab-indented
	lines
	"""

let interpolated = """
    name: \(empty)
    count: \(empty.count + 1)
    """

let trailingSpacesOnOpening = """   
    the opening line has trailing spaces
    """

let trailingComment = """
    text
    """ // a comment after the literal

let call = print("""
    inside a call
    """, terminator: "")

let inArray = ["""
    first
    """, """
    second
    """]

let commentLike = """
    // not a comment
    /* nor this */
    """

let lastLineBackslash = """
    ends with an escaped backslash \\
    """
''')

add("05_raw_strings.swift", r'''
// Raw strings to four `#`: quotes, backslashes and interpolation inside.
let raw1 = #"raw \n stays, "quotes" stay"#
let raw2 = ##"two: "# does not close"##
let raw3 = ###"three: "## nor this "# nor this"###
let raw4 = ####"four: "### "## "# \###(x) stays"####
let rawInterpolation1 = #"value \#(raw1.count)"#
let rawInterpolation2 = ##"value \##(raw2.count) and \#(not)"##
let rawInterpolation3 = ###"value \###(raw3.count) and \##(not) \#(not)"###
let rawInterpolation4 = ####"value \####(raw4.count) and \###(not)"####
let rawEscapes = #"tab \#t newline \#n return \#r quote \#" unicode \#u{E9} nul \#0 backslash \#\"#
let rawEscapes2 = ##"tab \##t newline \##n unicode \##u{1F600}"##
let rawBackslashes = #"C:\Users\name\"#
let rawRegexLike = #"\d+\.\d+"#
let rawEmpty = #""#
let rawEmpty2 = ##""##
let rawOnlyQuote = #"""#
let rawTwoQuotes = ##""""##
let rawPounds = #"#"#
let rawPoundsInside = ##"#"##"##
let rawHashQuote = ##"a"#b"##
let rawWithNewlineEscape = #"a\#nb\#nc"#
let rawNewlineEscapeNotApplied = #"a\nb"#
let rawAdjacent = #"a"# + ##"b"## + "c"
let rawInCall = print(#"x"#, ##"y"##)
let rawNestedInterpolation = #"outer \#("inner \(1)") done"#
let rawNestedRaw = ##"outer \##(#"inner \#(2)"#) done"##
''')

add("06_raw_multiline.swift", r'''
// Multi-line raw strings.
let rawMulti = #"""
    raw multi-line \(not interpolated) \#(rawMulti0)
    a line with """ inside
    and "# and ""# too
    """#

let rawMulti0 = 0

let rawMulti2 = ##"""
    two pounds "#"""# \##(rawMulti0) \#(not)
    escapes \##n \##t \##u{41}
    """##

let rawMulti3 = ###"""
    three """## still inside
    \###(rawMulti0 + 1)
    """###

let rawMulti4 = ####"""
        deeper indentation
    """###" not the end
    """####

let rawMultiEscapedNewline = #"""
    continued \#
    here
    """#

let rawMultiEmpty = #"""
    """#

let rawMultiTabs = #"""
	tab	separated
	"""#
''')


def nested_interpolation(depth, rng):
    """A string literal with interpolations nested `depth` deep, mixing plain, raw and multi-line literals."""
    def inner(level):
        if level == 0:
            return "%d" % rng.randint(0, 99)
        form = rng.randrange(4)
        sub = inner(level - 1)
        if form == 0:
            return '"L%d \\(%s) e"' % (level, sub)
        if form == 1:
            return '#"R%d \\#(%s) \\(raw)"#' % (level, sub)
        if form == 2:
            return '##"RR%d \\##(%s) "# "##' % (level, sub)
        return '"C%d \\(f(%s, "x\\("y")")) e"' % (level, sub)
    return inner(depth)


def interpolation_file():
    rng = random.Random(SEED + 7)
    lines = [
        "// String interpolation nested to five levels, strings and raw strings inside interpolations.",
        "func f(_ a: Any, _ b: String) -> String { \"\\(a)\\(b)\" }",
        "let raw = 0",
        'let d1 = "1 \\(2) 1"',
        'let d2 = "1 \\("2 \\(3) 2") 1"',
        'let d3 = "1 \\("2 \\("3 \\(4) 3") 2") 1"',
        'let d4 = "1 \\("2 \\("3 \\("4 \\(5) 4") 3") 2") 1"',
        'let d5 = "1 \\("2 \\("3 \\("4 \\("5 \\(6) 5") 4") 3") 2") 1"',
        'let rawInside = "a \\(#"raw "quoted" \\#(1)"#) b"',
        'let extendedInside = "a \\(##"two "# \\##("x")"##) b"',
        'let multiInside = "a \\("""\n    multi \\(1)\n    """) b"',
        'let parens = "\\((1 + (2 * (3 - 4))))"',
        'let closure = "\\([1, 2].map { "<\\($0)>" }.joined(separator: "\\(",")"))"',
        'let ternary = "\\(true ? "yes" : "no")"',
        'let keyPathInside = "\\([1].map(\\.description))"',
        'let regexInside = "\\(try! /a+/.wholeMatch(in: "aa") != nil)"',
        'let commentInside = "\\(1 /* comment */ + 2)"',
        'let quoteParen = "\\(")")\\("(")"',
        'let emptyInterpolation = "\\(())"',
        'let adjacent = "\\(1)\\(2)\\(3)"',
        'let labelled = "\\(f(1, "b"))"',
        "let multiNested = \"\"\"",
        "    outer \\(\"inner \\(\"\"\"",
        "        deepest \\(1)",
        "        \"\"\") back\") end",
        "    \"\"\"",
    ]
    for i in range(40):
        lines.append("let g%d = %s" % (i, nested_interpolation(1 + i % 5, rng)))
    return "\n".join(lines) + "\n"


add("07_interpolation_nested.swift", interpolation_file())

add("08_string_edges.swift", r'''
// String edge cases: quotes that look like delimiters, backslashes, odd spacing.
let backslashParenEscaped = "\\(not an interpolation)"
let backslashThenInterpolation = "\\\(1)"
let fourBackslashes = "\\\\"
let quoteEscapeAtEnd = "end\""
let interpolationAtStart = "\(1) rest"
let interpolationAtEnd = "rest \(1)"
let onlyInterpolation = "\(1)"
let spacesInInterpolation = "\( 1 + 2 )"
let newlineEscapeThenInterpolation = "a\n\(1)\nb"
let returnEscape = "a\rb"
let crlfEscape = "a\r\nb"
let multiNewlineEscape = """
    a\nb
    c\r\nd
    """
let hashNotRaw = "#"
let hashes = "\("#")"
let rawDelimiterInside = #"a "#" b"#
let singleQuoteInside = "it's"
let tripleInSingle = "\"\"\""
let rawSingleLineLooksMulti = #"""#
let rawSingleLineLooksMulti2 = ##"""##
let unicodeScalarsRaw = #"\u{41}"#
let interpolationInSubscript = ["a"]["\(0)".count - 1]
''')

# --- Regex literals and division ---------------------------------------------

add("09_regex_bare.swift", r'''
// Bare /.../ regex literals in every position an expression may start.
import RegexBuilder
let text = "key = 42"
let assigned = /[a-z]+/
let argument = text.contains(/\d/)
let labelled = text.firstMatch(of: /(?<key>\w+) = (?<value>\d+)/)
let second = text.replacing(/\s+/, with: " ")
let array = [/a/, /b+c/, /(x|y)*z?/]
let dictionary = ["a": /a/, "b": /b/]
let closure = [text].filter { $0.firstMatch(of: /^k/) != nil }
let closureAfterIn = [text].map { s in s.contains(/e/) }
func returned() -> Regex<Substring> {
    return /\/path\/to/
}
func implicitReturn() -> Regex<Substring> { /x/ }
let ternary = true ? /yes/ : /no/
let coalesced = Optional<Regex<Substring>>.none ?? /fallback/
let escapedSlash = /a\/b/
let escapedSpace = /\ a\ /
let classWithSlash = /[/]x/
let classWithEscapedSlash = /[\/]x/
let classWithParen = /[)]/
let innerSpace = /a b/
let groups = /(a)(b(c))/
let quantifiers = /a{2,3}b*?c+?/
let anchors = /^\bword\b$/
let unicodeClass = /\p{L}+/
let unicodeText = /日本語/
let emojiPattern = /👍+/
let backreference = /(a)\1/
let namedGroup = /(?<year>\d{4})-(?<month>\d{2})/
let lookahead = /a(?=b)(?!c)/
let matched = text.wholeMatch(of: /key = \d+/)
let tried = try? /a+/.wholeMatch(in: "aa")
let forced = try! /a+/.wholeMatch(in: "aa")
let optionMatch = (try? /a/.firstMatch(in: "a")) != nil
let inParens = (/a/)
let inTuple = (/a/, /b/)
let prefixed = [!/x/.regex.isEmpty]
let afterEqualsNoSpace =/a/
let afterCommaNoSpace = [1,/a/.regex.description.count]
let afterColonNoSpace = ["k":/a/]
let afterBrace = { /a/ }
let afterSemicolon = 1; let alsoRegex = /a/
switch text {
case /k.y/: break
default: break
}
if text.contains(/=/) {}
guard text.contains(/4/) else { fatalError() }
while text.contains(/zzz/) {}
let matchOperator = text ~= /x/
let builder = Regex {
    /a/
    OneOrMore(.digit)
}
''')

add("10_regex_extended.swift", r'''
// Extended #/.../# regex literals, one-line and multi-line, with slashes and spaces.
let single = #/a/b/#
let spaced = #/ a b /#
let slashes = #/https?://[^/]+/#
let doubled = ##/x/#y/##
let tripled = ###/a/##b/#c/###
let leadingSpace = #/ leading/#
let trailingSpace = #/trailing /#
let withQuotes = #/"quoted" 'single'/#
let withHash = #/#a#/#
let groupsExt = #/(?<name>\w+)/#
let inCall = "x".contains(#/x/#)
let inArray = [#/a/#, ##/b/##]
let afterIdentifier = print(#/after/#)
let multi = #/
    (?<name> \w+ )   # a name
    \s* = \s*        # the separator
    (?<value> \d+ )  # a number
    /#
let multi2 = ##/
    a /# b
    c
    /##
let multiTrailingSpaces = #/   
    x
    /#
let multiInCall = "x".contains(#/
    x
    /#)
let member = #/a/#.ignoresCase()
''')

add("11_division.swift", r'''
// The `/` operator where a regex literal cannot start.
var a = 10.0, b = 2.0, c = 5.0
let spaced = a / b / c
let tight = a/b/c
let mixed = a/b / c
let grouped = (a / 2) / 3
let parens = (a /b) + (c/ a)
let calls = abs(a) / abs(b)
let subscripts = [a][0] / [b][0]
let literals = 10 / 2 / 1
let floats = 1.0/2.0
let afterClose = (a) / (b)
let afterSquare = [a][0]/2
let afterBang = Optional(a)! / b
let afterQuestion = Optional(a)? .magnitude
let afterString = "ab".count / 2
let afterSelf = a.self / b
let afterTrue = true ? a / b : c / a
let compound = a / b * c / a
let line1 = a
    / b
let line2 = a /
    b
a /= 2
a/=2
b /= a / c
let negated = -a / -b
let prefixRatio = a / -b / +c
let unapplied: (Double, Double) -> Double = (/)
let reduced = [1.0, 2.0].reduce(1, /)
let ops = [(/), (*)] as [(Double, Double) -> Double]
let comment = a / b // a comment after division
let blockComment = a /* comment */ / b
let divisionThenComment = a/b/* comment */
let closingInLine = (a / b) + (c / a)
let twoSlashesApart = a / (b / c)
let dollar = [1.0].map { $0 / 2 }
''')

add("12_operator_decls.swift", r'''
// Operator declarations and definitions, some containing `/`.
precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}
infix operator <*>: CompositionPrecedence
infix operator .+.: AdditionPrecedence
infix operator ∘: CompositionPrecedence
prefix operator √
postfix operator ′
infix operator /^/: MultiplicationPrecedence
prefix operator /^
postfix operator ^/
infix operator ~/~
infix operator <~>
infix operator ==>: ComparisonPrecedence
infix operator |||
infix operator ±
infix operator •
infix operator ≈≈: ComparisonPrecedence

func <*>(lhs: Int, rhs: Int) -> Int { lhs * rhs }
func .+.(lhs: Int, rhs: Int) -> Int { lhs + rhs }
func ∘<A, B, C>(f: @escaping (B) -> C, g: @escaping (A) -> B) -> (A) -> C { { f(g($0)) } }
prefix func √(x: Double) -> Double { x.squareRoot() }
postfix func ′(x: Double) -> Double { x / 60 }
func /^/(lhs: Int, rhs: Int) -> Int { lhs / rhs }
prefix func /^(x: Int) -> Int { x }
postfix func ^/(x: Int) -> Int { x }
func ~/~(lhs: Int, rhs: Int) -> Int { lhs }
func ==>(lhs: Bool, rhs: Bool) -> Bool { !lhs || rhs }
func ±(lhs: Double, rhs: Double) -> (Double, Double) { (lhs - rhs, lhs + rhs) }
prefix func /(x: Int) -> Int { x }
postfix func /(x: Int) -> Int { x }
static func / (lhs: Int, rhs: Int) -> Int { lhs }
''')

add("13_custom_operators.swift", r'''
// Custom operators in use: unusual characters, dots, prefix and postfix binding.
let product = 2 <*> 3
let dotted = 1 .+. 2
let composed = f ∘ g ∘ h
let root = √16.0
let rootSpaced = √ 16.0
let minutes = 90.0′
let divided = 10 /^/ 2
let prefixed = /^5
let postfixed = 5^/
let implies = true ==> false
let plusMinus = 1.0 ± 0.1
let tight = 2<*>3
let range = 1...5
let halfOpen = 1..<5
let prefixRange = ...5
let postfixRange = 1...
let dotDot = a..<b
let bang = !flag
let doubleBang = !!flag
let negate = -x
let tildeMinus = ~-x
let chained = a+-b
let spacedUnary = a + -b
let optionalPlus = a ?? b ?? c
let pipe = a |> f
let arrows = a <~> b
let dotLess = a .< b
let dotEquals = a .== b
let dotBang = a .!= b
let dotStar = a .* b
let unicodeMath = a ≤ b && c ≥ d && e ≠ f
let doubleArrow = a ⇒ b
let bullets = a • b
let amp = &x
let ampSpaced = a & b
let andAnd = a&&b
let equalEqual = a==b
let notEqual = a != b
let identical = a === b
let shiftAssign = a <<= 1
let overflow = a &+ b &* c
''')

# --- Identifiers ---------------------------------------------------------------

add("14_identifiers_unicode.swift", r'''
// Unicode identifiers: Latin with diacritics, Greek, Cyrillic, CJK, emoji, combining marks.
let größe = 1
let café = 2
let naïve = 3
let π = 3.14159
let Δx = 0.1
let αβγ = "greek"
let привет = "cyrillic"
let 数量 = 4
let 变量名称 = 数量 + größe
let 日本語 = "japanese"
let 한국어 = "korean"
let 🐶 = "dog"
let 🐶🐱 = "pets"
let 👍🏽 = "thumbs"
let x́ = 5
let é = 6
let a1b2c3 = 7
let _underscore = 8
let __double = 9
let trailing_ = 10
let ℵ0 = 11
let x² = 12
let ｆｕｌｌ = 13
let ǅ = 14
let ﬁ = 15
let sum = größe + café + naïve + 数量
let mixed = π * Δx
let emojiCall = 🐶.count + 🐶🐱.count
struct Größe { var 幅: Int; var 高さ: Int }
func 計算(_ 値: Int) -> Int { 値 * 2 }
let result = 計算(数量)
enum 方向 { case 北, 南 }
let direction = 方向.北
''')

add("15_backticks_raw_identifiers.swift", r'''
// Backticked keywords and raw identifiers.
let `class` = 1
let `default`: Int = 2
let `let` = 3
let `self` = 4
let `Type` = 5
let `func` = 6
let `in` = 7
let `init` = 8
let `true` = 9
let `nil` = 10
let `_` = 11
func `func`(_ `in`: Int) -> Int { `in` }
let call = `func`(`class`)
let member = Foo.`default`
enum Keywords { case `if`, `else`, `switch`, `case` }
let cases = Keywords.`if`
func `a b`() {}
func `test: it works`() {}
func `2D`() {}
func `with-dash`() {}
func `ünïcödé name`() {}
let rawCall = `a b`()
let dollarBacktick = `$x`
struct S { var `protocol`: Int }
let usage = S(`protocol`: 1).`protocol`
''')

add("16_dollar_identifiers.swift", r'''
// `$0` closure parameters and `$name` projected values.
let sums = [(1, 2)].map { $0 + $1 }
let third = [(1, 2, 3)].map { $2 }
let many = { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 + $10 }
let nested = [[1]].map { $0.map { $0 * 2 } }
let member = ["a"].map { $0.count }
let tuple = [(1, 2)].map { $0.0 + $0.1 }
struct V {
    @State var count = 0
    @Binding var flag: Bool
    var body: some View {
        Toggle("x", isOn: $flag)
        Stepper("y", value: $count)
        Text("\($count.wrappedValue)")
    }
    func projected() { _ = $count; _ = _count; _ = $_private }
}
let spacedDollar = { $0 }
''')

# --- Attributes, directives, pound expressions ---------------------------------

add("17_attributes.swift", r'''
// Attributes and property wrappers.
import SwiftUI
@_exported import Foundation
@testable import DuoLintKit
@preconcurrency import Dispatch

@main
struct AppMain: App {
    @State private var count = 0
    @StateObject var model = Model()
    @ObservedObject var observed: Model
    @EnvironmentObject var environment: Model
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Binding var binding: Bool
    @Published var published = ""
    @AppStorage("key") var stored = 0
    @FocusState var focused: Bool
    @GestureState var gesture = CGSize.zero
    @Namespace var namespace
    var body: some Scene { WindowGroup { EmptyView() } }
}

@available(iOS 16.0, macOS 13, *)
@available(*, deprecated, message: "use other", renamed: "other()")
@available(iOS, introduced: 13.0, deprecated: 15.4.1, obsoleted: 17)
@available(swift 5.9)
@backDeployed(before: iOS 17.0)
@discardableResult
@inlinable
@usableFromInline
@inline(__always)
@objc(doSomethingWith:)
@MainActor
@Sendable
@preconcurrency
@_spi(Private)
@_silgen_name("x")
func attributed() -> Int { 0 }

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value
    var projectedValue: Self { self }
}

@resultBuilder
enum Builder {
    static func buildBlock(_ parts: Int...) -> Int { parts.count }
}

@frozen public enum Frozen { case a }
@dynamicMemberLookup struct Dynamic {}
@objcMembers class Objc {}
final class Unchecked: @unchecked Sendable {}
func escaping(_ f: @escaping @Sendable () -> Void, _ g: @autoclosure () -> Bool) {}
func withAttributedType(_ x: @MainActor () -> Void) {}
let closure = { @MainActor in }
@attached(member, names: named(init))
@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
''')

add("18_pound_if.swift", r'''
// Conditional compilation, including unbalanced braces in inactive branches.
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#else
import Foundation
#endif

#if canImport(UIKit) && !targetEnvironment(macCatalyst)
let platform = "iOS"
#elseif compiler(>=5.9) || swift(<6.0)
let platform = "other"
#else
let platform = "unknown"
#endif

#if DEBUG
func debugOnly() {
#else
func releaseOnly() {
#endif
}

#if false
func unbalanced() {
    if true {
#endif

struct Container {
#if os(Linux)
    var a: Int {
#else
    var a: Int { 1 }
    var b: Int {
#endif
        2
    }
}

#if arch(arm64) && _endian(little) && _pointerBitWidth(_64)
let sixtyFour = true
#endif

#if hasFeature(StrictConcurrency) && hasAttribute(Sendable)
let strict = true
#endif

#if swift(>=5.9.1)
let newer = true
#endif

#if os(iOS)
let nested1 = 1
  #if DEBUG
  let nested2 = 2
  #else
  let nested3 = 3
  #endif
#endif

let view = Text("x")
#if os(iOS)
    .padding()
#else
    .bold()
#endif

func members() {
    #if DEBUG
    print("debug")
    #endif
}
#if !DEBUG
#endif
''')

add("19_pound_expressions.swift", r'''
// `#` expressions and directives.
import Foundation
let file = #file
let fileID = #fileID
let filePath = #filePath
let line = #line
let column = #column
let function = #function
let dso = #dsohandle
let isolation = #isolation
let selector = #selector(NSObject.description)
let getter = #selector(getter: NSObject.description)
let setter = #selector(setter: Model.value)
let keyPath = #keyPath(Model.value)
let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
let image = #imageLiteral(resourceName: "icon")
let fileLiteral = #fileLiteral(resourceName: "data.json")
if #available(iOS 17, macOS 14.0, *) {}
if #available(iOS 16.4.1, *) {}
if #unavailable(iOS 15) {}
guard #available(iOS 13, *) else { fatalError() }
while #available(watchOS 10, *) { break }
#warning("a warning")
#error("an error")
#sourceLocation(file: "generated.swift", line: 100)
let relocated = 1
#sourceLocation()
let stringified = #stringify(1 + 2)
let macroWithTrailingClosure = #Preview { Text("x") }
#Preview("Named") {
    Text("y")
}
let assertion: Void = #assert(true)
let externalMacro = #externalMacro(module: "Mod", type: "Type")
let pound = #someMacro<Int>(1)
''')

add("20_keypaths.swift", r'''
// Key path expressions.
struct Model { var value = 0; var name = ""; var items = [Model](); var child: Model? { nil } }
let simple = \Model.value
let inferred: KeyPath<Model, Int> = \.value
let chained = \Model.name.count
let optional = \Model.child?.value
let forced = \Model.child!.value
let subscripted = \Model.items[0].name
let selfPath = \Model.self
let identity = \.self
let inMap = [Model()].map(\.value)
let inMapChained = [Model()].map(\.name.count)
let optionalChain = [Model()].compactMap(\.child?.name)
let subscriptDictionary = \[String: Int].["key"]
let arrayCount = \[Int].count
let tupleElement = \(Int, Int).0
let generic = \Array<Int>.count
let sorted = [Model()].sorted { $0[keyPath: \.value] < $1[keyPath: \.value] }
let environment = Environment(\.colorScheme)
let keyPathSpaced = \ .value
''')

add("21_optionals_try_casts.swift", r'''
// Optional chaining, forced unwrapping, try?/try!, casts, ternaries.
let chained = a?.b!.c?.d
let forced = a!.b!
let both = a?.b!
let subscriptChain = dict["k"]?[0]?.count
let callChain = f()?.g()!.h()
let doubleOptional = a??.b
let coalesce = a ?? b ?? 0
let ternary = flag ? 1 : 2
let ternaryTight = flag ?1:2
let nestedTernary = a ? b ? 1 : 2 : 3
let tryOptional = try? load()
let tryForced = try! load()
let tryPlain = try load()
let tryAwait = try await fetch()
let awaitTry = await (try? fetch())
let castOptional = x as? Int
let castForced = x as! String
let castPlain = x as Any
let isCheck = x is Int
let castChain = (x as? [Int])?.first
let optionalType: Int? = nil
let iuoType: Int! = nil
let optionalOptional: Int?? = nil
let optionalArray: [Int?]? = nil
let optionalClosure: (() -> Void)? = nil
let bangEquals = a!=b
let bangEqualsSpaced = a! == b
let questionDot = a?.b
let postfixBangCall = a!()
let prefixBang = !a
let bangBang = a!!
let questionSpaced = a ? .b : .c
if let a, let b = b, var c = c {}
guard let x = x else { return }
switch x { case let y?: break; case nil: break }
for case let z? in zs {}
''')

add("22_generics.swift", r'''
// Generic argument lists and the `>>` they close with.
let nested: Array<Array<Int>> = []
let tripleNested: Array<Array<Array<Int>>> = []
let dictionary: Dictionary<String, Array<Int>> = [:]
let optionalGeneric: Set<Array<Int>>? = nil
let constructed = Array<Array<Int>>()
let member = Array<Int>.Index.self
let arrayOfGeneric = [Array<Int>]()
let optionalNone = Optional<Array<Int>>.none
let result: Result<Array<Int>, Error>? = nil
func generic<T: Equatable, U>(_ t: T, _ u: U) -> T where U: Collection, U.Element == T { t }
func constrained<T>(_ t: T) -> some Collection<Int> { [1] }
func anyParameter(_ p: any Collection<Int>) {}
struct Box<Value> { var value: Value }
extension Box where Value == Array<Int> {}
class Sub<T>: Base<T> where T: AnyObject {}
enum Either<L, R> { case left(L), right(R) }
let comparison = a < b && c > d
let comparisonTight = a<b
let shift = a >> 2
let shiftAssign = x >>= 1
let shiftTight = a>>b
let castGeneric = x as? Array<Int>
let closureType: (Array<Int>) -> Dictionary<Int, Int> = { _ in [:] }
typealias Pair<T> = (T, T)
let explicit = Box<Int>(value: 1)
let explicitNested = Box<Box<Int>>(value: Box(value: 1))
let genericCall = max<Int>(1, 2)
init<S: Sequence>(_ s: S) where S.Element == Int {}
let lessThanSpace = a < b
let genericFunctionValue = generic<Int, [Int]>
let deep = A<B<C<D<E>>>>()
let comparedGenerics = Array<Int>() == Array<Int>()
''')

add("23_comments.swift", r'''
// Line comments, block comments (nested), doc comments.
/* A block comment /* with a nested one /* two deep */ */ still the outer */
/**/
/***/
/** A doc block comment. */
/// A doc line comment with `code` and *emphasis*.
//// Four slashes: not a doc comment.
//// 
/*
 Multi-line block comment
 with // a line comment inside
 and a "string" and a /regex/ inside
 */
let afterBlock = 1 /* trailing block */
let betweenTokens = 1/* a */+/* b */2
let lineAfterOperator = 1 +// comment
    2
let commentInGeneric: Array</* c */Int> = []
let commentAfterDot = a./* c */b
// TODO: a line comment ending with a backslash \
let nextLine = 2
/* unterminated-looking: */ let real = 3
/* a comment with emoji 👍 and CJK 日本語 */
let slashStar = 4 /* * / not the end */
/* /* */ */ let afterNested = 5
/// - Parameter x: documented
/// - Returns: documented
func documented(_ x: Int) -> Int { x }
/**
 * Doc block with stars
 * - Note: inside
 */
struct Documented {}
let x = 1 // trailing line comment
let y = 2 /// trailing doc comment
#if false // comment after a directive
#endif // another
''')

add("24_tabs_whitespace.swift", "// Tabs and other whitespace between tokens.\n"
    "let\ttabbed\t=\t1\n"
    "\tlet indented = 2\n"
    "\t\tlet doubly = 3\n"
    "let mixed \t= \t4\t\n"
    "func\tf(\t_ a:\tInt\t)\t->\tInt\t{\ta\t}\n"
    "let inString = \"a\tb\"\n"
    "let trailingSpaces = 5    \n"
    "let trailingTabs = 6\t\t\n"
    "\n\n\n"
    "let afterBlankLines = 7\n"
    "   \n"
    "let afterSpaceLine = 8\n"
    "let multi = \"\"\"\n"
    "\tline with a tab\n"
    "\t\"\"\"\n"
    "let formFeed = 9\x0c\n"
    "let verticalTab\x0b= 10\n"
    "let end = 11")

# --- Encodings, line endings, file starts ----------------------------------------

add("25_crlf.swift", r'''
// A file with CRLF line endings throughout.
import Foundation
let a = 1
let b = "two"
let multi = """
    line one
    line two \(a)
    """
let rawMulti = #"""
    raw \#(b)
    """#
/* block
   comment */
/// doc comment
func f() -> Int {
    return a + 1
}
let escaped = """
    continued \
    here
    """
let regex = #/
    a+
    /#
#if DEBUG
let debug = true
#endif
let last = 2
''', newline="\r\n")

add("26_bom.swift", r'''
// A file that starts with a byte-order mark.
import Foundation
let café = "crème brûlée"
let columns = "日本語"; let after = 1
''', bom=True)

add("27_shebang.swift", r'''#!/usr/bin/env swift
// A script with a shebang line.
import Foundation
print("hello")
let args = CommandLine.arguments
''')

add("28_bom_shebang_crlf.swift", "#!/usr/bin/swift\n// BOM, shebang and CRLF together.\nlet a = 1\nlet b = \"é\"\n",
    newline="\r\n", bom=True)

add("29_lone_cr.swift", "// Lone carriage returns as line breaks.\rlet a = 1\rlet b = \"\"\"\r    x\r    \"\"\"\rlet c = 2\r")

# --- Declarations, keywords, closures -----------------------------------------------

add("30_keywords.swift", r'''
// Reserved words in use, and contextual keywords as declarations and names.
import Foundation
public protocol P: AnyObject { associatedtype Element; func f() throws -> Element }
open class Base { public init() {} ; deinit {} ; fileprivate var x = 0; internal let y = 1 }
private struct S { static var shared = S(); subscript(i: Int) -> Int { i } }
enum E: Int { case a = 1, b }
extension Int { func twice() -> Int { self * 2 } }
typealias Alias = Int
precedencegroup Group { associativity: right }
func flow(_ xs: [Int]) rethrows -> Int {
    for x in xs where x > 0 { if x == 1 { continue } else { break } }
    while false {}
    repeat {} while false
    switch xs.count { case 0: fallthrough; default: break }
    defer {}
    do { throw E.a as! Error } catch { }
    guard true else { return 0 }
    return xs.isEmpty ? 0 : 1
}
func inout_(_ a: inout Int) {}
let values: [Any] = [true, false, nil as Int? as Any, self, Self.self]
class Derived: Base { override init() { super.init() } }
let typeCheck = 1 is Int
let cast = 1 as Int
// Contextual keywords.
struct Contextual {
    var value: Int { get { 1 } set { } }
    var observed = 0 { willSet {} didSet {} }
    lazy var lazyValue = 0
    weak var weakRef: AnyObject?
    unowned var unownedRef: AnyObject
    mutating func mutate() {}
    nonmutating func keep() {}
    func opaque() -> some Equatable { 1 }
    func existential(_ e: any Equatable) {}
    func asyncFunction() async throws -> Int { try await other() }
    nonisolated func free() {}
    consuming func consume() {}
    borrowing func borrow() {}
    convenience init(x: Int) { self.init() }
    required init() {}
    dynamic var d = 0
    optional func opt()
    indirect enum Tree { case leaf, node(Tree) }
    distributed actor A {}
    actor Counter { var count = 0 }
    func sending(_ x: sending Int) {}
    func isolatedParam(_ a: isolated Counter) {}
    func each<each T>(_ t: repeat each T) {}
    package var packaged = 0
}
let get = 1, set = 2, some = 3, any = 4, async = 5, await = 6, actor = 7
let willSet = 8, didSet = 9, lazy = 10, weak = 11, unowned = 12, mutating = 13
let override = 14, convenience = 15, final = 16, open = 17, dynamic = 18, infix = 19
let prefix = 20, postfix = 21, indirect = 22, required = 23, optional = 24, consume = 25
let copy = 26, discard = 27, each = 28, `repeat` = 29, macro = 30, package = 31
let sum = get + set + some + any + async + actor + lazy + weak + unowned + copy + each
let typeName = Int.Type.self, protocolName = P.Protocol.self
let xs = [1].map { x in x }.filter { _ in true }
_ = consume xs
''')

add("31_closures.swift", r'''
// Closure syntax.
let a = { }
let b = { () -> Int in 1 }
let c = { (x: Int, y: Int) -> Int in x + y }
let d = { x, y in x + y }
let e: (Int) -> Int = { $0 }
let f = { [weak self] in self?.run() }
let g = { [unowned self, x = 1] (y: Int) async throws -> Int in x + y }
let h = [1, 2].map { $0 * 2 }.filter { $0 > 2 }.reduce(0, +)
let i = [1].sorted(by: <)
let j = [1].sorted(by: >)
let k = [1].reduce(0) { $0 + $1 }
let l = UIView.animate(withDuration: 1) { view.alpha = 0 } completion: { _ in }
let m = Button { action() } label: { Text("x") }
let n = { @Sendable in }
let o = { (inout x: Int) in }
let p = { _ = $0 } as (Int) -> Void
let q: () -> Void = {}
func trailing(_ f: () -> Void) {}
trailing {}
trailing() {}
let r = [1].first { $0 > 0 }!
let s = [1].first(where: { $0 > 0 })?.description
let t = { return }
let u = { (a) in a }(1)
''')

add("32_punctuation.swift", r'''
// Punctuation and operator binding.
let arrow: (Int) -> Int = { $0 }
let ellipsisParameter: (Int...) -> Void = { _ in }
func variadic(_ xs: Int...) {}
let tuple = (a: 1, b: 2)
let labels = tuple.a + tuple.b
let semicolons = 1; let more = 2;
let colonTight = [1:2]
let colonSpaced = [1 : 2]
let ampersand = withUnsafeMutablePointer(to: &x) { $0 }
let inoutCall = swap(&a, &b)
let atSign = 1
let exclamationPrefix = !true
let questionInfix = true ? 1 : 0
let dotMember = .some(1) as Int?
let implicitMember: Color = .red.opacity(0.5)
let dotAfterNewline = [1]
    .map { $0 }
    .count
let spacedPeriod = a . b
let equalTight=1
let arrowTight:(Int)->Int={$0}
let unaryMinus = -1
let binaryMinus = 2 - 1
let binaryMinusTight = 2-1
let postfixIncrement = a++ + b
let prefixAfterParen = (-a)
let prefixAfterBracket = [-a]
let prefixAfterComma = (1,-a)
let prefixAfterColon = [1:-a]
let postfixBeforeParen = (a++)
let operatorBeforeBrace = a+{ 1 }()
let operatorAfterBrace = { 1 }()+a
let wildcard = _ = 1
let backslashType = \Int.self
let lessThanGreater = a < b > c
''')

add("33_declarations.swift", r'''
// Type and function declarations with generics, effects and attributes.
public struct Point<T: Numeric>: Equatable, Hashable where T: Hashable {
    public var x: T
    public var y: T
    public init(x: T, y: T) { self.x = x; self.y = y }
    public static func + (lhs: Self, rhs: Self) -> Self { .init(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static prefix func - (p: Self) -> Self where T: SignedNumeric { .init(x: -p.x, y: -p.y) }
    public subscript<K>(key: K) -> T where K: Hashable { x }
    public func map<U>(_ f: (T) throws -> U) rethrows -> Point<U> where U: Numeric & Hashable { try Point<U>(x: f(x), y: f(y)) }
    func typed() throws(MyError) {}
    func asyncLet() async { async let a = f(); _ = await a }
}
protocol Shape { associatedtype Unit = Double; var area: Unit { get } }
extension Array: Shape where Element == Double { var area: Double { reduce(0, +) } }
enum Token: Equatable { case word(String), number(Int, Double), end }
actor Store { private(set) var items: [Int] = []; nonisolated let id = 1 }
final class ViewController: UIViewController, @unchecked Sendable {
    override func viewDidLoad() { super.viewDidLoad() }
    @objc private func tapped(_ sender: Any?) {}
    @IBOutlet weak var label: UILabel!
    @IBAction func action(_ sender: UIButton) {}
}
struct Fixed: ~Copyable { deinit {} }
func borrowsInout(_ x: borrowing Fixed, _ y: inout Int, _ z: consuming Fixed) {}
let fn: @convention(c) (Int32) -> Int32 = { $0 }
func opaqueParam(_ x: some Sequence<Int>) {}
func primary(_ p: any Sequence<Int>) -> [any Equatable] { [] }
func throwsNever() throws(Never) {}
''')

add("34_swiftui.swift", r'''
// A SwiftUI view: the shapes rules look at.
import SwiftUI

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var query = ""
    @State private var items: [String] = []

    var body: some View {
        NavigationStack {
            List(items.filter { $0.contains(/\w/) || query.isEmpty }, id: \.self) { item in
                Text("Item \(item) of \(items.count)")
                    .font(.headline)
            }
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { items.append("#\(items.count + 1)") }
                }
            }
            .padding(.horizontal, sizeClass == .regular ? 32 : 16)
        }
    }
}

#Preview {
    ContentView()
}
''')

add("35_unusual_operators_positions.swift", r'''
// Operators next to delimiters, comments and literals.
let a = [1,2,3].map{$0+1}
let b = (1)+(2)
let c = [1]+[2]
let d = "a"+"b"
let e = 1+/* c */2
let f = 1 +/* c */ 2
let g = x!+y
let h = x?+y
let i = -(-1)
let j = !(!true)
let k = a ... b
let l = a...b
let m = a..<b
let n = a ..< b
let o = a?
let p = &a.b
let q = -.pi
let r = !.init()
let s = x=/a/
let t = f(/a/,/b/)
let u = f(x:/a/)
let v = [/a/:1]
let w = !/x/.isEmpty
let y = x ?? /default/
let z = (x) ? /a/ : /b/
''')


def operator_soup(rng, count):
    """`count` lines of binary and unary expressions with random operator spellings and spacing."""
    heads = ["+", "-", "*", "%", "<", ">", "&", "|", "^", "~", "=", "!", "?"]
    tails = ["+", "-", "*", "%", "<", ">", "&", "|", "^", "~", "=", ".", "/"]
    lines = []
    for i in range(count):
        op = rng.choice(["+", "-", "*", "%", "<", ">", "&", "|", "^", "~"]) + "".join(
            rng.choice(["+", "-", "*", "%", "<", ">", "&", "|", "^", "~", "="]) for _ in range(rng.randint(0, 2)))
        if op in ("=", "==") or op.startswith("//") or op.startswith("/*") or "->" in op:
            op = "<+>"
        left = rng.choice(["a", "1", "(b)", "c[0]", "d!", "e?", "f()"])
        right = rng.choice(["a", "2", "(b)", "c[0]", "g", "-h", "!i"])
        ls = rng.choice(["", " ", "\t"])
        rs = rng.choice(["", " "]) if ls else rng.choice(["", " "])
        if ls == "" and rs == " ":
            rs = ""
        lines.append("let s%d = %s%s%s%s%s" % (i, left, ls, op, rs, right))
    _ = heads, tails
    return "\n".join(lines) + "\n"


add("36_operator_soup.swift", "// Random operator spellings and spacing (seeded).\n" + operator_soup(random.Random(SEED + 3), 150))

add("37_regex_division_ambiguity.swift", r'''
// Slashes the language reads as division even though a regex could start there.
let x = 1, y = 2, z = 3
let prefixSlashUnbalanced = (x /y) + (z/ x)
let spacedBothSides = x / y /z
let leftBoundSlash = x/ y / z
let afterIdentifier = x /y/ z
let afterLiteral = 10 /2/ 1
let afterRightParen = (x) /y/ 1
let afterRightSquare = [x][0] /y/ 1
let afterSelfKeyword = self /y/ 1
let afterTrueKeyword = true ? 1 : 0
let afterNil = nil ?? 1
let afterPostfixBang = x! /y/ 1
let operatorFuncName = (/)
let regexAfterKeywordReturn = { () -> Regex<Substring> in return /y/ }
let regexAfterIn = { (s: String) -> Regex<Substring> in /y/ }
let regexAfterThrow = 1
func g() throws { throw /err/.err }
let endsWithSpace = f(/a /)
let startsWithSpace = f(/ a/)
let slashStarNotRegex = x /*comment*/ / y
let slashSlash = x // comment /regex/
let regexEndsBeforeComment = [/a/]//comment
let tryQuestion = try? /^ x/.wholeMatch(in: "")
let tryBang = try! /^ x/.wholeMatch(in: "")
let multipleOnLine = [/a/, /b/, /c/]
let divisionThenRegexLike = x / 2 + (y / 3)
''')

add("38_long_and_deep.swift", "// Deep nesting and long lines.\n"
    + "let parens = " + "(" * 40 + "1" + ")" * 40 + "\n"
    + "let brackets = " + "[" * 6 + "1" + "]" * 6 + "\n"
    + "let braces = " + "{ " * 20 + "1" + " }" * 20 + "\n"
    + "let generics: " + "Array<" * 12 + "Int" + ">" * 12 + " = []\n"
    + "let long = " + " + ".join("x%d" % i for i in range(300)) + "\n"
    + "let longString = \"" + "abc " * 400 + "\"\n"
    + "let interpolations = \"" + "".join("\\(%d)" % i for i in range(60)) + "\"\n")

add("39_misc_literals.swift", r'''
// Array, dictionary, nil, boolean literals and object literals.
let emptyArray: [Int] = []
let emptyDictionary: [String: Int] = [:]
let nested = [[1, 2], [3]]
let trailingComma = [1, 2, 3,]
let trailingCommaDictionary = ["a": 1,]
let booleans = [true, false]
let nothing: Int? = nil
let tupleLiteral = (1, "a", 2.0, true, nil as Int?)
let negativeInArray = [-1, -2.5, -0x10]
let mixedWhitespace = [ 1 , 2 ]
let labelledTuple = (x: 1, y: 2)
let multiLineArray = [
    1,
    2,
]
let multiLineDictionary = [
    "a": 1,
    "b": 2,
]
''')

add("41_keyword_labels.swift", r'''
// Reserved words as argument labels, parameter names and member names.
func f(in a: Int, for b: Int, where c: Int, _ while: Int, as: Int, default d: Int) -> Int { a }
let call = f(in: 1, for: 2, where: 3, 4, as: 5, default: 6)
let reference = f(in:for:where:_:as:default:)
let counts = ["a": 1]
let withDefault = counts["b", default: 0]
let nested = counts[String(describing: 1), default: counts["c", default: 1]]
let dictionaryWithNilKey: [Int?: Int] = [1: 1, nil: 2]
let members = (Kind.default, Kind.for, Kind.in, Kind.self, Kind.init(rawValue: 1))
enum Kind: Int { case `default` = 0, `for`, `in` }
let implicit: Kind = .default
let closureLabel = { (self: Int, in: Int) in self + `in` }
struct G<T> where T: Equatable, T: Hashable {}
extension Array where Element: Equatable, Self: Hashable {}
let tupleLabels = (in: 1, for: 2).for
let inoutParameter: (inout Int) -> Void = { _ in }
let ternaryInParens = (true ? self : nil, false ? nil : 1)
let stringWithLabel = "\(1, in: 2)"
let compoundNames = (f(for:in:), f(in:), f(x:in:), #selector(f(in:)))
let unspacedLabel = f(in:1, for:2, where:3, 4, as:5, default:6)
let labelThenTernary = f(in:x ? 1 : 2, for: 1)
''')

add("42_invalid_bytes.swift", b"// Invalid UTF-8 bytes between tokens and inside comments and strings.\n"
    b"let a = 1 \xff\xfe\n"
    b"let b = \"\xc3\" // \x80 in a comment\n"
    b"let c = a \xc3\n"
    b"let d = 2\n".decode("latin-1"))

add("40_trailing_no_newline.swift", "// The file ends without a line break.\nlet last = \"no newline\"")


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    for name in sorted(FILES):
        with open(os.path.join(out, name), "wb") as fh:
            fh.write(FILES[name])
    print("wrote %d files to %s" % (len(FILES), out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
