import Foundation

/// Placeholder CLI entry (replaced by the full CLI).
public enum CommandLineInterface {
    public static func run(arguments: [String]) -> Int32 {
        if arguments.first == "tokens" {
            var trivia = false
            for path in arguments.dropFirst() {
                if path == "--trivia" { trivia = true; continue }
                guard let data = FileManager.default.contents(atPath: path) else { return 2 }
                let file = SourceFile(path: path, bytes: [UInt8](data))
                FileHandle.standardOutput.write(TokenPrinter.dump(file, Lexer.lex(file), trivia: trivia).data(using: .utf8)!)
            }
        }
        return 0
    }
}
