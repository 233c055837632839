import PlumbLayout

/// Where a view's text is drawn, in the root's space, from the solver's
/// record of it: start-aligned in a label (end-aligned right to left),
/// centred in a button, inside a field's padding, one line high and
/// centred vertically; a wrapping label's whole box. What labels are
/// placed clear of, and what alignment lines stop at.
enum FigureTextBox {
    static func rect(of item: LayoutItem, _ s: BreakpointSolution, frame f: SolvedFrame) -> FigureRect? {
        guard let text = s.text[item.name] else { return nil }
        let kind = item.viewKind ?? .view
        if kind == .label && s.properties(of: item).lines != 1 {
            return FigureRect(f)
        }
        let inset = kind == .field ? 7.0 : 0
        let tw = min(text.width, max(0, f.width - 2 * inset))
        let x = kind == .button ? f.x + (f.width - tw) / 2 : (s.direction == .rtl ? f.x + f.width - inset - tw : f.x + inset)
        return FigureRect(x: x, y: f.y + (f.height - text.lineHeight) / 2, width: tw, height: text.lineHeight)
    }
}
