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

    public func words(for finding: BlockFinding, in language: Language) -> DiagnosticWords {
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

/// What taking a block through solving reports of the block as a whole,
/// as data (the solver's own findings are `LayoutFinding`s).
public enum BlockFinding: Sendable {
    /// `expect KIND`, and no such diagnostic at any breakpoint.
    case expectationUnmet(DiagnosticKind)
    /// The live panel asked for over `lower...upper` is left out.
    case liveLeftOut(SweepFailure, lower: Double, upper: Double)
    /// More problems than a block reports in full: `count` more after the
    /// first `shown`.
    case moreProblems(Int, shown: Int)
}

/// A block finding carried by a diagnostic, worded when read.
public struct BlockMessage: DiagnosticMessage {
    public let finding: BlockFinding

    public init(_ finding: BlockFinding) { self.finding = finding }

    public func words(in language: Language) -> DiagnosticWords { BlockMessages().words(for: finding, in: language) }
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
