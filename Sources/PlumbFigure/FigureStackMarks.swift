import PlumbLayout

/// What a stack view adds between its arranged views, drawn: the spacing
/// after each visible view (the stack's `spacing`, or a custom spacing after
/// that view), as a dotted dimension line with its length; for
/// `equalSpacing`, the same ticks across every gap (the gaps are equal, and
/// at least the spacing); for `equalCentering`, a line from centre to centre
/// with the same ticks (the centres are equally far apart).
///
/// Why: a stack's spacing constraints are implicit (`UISV-spacing`), so no
/// constraint the author wrote draws them, and `equalSpacing` and
/// `equalCentering` would otherwise look alike. Lengths are read off the
/// solved frames; the wanted spacing off the stack's properties at this
/// breakpoint.
extension FigureOverlay {
    mutating func stackMarks() -> (svg: Markup, labels: [FigureLabel]) {
        var svg = Markup(), labels: [FigureLabel] = []
        for stack in solved.block.items where stack.viewKind == .stack && geometry.frame(stack.name) != nil {
            let p = solution.properties(of: stack).stack
            let arranged = solved.block.arrangedViews(of: stack).filter {
                !solution.properties(of: $0).hidden && geometry.frame($0.name) != nil
            }
            guard arranged.count > 1 else { continue }
            if p.distribution == .equalCentering {
                svg.append(centreDistances(arranged, axis: p.axis, labels: &labels))
            } else {
                svg.append(gaps(arranged, p, labels: &labels))
            }
        }
        return (svg, labels)
    }

    /// Whether `item` shows nothing but its text and outline: a label
    /// without a background colour.
    private func drawsOnlyItsText(_ item: LayoutItem) -> Bool {
        item.viewKind == .label && solution.properties(of: item).color == nil
    }

    /// The wanted spacing after `item` in its stack, as the label writes it.
    private func spacingText(after item: LayoutItem, _ p: StackProperties) -> String {
        if let custom = solution.properties(of: item).spacingAfter { return FigureLabels.number(custom) }
        guard let spacing = p.spacing else { return "system" }
        return FigureLabels.number(spacing)
    }

