import PlumbDiagnostics

/// What is wrong with a command line, as data: the case says which rule was
/// broken and carries the argument's position (1 for the first word after
/// the command), so that tests compare cases and only `message` writes
/// English.
enum ArgumentError: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, position: Int, suggestion: String?)
    /// An option that takes a value came last, or was given as `--flag=` with nothing.
    case missingValue(option: String, position: Int, expected: String)
    case invalidValue(option: String, value: String, position: Int, expected: String)
    /// `--flag=value` for an option that takes no value.
    case unexpectedValue(option: String, position: Int)
    case extraOperand(String, position: Int, command: String, operand: String)
    case missingOperand(command: String, operand: String)
    /// A rule over several arguments (`--bind 0.0.0.0` without `--expose`).
    case rule(String)

    var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            return "unknown command '\(word)'" + didYouMean(suggestion)
        case .unknownOption(let word, let position, let suggestion):
            return "unknown option '\(word)' (argument \(position))" + didYouMean(suggestion)
        case .missingValue(let option, let position, let expected):
            return "\(option) (argument \(position)) needs \(expected)"
        case .invalidValue(let option, let value, let position, let expected):
            return "\(option) (argument \(position)) needs \(expected); found '\(value)'"
        case .unexpectedValue(let option, let position):
            return "\(option) (argument \(position)) takes no value; write it alone"
        case .extraOperand(let word, let position, let command, let operand):
            return "\(command) takes one \(operand); '\(word)' (argument \(position)) is one too many"
        case .missingOperand(let command, let operand):
            return "\(command) needs a \(operand)"
        case .rule(let text):
            return text
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// A command line that cannot run, with the command's one-line usage to
/// print under it and the command that prints the whole help.
struct CommandLineError: Error {
    let error: ArgumentError
    let usage: String
    let helpCommand: String

    var message: String { error.message }
}
