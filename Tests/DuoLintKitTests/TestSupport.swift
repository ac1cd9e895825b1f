import DuoLintKit
import Foundation
import XCTest

/// Small helpers shared by the lexer and parser tests (`LexerTests`, `LexerReferenceTests`,
/// `ParserTests`). Names carry a `lexTest` prefix so they don't collide with helpers of other suites.
enum LexTestSupport {
    /// The package root: this file is `<root>/Tests/DuoLintKitTests/TestSupport.swift`.
    static func packageRoot(_ file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
    }

    /// Every `.swift` file under `directory` (recursively), as sorted absolute paths.
    static func swiftFiles(under directory: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            paths.append(url.standardizedFileURL.path)
        }
        return paths.sorted()
    }

    /// Every directory named `name` under `directory` (recursively), sorted.
    static func directories(named name: String, under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == name {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                found.append(url.standardizedFileURL)
                walker.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A lexed and parsed file made from `text`.
    static func swiftFile(_ text: String, path: String = "test.swift") -> SwiftFile {
        SwiftFile(SourceFile(path: path, text: text))
    }

    /// A lexed and parsed file made from raw `bytes` (for invalid UTF-8 and the like).
    static func swiftFile(bytes: [UInt8], path: String = "test.swift") -> SwiftFile {
        SwiftFile(SourceFile(path: path, bytes: bytes))
    }
}

extension SwiftFile {
    /// Indices of the tokens whose text is exactly `text`, in order (test helper).
    func lexTestIndices(of text: String) -> [Int] {
        tokens.indices.filter { self.text($0) == text }
    }

    /// Index of the `occurrence`-th (0-based) token whose text is exactly `text`; fails the test
    /// and returns -1 when there is no such token.
    func lexTestIndex(of text: String, _ occurrence: Int = 0,
                      file: StaticString = #filePath, line: UInt = #line) -> Int {
        let all = lexTestIndices(of: text)
        guard occurrence < all.count else {
            XCTFail("no token #\(occurrence) with text \(text.debugDescription) (found \(all.count))", file: file, line: line)
            return -1
        }
        return all[occurrence]
    }
}
