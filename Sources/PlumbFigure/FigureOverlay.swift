import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// What is drawn over a breakpoint's canvas to explain it: an SVG of lines
/// in points (its viewBox is the canvas, so it scales with it): spacing and
/// size dimension lines, alignment lines, broken constraints in red,
/// ambiguous views hatched with another position they could take; and the
/// labels that say what each line means (`FigureLabels`): the value, the
/// relation (≥ 8), the multiplier (0.5× root.width), the system spacing, the
/// priority of an optional constraint, and for one that does not hold what
/// it wants and what it gets.
struct FigureOverlay {
    let solved: SolvedBlock
    let solution: BreakpointSolution
    let geometry: FigureGeometry
    /// The labels' words, in the page's language.
    var words: FigureWords = .english

    /// The lines, and the labels still to be placed.
    /// What the drawing shows that the legend explains, noted as it is drawn.
    var marks: Set<FigureMark> = []
    /// The alignment-line pieces drawn so far, so that lines cut alike are
    /// drawn once (`alignmentLine`).
    var alignmentSegments: Set<String> = []
    /// Where the equal-size ticks are drawn (points): labels are placed
    /// clear of them, as of text (a tick through "h 1" read "h/1").
    var tickAreas: [FigureRect] = []
    /// Where the dimension lines (sizes, gaps, content sizes, a stack's
    /// spacing; not alignment lines, which cross views by design) are
    /// drawn: labels prefer places clear of them (`FigureLabels.place`).
    let dimensionLines = DrawnLines()
    /// The views drawn with a fill and their frames, found at the first
    /// size label (`filledFrames`).
    var filledViews: [(view: LayoutItem, frame: FigureRect)]?
    /// The size lines drawn so far: a later one on the same spot moves in
    /// (`staggered`).
    var sizeLines: [(vertical: Bool, at: Double, from: Double, to: Double)] = []
    /// In a variant's tab: the lines it adds, whose constraints are marked.
    var variantMarking: FigureVariantMarking?

