s// Lexer fixture: every line ends with CRLF.
/* A block comment
   spanning lines /* nested */
   with CRLF endings. */
/// Doc comment.
struct Point {
    var x = 0.5, y = 1e3
}

let message = """
    first line
    
    after a blank line \
    joined by an escaped line break
    with \(Point().x) interpolated
    """
let raw = #"""
    raw "text" \#(message.count)
    """#
let pattern = #/
    \d+ # digits
    /#
let single = "one\r\ntwo"
#if DEBUG
let mode = "debug"
#else
let mode = "release"
#endif
