import Foundation
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

    /// The written constraints and, collapsed under them, the implicit ones
    /// grouped by what adds them, each with its state at every breakpoint.
    static func constraintTable(_ solved: SolvedBlock) -> String {
        let constraints = solved.block.constraints
        let implicit = implicitRows(solved)
        guard !constraints.isEmpty || !implicit.isEmpty else { return "" }
        var out = "<details class=\"plumb-constraints\"><summary>\(constraints.count) constraint\(constraints.count == 1 ? "" : "s")"
        if !implicit.isEmpty { out += " and \(implicit.count) implicit" }
        out += "</summary>\n"
        let head = solved.breakpoints.map { "<th>\(HTML.number($0.width))\($0.direction == .rtl ? " RTL" : "")</th>" }.joined()
        if !constraints.isEmpty {
            out += "<table><thead><tr><th>line</th><th>constraint</th>\(head)</tr></thead><tbody>\n"
            for (i, c) in constraints.enumerated() {
                let written = BlockNotation().constraint(c) + (c.identifier.map { " #" + $0 } ?? "")
                out += "<tr><td>\(c.location.line)</td><td><code>\(HTML.escape(written))</code></td>"
                for s in solved.breakpoints {
                    guard i < s.statuses.count else { out += "<td></td>"; continue }
                    out += cell(s.statuses[i].state, s.statuses[i].violation)
                }
                out += "</tr>\n"
            }
            out += "</tbody></table>\n"
        }
        if !implicit.isEmpty {
            out += "<details class=\"plumb-implicit\"><summary>\(implicit.count) implicit constraint\(implicit.count == 1 ? "" : "s") (what UIKit adds)</summary>\n"
            out += "<table><thead><tr><th colspan=\"2\">constraint</th>\(head)</tr></thead><tbody>\n"
            var group: ImplicitConstraintStatus.Group?
            for row in implicit {
                if row.group != group {
                    group = row.group
                    out += "<tr class=\"plumb-group\"><th colspan=\"\(2 + solved.breakpoints.count)\">\(HTML.escape(row.group.rawValue))</th></tr>\n"
                }
                out += "<tr><td colspan=\"2\"><code>\(HTML.escape(row.text))</code></td>"
                for status in row.states {
                    out += status.map { cell($0.state, $0.violation) } ?? cell(.inactive, 0)
                }
                out += "</tr>\n"
            }
            out += "</tbody></table></details>\n"
        }
        out += "</details>\n"
        return out
    }

    private static func cell(_ state: ConstraintStatus.State, _ violation: Double) -> String {
        let text: String
        switch state {
        case .holds: text = "holds"
        case .violated: text = "off by \(HTML.number(violation))"
        case .broken: text = "broken (\(HTML.number(violation)))"
        case .inactive: text = "inactive"
        }
        return "<td class=\"plumb-\(state.rawValue)\">\(text)</td>"
    }

    /// One row per implicit constraint seen at any breakpoint, grouped (in
    /// the groups' order, then first appearance), with its state at each.
    static func implicitRows(_ solved: SolvedBlock) -> [(group: ImplicitConstraintStatus.Group, text: String, states: [ImplicitConstraintStatus?])] {
        var order: [String] = []
        var byText: [String: (ImplicitConstraintStatus.Group, [ImplicitConstraintStatus?])] = [:]
        for (k, s) in solved.breakpoints.enumerated() {
            for row in s.implicit {
                if byText[row.text] == nil {
                    order.append(row.text)
                    byText[row.text] = (row.group, Array(repeating: nil, count: solved.breakpoints.count))
                }
                byText[row.text]!.1[k] = row
            }
        }
        let groups = ImplicitConstraintStatus.Group.allCases
        let rows = order.map { (group: byText[$0]!.0, text: $0, states: byText[$0]!.1) }
        return rows.enumerated().sorted {
            let a = groups.firstIndex(of: $0.element.group)!, b = groups.firstIndex(of: $1.element.group)!
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
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
        (["class=\"plumb-equal"], "<li><span class=\"plumb-key plumb-key-equal\"></span>equal sizes (same ticks)</li>"),
        (["plumb-ambiguous-area"], "<li><span class=\"plumb-key plumb-key-ambiguous\"></span>ambiguous</li>"),
        ([" @"], "<li>@N optional priority</li>"),
    ]

    /// A byte search with libc's memchr and memcmp: Foundation's `contains` on a
    /// figure's HTML, ten times per figure, was a tenth of a site build, and
    /// the standard library's generic `utf8.contains(_:)` tried in its place
    /// made the build 3.6 times as costly.
    private static func occurs(_ needle: String, in haystack: String) -> Bool {
        var haystack = haystack, needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard !n.isEmpty else { return true }
                guard n.count <= h.count, let hb = h.baseAddress, let nb = n.baseAddress else { return false }
                var i = 0
                while let at = h.firstIndex(of: n[0], from: i), at <= h.count - n.count {
                    if memcmp(hb + at, nb, n.count) == 0 { return true }
                    i = at + 1
                }
                return false
            }
        }
    }

    /// `drawing`: the panels' HTML, searched for each mark.
    static func html(for drawing: String) -> String {
        let used = entries.filter { entry in entry.needles.contains { FigureLegend.occurs($0, in: drawing) } }
        guard !used.isEmpty else { return "" }
        return "<ul class=\"plumb-legend\" aria-hidden=\"true\">" + used.map(\.html).joined() + "</ul>\n"
    }
}
