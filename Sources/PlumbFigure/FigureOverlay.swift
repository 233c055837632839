import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// The SVG drawn over a breakpoint's canvas, in points (its viewBox is the
/// canvas, so it scales with it): spacing and size dimension lines with their
/// values, alignment lines, priority badges on optional constraints, broken
/// constraints in red, ambiguous views hatched with another position they
/// could take, tied views marked.
struct FigureOverlay {
    let solved: SolvedBlock
    let solution: BreakpointSolution
    let geometry: FigureGeometry

    func svg() -> String {
        let w = HTML.number(solution.width), h = HTML.number(max(solution.height, 1))
        let pattern = "hatch-\(solved.line)-\(HTML.number(solution.width))-\(solution.direction.rawValue)"
        var out = "<svg class=\"plumb-overlay\" viewBox=\"0 0 \(w) \(h)\" preserveAspectRatio=\"none\" aria-hidden=\"true\" focusable=\"false\">"
        out += "<defs><pattern id=\"\(pattern)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        out += "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"plumb-hatch-line\"/></pattern></defs>\n"
        for (index, c) in solved.block.constraints.enumerated() where index < solution.statuses.count {
            let status = solution.statuses[index]
            guard status.state != .inactive else { continue }
            out += draw(c, status)
        }
        out += ambiguity(pattern: pattern)
        out += ties()
        out += "</svg>\n"
        return out
    }

    private func stateClass(_ status: ConstraintStatus) -> String {
        switch status.state {
        case .broken: return " plumb-broken"
        case .violated: return " plumb-violated"
        default: return ""
        }
    }

    private func label(_ c: LayoutConstraint, _ status: ConstraintStatus, value: String) -> String {
        var text = value
        if c.priority < Priority.required { text += " @" + HTML.number(Double(Float(c.priority))) }
        if status.state == .broken { text += " broken" }
        if status.state == .violated { text += " (off \(HTML.number(status.violation)))" }
        return text
    }

    private func text(_ x: Double, _ y: Double, _ s: String, anchor: String = "middle", cls: String = "") -> String {
        "<text x=\"\(HTML.number(x))\" y=\"\(HTML.number(y))\" text-anchor=\"\(anchor)\" class=\"plumb-mark\(cls)\">\(HTML.escape(s))</text>"
    }

    private func draw(_ c: LayoutConstraint, _ status: ConstraintStatus) -> String {
        let cls = stateClass(status)
        guard case .anchor(let a) = c.first, let fa = geometry.frame(a.item.name) else { return "" }
        // A size: a dimension line across the view.
        if a.anchor.kind == .dimension, c.second == nil {
            let value = label(c, status, value: "\(a.anchor == .width ? "w" : "h") \(HTML.number(geometry.position(a) ?? 0))")
            if a.anchor == .width {
                let y = fa.y + fa.height - 3
                return "<g class=\"plumb-size\(cls)\"><line x1=\"\(HTML.number(fa.x))\" y1=\"\(HTML.number(y))\" x2=\"\(HTML.number(fa.x + fa.width))\" y2=\"\(HTML.number(y))\"/>"
                    + text(fa.x + fa.width / 2, y - 2, value, cls: cls) + "</g>\n"
            }
            let x = fa.x + fa.width - 3
            return "<g class=\"plumb-size\(cls)\"><line x1=\"\(HTML.number(x))\" y1=\"\(HTML.number(fa.y))\" x2=\"\(HTML.number(x))\" y2=\"\(HTML.number(fa.y + fa.height))\"/>"
                + text(x - 2, fa.y + fa.height / 2, value, anchor: "end", cls: cls) + "</g>\n"
        }
        guard a.anchor.kind != .dimension, case .anchor(let b)? = c.second, c.multiplier == 1,
              let pa = geometry.position(a), let pb = geometry.position(b), let fb = geometry.frame(b.item.name) else { return "" }
        let horizontal = a.anchor.kind == .xAxis
        if a.anchor == b.anchor && c.constant == .points(0) && a.item !== b.item {
            // Alignment: one line through both views.
            if horizontal {
                let y1 = min(fa.y, fb.y), y2 = max(fa.y + fa.height, fb.y + fb.height)
                return "<line class=\"plumb-align\(cls)\" x1=\"\(HTML.number(pa))\" y1=\"\(HTML.number(y1))\" x2=\"\(HTML.number(pa))\" y2=\"\(HTML.number(y2))\"/>\n"
            }
            let x1 = min(fa.x, fb.x), x2 = max(fa.x + fa.width, fb.x + fb.width)
            return "<line class=\"plumb-align\(cls)\" x1=\"\(HTML.number(x1))\" y1=\"\(HTML.number(pa))\" x2=\"\(HTML.number(x2))\" y2=\"\(HTML.number(pa))\"/>\n"
        }
        guard abs(pa - pb) > 0.01 || c.constant != .points(0) else { return "" }
        // Spacing: a dimension line between the two anchors, level with the
        // middle of the constrained view.
        let value = label(c, status, value: HTML.number(abs(pa - pb)))
        if horizontal {
            let y = fa.y + fa.height / 2
            return "<g class=\"plumb-spacing\(cls)\"><line x1=\"\(HTML.number(pb))\" y1=\"\(HTML.number(y))\" x2=\"\(HTML.number(pa))\" y2=\"\(HTML.number(y))\"/>"
                + text((pa + pb) / 2, y - 3, value, cls: cls) + "</g>\n"
        }
        let x = fa.x + fa.width / 2
        return "<g class=\"plumb-spacing\(cls)\"><line x1=\"\(HTML.number(x))\" y1=\"\(HTML.number(pb))\" x2=\"\(HTML.number(x))\" y2=\"\(HTML.number(pa))\"/>"
            + text(x + 3, (pa + pb) / 2 + 3, value, anchor: "start", cls: cls) + "</g>\n"
    }

    private func ambiguity(pattern: String) -> String {
        var out = ""
        var drawn = Set<String>()
        for d in solution.diagnostics where d.kind == .ambiguous {
            for name in d.views where !drawn.contains(name) {
                drawn.insert(name)
                guard let f = geometry.frame(name) else { continue }
                out += "<rect class=\"plumb-ambiguous-area\" x=\"\(HTML.number(f.x))\" y=\"\(HTML.number(f.y))\" width=\"\(HTML.number(max(f.width, 2)))\" height=\"\(HTML.number(max(f.height, 2)))\" fill=\"url(#\(pattern))\"/>"
                if let alt = solution.alternatives[name], let parent = geometry.frame(alt.parent) {
                    out += "<rect class=\"plumb-ghost\" x=\"\(HTML.number(parent.x + alt.x))\" y=\"\(HTML.number(parent.y + alt.y))\" width=\"\(HTML.number(max(alt.width, 2)))\" height=\"\(HTML.number(max(alt.height, 2)))\"/>"
                }
                out += text(f.x + 2, f.y + 10, "ambiguous", anchor: "start", cls: " plumb-broken") + "\n"
            }
        }
        return out
    }

    private func ties() -> String {
        var out = ""
        var drawn = Set<String>()
        for d in solution.diagnostics where d.kind == .tie {
            for name in d.views where !drawn.contains(name) {
                drawn.insert(name)
                guard let f = geometry.frame(name) else { continue }
                out += text(f.x + f.width - 2, f.y + 10, "tie", anchor: "end", cls: " plumb-tie") + "\n"
            }
        }
        return out
    }
}
