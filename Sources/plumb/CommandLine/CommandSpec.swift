import Foundation
import PlumbDiagnostics

/// A command's one declaration: its operand, its options with their help
/// lines and what each sets. Both the parser and `--help` are made from it,
/// so the usage text cannot drift from what the parser accepts (the idea of
/// swift-argument-parser, in a few lines of our own).
struct CommandSpec<Command>: Sendable {
    /// `plumb build`, `plumb bench solver`.
    let name: String
    /// The paragraph under the usage line.
    let about: String
    let operand: Operand?
    let options: [Option]
    /// Lines after the options (exit statuses).
    var footer: String = ""

    /// The word a command takes besides its options (`FILE`, `DIR`).
    struct Operand: Sendable {
        let placeholder: String
        /// In messages: "plumb solve needs a file".
        let noun: String
        let help: String?
        let set: @Sendable (inout Command, String) throws -> Void
    }

    struct Option: Sendable {
        let name: String
        /// The value's placeholder (`DIR`) and, in messages, what it must be
        /// ("a folder"); nil for a flag.
        let value: (placeholder: String, expected: String)?
        let help: String
        let set: @Sendable (inout Command, String) throws -> Void

        static func flag(_ name: String, help: String, _ set: @escaping @Sendable (inout Command) -> Void) -> Option {
            Option(name: name, value: nil, help: help) { command, _ in set(&command) }
        }

        /// `set` throws `InvalidValue` for a value it cannot take.
        static func value(_ name: String, _ placeholder: String, expected: String, help: String,
                          _ set: @escaping @Sendable (inout Command, String) throws -> Void) -> Option {
            Option(name: name, value: (placeholder, expected), help: help, set: set)
        }
    }

    /// Thrown by an option's or operand's `set`: what the value must be.
    struct InvalidValue: Error {
        let expected: String
    }

    /// Reads `arguments` (the words after the command) into `command`.
    /// Options take their value as the next word or after `=`.
    func parse(_ arguments: [String], into command: Command) throws -> Command {
        var command = command
        var operandSeen = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index], position = index + 1
            index += 1
            guard word.hasPrefix("-") && word != "-" else {
                try take(operand: word, at: position, seen: &operandSeen, into: &command)
                continue
            }
            let (name, inline) = split(word)
            guard let option = options.first(where: { $0.name == name }) else {
                throw failure(.unknownOption(name, position: position, suggestion: closest(to: name, among: options.map(\.name))))
            }
            guard let value = option.value else {
                if inline != nil { throw failure(.unexpectedValue(option: name, position: position)) }
                try option.set(&command, "")
                continue
            }
            var text = inline
            if text == nil && index < arguments.count { text = arguments[index]; index += 1 }
            guard let text, !text.isEmpty else { throw failure(.missingValue(option: name, position: position, expected: value.expected)) }
            do { try option.set(&command, text) } catch let invalid as InvalidValue {
                throw failure(.invalidValue(option: name, value: text, position: position, expected: invalid.expected))
            }
        }
        if let operand, !operandSeen { throw failure(.missingOperand(command: name, operand: operand.noun)) }
        return command
    }

    private func take(operand word: String, at position: Int, seen: inout Bool, into command: inout Command) throws {
        guard let operand else {
            throw failure(.unknownOption(word, position: position, suggestion: closest(to: word, among: options.map(\.name))))
        }
        if seen { throw failure(.extraOperand(word, position: position, command: name, operand: operand.noun)) }
        seen = true
        do { try operand.set(&command, word) } catch let invalid as InvalidValue {
            throw failure(.invalidValue(option: operand.placeholder, value: word, position: position, expected: invalid.expected))
        }
    }

    /// `--width=375` → ("--width", "375"); a single-dash word is never split.
    private func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    func failure(_ error: ArgumentError) -> CommandLineError {
        CommandLineError(error: error, usage: usageLine, helpCommand: name + " --help")
    }

    /// The first line of `usage`: what an error prints, with a pointer to
    /// `--help` for the rest (a whole option table under a one-word typo
    /// buries the error).
    var usageLine: String { String(usage.prefix { $0 != "\n" }) }

    /// The help text: the usage line, the paragraph, one line per option.
    var usage: String {
        let words = [name] + (operand.map { [$0.placeholder] } ?? [])
            + options.map { "[\($0.name)\($0.value.map { " " + $0.placeholder } ?? "")]" }
        var lines = ["usage: " + words.joined(separator: " "), ""]
        lines += about.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("")
        var rows = operand.flatMap { o in o.help.map { [(o.placeholder, $0)] } } ?? []
        rows += options.map { ($0.name + ($0.value.map { " " + $0.placeholder } ?? ""), $0.help) }
        rows.append(("-h, --help", "print this help"))
        let column = min(rows.map(\.0.count).max() ?? 0, 18) + 2
        for (left, help) in rows {
            let helpLines = help.split(separator: "\n").map(String.init)
            if left.count + 2 > column {
                lines.append("  " + left)
                lines += helpLines.map { "  " + String(repeating: " ", count: column) + $0 }
            } else {
                lines.append("  " + left.padding(toLength: column, withPad: " ", startingAt: 0) + (helpLines.first ?? ""))
                lines += helpLines.dropFirst().map { "  " + String(repeating: " ", count: column) + $0 }
            }
        }
        if !footer.isEmpty { lines += ["", footer] }
        return lines.joined(separator: "\n")
    }
}
