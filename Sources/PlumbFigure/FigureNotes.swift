import Foundation
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The words around a figure: its accessible title and description, the
/// block's diagnostics, and the table of constraints at every breakpoint.
enum FigureNotes {
    static func title(_ solved: SolvedBlock, _ s: BreakpointSolution, words: FigureWords = .english) -> String {
        words("figureTitle", ["subject": solved.block.caption ?? words("figureUntitled"),
                              "width": HTML.number(s.width), "height": HTML.number(s.height)])
    }

    /// Every frame in words, in declaration order.
    static func description(_ solved: SolvedBlock, _ s: BreakpointSolution, words: FigureWords = .english) -> String {
        var parts: [String] = []
        for name in s.names {
            guard let f = s.frames[name] else { continue }
            var text = words("figureFrame", ["name": name, "x": HTML.number(f.x), "y": HTML.number(f.y),
                                             "width": HTML.number(f.width), "height": HTML.number(f.height)])
            if f.parent != "root" { text += words("figureFrameIn", ["parent": f.parent]) }
            parts.append(text)
        }
        for d in s.diagnostics { parts.append(words("figureSeverityLine", ["severity": severity(d.severity, words), "message": d.words(in: words.language).message])) }
        return parts.joined(separator: words("figureListSeparator")) + words("figureSentenceEnd")
    }

    /// A severity as the page's language names it.
    static func severity(_ s: Diagnostic.Severity, _ words: FigureWords) -> String {
        switch s {
        case .error: return words("figureSeverityError")
        case .warning: return words("figureSeverityWarning")
        case .note: return words("figureSeverityNote")
        }
    }

    static func diagnostics(_ solved: SolvedBlock, words: FigureWords = .english) -> Markup {
        var seen = Set<String>()
        var items: [Markup] = []
        for d in solved.allDiagnostics {
            let key = "\(d.kind)|\(d.location)|\(d.views)"
            guard seen.insert(key).inserted else { continue }
            var item = Markup()
            // The diagnostic's own words in the page's language.
            let said = d.words(in: words.language)
            item.element("li", [.init("class", "plumb-\(d.severity.rawValue)")]) { li in
                li.element("span", [.init("class", "plumb-kind")], text: d.kind.rawValue)
                li.breakableText(" " + words("figureAtLine", ["line": "\(d.location.line)"]) + said.message)
                if let s = said.suggestion {
                    li.text(" ")
                    // On a line of its own, named, so that it does not read as
                    // the end of the message's sentence.
                    li.element("span", [.init("class", "plumb-fix")]) { $0.breakableText(words("figureFix") + s) }
                }
                if !said.notes.isEmpty {
                    li.element("ul") { ul in
                        for (location, note) in zip(d.noteLocations, said.notes) {
                            ul.element("li") { $0.breakableText(words("figureAtLine", ["line": "\(location.line)"]) + note) }
                        }
                    }
                }
            }
            items.append(item)
        }
        var out = Markup()
        guard !items.isEmpty else { return out }
        out.open("ul", [.init("class", "plumb-diagnostics")])
        out.newline()
        for (i, item) in items.enumerated() {
            if i > 0 { out.newline() }
            out.append(item)
        }
        out.newline()
        out.close("ul")
        out.newline()
        return out
    }

    /// The written constraints and, collapsed under them, the implicit ones
    /// grouped by what adds them, each with its state at every breakpoint.
    static func constraintTable(_ solved: SolvedBlock, words: FigureWords = .english) -> Markup {
        let constraints = writtenRows(solved)
        let implicit = implicitRows(solved)
        var out = Markup()
        guard !constraints.isEmpty || !implicit.isEmpty else { return out }
        let cells = StateCells(words: words)
        out.open("details", [.init("class", "plumb-constraints")])
        var summary = constraints.count == 1 ? words("figureOneConstraint") : words("figureConstraints", ["count": "\(constraints.count)"])
        if !implicit.isEmpty { summary += words("figureAndImplicit", ["count": "\(implicit.count)"]) }
        out.element("summary", text: summary)
        out.newline()
        if !constraints.isEmpty {
            out.open("table")
            out.element("thead") { $0.element("tr") { tr in
                tr.element("th", text: words("figureLine"))
                tr.element("th", text: words("figureConstraint"))
                widthHeadings(solved, into: &tr)
            } }
            out.open("tbody")
            out.newline()
            for (i, c) in constraints.enumerated() {
                // In the block's own terms: a code figure's rows are its code.
                let written = solved.parsed.notation.tableRow(c)
                out.element("tr") { tr in
                    tr.element("td", text: "\(c.location.line)")
                    tr.element("td") { $0.element("code", text: written) }
                    for (j, s) in solved.breakpoints.enumerated() {
                        guard let k = statusIndex(of: c, row: i, in: solved, breakpoint: j), k < s.statuses.count else { tr.element("td", text: ""); continue }
                        cells.write(s.statuses[k].state, s.statuses[k].violation, into: &tr)
                    }
                }
                out.newline()
            }
            out.close("tbody")
            out.close("table")
            out.newline()
        }
        if !implicit.isEmpty { implicitTable(solved, implicit, words: words, cells: cells, into: &out) }
        out.close("details")
        out.newline()
        return out
    }

