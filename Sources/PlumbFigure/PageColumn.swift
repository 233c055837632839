/// The column a figure is shown in, which the page's theme decides, not the
/// figure: how wide it is at most (breakpoints that fit in it side by side
/// are drawn side by side, the others behind tabs), and how narrow it gets
/// on a phone (overlay labels are placed for the smallest scale a canvas is
/// drawn at, so that they stay clear of each other there too).
public struct PageColumn: Sendable, Equatable {
    /// CSS px.
    public let width: Double
    /// CSS px: the column on the narrowest screen the theme supports.
    public let narrowest: Double

    public init(width: Double, narrowest: Double) {
        self.width = width
        self.narrowest = narrowest
    }
}
