import PlumbLayout

/// The root's safe area and layout margins, as shaded bands, when the block
/// uses them.
enum FigureBands {
    static func html(_ c: FigureRenderer.ViewContext) -> String {
        var out = ""
        for (name, kind) in [("root.safe", "safe"), ("root.margins", "margins"), ("root.readable", "readable")] {
            guard let g = c.solution.guides[name] else { continue }
            out += "<div class=\"plumb-band plumb-band-\(kind)\" title=\"\(HTML.escape(name))\" style=\"\(c.box(g))\"></div>\n"
        }
        return out
    }
}
