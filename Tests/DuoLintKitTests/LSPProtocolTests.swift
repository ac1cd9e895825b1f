@testable import DuoLintKit
import Foundation
import XCTest

/// The language server's protocol layer on its own: framing, JSON-RPC messages, document positions and edits,
/// `file:` URIs.
final class LSPProtocolTests: XCTestCase {
    /// A reader over a pipe that already holds `bytes` (the write end closed).
    func reader(_ bytes: String, maximumBodySize: Int = 1 << 20) -> MessageReader {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let data = Array(bytes.utf8)
        XCTAssertEqual(data.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }, data.count)
        close(fds[1])
        addTeardownBlock { close(fds[0]) }
        return MessageReader(fd: fds[0], maximumBodySize: maximumBodySize)
    }

    func testFramingReadsMessagesAndSkipsBadHeaders() {
        let r = reader("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
                       + "Content-Length: x\r\n\r\n"
                       + "Content-Length: 3\r\n\r\n[1]"
                       + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n"
                       + "Content-Length: 40\r\n\r\n" + String(repeating: "a", count: 40)
                       + "Content-Length: 1\r\n\r\n1"
                       + "Content-Length: 9\r\n\r\n{}", maximumBodySize: 30)
        XCTAssertEqual(r.next(), .message(Array("{}".utf8)))
        XCTAssertEqual(r.next(), .badHeader("no valid Content-Length header in 'Content-Length: x'"))
        XCTAssertEqual(r.next(), .message(Array("[1]".utf8)))
        XCTAssertEqual(r.next(), .badHeader("no valid Content-Length header in 'Content-Length: 2\\r\\nContent-Length: 3'"))
        XCTAssertEqual(r.next(), .badHeader("message body of 40 bytes is over the 30-byte limit; skipped"))
        XCTAssertEqual(r.next(), .message(Array("1".utf8)))
        XCTAssertEqual(r.next(), .badHeader("the stream ended 7 bytes before the end of a message body"))
        XCTAssertEqual(r.next(), .end)
    }

    func testFramingFindsAHeaderSplitAcrossReadsAfterTheBufferMoved() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        // The first read holds a bad header and the start of the next one; the rest comes later, when the
        // reader has moved the unread bytes to the front of its buffer.
        let parts = ["Content-Type: x\r\n\r\nContent-Len", "gth: 2\r\n\r\n{}"]
        let (read, write) = (fds[0], fds[1])
        let writer = Thread {
            for p in parts {
                FileHandle(fileDescriptor: write, closeOnDealloc: false).write(Data(p.utf8))
                usleep(100_000)
            }
            close(write)
        }
        writer.start()
        let r = MessageReader(fd: read)
        let done = expectation(description: "both messages read")
        final class Box: @unchecked Sendable { var got: [FramedInput] = [] }
        let box = Box()
        Thread.detachNewThread {
            box.got = [r.next(), r.next(), r.next()]
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(box.got, [.badHeader("no valid Content-Length header in 'Content-Type: x'"), .message(Array("{}".utf8)), .end])
        close(read)
    }

    func testFramingFindsTheNextHeaderAfterABodyOfTheWrongLength() {
        // A client that counted characters: "é" is two bytes, so one byte of the body is left before the next
        // header; a header with an unreadable length leaves its whole body there.
        let r = reader("Content-Length: 10\r\n\r\n{\"a\": \"é\"}"
                       + "Content-Length: 2\r\n\r\n{}"
                       + "Content-Length: 99999999999999999999\r\n\r\n[1, 2]"
                       + "Content-Length: 3\r\n\r\n[3]")
        XCTAssertEqual(r.next(), .message(Array("{\"a\": \"é\"".utf8)))
        XCTAssertEqual(r.next(), .badHeader("skipped 1 bytes before a Content-Length header: '}'"))
        XCTAssertEqual(r.next(), .message(Array("{}".utf8)))
        XCTAssertEqual(r.next(), .badHeader("no valid Content-Length header in 'Content-Length: 99999999999999999999'"))
        XCTAssertEqual(r.next(), .badHeader("skipped 6 bytes before a Content-Length header: '[1, 2]'"))
        XCTAssertEqual(r.next(), .message(Array("[3]".utf8)))
        XCTAssertEqual(r.next(), .end)
    }

    func testDisableDirectivesAreNotOfferedInsideLiteralsOrComments() {
        func offered(_ text: String, line: Int, path: String = "A.swift") -> String? {
            let d = TextDocument(uri: "u", languageId: "", version: 1, text: text)
            let swift = path.hasSuffix(".swift") ? SwiftLiteralSpans(SwiftFile(SourceFile(path: path, bytes: d.bytes))) : nil
            return DisableComment.insertion(rule: "ui_screen_main", line: line, path: path, document: d, swift: swift)?.text
        }
        XCTAssertEqual(offered("let a = 1\n\tlet w = UIScreen.main.bounds\r\n", line: 1), "\t// duolint:disable:next ui_screen_main - \r\n")
        XCTAssertEqual(offered("let a = \"x\"\n\"y\".count\n", line: 1), "// duolint:disable:next ui_screen_main - \n")
        XCTAssertNil(offered("let s = \"\"\"\n\\(UIScreen.main.bounds.width)\n\"\"\"\n", line: 1), "a multi-line string's line")
        XCTAssertNil(offered("let s = \"\"\"\n  a\n  \"\"\".count\n", line: 2), "the line of the closing delimiter")
        XCTAssertNil(offered("let s = \"\"\"\n  \\(\n  UIScreen.main.bounds.width)\n  \"\"\"\n", line: 2), "inside an interpolation")
        XCTAssertNil(offered("/* a\n b */ let w = UIScreen.main\n", line: 1), "inside a block comment")
        let plist = "<?xml version=\"1.0\"?>\n<plist><dict>\n<!-- a\n<key>K</key> -->\n<key>S</key><string>a\nb</string>\n</dict></plist>\n"
        XCTAssertNil(offered(plist, line: 0, path: "Info.plist"), "before the XML declaration")
        XCTAssertEqual(offered(plist, line: 1, path: "Info.plist"), "<!-- duolint:disable:next ui_screen_main - -->\n")
        XCTAssertNil(offered(plist, line: 3, path: "Info.plist"), "inside a comment")
        XCTAssertNil(offered(plist, line: 5, path: "Info.plist"), "inside a string")
        XCTAssertEqual(offered("- id: a\n", line: 0, path: "S.duo.yml"), "# duolint:disable:next ui_screen_main - \n")
        // Second breaker round: a multi-line regex's closing line; an unterminated string while typing; a spec's
        // multi-line scalars; a plist's text elements, CDATA and a BOM before the declaration.
        XCTAssertNil(offered("let r = #/\n  a+\n/#\nlet w = 1\n", line: 2), "the regex's closing line")
        XCTAssertNil(offered("let a = \"abc\nlet s = \"\"\"\n  x\n  \"\"\"\n", line: 2), "inside the string after an unterminated one")
        XCTAssertEqual(offered("let a = \"abc\nlet s = \"\"\"\n  x\n  \"\"\"\nlet w = 1\n", line: 4), "// duolint:disable:next ui_screen_main - \n")
        XCTAssertNil(offered("title: \"Sale\n  today\"\nbar: []\n", line: 1, path: "S.duo.yml"), "a multi-line quoted scalar")
        XCTAssertNil(offered("bar: [{id: a, title: Sale\n  today}]\n", line: 1, path: "S.duo.yml"), "a multi-line plain scalar")
        XCTAssertEqual(offered("bar: [a,\n  b]\n", line: 1, path: "S.duo.yml"), "  # duolint:disable:next ui_screen_main - \n")
        let odd = "\u{FEFF}<?xml version=\"1.0\"?><plist><dict><key>A</key>\n"
            + "<string xml:space=\"preserve\">\nx</string>\n<key>multi\nline</key><data>\nAA==</data>\n<string><![CDATA[\na]]></string>\n</dict></plist>\n"
        XCTAssertNil(offered(odd, line: 0, path: "Info.plist"), "a BOM, then the declaration")
        XCTAssertEqual(offered(odd, line: 1, path: "Info.plist"), "<!-- duolint:disable:next ui_screen_main - -->\n")
        XCTAssertNil(offered(odd, line: 2, path: "Info.plist"), "inside <string xml:space>")
        XCTAssertNil(offered(odd, line: 4, path: "Info.plist"), "inside a two-line <key>")
        XCTAssertNil(offered(odd, line: 5, path: "Info.plist"), "inside <data>")
        XCTAssertNil(offered(odd, line: 7, path: "Info.plist"), "inside CDATA")
        XCTAssertEqual(offered(odd, line: 8, path: "Info.plist"), "<!-- duolint:disable:next ui_screen_main - -->\n")
    }

    func testAnIndexRunKeepsWhatChangedWhileItReadAndDropsWhatItNoLongerHolds() {
        let index = ProjectIndex(root: "/p")
        // Summaries told apart by the name they carry (the index keys them by path on its own).
        func summary(_ path: String, _ version: String) -> FileSummary { FileSummary(path: "\(path) \(version)") }
        index.set("/p/Old.swift", summary("/p/Old.swift", "gone"))
        index.set("/p/A.swift", summary("/p/A.swift", "before"))
        let run = index.beginIndexing()
        // While the run reads: A.swift changes on disk, B.swift is deleted.
        index.set("/p/A.swift", summary("/p/A.swift", "after"))
        index.set("/p/B.swift", nil)
        let read = ["/p/A.swift": summary("/p/A.swift", "before"), "/p/B.swift": summary("/p/B.swift", "b"), "/p/C.swift": summary("/p/C.swift", "c")]
        let later = index.beginIndexing()
        XCTAssertFalse(index.install(read, open: [], run: run), "an older run's result is dropped")
        XCTAssertTrue(index.install(read, open: [], run: later))
        XCTAssertEqual(index.summaries.keys.sorted(), ["/p/A.swift", "/p/B.swift", "/p/C.swift"])
        let again = index.beginIndexing()
        index.set("/p/A.swift", summary("/p/A.swift", "after"))
        index.set("/p/B.swift", nil)
        XCTAssertTrue(index.install(read, open: [], run: again))
        XCTAssertEqual(index.summaries.keys.sorted(), ["/p/A.swift", "/p/C.swift"], "Old.swift is not in the project now; B.swift was deleted")
        XCTAssertEqual(index.summaries["/p/A.swift"]?.path, "/p/A.swift after")
    }

    func testFramingPassesOverLineBreaksBetweenMessages() {
        let r = reader("\r\nContent-Length: 2\r\n\r\n{}\r\n\r\n \tContent-Length: 2\r\n\r\n[]\n")
        XCTAssertEqual(r.next(), .message(Array("{}".utf8)))
        XCTAssertEqual(r.next(), .message(Array("[]".utf8)))
        XCTAssertEqual(r.next(), .end)
    }

    func testFramingReportsAHeaderThatNeverEnds() {
        let r = reader(String(repeating: "X", count: 9000))
        XCTAssertEqual(r.next(), .badHeader("header over 8192 bytes without an empty line"))
        XCTAssertEqual(r.next(), .badHeader("the stream ended inside a message header"))
        XCTAssertEqual(r.next(), .end)
    }

    func testMessagesAreSortedOutByTheirMembers() throws {
        XCTAssertEqual(try IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#.utf8)),
                       .request(id: .string("a"), method: "m", params: [1]))
        XCTAssertEqual(try IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","method":"n"}"#.utf8)), .notification(method: "n", params: .null))
        XCTAssertEqual(try IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","id":3,"result":null}"#.utf8)),
                       .response(id: .number(3), result: .null, error: nil))
        XCTAssertThrowsError(try IncomingMessage.parse(Array(#"{"id":true,"method":"m"}"#.utf8))) {
            XCTAssertEqual($0 as? IncomingError, IncomingError(id: nil, error: ResponseError(-32600, "'id' must be a number or a string")))
        }
        XCTAssertThrowsError(try IncomingMessage.parse(Array(#"{"id":4}"#.utf8))) {
            XCTAssertEqual(($0 as? IncomingError)?.id, .number(4))
        }
        XCTAssertEqual(JSONValue.object(["b": 1.5 as Double? == nil ? nil : .double(1.5), "a": "x/y", "c": true]).encoded,
                       Array(#"{"a":"x/y","b":1.5,"c":true}"#.utf8))
    }

    func testPositionsCountUTF16OrUTF8UnitsOverEveryKindOfLineBreak() {
        let d = TextDocument(uri: "u", languageId: "swift", version: 1, text: "a🙂b\r\nç\rz\n")
        XCTAssertEqual(d.lineStarts, [0, 8, 11, 13])
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 3), encoding: .utf16), 5)
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 5), encoding: .utf8), 5)
        XCTAssertNil(d.offset(of: Position(line: 0, character: 2), encoding: .utf16), "inside the surrogate pair")
        XCTAssertNil(d.offset(of: Position(line: 0, character: 3), encoding: .utf8), "inside the UTF-8 sequence")
        XCTAssertEqual(d.offset(of: Position(line: 0, character: 4), encoding: .utf16), 6, "the end of the line, before \\r\\n")
        XCTAssertNil(d.offset(of: Position(line: 0, character: 5), encoding: .utf16), "past the end of the line")
        XCTAssertEqual(d.offset(of: Position(line: 1, character: 1), encoding: .utf16), 10)
        XCTAssertEqual(d.offset(of: Position(line: 3, character: 0), encoding: .utf16), 13, "the empty last line")
        XCTAssertEqual(d.offset(of: Position(line: 4, character: 0), encoding: .utf16), 13, "just after the last line: the end")
        XCTAssertNil(d.offset(of: Position(line: 4, character: 1), encoding: .utf16))
        XCTAssertNil(d.offset(of: Position(line: 5, character: 0), encoding: .utf16))
        XCTAssertEqual(d.position(ofOffset: 5, encoding: .utf16), Position(line: 0, character: 3))
        XCTAssertEqual(d.position(ofOffset: 5, encoding: .utf8), Position(line: 0, character: 5))
        XCTAssertEqual(d.position(ofOffset: 12, encoding: .utf16), Position(line: 2, character: 1))
    }

    func testChangesApplyInOrderAllOrNothing() throws {
        var d = TextDocument(uri: "u", languageId: "swift", version: 1, text: "one\ntwo\n")
        try d.apply([["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 3]], "text": "2"],
                     ["range": ["start": ["line": 0, "character": 3], "end": ["line": 1, "character": 0]], "text": " "]], encoding: .utf16)
        XCTAssertEqual(String(decoding: d.bytes, as: UTF8.self), "one 2\n")
        XCTAssertEqual(d.lineStarts, [0, 6])
        XCTAssertThrowsError(try d.apply([["text": "whole"], ["range": ["start": ["line": 0, "character": 3], "end": ["line": 0, "character": 1]], "text": ""]],
                                         encoding: .utf16)) {
            XCTAssertEqual($0 as? ResponseError, ResponseError(-32602, "contentChanges[1].range ends before it starts"))
        }
        XCTAssertEqual(String(decoding: d.bytes, as: UTF8.self), "one 2\n", "a refused change leaves the text as it was")
        XCTAssertThrowsError(try d.apply([["range": .null]], encoding: .utf16)) {
            XCTAssertEqual($0 as? ResponseError, ResponseError(-32602, "contentChanges[0] has no string 'text'"))
        }
        try d.apply([["text": "whole", "range": .null]], encoding: .utf8)
        XCTAssertEqual(String(decoding: d.bytes, as: UTF8.self), "whole")
    }

    func testFileURIsAndPaths() {
        XCTAssertEqual(DocumentURI.path(of: "file:///a/b%20c/%E5%90%8D.swift"), "/a/b c/名.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/a/./b/../c.swift"), "/a/c.swift")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path(of: "file://server/share/a.swift"))
        XCTAssertNil(DocumentURI.path(of: "file:///a%00b.swift"))
        XCTAssertEqual(DocumentURI.uri(of: "/a/b c/名#.swift"), "file:///a/b%20c/%E5%90%8D%23.swift")
    }
}
