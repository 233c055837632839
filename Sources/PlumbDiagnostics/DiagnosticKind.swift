/// What sort of problem a diagnostic reports. The raw values are the `kind`
/// strings of `plumb solve --json` (a contract: see docs/solve-json.md).
public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// The text does not follow the grammar.
    case syntax
    /// A view, guide, anchor, metric, property or device that does not exist.
    case unknownName = "unknown-name"
    /// Anchors of different kinds related (x with y, position with size, a
    /// multiplier on positions).
    case typeMismatch = "type-mismatch"
    /// A name declared twice.
    case duplicateName = "duplicate-name"
    /// A number that is not finite, or a priority outside 1...1000.
    case badNumber = "bad-number"
    /// A value of the wrong sort for a property (`axis=diagonal`).
    case badValue = "bad-value"
    /// Required constraints that cannot all hold: one is broken.
    case unsatisfiable
    /// A frame the constraints do not determine.
    case ambiguous
    /// Optional constraints of equal priority trading against each other.
    case tie
    /// Valid input that Plumb cannot lay out yet.
    case unsupported
    /// A layout whose numbers leave what a Double can hold (a chain of
    /// multipliers reaching infinity): UIKit would draw nothing sensible.
    case overflow
    /// A layout that feeds its own solution back without end (a view sized
    /// by its own safe area): solved again and again, it never stops
    /// changing, as UIKit's layout passes would not.
    case unsettled
    /// Work beyond the block's budget (`plumb.json`'s `blockBudgetSeconds`):
    /// the block is not drawn, the rest of the site is.
    case budget
    /// A character in a text that no shipped font draws: measured as an
    /// empty box, drawn by the browser in a font the solver never saw.
    case missingGlyph = "missing-glyph"
    /// A page a screen reader cannot follow: an image without alt text, a
    /// heading that skips a level. Pages only, never a block's (so never in
    /// `plumb solve --json`).
    case accessibility
    /// A translation older than the page it translates (a note).
    case outdated
    /// The kinds a block may demonstrate on purpose with `expect KIND`: what
    /// UIKit does with a layout (a broken constraint, an ambiguous or tied
    /// frame, a negative size, a layout that never settles, numbers past a
    /// Double) and a glyph no font draws. Not the grammar's errors (a block
    /// that does not parse is not solved, so there is nothing to show), nor
    /// `budget` (it depends on the machine) or `internal`.
    public static let expectable: [DiagnosticKind] = [.unsatisfiable, .ambiguous, .tie, .badValue, .unsettled, .overflow, .missingGlyph]

    /// Plumb's own inconsistency, never the author's: a bug to report.
    /// The block is named, the process goes on.
    case `internal`
}
