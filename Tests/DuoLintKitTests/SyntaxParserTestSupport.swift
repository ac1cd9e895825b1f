@testable import DuoLintKit

/// Runs `body` with a fresh parser over `file`, positioned at token `start` (0: the file's start); the parser's
/// buffers are freed afterwards. Shared by the parser's white-box tests.
func withParser<T>(_ file: SwiftFile, at start: Int = 0, _ body: (inout SyntaxParser) -> T) -> T {
    file.tokens.withUnsafeBufferPointer { tokens in
        file.words.withUnsafeBufferPointer { words in
            file.partner.withUnsafeBufferPointer { partners in
                file.enclosing.withUnsafeBufferPointer { enclosing in
                    var parser = SyntaxParser(file, tokens: tokens.baseAddress!, words: words.baseAddress!,
                                              partners: partners.baseAddress!, enclosing: enclosing.baseAddress!)
                    defer { parser.deallocate() }
                    parser.p = start
                    return body(&parser)
                }
            }
        }
    }
}
