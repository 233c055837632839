import Foundation
import PlumbBlocks
import PlumbLayout

/// Frame versus bounds, for a view whose bounds origin (`contentOffset`)
/// is moved: the view labelled with both rectangles, and each subview with
/// its unchanged `frame.origin`, a dashed ghost where it would be drawn at
/// bounds origin (0, 0) and an arrow to where it is drawn. The reader sees
/// that the frame did not change while the drawing moved by the origin.
/// Everything comes from the solution: frames, `boundsOrigins` and the
/// `boundsShifts` the geometry already applied.
enum FigureBoundsMarks {
    static func marks(_ block: LayoutBlock, _ s: BreakpointSolution, _ geometry: FigureGeometry,
                      words: FigureWords) -> (Markup, [FigureLabel]) {
        var out = Markup()
        var labels: [FigureLabel] = []
        for item in block.items where s.boundsOrigins[item.name] != nil && !item.isGuide {
            guard let origin = s.boundsOrigins[item.name], let frame = s.frames[item.name], let drawn = geometry.frame(item.name) else { continue }
            labels += rectangles(item.name, frame: frame, bounds: origin, drawn: drawn, words: words)
            for child in item.children where !child.isGuide {
                guard let f = s.frames[child.name], let at = geometry.frame(child.name) else { continue }
                // Where the child would be drawn with the origin at (0, 0).
                let ghost = FigureRect(x: at.x + origin.x, y: at.y + origin.y, width: f.width, height: f.height)
                out.append(shiftMark(ghost, to: at))
                let text = words("figureBoundsChildOrigin", ["x": FigureLabels.number(f.x), "y": FigureLabels.number(f.y),
                                                             "drawnX": FigureLabels.number(f.x - origin.x),
                                                             "drawnY": FigureLabels.number(f.y - origin.y)])
                var label = FigureLabel(x: at.x + 2, y: at.y + at.height + 1, alignX: 0, alignY: 0, text: text, classes: " plumb-bounds-label")
                label.alternatives = [(at.x + 2, at.y - 1, 0, 1), (at.x + at.width + 2, at.y, 0, 0), (at.x - 2, at.y, 1, 0)]
                label.owner = child.name
                labels.append(label)
            }
        }
        return (out, labels)
    }

    /// "frame (20, 150, 350, 200)" above the view, "bounds (0, 120, 350,
    /// 200)" inside its top edge.
    private static func rectangles(_ name: String, frame f: SolvedFrame, bounds origin: BoundsOrigin, drawn d: SolvedFrame,
                                   words: FigureWords) -> [FigureLabel] {
        func numbers(_ x: Double, _ y: Double) -> [String: String] {
            ["x": FigureLabels.number(x), "y": FigureLabels.number(y), "width": FigureLabels.number(f.width), "height": FigureLabels.number(f.height)]
        }
        var frame = FigureLabel(x: d.x, y: d.y - 1, alignX: 0, alignY: 1, text: words("figureFrameRect", numbers(f.x, f.y)),
                                classes: " plumb-bounds-label")
        frame.alternatives = [(d.x + d.width, d.y - 1, 1, 1), (d.x, d.y + d.height + 1, 0, 0)]
        frame.owner = name
        var bounds = FigureLabel(x: d.x + d.width - 2, y: d.y + 2, alignX: 1, alignY: 0, text: words("figureBoundsRect", numbers(origin.x, origin.y)),
                                 classes: " plumb-bounds-label")
        bounds.alternatives = [(d.x + 2, d.y + 2, 0, 0), (d.x + d.width - 2, d.y + d.height - 2, 1, 1)]
        bounds.owner = name
        return [frame, bounds]
    }

    /// The ghost, and an arrow from its corner to the drawn corner.
    private static func shiftMark(_ ghost: FigureRect, to at: SolvedFrame) -> Markup {
        var out = Markup()
        out.open("g", [.init("class", "plumb-bounds-shift")])
        out.empty("rect", [.init("class", "plumb-bounds-ghost"), .init("x", HTML.number(ghost.x)), .init("y", HTML.number(ghost.y)),
                           .init("width", HTML.number(ghost.width)), .init("height", HTML.number(ghost.height))])
        let x0 = ghost.x + ghost.width / 2, y0 = ghost.y, x1 = at.x + at.width / 2, y1 = at.y
        out.empty("line", [.init("x1", HTML.number(x0)), .init("y1", HTML.number(y0)), .init("x2", HTML.number(x1)), .init("y2", HTML.number(y1))])
        // The arrowhead: two strokes back from the tip, 5 pt long.
        let length = max(hypot(x1 - x0, y1 - y0), 0.001), ux = (x1 - x0) / length, uy = (y1 - y0) / length
        for side in [-1.0, 1.0] {
            let hx = x1 - 5 * ux + side * 3 * uy, hy = y1 - 5 * uy - side * 3 * ux
            out.empty("line", [.init("x1", HTML.number(x1)), .init("y1", HTML.number(y1)), .init("x2", HTML.number(hx)), .init("y2", HTML.number(hy))])
        }
        out.close("g")
        out.newline()
        return out
    }
}
