s// Lexer fixture: string literals.
let plain = "Hello, world"
let empty = ""
let escapes = "tab\tnewline\nreturn\rquote\"backslash\\nul\0apostrophe\'"
let unicodeEscapes = "\u{E9}\u{1F600}\u{0301}x\u{10FFFF}"
let emoji = "👩‍👩‍👧 Ünïcödé 文字"
let simpleInterpolation = "a \(1 + 2) b"
let adjacentInterpolations = "\(plain)\(empty)"
let nested3 = "L1 \("L2 \("L3 \("L4 \(42)") three") two") one"
let nestedWithCalls = "total: \(["x", "y"].map { "<\($0.uppercased())>" }.joined(separator: "\(", ")"))"
let parensInInterpolation = "value \((1 + (2 * 3))) and \(max((1), 2))"

let multi = """
    First line

    After an empty line; the next line holds only spaces:
    
    Interpolated \(nested3) here
      Indented two more
    Escaped line break \
    continues here
    Escapes \t and \n and \u{2603} and "quotes" and ""two quotes""
    Last line
    """

let multiWithoutIndent = """
No indentation at all
\(plain)
"""

let multiNested = """
    Outer \("inner \("""
        deepest
        """) back") end
    """

let raw1 = #"raw "quoted" \n stays \#(plain) interpolated"#
let raw2 = ##"two: "# inside \#(not) \##(plain)"##
let raw3 = ###"three: ##"## \##(not) \###(raw2.count)"###
let rawEscapes = #"tab \#t newline \#n unicode \#u{E9}"#
let rawMulti = #"""
    raw multi-line \(not interpolated) \#(plain)
    a line with """ inside
    """#
let rawMulti2 = ##"""
    two pounds "#"""# \##(plain.count)
    """##

let interpolationInMulti = """
    \(["a", "b"].map { "[\($0)]" }.joined(separator: ", "))
    """
let concatenated = "a" + "b" + #"c"#
let character: Character = "x"
let quoteInInterpolation = "\("\(")")")"
let rawInRaw = #"\#(#"x"#)"#
let mixedDepths = ##"\#(no)\##("\(1)")"##
let escapedBackslashes = "\\(not) \\\("yes")"
let multiInMultiInMulti = """
    \("""
        \("""
            three
            """)
        """)
    """
