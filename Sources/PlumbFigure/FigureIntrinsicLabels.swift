import PlumbLayout

/// `show intrinsic`: each asked-for view labelled with its intrinsic
/// content size ("intrinsic 51 × 31"), under it, so a figure of controls
/// says what each asks for, not only what it got. A view with a size on
/// one axis only (the other UIView.noIntrinsicMetric) names that axis
/// ("intrinsic height 40"). Read off the solution's content
/// sizing, less the alignment insets (the intrinsic size is the alignment
/// rectangle's).
extension FigureOverlay {
    func intrinsicLabels() -> [FigureLabel] {
        guard let request = solved.block.intrinsicLabels else { return [] }
        var labels: [FigureLabel] = []
        for item in solved.block.items where item.viewKind != nil {
            if case .views(let names) = request, !names.contains(item.name) { continue }
            guard let f = geometry.frame(item.name), !solution.properties(of: item).hidden else { continue }
            let insets = solution.properties(of: item).alignmentInsets
            func length(_ axis: Axis) -> String? {
                guard let sizing = solution.contentSizing.first(where: { $0.view == item.name && $0.axis == axis }) else { return nil }
                let inset = axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
                return FigureLabels.number(sizing.natural - inset)
            }
            let text: String
            switch (length(.horizontal), length(.vertical)) {
            case let (w?, h?): text = words("figureIntrinsicSize", ["width": w, "height": h])
            case let (w?, nil): text = words("figureIntrinsicWidth", ["width": w])
            case let (nil, h?): text = words("figureIntrinsicHeight", ["height": h])
            case (nil, nil): continue
            }
            var label = FigureLabel(x: f.x, y: f.y + f.height + 1, alignX: 0, alignY: 0, text: text, classes: " plumb-content plumb-intrinsic-size")
            label.alternatives = [(f.x + f.width + 4, f.y + f.height / 2, 0, 0.5), (f.x, f.y - 1, 0, 1), (f.x + f.width, f.y + f.height + 1, 1, 0)]
            label.owner = item.name
            labels.append(label)
        }
        return labels
    }
}
