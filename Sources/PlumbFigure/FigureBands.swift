import PlumbLayout

/// The root's safe area and layout margins, as shaded bands, when the block
/// uses them.
enum FigureBands {
    static func html(_ s: BreakpointSolution, geometry: FigureGeometry, width: Double) -> String {
        var out = ""
        for (name, kind) in [("root.safe", "safe"), ("root.margins", "margins"), ("root.readable", "readable")] {
            guard let g = s.guides[name] else { continue }
            let length = { (v: Double) -> String in v == 0 ? "0" : "calc(100cqw*\(HTML.number(v))/\(HTML.number(width)))" }
            out += "<div class=\"plumb-band plumb-band-\(kind)\" title=\"\(HTML.escape(name))\" style=\"left:\(length(g.x));top:\(length(g.y));"
            out += "width:\(length(g.width));height:\(length(g.height))\"></div>\n"
        }
        return out
    }
}
