import PlumbDiagnostics
import PlumbLayout

/// The layout language's words for what the solver finds: the one place
/// the layout stage's diagnostics become sentences, rendered from the typed
/// facts (`LayoutFinding`, `BlockFinding`) when a diagnostic is read. Each
/// language is one type of `BlockWords` (`BlockMessages+English.swift`,
/// `BlockMessages+Chinese.swift`),
/// picked in `vocabulary(_:)`: a new case of `Language` is asked for there,
/// and the protocol asks the new type for every word.
public struct BlockMessages: LayoutWording {
    /// How a suggested fix is written: the layout language, or a code
    /// block's own dialect (`CodeNotation`), so that a fix reads as the
    /// author would type it.
    let notation: any LayoutNotation

    public init(notation: any LayoutNotation = BlockNotation()) { self.notation = notation }

    /// The words of `language`, suggesting fixes in `notation`.
    static func vocabulary(_ language: Language, notation: any LayoutNotation = BlockNotation.shared) -> any BlockWords {
        switch language {
        case .english: return EnglishBlockMessages(statements: notation)
        case .chinese: return ChineseBlockMessages(statements: notation)
        }
    }

    public func words(for finding: LayoutFinding, in language: Language) -> DiagnosticWords {
        BlockMessages.vocabulary(language, notation: notation).words(for: finding)
    }

    public func words(for finding: BlockFinding, in language: Language) -> DiagnosticWords {
        BlockMessages.vocabulary(language).words(for: finding)
    }

    /// Why a block has no live layout.
    public func sweepFailure(_ failure: SweepFailure, in language: Language) -> String {
        BlockMessages.vocabulary(language).sweepFailure(failure)
    }

    /// Words for a constraint a message mentions.
    public func mention(_ mention: ConstraintMention, in language: Language) -> String {
        BlockMessages.vocabulary(language).describe(mention)
    }
}

/// Every word of the layout stage's messages, in one language.
protocol BlockWords {
    func words(for finding: LayoutFinding) -> DiagnosticWords
    func words(for finding: BlockFinding) -> DiagnosticWords
    func sweepFailure(_ failure: SweepFailure) -> String
    /// How a message names a constraint.
    func describe(_ mention: ConstraintMention) -> String
    /// The end of a message repeated at other widths.
    func alsoAt(_ widths: [String]) -> String
    /// The start of a message found in one named variant only.
    func inVariant(_ name: String) -> String
    /// What reading a block's text found wrong (`ParseFinding`).
    func message(_ finding: ParseFinding) -> String
    /// A likely fix for a parse finding.
    func hint(_ hint: ParseHint) -> String
    func note(_ note: ParseNote) -> String
    /// The start of a message about an included file's block, where in the
    /// file (nil: the page's caption lines before it).
    func inIncludedFile(_ file: String, at location: SourceLocation?) -> String
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
    /// System spacing between two text baselines, which UIKit derives from
    /// the fonts by a rule it does not publish: the figure's 8 may not be UIKit's.
    case baselineSystemSpacing
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
        words.message += BlockMessages.vocabulary(language).alsoAt(widths)
        return words
    }
}

/// A diagnostic found in a named variant and not in the block as written:
/// its message says which variant ("in variant 'A floor of 100': ...").
struct InVariant: DiagnosticMessage {
    let base: any DiagnosticMessage
    let name: String

    func words(in language: Language) -> DiagnosticWords {
        var words = base.words(in: language)
        words.message = BlockMessages.vocabulary(language).inVariant(name) + words.message
        return words
    }
}

/// A diagnostic of a block the page includes from another file
/// (`include hugging.layout`), reported at the line that names the file:
/// its message says where in the file, and its notes, which point into a
/// file the page's report cannot quote, are left out.
struct InIncludedFile: DiagnosticMessage {
    let base: any DiagnosticMessage
    let file: String
    /// Where in the file; nil for the page's caption lines before it.
    let location: SourceLocation?

    func words(in language: Language) -> DiagnosticWords {
        var words = base.words(in: language)
        words.message = BlockMessages.vocabulary(language).inIncludedFile(file, at: location) + words.message
        words.notes = []
        return words
    }
}
