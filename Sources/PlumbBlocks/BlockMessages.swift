import PlumbDiagnostics
import PlumbLayout

/// The layout language's words for what the solver finds: the one place
/// the layout stage's diagnostics become sentences, rendered from the typed
/// facts (`LayoutFinding`) when a diagnostic is read. One function per
/// language (`BlockMessages+English.swift`); a new language is a new case
/// of `Language`, which the compiler then asks for here.
public struct BlockMessages: LayoutWording {
    public init() {}

    public func words(for finding: LayoutFinding, in language: Language) -> DiagnosticWords {
        switch language {
        case .english: return EnglishBlockMessages().words(for: finding)
        }
    }

    /// Why a block has no live layout.
    public func sweepFailure(_ failure: SweepFailure, in language: Language) -> String {
        switch language {
        case .english: return EnglishBlockMessages().sweepFailure(failure)
        }
    }

    /// Words for a constraint a message mentions.
    public func mention(_ mention: ConstraintMention, in language: Language) -> String {
        switch language {
        case .english: return EnglishBlockMessages().describe(mention)
        }
    }
}

/// A diagnostic repeated at several widths, reported once: its message
/// ends with the other widths ("... (also at widths 768, 1024)").
struct AlsoAtWidths: DiagnosticMessage {
    let base: any DiagnosticMessage
    /// Each width as the figure and `plumb solve` print it ("768 rtl").
    let widths: [String]

    func words(in language: Language) -> DiagnosticWords {
        var words = base.words(in: language)
        switch language {
        case .english: words.message += EnglishBlockMessages().alsoAt(widths)
        }
        return words
    }
}
