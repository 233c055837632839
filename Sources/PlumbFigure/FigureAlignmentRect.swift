import PlumbLayout

/// A view whose alignment rectangle is not its frame (`alignmentInsets`,
/// UIView's `alignmentRectInsets`): the image's content, a shadow say, fills
/// the frame, and the constraints place the rectangle inside it. Drawn as
/// two outlines: the frame dashed over a shadow-like hatching (what the
/// image draws outside the rectangle), the alignment rectangle solid in the
/// view's fill. So the reader sees why a centred view's frame is off centre:
/// it is the rectangle that is centred.
enum FigureAlignmentRect {
    /// The class the view's element takes, and the rectangle inside it, or
    /// nothing for a view whose rectangle is its frame.
    static func markup(_ f: SolvedFrame, _ p: ItemProperties, length: (Double) -> String) -> Markup? {
        let i = p.alignmentInsets
        guard i != .zero else { return nil }
        let rect = SolvedFrame(x: i.left, y: i.top, width: max(0, f.width - i.left - i.right),
                               height: max(0, f.height - i.top - i.bottom), parent: "")
        var out = Markup()
        let style = "left:\(length(rect.x));top:\(length(rect.y));width:\(length(rect.width));height:\(length(rect.height))"
        out.element("div", [.init("class", "plumb-alignment-rect"), .init("style", style)], text: "")
        return out
    }

    static let viewClass = " plumb-aligned-content"
}
