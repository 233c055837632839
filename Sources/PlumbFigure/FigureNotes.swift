import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The words around a figure: its accessible title and description, the
/// block's diagnostics, and the table of constraints at every breakpoint.
enum FigureNotes {
    static func title(_ solved: SolvedBlock, _ s: BreakpointSolution) -> String {
        let subject = solved.block.caption ?? "Layout"
        return "\(subject), at \(HTML.number(s.width)) by \(HTML.number(s.height)) points"
    }

    /// Every frame in words, in declaration order.
    static func description(_ solved: SolvedBlock, _ s: BreakpointSolution) -> String {
        var parts: [String] = []
        for name in s.names {
            guard let f = s.frames[name] else { continue }
            var text = "\(name): x \(HTML.number(f.x)), y \(HTML.number(f.y)), \(HTML.number(f.width)) by \(HTML.number(f.height))"
            if f.parent != "root" { text += " in \(f.parent)" }
            parts.append(text)
        }
        for d in s.diagnostics { parts.append("\(d.severity.rawValue): \(d.message)") }
        return parts.joined(separator: "; ") + "."
    }

    static func diagnostics(_ solved: SolvedBlock) -> String {
        var seen = Set<String>()
        var items: [String] = []
        for d in solved.allDiagnostics {
            let key = "\(d.kind)|\(d.location)|\(d.views)"
            guard seen.insert(key).inserted else { continue }
            var text = "<li class=\"plumb-\(d.severity.rawValue)\"><span class=\"plumb-kind\">\(HTML.escape(d.kind.rawValue))</span> "
            text += "line \(d.location.line): \(HTML.escape(d.message))"
            if let s = d.suggestion { text += " <span class=\"plumb-fix\">\(HTML.escape(s))</span>" }
            if !d.notes.isEmpty {
                text += "<ul>" + d.notes.map { "<li>line \($0.location.line): \(HTML.escape($0.message))</li>" }.joined() + "</ul>"
            }
            items.append(text + "</li>")
        }
        guard !items.isEmpty else { return "" }
        return "<ul class=\"plumb-diagnostics\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
    }

    static func constraintTable(_ solved: SolvedBlock) -> String {
        let constraints = solved.block.constraints
        guard !constraints.isEmpty else { return "" }
        var out = "<details class=\"plumb-constraints\"><summary>\(constraints.count) constraint\(constraints.count == 1 ? "" : "s")</summary>\n"
        out += "<table><thead><tr><th>line</th><th>constraint</th>"
        for s in solved.breakpoints { out += "<th>\(HTML.number(s.width))\(s.direction == .rtl ? " RTL" : "")</th>" }
        out += "</tr></thead><tbody>\n"
        for (i, c) in constraints.enumerated() {
            out += "<tr><td>\(c.location.line)</td><td><code>\(HTML.escape(BlockNotation().constraint(c)))</code></td>"
            for s in solved.breakpoints {
                guard i < s.statuses.count else { out += "<td></td>"; continue }
                let st = s.statuses[i]
                let text: String
                switch st.state {
                case .holds: text = "holds"
                case .violated: text = "off by \(HTML.number(st.violation))"
                case .broken: text = "broken (\(HTML.number(st.violation)))"
                case .inactive: text = "inactive"
                }
                out += "<td class=\"plumb-\(st.state.rawValue)\">\(text)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></details>\n"
        return out
    }
}

/// What the overlay's marks mean.
/// The key to the overlay's marks, listing only those the figure uses.
enum FigureLegend {
    /// Each mark, with what in the drawing's HTML shows that it is used.
    private static let entries: [(needles: [String], html: String)] = [
        (["class=\"plumb-spacing"], "<li><span class=\"plumb-key plumb-key-spacing\"></span>spacing</li>"),
        (["class=\"plumb-align"], "<li><span class=\"plumb-key plumb-key-align\"></span>alignment</li>"),
        (["class=\"plumb-size"], "<li><span class=\"plumb-key plumb-key-size\"></span>size</li>"),
        (["class=\"plumb-guide\"", "class=\"plumb-band"], "<li><span class=\"plumb-key plumb-key-guide\"></span>guide</li>"),
        ([" plumb-broken"], "<li><span class=\"plumb-key plumb-key-broken\"></span>broken</li>"),
        ([" plumb-violated"], "<li><span class=\"plumb-key plumb-key-broken plumb-key-violated\"></span>gives way</li>"),
        (["class=\"plumb-intrinsic"], "<li><span class=\"plumb-key plumb-key-intrinsic\"></span>content's own size</li>"),
        (["plumb-ambiguous-area"], "<li><span class=\"plumb-key plumb-key-ambiguous\"></span>ambiguous</li>"),
        ([" @"], "<li>@N optional priority</li>"),
    ]

    /// `drawing`: the panels' HTML, searched for each mark.
    static func html(for drawing: String) -> String {
        let used = entries.filter { $0.needles.contains { drawing.contains($0) } }
        guard !used.isEmpty else { return "" }
        return "<ul class=\"plumb-legend\" aria-hidden=\"true\">" + used.map(\.html).joined() + "</ul>\n"
    }
}
