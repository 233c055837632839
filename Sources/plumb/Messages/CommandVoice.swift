import Foundation
import PlumbDiagnostics

/// How the command's own lines reach standard error: "plumb:", the
/// severity if any, then the message in the language asked for. The
/// prefix and the severity stay English in every language, as in every
/// diagnostic: editors and scripts read them (docs/site.md).
struct CommandVoice {
    var language: Language

    func line(_ message: CommandMessage, as severity: Diagnostic.Severity? = nil) -> String {
        "plumb: " + (severity.map { "\($0.rawValue): " } ?? "") + message.words(in: language) + "\n"
    }

    func say(_ message: CommandMessage, as severity: Diagnostic.Severity? = nil) {
        FileHandle.standardError.write(Data(line(message, as: severity).utf8))
    }
}
