import DuoLintKit
import Foundation

let code = CommandLineInterface.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
