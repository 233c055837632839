import PlumbDiagnostics

/// `tie NAME gives way`: which outcome of a tie the figure draws. UIKit's
/// pick between constraints of equal priority is arbitrary (the article
/// shows the one its device gave); a tutorial needs to draw a chosen one,
/// still reported as a tie, and by default the other outcome beside it as
/// a ghost, so that the reader sees both are possible.
public struct TieChoice {
    /// The views that give way: where their intrinsic size and another
    /// view's trade at one priority, theirs is the one that yields (a view
    /// tied on compression resistance shrinks; on hugging, stretches).
    public var yielding: [LayoutItem]
    /// Whether the other outcome is drawn as a ghost (`only` turns it off).
    public var drawsOtherOutcome: Bool
    /// The `tie` line, for the note on the tie it decides.
    public var location: SourceLocation

    public init(yielding: [LayoutItem], drawsOtherOutcome: Bool, location: SourceLocation) {
        self.yielding = yielding
        self.drawsOtherOutcome = drawsOtherOutcome
        self.location = location
    }

    public func yields(_ item: LayoutItem) -> Bool { yielding.contains { $0 === item } }
}