    private mutating func gaps(_ arranged: [LayoutItem], _ p: StackProperties, labels: inout [FigureLabel]) -> Markup {
        var out = Markup()
        let horizontal = p.axis == .horizontal
        let equal = p.distribution == .equalSpacing
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            guard let fa = geometry.frame(a.name), let fb = geometry.frame(b.name) else { continue }
            let (start, end) = horizontal ? FigureOverlay.between(fa.x, fa.width, fb.x, fb.width) : FigureOverlay.between(fa.y, fa.height, fb.y, fb.height)
            let gap = end - start
            guard gap > 0.5 else { continue }
            // Level with the middle of where the two views overlap across the axis.
            let across = horizontal ? (max(fa.y, fb.y) + min(fa.y + fa.height, fb.y + fb.height)) / 2
                                    : (max(fa.x, fb.x) + min(fa.x + fa.width, fb.x + fb.width)) / 2
            var lines = horizontal ? line(start, across, end, across) : line(across, start, across, end)
            if equal { lines.append(ticks(at: (start + end) / 2, across: across, horizontal: horizontal)) }
            out.append(group(.stackSpacing, "plumb-stack-spacing", lines))
            if equal { marks.insert(.equalGaps) }
            let wanted = spacingText(after: a, p)
            let text = equal ? "\(FigureLabels.number(gap)) (≥ \(wanted))" : (wanted == "system" ? "system \(FigureLabels.number(gap))" : wanted)
            // Never over the two views whose gap it is: a label wider than
            // the gap goes above or below the pair instead (it covered the
            // filled OK button in the stack-views chapter).
            // Their edges facing the gap may take the blank of the label's
            // box (`FigureLabels.blankLeading`): a form's 12-pt gaps are a
            // little shorter than a label's 14-px line, and their labels
            // all went to lanes under the figure.
            // A label view with no background draws nothing but its text
            // (kept clear as every view's text is) and its dashed outline:
            // the gap's label may stand beside its line over the blank
            // rest of its frame. Avoiding the whole frame sent the 8 after
            // "Version 2.4" (custom spacing) left of the stack.
            var gapLabel = label(text, from: start, to: end, across: across, horizontal: horizontal, owner: a.name)
            gapLabel.avoiding = [(a, fa), (b, fb)].filter { !drawsOnlyItsText($0.0) }.map(\.1).map { f in
                let leading = FigureLabels.blankLeading
                return horizontal ? FigureRect(x: f.x + leading, y: f.y, width: max(0, f.width - 2 * leading), height: f.height)
                                  : FigureRect(x: f.x, y: f.y + leading, width: f.width, height: max(0, f.height - 2 * leading))
            }
            let mid = (start + end) / 2
            let low = horizontal ? min(fa.y, fb.y) : min(fa.x, fb.x)
            let high = horizontal ? max(fa.y + fa.height, fb.y + fb.height) : max(fa.x + fa.width, fb.x + fb.width)
            gapLabel.awayAlternatives = horizontal ? [(mid, low - 1, 0.5, 1), (mid, high + 1, 0.5, 0)] : [(low - 1, mid, 1, 0.5), (high + 1, mid, 0, 0.5)]
            // Beside a vertical stack's gaps only, as beside written ones
            // (`FigureOverlay.gapMark`).
            if !horizontal { gapLabel.slides = FigureSlide(.horizontal, spacing: fa, fb) }
            labels.append(gapLabel)
        }
        return out
    }

    private mutating func centreDistances(_ arranged: [LayoutItem], axis: Axis, labels: inout [FigureLabel]) -> Markup {
        var out = Markup()
        let horizontal = axis == .horizontal
        let frames = arranged.compactMap { geometry.frame($0.name) }
        let centres = frames.map { horizontal ? $0.x + $0.width / 2 : $0.y + $0.height / 2 }
        let across = frames.map { horizontal ? $0.y + $0.height / 2 : $0.x + $0.width / 2 }.reduce(0, +) / Double(frames.count)
        for (c0, c1) in zip(centres, centres.dropFirst()) where abs(c1 - c0) > 0.5 {
            let (start, end) = (min(c0, c1), max(c0, c1))
            var lines = horizontal ? line(start, across, end, across) : line(across, start, across, end)
            lines.append(ticks(at: (start + end) / 2, across: across, horizontal: horizontal))
            out.append(group(.equalCentres, "plumb-stack-spacing plumb-stack-centres", lines))
            labels.append(label(FigureLabels.number(end - start), from: start, to: end, across: across, horizontal: horizontal, owner: nil))
        }
        return out
    }

    /// The space between two extents along an axis, in order.
    private static func between(_ a: Double, _ la: Double, _ b: Double, _ lb: Double) -> (Double, Double) {
        a <= b ? (a + la, b) : (b + lb, a)
    }

    /// Two short ticks across a line: designers' mark for "these are equal".
    private func ticks(at mid: Double, across: Double, horizontal: Bool) -> Markup {
        var out = Markup()
        for offset in [-1.5, 1.5] {
            out.append(horizontal ? line(mid + offset, across - 3, mid + offset, across + 3, "plumb-equal-tick")
                                  : line(across - 3, mid + offset, across + 3, mid + offset, "plumb-equal-tick"))
        }
        return out
    }

    private func label(_ text: String, from start: Double, to end: Double, across: Double, horizontal: Bool, owner: String?) -> FigureLabel {
        let mid = (start + end) / 2
        if horizontal {
            var label = FigureLabel(x: mid, y: across - 4, alignX: 0.5, alignY: 1, text: text, classes: "")
            label.alternatives = [(mid, across + 4, 0.5, 0), (start, across - 4, 0, 1), (end, across + 4, 1, 0)]
            label.owner = owner
            return label
        }
        var label = FigureLabel(x: across + 4, y: mid, alignX: 0, alignY: 0.5, text: text, classes: "")
        label.alternatives = [(across - 4, mid, 1, 0.5), (across + 4, start, 0, 0), (across - 4, end, 1, 1)]
        label.owner = owner
        return label
    }
}
