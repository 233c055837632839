import PlumbBlocks
import PlumbLayout

/// The root's safe area and layout margins, as shaded bands, when the block
/// uses them; each titled with its guide in the block's own terms
/// (`root.safe`, or the code's `view.safeAreaLayoutGuide`).
enum FigureBands {
    static func markup(_ c: FigureRenderer.ViewContext, notation: any LayoutNotation = BlockNotation()) -> Markup {
        var out = Markup()
        for kind in [GuideKind.safe, .margins, .readable] {
            guard let g = c.solution.guides[.root(kind)] else { continue }
            let name = notation.guide(kind, of: c.block.root)
            out.element("div", [.init("class", "plumb-band plumb-band-\(kind.rawValue)"), .init("title", name), .init("style", c.box(g))], text: "")
            out.newline()
        }
        return out
    }
}
