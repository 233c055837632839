import PlumbFigure

extension FigureRenderer {
    /// The built-in theme's column (PlumbSite's `Theme.column`, which this
    /// target does not depend on): figures tested as the guide shows them.
    init() { self.init(column: PageColumn(width: 760, narrowest: 340)) }
}
