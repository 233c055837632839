import PlumbLayout

/// What a stack does that its frames alone do not show: a hidden arranged
/// view, and which `alignment` each stack of an alignments figure uses.
///
/// A hidden arranged view is not drawn where it would be if shown: UIKit
/// takes it out of the arrangement (its length along the axis is 0 and the
/// spacing around it is one gap), so a ghost box would be a lie. It gets a
/// short dashed marker where the arrangement squeezed it to nothing, named
/// ("middle hidden: no space"), so the reader sees why its neighbours
/// closed up.
///
/// A figure whose stacks differ only in `alignment` is about alignment, and
/// the rows look alike until named: where the drawn stacks use two or more
/// alignments, each stack carries its own beside its trailing end.
extension FigureOverlay {
    mutating func stackGhostsAndAlignments() -> (svg: Markup, labels: [FigureLabel]) {
        var svg = Markup(), labels: [FigureLabel] = []
        let stacks = solved.block.items.filter { $0.viewKind == .stack && geometry.frame($0.name) != nil }
        for stack in stacks {
            let horizontal = solution.properties(of: stack).stack.axis == .horizontal
            for view in solved.block.arrangedViews(of: stack) where solution.properties(of: view).hidden {
                guard let f = geometry.frame(view.name) else { continue }
                let (marker, label) = hiddenMarker(view.name, f, horizontal: horizontal)
                svg.append(group(.hiddenArranged, "plumb-hidden-ghost", marker))
                labels.append(label)
            }
        }
        let alignments = Set(stacks.map { solution.properties(of: $0).stack.alignment })
        if alignments.count > 1 {
            for stack in stacks {
                guard let f = geometry.frame(stack.name) else { continue }
                labels.append(alignmentLabel(solution.properties(of: stack).stack.alignment, f, owner: stack.name))
            }
        }
        return (svg, labels)
    }

    /// A dashed line across the stack's axis where the hidden view sits (its
    /// zero-length frame), with a bar at each end: a pinch, not a box.
    private func hiddenMarker(_ name: String, _ f: SolvedFrame, horizontal: Bool) -> (Markup, FigureLabel) {
        let text = words("figureHiddenNoSpace", ["name": name])
        if horizontal {
            let x = f.x + f.width / 2, top = f.y, bottom = f.y + max(f.height, 8)
            let marker = line(x, top, x, bottom) + line(x - 3, top, x + 3, top) + line(x - 3, bottom, x + 3, bottom)
            var label = FigureLabel(x: x, y: top - 1, alignX: 0.5, alignY: 1, text: text, classes: " plumb-hidden-label")
            label.alternatives = [(x, bottom + 1, 0.5, 0), (x + 4, top - 1, 0, 1), (x - 4, bottom + 1, 1, 0)]
            return (marker, label)
        }
        let y = f.y + f.height / 2, left = f.x, right = f.x + max(f.width, 8)
        let marker = line(left, y, right, y) + line(left, y - 3, left, y + 3) + line(right, y - 3, right, y + 3)
        var label = FigureLabel(x: right + 2, y: y, alignX: 0, alignY: 0.5, text: text, classes: " plumb-hidden-label")
        label.alternatives = [(left - 2, y, 1, 0.5), (right, y - 1, 1, 1), (right, y + 1, 1, 0)]
        return (marker, label)
    }

    /// "alignment=top" (".top" in a code figure: the block's notation)
    /// beside the stack's trailing edge, level with its
    /// middle; above or below its leading corner when that is crowded.
    private func alignmentLabel(_ alignment: StackProperties.Alignment, _ f: SolvedFrame, owner: String) -> FigureLabel {
        let rtl = solution.direction == .rtl
        let end = rtl ? f.x - 6 : f.x + f.width + 6, start = rtl ? f.x + f.width : f.x
        var label = FigureLabel(x: end, y: f.y + f.height / 2, alignX: rtl ? 1 : 0, alignY: 0.5,
                                text: solved.parsed.notation.stackAlignment(alignment), classes: " plumb-stack-alignment")
        label.alternatives = [(start, f.y - 1, rtl ? 1 : 0, 1), (start, f.y + f.height + 1, rtl ? 1 : 0, 0)]
        label.owner = owner
        return label
    }
}
