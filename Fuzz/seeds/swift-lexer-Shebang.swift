s#!/usr/bin/env swift
// Lexer fixture: a script with a shebang line, then ordinary code.
let arguments = CommandLine.arguments.dropFirst()
for argument in arguments where !argument.isEmpty {
    print("argument: \(argument)")
}