    mutating func draw() -> (svg: Markup, labels: [FigureLabel], marks: Set<FigureMark>) {
        let w = HTML.number(solution.width), h = HTML.number(max(solution.height, 1))
        let pattern = "hatch-\(solved.line)\(variantMarking.map { "-" + $0.key } ?? "")-\(HTML.number(solution.width))-\(solution.direction.rawValue)"
        var out = Markup()
        out.open("svg", [.init("class", "plumb-overlay"), .init("viewBox", "0 0 \(w) \(h)"), .init("preserveAspectRatio", "none"),
                         .init("aria-hidden", "true"), .init("focusable", "false")])
        out.element("defs") { defs in
            defs.element("pattern", [.init("id", pattern), .init("width", "6"), .init("height", "6"), .init("patternUnits", "userSpaceOnUse"),
                                     .init("patternTransform", "rotate(45)")]) {
                $0.empty("line", [.init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "6"), .init("class", "plumb-hatch-line")])
            }
        }
        out.newline()
        var labels: [FigureLabel] = []
        var insetsDrawn = Set<String>()
        for (index, c) in solved.block.constraints.enumerated() where index < solution.statuses.count {
            let status = solution.statuses[index]
            guard status.state != .inactive else { continue }
            if let (svg, inset) = guideInsetMark(c, drawn: &insetsDrawn) {
                out.append(svg)
                var inset = inset
                if case .anchor(let a) = c.first { inset.owner = a.item.name }
                labels.append(inset)
            }
            if var (svg, label) = draw(c, status) {
                // A line a variant adds: its constraint is what the tab is about.
                if variantMarking?.added.contains(c.location.line) == true {
                    svg = group(.variantChange, "plumb-variant-added", svg)
                    label?.classes += " plumb-variant-added"
                }
                out.append(svg)
                if status.state == .broken { marks.insert(.broken) }
                if status.state == .violated { marks.insert(.givesWay) }
                if var label {
                    label.owner = c.first.refs[0].item.name
                    labels.append(label)
                    // `describe` wrote "@N" after the label's numbers.
                    if c.priority < Priority.required { marks.insert(.optionalPriority) }
                }
            }
        }
        out.append(equalSizeMarks())
        let (stackLines, stackLabels) = stackMarks()
        out.append(stackLines)
        labels += stackLabels
        let (ghosts, ghostLabels) = stackGhostsAndAlignments()
        out.append(ghosts)
        labels += ghostLabels
        labels += areaLabels()
        labels += intrinsicLabels()
        let (sizingLines, sizingLabels) = contentSizing()
        out.append(sizingLines)
        labels += sizingLabels
        let (boundsLines, boundsLabels) = FigureBoundsMarks.marks(solved.block, solution, geometry, words: words)
        if !boundsLabels.isEmpty { marks.insert(.boundsMoved) }
        out.append(boundsLines)
        labels += boundsLabels
        let (hatches, tieLabels) = ambiguityAndTies(pattern: pattern)
        out.append(hatches)
        labels += tieLabels
        out.close("svg")
        out.newline()
        return (out, labels, marks)
    }

    private func stateClass(_ status: ConstraintStatus) -> String {
        switch status.state {
        case .broken: return " plumb-broken"
        case .violated: return " plumb-violated"
        default: return ""
        }
    }

    private static func sign(_ r: Constraint.Relation) -> String {
        switch r {
        case .equal: return ""
        case .greaterOrEqual: return "≥ "
        case .lessOrEqual: return "≤ "
        }
    }

    private static func flipped(_ r: Constraint.Relation) -> Constraint.Relation {
        switch r {
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        case .lessOrEqual: return .greaterOrEqual
        }
    }

    /// "8", "≥ 8" (at its bound), "20 (≥ 8)" (with room), "187.5 =
    /// 0.5× root.width" (a proportion), or, when it does not hold, "wants
    /// ≥ 8, gets 4"; then "@750" for an optional one.
    func describe(_ c: LayoutConstraint, _ status: ConstraintStatus, relation: Constraint.Relation, wanted: String,
                          wantedValue: Double, actual: Double, expression: String? = nil) -> String {
        var text: String
        let sign = FigureOverlay.sign(relation)
        let value = FigureLabels.number(actual)
        if status.state == .broken || status.state == .violated {
            text = words("figureWants", ["wanted": sign + wanted, "value": value])
        } else if let expression {
            text = relation == .equal ? "\(value) = \(expression)" : "\(value) \(sign)\(expression)"
        } else if relation == .equal || abs(actual - wantedValue) < FigureTolerance.labelled {
            text = sign + wanted
        } else {
            text = "\(value) (\(sign)\(wanted))"
        }
        // In the block's own terms: `@.defaultHigh` in a Swift figure.
        if c.priority < Priority.required { text += " @" + solved.parsed.notation.priorityMark(c) }
        return text
    }

    private func constantText(_ constant: LayoutConstant, magnitude: Bool = true) -> String {
        switch constant {
        case .points(let p): return FigureLabels.number(magnitude ? abs(p) : p)
        case .system(let m): return words("figureSystemSpacing", ["value": FigureLabels.number(abs(m * LayoutConstant.systemSpacing))])
        }
    }

    /// `dimension`: false for alignment lines (they cross views by design)
    /// and the equal-size ticks (which labels keep clear of outright:
    /// `tickAreas`).
    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ cls: String = "", dimension: Bool = true) -> Markup {
        if dimension { dimensionLines.add(x1, y1, x2, y2) }
        var out = Markup()
        out.empty("line", [cls.isEmpty ? nil : .init("class", cls), .init("x1", number: x1), .init("y1", number: y1),
                           .init("x2", number: x2), .init("y2", number: y2)])
        return out
    }

    /// `<g class="…">…</g>` and a line break: one mark, noted for the legend.
    mutating func group(_ mark: FigureMark, _ cls: String, _ content: Markup) -> Markup {
        marks.insert(mark)
        var out = Markup()
        out.element("g", [.init("class", cls)]) { $0.append(content) }
        out.newline()
        return out
    }

    /// A mark that is one line, on a line of its own.
    private mutating func lineMark(_ mark: FigureMark, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ cls: String) -> Markup {
        marks.insert(mark)
        var out = line(x1, y1, x2, y2, cls)
        out.newline()
        return out
    }

    private mutating func draw(_ c: LayoutConstraint, _ status: ConstraintStatus) -> (Markup, FigureLabel?)? {
        let cls = stateClass(status)
        if case .distance(let p, let q) = c.first { return distance(c, p, q, status, cls) }
        guard case .anchor(let a) = c.first, let fa = geometry.frame(of: a.item) else { return nil }
        if a.anchor.kind == .dimension {
            return size(c, a, fa, status, cls)
        }
        guard case .anchor(let b)? = c.second else { return nil }
        if c.multiplier != 1 { return proportionalPosition(c, a, b, fa, status, cls) }
        guard let pa = geometry.position(a), let pb = geometry.position(b, seenFrom: a.item), let fb = geometry.frame(of: b.item) else { return nil }
        let horizontal = a.anchor.kind == .xAxis
        if a.anchor == b.anchor && c.constant == .points(0) && a.item !== b.item {
            // Alignment: one line through both views, stopping at their text.
            return (alignmentLine(at: pa, vertical: horizontal, between: fa, and: fb, "plumb-align\(cls)"), nil)
        }
        guard abs(pa - pb) > FigureTolerance.drawn || c.constant != .points(0) else { return nil }
        // Spacing: a dimension line between the two anchors, level with the
        // middle of the constrained view. `a REL b + k` with k < 0 reads
        // `b - a` the other way round (`x.trailing <= root.trailing - 16`
        // is a gap of at least 16).
        let k = c.constant.points
        let relation = k < 0 ? FigureOverlay.flipped(c.relation) : c.relation
        // The gap as the constraint measures it: in reading order for
        // leading and trailing (right to left in RTL), negative when the
        // views overlap or one sticks out ("wants ≥ 10, gets −90").
        let reading = solution.direction == .rtl && [.leading, .trailing].contains(a.anchor) ? -1.0 : 1.0
        let gap = (pa - pb) * reading * (k < 0 ? -1 : 1)
        let text = describe(c, status, relation: relation, wanted: constantText(c.constant), wantedValue: abs(k), actual: gap)
        let f: SolvedFrame = FigureGeometry.levelAnchor(a, b).item === a.item ? fa : fb
        return gapMark(from: pb, to: pa, level: f, spacing: (fa, fb), horizontal: horizontal, text: text, cls: cls)
    }

    /// A gap's dimension line from `from` to `to` (x positions when
    /// `horizontal`, else y), level with the middle of `f`, and its label
    /// beside it, with the places to try when that one is crowded, and
    /// the band across it the views it spaces (`spacing`) hold, where it
    /// may slide.
    private mutating func gapMark(from: Double, to: Double, level f: SolvedFrame, spacing: (SolvedFrame, SolvedFrame), horizontal: Bool,
                                  text: String, cls: String) -> (Markup, FigureLabel) {
        let lo = min(from, to), hi = max(from, to), mid = (from + to) / 2
        if horizontal {
            let y = f.y + f.height / 2
            var label = FigureLabel(x: mid, y: y - 1, alignX: 0.5, alignY: 1, text: text, classes: cls)
            label.alternatives = [(mid, y + 1, 0.5, 0), (lo, y - 1, 0, 1), (hi, y - 1, 1, 1), (lo, y + 1, 0, 0), (hi, y + 1, 1, 0)]
            label.awayAlternatives = [(mid, f.y - 1, 0.5, 1), (mid, f.y + f.height + 1, 0.5, 0)]
            return (group(.spacing, "plumb-spacing\(cls)", line(from, y, to, y)), label)
        }
        let x = f.x + f.width / 2
        var label = FigureLabel(x: x + 2, y: mid, alignX: 0, alignY: 0.5, text: text, classes: cls)
        label.alternatives = [(x - 2, mid, 1, 0.5), (x + 2, lo, 0, 0), (x + 2, hi, 0, 1), (x - 2, lo, 1, 0), (x - 2, hi, 1, 1)]
        label.awayAlternatives = [(f.x + f.width + 2, mid, 0, 0.5), (f.x - 2, mid, 1, 0.5)]
        // Beside a vertical gap only: above or below a horizontal one a
        // label wider than the gap slid over the views it spaces, or onto
        // another margin's label beside them.
        label.slides = FigureSlide(.horizontal, spacing: spacing.0, spacing.1)
        return (group(.spacing, "plumb-spacing\(cls)", line(x, from, x, to)), label)
    }

    /// A size: a dimension line across the view, labelled with its value
    /// and what decides it ("w ≥ 120", "w = 0.5× root.width", "h = w").
    private mutating func size(_ c: LayoutConstraint, _ a: AnchorRef, _ fa: SolvedFrame, _ status: ConstraintStatus, _ cls: String) -> (Markup, FigureLabel?)? {
        let isWidth = a.anchor == .width
        let short = isWidth ? "w" : "h"
        // What the constraint measures: the alignment rectangle's size, not
        // the frame's (they differ by the alignment insets).
        guard let actual = geometry.position(a), let (wanted, wantedValue, expression) = wantedLength(c, measuring: a) else { return nil }
        let text = "\(short) " + describe(c, status, relation: c.relation, wanted: wanted, wantedValue: wantedValue, actual: actual,
                                          expression: expression)
        let others = filledFrames(besides: a.item)
        if isWidth {
            let y = staggered(fa.y + fa.height - 3, vertical: false, from: fa.x, to: fa.x + fa.width, within: fa.y)
            var label = FigureLabel(x: fa.x + fa.width / 2, y: y - 1, alignX: 0.5, alignY: 1, text: text, classes: cls)
            label.alternatives = [(fa.x + fa.width / 2, y + 1, 0.5, 0), (fa.x, y - 1, 0, 1), (fa.x + fa.width, y - 1, 1, 1),
                                  (fa.x + fa.width / 2, fa.y + fa.height + 1, 0.5, 0)]
            label.avoiding = others
            let caps = line(fa.x + 0.5, y - 3, fa.x + 0.5, y + 3) + line(fa.x + fa.width - 0.5, y - 3, fa.x + fa.width - 0.5, y + 3)
            return (group(.size, "plumb-size\(cls)", line(fa.x, y, fa.x + fa.width, y) + caps), label)
        }
        let x = staggered(fa.x + fa.width - 3, vertical: true, from: fa.y, to: fa.y + fa.height, within: fa.x)
        var label = FigureLabel(x: x - 2, y: fa.y + fa.height / 2, alignX: 1, alignY: 0.5, text: text, classes: cls)
        label.alternatives = [(x + 2, fa.y + fa.height / 2, 0, 0.5), (x - 2, fa.y, 1, 0), (x - 2, fa.y + fa.height, 1, 1),
                              (fa.x + fa.width + 1, fa.y + fa.height / 2, 0, 0.5)]
        label.avoiding = others
        let caps = line(x - 3, fa.y + 0.5, x + 3, fa.y + 0.5) + line(x - 3, fa.y + fa.height - 0.5, x + 3, fa.y + fa.height - 0.5)
        return (group(.size, "plumb-size\(cls)", line(x, fa.y, x, fa.y + fa.height) + caps), label)
    }

    /// Where a size line drawn `at` (x for a vertical one, else y), from
    /// `from` to `to` along it, goes: moved in from the view's edge,
    /// `sizeLineStep` at a time, while it would lie on a size line drawn
    /// before and overlap it (at most three times, and never closer than
    /// 3 pt to the view's other edge, `within`: a 10-pt view's third line
    /// was drawn off the canvas). A scroll view's "h 300" and its
    /// content's "h 400" were one line on their shared right edge,
    /// neither's ends to be seen.
    private mutating func staggered(_ at: Double, vertical: Bool, from: Double, to: Double, within edge: Double) -> Double {
        func takenBefore(_ at: Double) -> Bool {
            sizeLines.contains { $0.vertical == vertical && abs($0.at - at) < FigureOverlay.sizeLineStep / 2
                                 && min($0.to, to) - max($0.from, from) > FigureTolerance.drawn }
        }
        var at = at, moves = 0
        while moves < 3 && takenBefore(at) && at - FigureOverlay.sizeLineStep >= edge + 3 {
            (at, moves) = (at - FigureOverlay.sizeLineStep, moves + 1)
        }
        sizeLines.append((vertical, at, from, to))
        return at
    }

    /// How far apart (points) size lines on one edge are drawn.
    static let sizeLineStep = 8.0

    /// The frames of the views drawn with a fill (a colour, a filled
    /// button, a switch, an image) beside `item`: not those holding it,
    /// those it holds or any it overlaps, over which its size is drawn by
    /// design. A size
    /// label over another hides where that view starts (the login
    /// screen's "h 1", the height of a 1-pt spacer guide, sat on the
    /// corner of the Log in button beside it).
    private mutating func filledFrames(besides item: LayoutItem) -> [FigureRect] {
        if filledViews == nil {
            filledViews = solved.block.items.compactMap { view in
                guard let kind = view.viewKind, let f = geometry.frame(of: view) else { return nil }
                let p = solution.properties(of: view)
                let filled = p.color != nil || kind == .switch || kind == .image || (kind == .button && p.buttonStyle == .filled)
                return filled && !p.hidden ? (view, FigureRect(f)) : nil
            }
        }
        // One under or over the view itself (a full-screen backdrop, a
        // badge on a card) is not beside it: its size is drawn there anyway.
        let own = geometry.frame(of: item).map(FigureRect.init)
        return filledViews!.compactMap { view, frame in
            view === item || item.ancestors.contains { $0 === view } || view.ancestors.contains { $0 === item }
                || own.map { frame.overlap($0) > 0 } == true ? nil : frame
        }
    }

    /// What a dimension constraint asks its first side to be: a constant,
    /// or another dimension (`0.5× root.width`, `h = w` for the view's own
    /// width when `own` is that view's), with its value here.
    private func wantedLength(_ c: LayoutConstraint, measuring own: AnchorRef?) -> (wanted: String, value: Double, expression: String?)? {
        switch c.second {
        case nil:
            return (constantText(c.constant, magnitude: false), c.constant.points, nil)
        case .anchor(let b)? where b.anchor.kind == .dimension:
            guard let other = geometry.position(b) else { return nil }
            // The other view as the block names it (a code figure's root is `view`).
            let name = b.item === own?.item ? (b.anchor == .width ? "w" : "h") : "\(solved.parsed.notation.item(b.item)).\(b.anchor.rawValue)"
            let value = c.multiplier * other + c.constant.points
            return (FigureLabels.number(value), value, scaled(name, by: c))
        case .distance(let p, let q)?:
            // `box.width == view.leading.anchorWithOffset(to: view.centerX)`:
            // the anchors' gap, named as the layout language writes it.
            guard let pp = geometry.position(p), let pq = geometry.position(q, seenFrom: p.item) else { return nil }
            let notation = solved.parsed.notation
            let name = "distance(\(notation.item(p.item)).\(p.anchor.rawValue), \(notation.item(q.item)).\(q.anchor.rawValue))"
            let value = c.multiplier * (pq - pp) + c.constant.points
            return (FigureLabels.number(value), value, scaled(name, by: c))
        default:
            return nil
        }
    }

    /// `name` with `c`'s multiplier and constant: "0.5× root.width + 8".
    private func scaled(_ name: String, by c: LayoutConstraint) -> String {
        var written = c.multiplier == 1 ? name : "\(FigureLabels.factor(c.multiplier))× \(name)"
        let k = c.constant.points
        if k != 0 { written += (k < 0 ? " − " : " + ") + constantText(c.constant) }
        return written
    }

    /// A distance between two anchors (`anchorWithOffset(to:)`, a
    /// dimension): a spacing line from the first anchor to the second,
    /// level with the inner view, labelled with what it equals
    /// ("60 = a.width"). The relations chapter's gap from b to c, the
    /// point of its figure, was not drawn at all.
    private mutating func distance(_ c: LayoutConstraint, _ p: AnchorRef, _ q: AnchorRef, _ status: ConstraintStatus,
                                   _ cls: String) -> (Markup, FigureLabel?)? {
        guard let pp = geometry.position(p), let pq = geometry.position(q, seenFrom: p.item),
              let f = geometry.frame(of: FigureGeometry.levelAnchor(p, q).item),
              let fp = geometry.frame(of: p.item), let fq = geometry.frame(of: q.item),
              let (wanted, wantedValue, expression) = wantedLength(c, measuring: nil) else { return nil }
        let text = describe(c, status, relation: c.relation, wanted: wanted, wantedValue: wantedValue, actual: pq - pp, expression: expression)
        return gapMark(from: pp, to: pq, level: f, spacing: (fp, fq), horizontal: p.anchor.kind == .xAxis, text: text, cls: cls)
    }

    /// Names for the areas a reader must tell apart: each scroll view's
    /// content size, at the corner of its dashed content extent (the frame
    /// is the solid box), and the root's safe area.
    private func areaLabels() -> [FigureLabel] {
        var out: [FigureLabel] = []
        for name in solution.names {
            guard let size = solution.contentSizes[name], let f = geometry.frame(name) else { continue }
            let text = words("figureContentSizeLabel", ["width": FigureLabels.number(size.width), "height": FigureLabels.number(size.height)])
            let x = min(f.x + size.width, solution.width), y = min(f.y + size.height, solution.height)
            var label = FigureLabel(x: x - 2, y: y - 2, alignX: 1, alignY: 1, text: text, classes: " plumb-content")
            label.alternatives = [(f.x + 2, f.y + 2, 0, 0), (f.x + f.width, f.y + f.height + 1, 1, 0), (f.x, f.y - 1, 0, 1)]
            out.append(label)
        }
        if let safe = solution.guides[.root(.safe)], safe.y > 0 || safe.height < solution.height {
            var label = FigureLabel(x: safe.x + safe.width - 2, y: safe.y + 2, alignX: 1, alignY: 0, text: words("figureSafeAreaLabel"), classes: " plumb-guide-label")
            label.alternatives = [(safe.x + 2, safe.y + 2, 0, 0), (safe.x + safe.width - 2, safe.y + safe.height - 2, 1, 1)]
            out.append(label)
        }
        return out
    }

    /// Equal sizes as designers mark them: every width (or height) that an
    /// equality ties to another (`a.width == b.width`, `avatar.height ==
    /// avatar.width`, a `fillEqually` stack's arranged views, spacer guides)
    /// carries the same number of short ticks across its edge, one tick for
    /// the first such group, two for the second. Drawn only where the sizes
    /// are equal in the solution, so a broken equality shows no marks.
    private mutating func equalSizeMarks() -> Markup {
        var parent: [SizeKey: SizeKey] = [:]
        var order: [SizeKey] = []
        func find(_ k: SizeKey) -> SizeKey {
            var k = k
            while let p = parent[k], p != k { k = p }
            return k
        }
        func link(_ a: SizeKey, _ b: SizeKey) {
            for k in [a, b] where parent[k] == nil {
                parent[k] = k
                order.append(k)
            }
            let ra = find(a), rb = find(b)
            if ra != rb { parent[rb] = ra }
        }
        for (index, c) in solved.block.constraints.enumerated() where index < solution.statuses.count {
            guard solution.statuses[index].state == .holds, c.relation == .equal, c.multiplier == 1, c.constant.points == 0,
                  case .anchor(let a) = c.first, case .anchor(let b)? = c.second, a.anchor.kind == .dimension, b.anchor.kind == .dimension,
                  !a.item.isRoot, !b.item.isRoot,
                  geometry.frame(of: a.item) != nil, geometry.frame(of: b.item) != nil else { continue }
            link(SizeKey(a.item, a.anchor), SizeKey(b.item, b.anchor))
        }
        for stack in solved.block.items where stack.viewKind == .stack && solution.properties(of: stack).stack.distribution == .fillEqually {
            let anchor: Anchor = solution.properties(of: stack).stack.axis == .horizontal ? .width : .height
            let arranged = stack.children.filter { !$0.isGuide && !solution.properties(of: $0).hidden && geometry.frame(of: $0) != nil }
            for (a, b) in zip(arranged, arranged.dropFirst()) { link(SizeKey(a, anchor), SizeKey(b, anchor)) }
        }
        var groups: [SizeKey: [SizeKey]] = [:]
        var roots: [SizeKey] = []
        for k in order {
            let r = find(k)
            if groups[r] == nil { roots.append(r) }
            groups[r, default: []].append(k)
        }
        var out = Markup()
        var count = 0
        for r in roots {
            let members = groups[r]!.compactMap { k in geometry.frame(of: k.item).map { (anchor: k.anchor, frame: $0) } }
            let lengths = members.map { $0.anchor == .width ? $0.frame.width : $0.frame.height }
            guard members.count > 1, let first = lengths.first, lengths.allSatisfy({ abs($0 - first) < FigureTolerance.drawn }), first > 0 else { continue }
            count += 1
            let ticks = min(count, 3)
            var ticksMarkup = Markup()
            let spread = Double(ticks - 1) * 3 / 2 + 1.5
            for (anchor, f) in members {
                tickAreas.append(anchor == .width ? FigureRect(x: f.x + f.width / 2 - spread, y: f.y - 4, width: 2 * spread, height: 8)
                                                  : FigureRect(x: f.x - 4, y: f.y + f.height / 2 - spread, width: 8, height: 2 * spread))
                for t in 0..<ticks {
                    let offset = (Double(t) - Double(ticks - 1) / 2) * 3
                    if anchor == .width {
                        let x = f.x + f.width / 2 + offset
                        ticksMarkup.append(line(x - 1.5, f.y + 4, x + 1.5, f.y - 4, dimension: false))
                    } else {
                        let y = f.y + f.height / 2 + offset
                        ticksMarkup.append(line(f.x - 4, y + 1.5, f.x + 4, y - 1.5, dimension: false))
                    }
                }
            }
            out.append(group(.equalSizes, "plumb-equal", ticksMarkup))
        }
        return out
    }

    /// A view's or guide's width or height, as equalities and content
    /// sizes name it: the item itself, not its name.
    private struct SizeKey: Hashable {
        let item: LayoutItem
        let anchor: Anchor

        init(_ item: LayoutItem, _ anchor: Anchor) {
            self.item = item
            self.anchor = anchor
        }

        static func == (a: SizeKey, b: SizeKey) -> Bool { a.item === b.item && a.anchor == b.anchor }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(item))
            hasher.combine(anchor)
        }
    }

    /// Hugging and compression resistance, where they decide something: a
    /// view stretched past its content's size (its hugging gave way) or
    /// squeezed below it (its resistance gave way) gets a dashed line of its
    /// content's own length at its edge and a label with the priority that
    /// lost ("hugging 249 gives way: +223"); a view whose author set a
    /// priority other than its kind's default, at its content's size, says
    /// that it holds ("hugging 251 holds"). A size a required equality sets
    /// outright is left alone: there the priorities decide nothing. So the
    /// label-and-field pair and the two-labels game read from the picture
    /// alone.
    private mutating func contentSizing() -> (Markup, [FigureLabel]) {
        var out = Markup()
        var labels: [FigureLabel] = []
        let rtl = solution.direction == .rtl
        // A size set outright by a required equality (`w == 0.8× root.width`)
        // leaves the content priorities nothing to decide: not drawn.
        var setOutright = Set<SizeKey>()
        for (index, c) in solved.block.constraints.enumerated() where index < solution.statuses.count {
            guard c.relation == .equal, c.priority >= Priority.required, solution.statuses[index].state == .holds,
                  case .anchor(let a) = c.first, a.anchor.kind == .dimension else { continue }
            setOutright.insert(SizeKey(a.item, a.anchor))
        }
        let authorSet = axesWithAuthorSetPriorities()
        for sizing in solution.contentSizing {
            guard let f = geometry.frame(sizing.view), let owner = item(named: sizing.view), !solution.properties(of: owner).hidden,
                  !setOutright.contains(SizeKey(owner, sizing.axis == .horizontal ? .width : .height)) else { continue }
            let defaults = ItemProperties(defaultsFor: owner.kind)
            let horizontal = sizing.axis == .horizontal
            let actual = horizontal ? f.width : f.height
            let difference = actual - sizing.natural
            var text: String
            var cls = ""
            let gives = abs(difference) > FigureTolerance.labelled
            if gives && !authorSet.contains(sizing.axis) && !decidesThePoint(owner) { continue }
            if difference > FigureTolerance.labelled {
                text = words("figureHuggingGivesWay", ["priority": FigureLabels.factor(sizing.hugging), "change": "+" + FigureLabels.number(difference)])
                cls = " plumb-gives"
            } else if difference < -FigureTolerance.labelled {
                text = words("figureResistanceGivesWay", ["priority": FigureLabels.factor(sizing.resistance), "change": FigureLabels.number(difference)])
                cls = " plumb-gives"
            } else if sizing.hugging != defaults.hugging(sizing.axis) {
                text = words("figureHuggingHolds", ["priority": FigureLabels.factor(sizing.hugging)])
            } else if sizing.resistance != defaults.resistance(sizing.axis) {
                text = words("figureResistanceHolds", ["priority": FigureLabels.factor(sizing.resistance)])
            } else {
                continue
            }
            if !horizontal { text = "v " + text }
            if cls.isEmpty {
                var label = FigureLabel(x: f.x + f.width / 2, y: f.y + f.height + 1, alignX: 0.5, alignY: 0, text: text, classes: " plumb-content")
                label.owner = sizing.view
                label.avoidsLines = true
                // Beside either end too: a short view's note (hugging 251 on
                // "Name") overhangs a centred place at the canvas's edge.
                label.alternatives = [(f.x + f.width / 2, f.y - 1, 0.5, 1), (f.x, f.y + f.height + 1, 0, 0), (f.x + f.width, f.y - 1, 1, 1),
                                      (f.x, f.y - 1, 0, 1), (f.x + f.width, f.y + f.height + 1, 1, 0)]
                labels.append(label)
                continue
            }
            // The content's own length, from the leading (or top) edge.
            if horizontal {
                let y = f.y + f.height + 1.5
                // Cut at the canvas: a squeezed view's content may reach far
                // beyond it, and the label says by how much.
                let x1 = max(0, rtl ? f.x + f.width - sizing.natural : f.x), x2 = min(solution.width, rtl ? f.x + f.width : f.x + sizing.natural)
                out.append(group(.intrinsic, "plumb-intrinsic\(cls)", line(x1, y, x2, y)))
                var label = FigureLabel(x: (x1 + x2) / 2, y: y + 1, alignX: 0.5, alignY: 0, text: text, classes: cls)
                label.owner = sizing.view
                label.alternatives = [(f.x + f.width / 2, f.y - 1, 0.5, 1), (x1, y + 1, 0, 0), (x2, y + 1, 1, 0)]
                labels.append(label)
            } else {
                let x = f.x + f.width + 1.5
                out.append(group(.intrinsic, "plumb-intrinsic\(cls)", line(x, f.y, x, min(max(solution.height, f.y + f.height), f.y + sizing.natural))))
                var label = FigureLabel(x: x + 2, y: f.y + sizing.natural / 2, alignX: 0, alignY: 0.5, text: text, classes: cls)
                label.owner = sizing.view
                label.alternatives = [(f.x - 2, f.y + f.height / 2, 1, 0.5), (f.x + f.width / 2, f.y + f.height + 1, 0.5, 0)]
                labels.append(label)
            }
        }
        return (out, labels)
    }

    private func item(named name: String) -> LayoutItem? { solved.block.item(named: name) }

    /// The axes on which the author set content priorities on some view:
    /// there the figure is about who gives way, and every such note helps.
    private func axesWithAuthorSetPriorities() -> Set<Axis> {
        Set(Axis.allCases.filter { axis in
            solved.block.items.contains { item in
                let p = solution.properties(of: item), d = ItemProperties(defaultsFor: item.kind)
                return p.hugging(axis) != d.hugging(axis) || p.resistance(axis) != d.resistance(axis)
            }
        })
    }

    /// Whether a note that `owner`'s hugging or resistance gives way helps
    /// this figure make its point where no priority was set on its axis:
    /// the view is in a tie. Elsewhere (a form whose fields stretch, a
    /// stack's labels) such notes are true but noise, and the constraint
    /// table still has them. (Whether the caption named the view once
    /// decided it too, so a translated caption, naming no view, drew
    /// another figure.)
    private func decidesThePoint(_ owner: LayoutItem) -> Bool {
        solution.ties.contains { $0.views.contains(owner.name) }
    }

    private mutating func ambiguityAndTies(pattern: String) -> (Markup, [FigureLabel]) {
        var out = Markup()
        var labels: [FigureLabel] = []
        var drawn = Set<String>()
        for ambiguity in solution.ambiguities where !drawn.contains(ambiguity.item) {
            let name = ambiguity.item
            drawn.insert(name)
            guard let f = geometry.frame(name) else { continue }
            marks.insert(.ambiguous)
            out.empty("rect", [.init("class", "plumb-ambiguous-area"), .init("x", number: f.x), .init("y", number: f.y),
                               .init("width", number: max(f.width, 2)), .init("height", number: max(f.height, 2)), .init("fill", "url(#\(pattern))")])
            if let alt = ambiguity.alternative, let parent = geometry.frame(alt.parent) {
                out.empty("rect", [.init("class", "plumb-ghost"), .init("x", number: parent.x + alt.x), .init("y", number: parent.y + alt.y),
                                   .init("width", number: max(alt.width, 2)), .init("height", number: max(alt.height, 2))])
            }
            var label = FigureLabel(x: f.x, y: f.y, alignX: 0, alignY: 1, text: words("figureAmbiguousLabel"), classes: " plumb-ambiguous-label")
            label.alternatives = [(f.x, f.y + f.height, 0, 0), (f.x + f.width, f.y, 1, 1)]
            // In a lane, away from the view, the label says whose it is.
            label.owner = name
            labels.append(label)
            out.newline()
        }
        drawn = []
        for tie in solution.ties {
            for name in tie.views where !drawn.contains(name) {
                drawn.insert(name)
                guard let f = geometry.frame(name) else { continue }
                // A tie whose outcome the block chose: the other outcome
                // dashed, so the reader sees that UIKit may draw either.
                var text = words("figureTieLabel")
                if let alt = solution.alternatives[name], let parent = geometry.frame(alt.parent) {
                    out.empty("rect", [.init("class", "plumb-ghost"), .init("x", number: parent.x + alt.x), .init("y", number: parent.y + alt.y),
                                       .init("width", number: max(alt.width, 2)), .init("height", number: max(alt.height, 2))])
                    out.newline()
                    text = words("figureTieOrDashed")
                    marks.insert(.otherOutcome)
                }
                var label = FigureLabel(x: f.x + f.width, y: f.y, alignX: 1, alignY: 1, text: text, classes: " plumb-tie")
                label.alternatives = [(f.x + f.width, f.y + f.height, 1, 0)]
                label.owner = name
                labels.append(label)
            }
        }
        return (out, labels)
    }
}

/// The lines an overlay has drawn, as thin rectangles (points): a class,
/// so that `FigureOverlay.line`, which only returns markup, can note them.
final class DrawnLines {
    private(set) var rects: [FigureRect] = []

    /// A line from (x1, y1) to (x2, y2), a quarter point to each side (a
    /// label that only touches it leaves it whole).
    func add(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        rects.append(FigureRect(x: min(x1, x2) - 0.25, y: min(y1, y2) - 0.25, width: abs(x2 - x1) + 0.5, height: abs(y2 - y1) + 0.5))
    }
}
