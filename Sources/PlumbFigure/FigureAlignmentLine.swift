import PlumbLayout

/// An alignment line (`a.centerY == b.centerY`, baselines, leading edges)
/// runs across both views, but not through their text: a line struck
/// through the letters hides the very glyphs a baseline alignment is
/// about. It is cut where it crosses any drawn view's text box, not only
/// the two it relates: a stack's centre line passes over its arranged
/// buttons' titles. If nothing is left (text edge to edge), short stubs
/// outside both views still show it.
extension FigureOverlay {
    mutating func alignmentLine(at position: Double, vertical: Bool, between fa: SolvedFrame, and fb: SolvedFrame, _ cls: String) -> Markup {
        let lo = vertical ? min(fa.y, fb.y) : min(fa.x, fb.x)
        let hi = vertical ? max(fa.y + fa.height, fb.y + fb.height) : max(fa.x + fa.width, fb.x + fb.width)
        var segments = [(lo, hi)]
        for item in solved.block.items where !item.isGuide {
            guard let frame = geometry.frame(item.name), let box = FigureTextBox.rect(of: item, solution, frame: frame) else { continue }
            let (across, acrossLength) = vertical ? (box.x, box.width) : (box.y, box.height)
            guard position > across, position < across + acrossLength else { continue }
            let (start, end) = vertical ? (box.y, box.y + box.height) : (box.x, box.x + box.width)
            segments = FigureOverlay.cut(segments, from: start, to: end)
        }
        segments = segments.filter { $0.1 - $0.0 > 0.5 }
        if segments.isEmpty { segments = [(lo - 6, lo), (hi, hi + 6)] }
        var out = Markup()
        for (start, end) in segments {
            // Views aligned to one line (a row's labels each centred on the
            // root) cut it alike: each piece is drawn once.
            let key = "\(vertical) \(position) \(start) \(end) \(cls)"
            guard !alignmentSegments.contains(key) else { continue }
            alignmentSegments.insert(key)
            out.append(vertical ? line(position, start, position, end, cls, dimension: false) : line(start, position, end, position, cls, dimension: false))
        }
        marks.insert(.alignment)
        out.newline()
        return out
    }

    /// `segments` less the interval from `start` to `end`.
    static func cut(_ segments: [(Double, Double)], from start: Double, to end: Double) -> [(Double, Double)] {
        // An empty text box (an empty label's) hides nothing.
        guard end > start else { return segments }
        return segments.flatMap { s -> [(Double, Double)] in
            guard start < s.1, end > s.0 else { return [s] }
            return [(s.0, start), (end, s.1)].filter { $0.1 > $0.0 }
        }
    }
}