    /// The written constraints, one row each: the block's, or for a tree
    /// that changes with the size class, every variant's in line order (a
    /// line read in both classes is one row).
    private static func writtenRows(_ solved: SolvedBlock) -> [LayoutConstraint] {
        guard !solved.breakpointBlocks.isEmpty else { return solved.block.constraints }
        var rows: [LayoutConstraint] = []
        var seen = Set<String>()
        for block in [solved.block] + solved.breakpointBlocks {
            for c in block.constraints where seen.insert(rowKey(c)).inserted { rows.append(c) }
        }
        return rows.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    private static func rowKey(_ c: LayoutConstraint) -> String { "\(c.location)|\(BlockNotation().constraint(c))" }

    /// Where row `row`'s constraint sits in breakpoint `j`'s statuses: its
    /// index in the block that breakpoint was solved with (nil: that
    /// variant has no such line).
    private static func statusIndex(of c: LayoutConstraint, row: Int, in solved: SolvedBlock, breakpoint j: Int) -> Int? {
        guard !solved.breakpointBlocks.isEmpty else { return row }
        let key = rowKey(c)
        return solved.block(at: j).constraints.firstIndex { rowKey($0) == key }
    }

    private static func widthHeadings(_ solved: SolvedBlock, into tr: inout Markup) {
        for s in solved.breakpoints { tr.element("th", text: "\(HTML.number(s.width))\(s.direction == .rtl ? " RTL" : "")") }
    }

    private static func implicitTable(_ solved: SolvedBlock, _ implicit: [(group: ImplicitConstraintStatus.Group, mention: ConstraintMention, states: [ImplicitConstraintStatus?])],
                                      words: FigureWords, cells: StateCells, into out: inout Markup) {
        out.open("details", [.init("class", "plumb-implicit")])
        out.element("summary", text: implicit.count == 1 ? words("figureOneImplicit") : words("figureImplicit", ["count": "\(implicit.count)"]))
        out.newline()
        out.open("table")
        out.element("thead") { $0.element("tr") { tr in
            tr.element("th", [.init("colspan", "2")], text: words("figureConstraint"))
            widthHeadings(solved, into: &tr)
        } }
        out.open("tbody")
        out.newline()
        var group: ImplicitConstraintStatus.Group?
        for row in implicit {
            if row.group != group {
                group = row.group
                out.element("tr", [.init("class", "plumb-group")]) {
                    $0.element("th", [.init("colspan", "\(2 + solved.breakpoints.count)")], text: words(groupKey(row.group)))
                }
                out.newline()
            }
            out.element("tr") { tr in
                tr.element("td", [.init("colspan", "2")]) { $0.append(FigureImplicitRow.markup(row.mention, words: words, notation: solved.parsed.notation)) }
                for status in row.states {
                    cells.write(status?.state ?? .inactive, status?.violation ?? 0, into: &tr)
                }
            }
            out.newline()
        }
        out.close("tbody")
        out.close("table")
        out.close("details")
        out.newline()
    }

    private static func groupKey(_ group: ImplicitConstraintStatus.Group) -> String {
        switch group {
        case .root: return "figureGroupRoot"
        case .contentSize: return "figureGroupContentSize"
        case .stack: return "figureGroupStack"
        case .autoresizing: return "figureGroupAutoresizing"
        case .guides: return "figureGroupGuides"
        }
    }

    /// A table's state cells. "holds" and "inactive" (nearly every cell)
    /// are the same markup throughout a figure's tables: written once and
    /// copied, where a words lookup, a class name and an escape per cell
    /// were most of a table's cost.
    private struct StateCells {
        let words: FigureWords
        let holds: Markup
        let inactive: Markup

        init(words: FigureWords) {
            self.words = words
            holds = StateCells.cell(.holds, 0, words: words)
            inactive = StateCells.cell(.inactive, 0, words: words)
        }

        func write(_ state: ConstraintStatus.State, _ violation: Double, into tr: inout Markup) {
            switch state {
            case .holds: tr.append(holds)
            case .inactive: tr.append(inactive)
            case .violated, .broken: tr.append(StateCells.cell(state, violation, words: words))
            }
        }

        private static func cell(_ state: ConstraintStatus.State, _ violation: Double, words: FigureWords) -> Markup {
            let text: String
            switch state {
            case .holds: text = words("figureHolds")
            case .violated: text = words("figureOffBy", ["value": HTML.number(violation)])
            case .broken: text = words("figureBrokenBy", ["value": HTML.number(violation)])
            case .inactive: text = words("figureInactive")
            }
            var td = Markup()
            td.element("td", [.init("class", "plumb-\(state.rawValue)")], text: text)
            return td
        }
    }

    /// One row per implicit constraint seen at any breakpoint, grouped (in
    /// the groups' order, then first appearance), with its state at each.
    static func implicitRows(_ solved: SolvedBlock) -> [(group: ImplicitConstraintStatus.Group, mention: ConstraintMention, states: [ImplicitConstraintStatus?])] {
        var order: [ConstraintMention] = []
        var byIdentity: [ConstraintMention: (ImplicitConstraintStatus.Group, [ImplicitConstraintStatus?])] = [:]
        for (k, s) in solved.breakpoints.enumerated() {
            for row in s.implicit {
                if byIdentity[row.constraint] == nil {
                    order.append(row.constraint)
                    byIdentity[row.constraint] = (row.group, Array(repeating: nil, count: solved.breakpoints.count))
                }
                byIdentity[row.constraint]!.1[k] = row
            }
        }
        let groups = ImplicitConstraintStatus.Group.allCases
        // Worded when the table is drawn (`FigureImplicitRow`), the last step.
        let rows = order.map { (group: byIdentity[$0]!.0, mention: $0, states: byIdentity[$0]!.1) }
        return rows.enumerated().sorted {
            let a = groups.firstIndex(of: $0.element.group)!, b = groups.firstIndex(of: $1.element.group)!
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }
}

/// What a figure draws that needs a key, in the legend's order. A new kind
/// of mark is a new case, and the compiler then asks for its key.
enum FigureMark: CaseIterable, Hashable {
    case spacing, stackSpacing, equalGaps, equalCentres, hiddenArranged, alignment, size, guide, alignmentRect, frameContent, offscreen, unreachable, broken, givesWay, intrinsic, equalSizes, ambiguous, otherOutcome, optionalPriority,
         variantChange, variantMoved, boundsMoved
}

/// The key to the overlay's marks, listing only those the figure draws.
enum FigureLegend {
    static func markup(for marks: Set<FigureMark>, words: FigureWords = .english) -> Markup {
        var out = Markup()
        guard !marks.isEmpty else { return out }
        out.element("ul", [.init("class", "plumb-legend"), .init("aria-hidden", "true")]) { ul in
            for mark in FigureMark.allCases where marks.contains(mark) { ul.append(key(mark, words)) }
        }
        out.newline()
        return out
    }

    /// One entry: the mark's swatch (when it has one) and its meaning.
    private static func key(_ mark: FigureMark, _ words: FigureWords) -> Markup {
        switch mark {
        case .spacing: return key("plumb-key-spacing", words("figureKeySpacing"))
        case .stackSpacing: return key("plumb-key-stack", words("figureKeyStackSpacing"))
        case .equalGaps: return key("plumb-key-equal", words("figureKeyEqualGaps"))
        case .equalCentres: return key("plumb-key-equal", words("figureKeyEqualCentres"))
        case .hiddenArranged: return key("plumb-key-hidden", words("figureKeyHiddenArranged"))
        case .alignment: return key("plumb-key-align", words("figureKeyAlignment"))
        case .size: return key("plumb-key-size", words("figureKeySize"))
        case .guide: return key("plumb-key-guide", words("figureKeyGuide"))
        case .alignmentRect: return key("plumb-key-alignment-rect", words("figureKeyAlignmentRect"))
        case .offscreen: return key("plumb-key-offscreen", words("figureKeyOffscreen"))
        case .unreachable: return key("plumb-key-unreachable", words("figureKeyUnreachable"))
        case .frameContent: return key("plumb-key-frame-content", words("figureKeyFrameContent"))
        case .broken: return key("plumb-key-broken", words("figureKeyBroken"))
        case .givesWay: return key("plumb-key-broken plumb-key-violated", words("figureKeyGivesWay"))
        case .intrinsic: return key("plumb-key-intrinsic", words("figureKeyIntrinsic"))
        case .equalSizes: return key("plumb-key-equal", words("figureKeyEqualSizes"))
        case .ambiguous: return key("plumb-key-ambiguous", words("figureKeyAmbiguous"))
        case .otherOutcome: return key("plumb-key-ghost", words("figureKeyOtherOutcome"))
        case .optionalPriority: return key(nil, words("figureKeyOptionalPriority"))
        case .variantChange: return key("plumb-key-variant", words("figureKeyVariantChange"))
        case .variantMoved: return key("plumb-key-variant plumb-key-moved", words("figureKeyVariantMoved"))
        case .boundsMoved: return key("plumb-key-bounds", words("figureKeyBoundsMoved"))
        }
    }

    private static func key(_ swatch: String?, _ meaning: String) -> Markup {
        var li = Markup()
        li.element("li") {
            if let swatch { $0.element("span", [.init("class", "plumb-key " + swatch)], text: "") }
            $0.text(meaning)
        }
        return li
    }
}
