import PlumbLayout

/// The root's safe area and layout margins, as shaded bands, when the block
/// uses them.
enum FigureBands {
    static func markup(_ c: FigureRenderer.ViewContext) -> Markup {
        var out = Markup()
        for (name, kind) in [("root.safe", "safe"), ("root.margins", "margins"), ("root.readable", "readable")] {
            guard let g = c.solution.guides[name] else { continue }
            out.element("div", [.init("class", "plumb-band plumb-band-\(kind)"), .init("title", name), .init("style", c.box(g))], text: "")
            out.newline()
        }
        return out
    }
}
