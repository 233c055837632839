import Foundation
import PlumbDiagnostics
import PlumbLayout

/// The overlay's words ("≥ 8", "w 0.5× root.width @750", "wants 300, gets
/// 280") as HTML over the canvas, in CSS pixels: the lines scale with the
/// figure, the words do not, so they stay readable (11 px) on a phone.
///
/// A label is pinned to a point of the drawing and hangs from it by a fixed
/// alignment (above it, beside it...). Its place is chosen at build time,
/// among a few candidates around its line, so that it overlaps no view's
/// text, no view name and no other label, at the *smallest* scale the panel
/// is shown at (a phone's column). Shown larger, the drawing spreads out
/// while the words keep their size: each label shrinks towards its pin, so
/// nothing that was apart at the smallest scale can meet.
struct FigureLabel {
    /// Where the label is pinned, in points (root space).
    var x: Double
    var y: Double
    /// Which point of the label sits on the pin: 0 left/top, 0.5 centre, 1 right/bottom.
    var alignX: Double
    var alignY: Double
    var text: String
    /// Extra classes: ` plumb-broken`, ` plumb-tie`...
    var classes: String
    /// Other pins to try, in order, when the first is crowded.
    var alternatives: [(x: Double, y: Double, alignX: Double, alignY: Double)] = []
    /// Pins away from the line, beside the views it spaces and level with
    /// it: tried last, and only where no dimension line runs through the
    /// label's middle (there it reads as that line's length: a stack's "2"
    /// beside it, on the 12-pt gap before the stack).
    var awayAlternatives: [(x: Double, y: Double, alignX: Double, alignY: Double)] = []
    /// How a gap's label may slide away from its line when each pin
    /// beside the line is crowded (`Board.slid`): a tick or another label
    /// beside the line then leaves it near the line, rather than at a pin
    /// away from it (the login screen's "12" went 150 pt right, past the
    /// fields, for the equal-width ticks on its line).
    var slides: FigureSlide?
    /// Set when no pin on the drawing is clear: the label goes in a lane
    /// under the canvas (0 the first), below its line's position.
    var lane: Int?
    /// The view the label speaks of. Beside its line the drawing shows
    /// whose it is; in a lane under the canvas the label says so itself
    /// ("title: hugging 250 gives way: +231").
    var owner: String?
    /// Rectangles no pin may cover (points, root space): the views whose
    /// place or gap the label explains, which the label must not hide.
    var avoiding: [FigureRect] = []

    /// Whether the label prefers pins clear of the dimension lines: a note
    /// about a view (its content hugging holds), which names no line, and
    /// over another view's size line hid where that size starts. A label
    /// of a line sits on lines by design (dimension labels have a
    /// background), and moving it for another line's sake pushed the
    /// labels after it away from their gaps.
    var avoidsLines = false

    /// The text as drawn in a lane, away from what it labels.
    var laneText: String { owner.map { "\($0): \(text)" } ?? text }
}

/// Where a gap's label may slide: along `axis`, away from its line, and
/// only within `band` there (points), where both views the gap spaces
/// are. Past them it sat by another line's label and read as part of it
/// (a margin's "16" slid above its view, beside the top gap's "16").
struct FigureSlide {
    var axis: Axis
    var band: ClosedRange<Double>

    /// The band of a gap between two views: where both extend across the
    /// gap's line (the inner one's extent for a margin to the root or a
    /// container); nil where they do not overlap there.
    init?(_ axis: Axis, spacing a: SolvedFrame, _ b: SolvedFrame) {
        // A frame broken to a negative size still spans from one edge to the other.
        func extent(_ f: SolvedFrame) -> (Double, Double) {
            let (start, length) = axis == .horizontal ? (f.x, f.width) : (f.y, f.height)
            return (min(start, start + length), max(start, start + length))
        }
        let (a0, a1) = extent(a), (b0, b1) = extent(b)
        guard max(a0, b0) < min(a1, b1) else { return nil }
        self.init(axis, band: max(a0, b0)...min(a1, b1))
    }

    init(_ axis: Axis, band: ClosedRange<Double>) { (self.axis, self.band) = (axis, band) }
}

/// A rectangle in points.
struct FigureRect {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// A solved frame's rectangle.
    init(_ f: SolvedFrame) { self.init(x: f.x, y: f.y, width: f.width, height: f.height) }

    func overlap(_ o: FigureRect) -> Double {
        let w = min(x + width, o.x + o.width) - max(x, o.x)
        let h = min(y + height, o.y + o.height) - max(y, o.y)
        return w > 0 && h > 0 ? w * h : 0
    }
}

enum FigureLabels {
    /// Label text size and line box, in CSS px.
    static let fontSize = 11.0
    static let lineHeight = 14.0
    static let padding = 2.0
    /// A label's size in CSS px: the shipped font measures it exactly, as
    /// the browser draws it.
    static func size(_ text: String) -> (width: Double, height: Double) {
        (textWidth(text), lineHeight)
    }

    /// The width of the figure's own 11 px words (labels, view and guide
    /// names), padding included, in CSS px. `nameWidth` is the one place the
    /// figure measures text: words it writes itself, which no solver lays
    /// out. A view's text is never measured here: the solution records it
    /// (`BreakpointSolution.text`).
    static func textWidth(_ text: String) -> Double { nameWidth(text) + 2 * padding }

    /// `text` broken between its words into lines no wider than `width`
    /// (CSS px, padding included) where it can be: a word wider than that
    /// is a line of its own.
    /// Each line comes with its width (CSS px, padding included).
    static func lines(_ text: String, fitting width: Double) -> [(text: String, width: Double)] {
        let whole = textWidth(text)
        guard whole > width else { return [(text, whole)] }
        var lines: [(text: String, width: Double)] = []
        var line = (text: "", width: 0.0)
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let longer = line.text.isEmpty ? String(word) : line.text + " " + word
            let longerWidth = textWidth(longer)
            if !line.text.isEmpty && longerWidth > width {
                lines.append(line)
                line = (String(word), textWidth(String(word)))
            } else {
                line = (longer, longerWidth)
            }
        }
        lines.append(line)
        return lines
    }

    /// The words alone, without padding, in CSS px (a view's or guide's
    /// name as drawn in its corner).
    static func nameWidth(_ name: String) -> Double { TextMeasurer.shipped.width(of: name, size: fontSize) }

    /// The scale (px per point) placement assumes for a canvas `width` wide:
    /// the column's narrowest, the phone's. (At most 0.9: panels side by
    /// side share the column in proportion to their widths and may be drawn
    /// a little below full size.)
    static func smallestScale(canvasWidth width: Double, column: PageColumn) -> Double { min(0.9, column.narrowest / max(width, 1)) }

    /// Whether a guide's name, drawn in its bottom-right corner, fits in a
    /// `width` × `height` guide shown at `scale` px per point. A name that
    /// does not fit is left out: spilling over a thin spacer guide it covers
    /// the views and labels beside it, and the constraint table still names
    /// the guide.
    static func guideNameFits(_ name: String, width: Double, height: Double, scale: Double) -> Bool {
        let w = textWidth(name) / scale
        return w <= width && (lineHeight + 1) / scale <= height
    }

    /// Each label at its first uncrowded pin, avoiding `obstacles` and the
    /// labels placed before it; a label with no clear pin goes in the first
    /// lane under the drawing (`laneTop`, points) where it meets no other.
    /// Where that leaves labels in lanes, the placement is made again
    /// letting a crowded label take a pin that only one label placed before
    /// takes, that label moving to another of its pins
    /// (`Board.placeByMovingOne`), and kept if fewer labels end in lanes.
    /// Returns the labels and the number of lanes used.
    ///
    /// `lines` are the dimension lines drawn: a label that `avoidsLines`
    /// (a note about a view, which has no line of its own) takes the first
    /// pin clear of them too when it has one, else the first pin clear of
    /// the rest.
    static func place(_ labels: [FigureLabel], obstacles: [FigureRect], lines: [FigureRect] = [], canvas: FigureRect, laneTop: Double? = nil,
                      laneRight: Double? = nil, scale: Double) -> (labels: [FigureLabel], lanes: Int) {
        var direct = Board(taken: obstacles, lines: lines, canvas: canvas, scale: scale, laneTop: laneTop ?? (canvas.y + canvas.height),
                           laneRight: laneRight ?? (canvas.x + canvas.width))
        var firstInALane: (index: Int, before: Board)?
        for (i, label) in labels.enumerated() {
            if direct.placeAtAPin(label) { continue }
            if firstInALane == nil { firstInALane = (i, direct) }
            direct.putInALane(label)
        }
        guard let first = firstInALane else { return direct.result }
        // Placed again from the first label that went to a lane (the same
        // up to it), letting a crowded label move one placed before. A move
        // helps the label that makes it and may crowd one after it: kept
        // only where fewer labels end under the drawing in all.
        var moving = first.before
        for label in labels[first.index...] {
            if moving.placeAtAPin(label) || moving.placeByMovingOne(label) { continue }
            moving.putInALane(label)
        }
        return moving.inLanes < direct.inLanes ? moving.result : direct.result
    }

    /// The drawing as labels are placed on it: what a new label must keep
    /// clear of, and each label placed so far with the pin it took.
    private struct Board {
        /// The obstacles, then each label placed on the drawing (`owner`
        /// says which: nil for an obstacle).
        var taken: [FigureRect]
        var owner: [Int?]
        let lines: [FigureRect]
        let canvas: FigureRect
        let scale: Double
        /// Where the lanes under the drawing start (points), where the
        /// frame they are in ends on the right (past the canvas where it
        /// shows views outside it), and what each lane holds.
        let laneTop: Double
        let laneRight: Double
        var lanes: [[FigureRect]] = []
        /// Each label as given, as drawn, and its rectangle's index in `taken`
        /// (nil: in a lane).
        var placed: [(given: FigureLabel, drawn: FigureLabel, rect: Int?)] = []

        init(taken: [FigureRect], lines: [FigureRect], canvas: FigureRect, scale: Double, laneTop: Double, laneRight: Double) {
            self.taken = taken
            owner = Array(repeating: nil, count: taken.count)
            self.lines = lines
            self.canvas = canvas
            self.scale = scale
            self.laneTop = laneTop
            self.laneRight = laneRight
        }

        var result: (labels: [FigureLabel], lanes: Int) { (placed.map(\.drawn), lanes.count) }
        var inLanes: Int { placed.filter { $0.rect == nil }.count }

        /// The label in the first lanes under the drawing where it meets no
        /// other, below its line, named (`laneText`). One wider than the
        /// frame is broken between its words into lines that fit it, one
        /// lane each (past the frame's right edge the panel scrolled to it,
        /// with no sign of that on a phone); a single word wider still
        /// starts at the left edge.
        mutating func putInALane(_ label: FigureLabel) {
            let lines = FigureLabels.lines(label.laneText, fitting: (laneRight - canvas.x) * scale)
            let pw = lines.map(\.width).max()! / scale, ph = FigureLabels.lineHeight / scale
            let x = max(min(label.x, laneRight - pw / 2), canvas.x + pw / 2)
            let r = FigureRect(x: x - pw / 2, y: laneTop, width: pw, height: ph)
            func isFree(_ lane: Int) -> Bool { lane >= lanes.count || !lanes[lane].contains { r.overlap($0) > 0 } }
            var lane = 0
            while !(lane..<(lane + lines.count)).allSatisfy(isFree) { lane += 1 }
            while lanes.count < lane + lines.count { lanes.append([]) }
            for taken in lane..<(lane + lines.count) { lanes[taken].append(r) }
            var l = label
            (l.x, l.y, l.alignX, l.alignY, l.lane, l.text) = (x, laneTop, 0.5, 0, lane, lines.map(\.text).joined(separator: "\n"))
            if lines.count > 1 { l.classes += " plumb-lines" }
            placed.append((label, l, nil))
        }

        /// A label's pins, first choice first, each as the rectangle it
        /// would cover (points), and whether it is away from the line.
        typealias Pin = (x: Double, y: Double, alignX: Double, alignY: Double)

        func pins(_ label: FigureLabel) -> [(pin: Pin, rect: FigureRect, away: Bool)] {
            let (w, h) = FigureLabels.size(label.text)
            let pw = w / scale, ph = h / scale
            let near = [(label.x, label.y, label.alignX, label.alignY)] + label.alternatives
            return (near.map { ($0, false) } + label.awayAlternatives.map { ($0, true) }).map { pin, away in
                (pin, FigureRect(x: pin.x - pin.alignX * pw, y: pin.y - pin.alignY * ph, width: pw, height: ph), away)
            }
        }

        /// Whether `r` may hold `label` but for what is taken: inside the
        /// canvas (beyond it a label may be clipped by the page or cover
        /// what follows), clear of the views it explains and, when asked,
        /// of the dimension lines; at a pin `away` from its line, with no
        /// line through its middle.
        func fits(_ r: FigureRect, _ label: FigureLabel, clearOfLines: Bool, away: Bool = false) -> Bool {
            r.overlap(canvas) >= r.width * r.height - FigureTolerance.area && !label.avoiding.contains { r.overlap($0) > 0 }
                && !(clearOfLines && lines.contains { r.overlap($0) > 0 }) && !(away && crossesALine(r))
        }

        /// Whether a dimension line runs through the middle of `r` (its
        /// central third each way), where a label reads as that line's
        /// length; one that only grazes its edge does not.
        func crossesALine(_ r: FigureRect) -> Bool {
            let middle = FigureRect(x: r.x + r.width / 3, y: r.y + r.height / 3, width: r.width / 3, height: r.height / 3)
            return lines.contains { middle.overlap($0) > 0 }
        }

        /// The passes a label's pins are tried in: clear of the lines first
        /// for a label that avoids them.
        func passes(_ label: FigureLabel) -> [Bool] { label.avoidsLines ? [true, false] : [false] }

        mutating func put(_ given: FigureLabel, at pin: (x: Double, y: Double, alignX: Double, alignY: Double), _ r: FigureRect) {
            var l = given
            (l.x, l.y, l.alignX, l.alignY) = pin
            owner.append(placed.count)
            taken.append(r)
            placed.append((given, l, taken.count - 1))
        }

        /// The label at its first pin clear of everything taken: a pin
        /// beside its line, then one of those slid away from the line
        /// past what crowds it, then a pin away from the line.
        mutating func placeAtAPin(_ label: FigureLabel) -> Bool {
            for clearOfLines in passes(label) {
                let all = pins(label)
                func first(_ candidates: [(pin: Pin, rect: FigureRect, away: Bool)]) -> (pin: Pin, rect: FigureRect, away: Bool)? {
                    candidates.first { fits($0.rect, label, clearOfLines: clearOfLines, away: $0.away) && isClear($0.rect) }
                }
                // Slid pins are worked out only when no pin beside the line is clear.
                let near = all.filter { !$0.away }
                if let (pin, r, _) = first(near) ?? first(slid(near, label)) ?? first(all.filter(\.away)) {
                    put(label, at: pin, r)
                    return true
                }
            }
            return false
        }

        func isClear(_ r: FigureRect) -> Bool { !taken.contains { r.overlap($0) > 0 } }

        /// The pins beside the line, each slid along the label's `slides`
        /// axis away from its line (the side its alignment hangs it on)
        /// just past the labels and marks that crowd it, and no further
        /// than its own width and a line (the reach a moved label has):
        /// held to the away pins' rule, since it leaves its line too.
        func slid(_ near: [(pin: Pin, rect: FigureRect, away: Bool)], _ label: FigureLabel) -> [(pin: Pin, rect: FigureRect, away: Bool)] {
            guard let slide = label.slides else { return [] }
            let axis = slide.axis
            func inBand(_ s: FigureRect) -> Bool {
                let (low, high) = axis == .horizontal ? (s.x, s.x + s.width) : (s.y, s.y + s.height)
                return low >= slide.band.lowerBound - FigureTolerance.drawn && high <= slide.band.upperBound + FigureTolerance.drawn
            }
            return near.compactMap { pin, r, _ in
                let along = axis == .horizontal ? pin.alignX : pin.alignY
                // Centred on its line, a label has no side to slide to.
                guard along != 0.5 else { return nil }
                let step: Double = along == 0 ? 1 : -1
                let reach = r.width + FigureLabels.lineHeight / scale
                var s = r
                for _ in 0..<8 {
                    let crowding = taken.filter { s.overlap($0) > 0 }
                    if crowding.isEmpty {
                        guard inBand(s) else { return nil }
                        var moved = pin
                        (moved.x, moved.y) = (pin.x + s.x - r.x, pin.y + s.y - r.y)
                        return (moved, s, true)
                    }
                    let past = crowding.map { o in
                        axis == .horizontal ? (step > 0 ? o.x + o.width - s.x : s.x + s.width - o.x)
                                            : (step > 0 ? o.y + o.height - s.y : s.y + s.height - o.y)
                    }.max()! + FigureTolerance.drawn
                    if axis == .horizontal { s.x += step * past } else { s.y += step * past }
                    if abs(s.x - r.x) + abs(s.y - r.y) > reach { return nil }
                }
                return nil
            }
        }

        /// Where every pin is taken, one that only another label takes:
        /// that label moves to another pin of its own that is clear (of
        /// this one too) and near its first (within its width and a line
        /// of it), and this one takes its place. One move, so a label is
        /// never pushed far from its line by a chain of them; the lane
        /// under the drawing is the last resort.
        mutating func placeByMovingOne(_ label: FigureLabel) -> Bool {
            for clearOfLines in passes(label) {
                for (pin, r, away) in pins(label) where fits(r, label, clearOfLines: clearOfLines, away: away) {
                    let blocking = taken.indices.filter { r.overlap(taken[$0]) > 0 }
                    guard blocking.count == 1, let other = owner[blocking[0]] else { continue }
                    let moved = placed[other].given, old = blocking[0]
                    let current = (x: placed[other].drawn.x, y: placed[other].drawn.y)
                    // Only near its first pin: a label moved to a far one
                    // (past the stack, under the scroll view) reads as the
                    // length of what it then sits beside.
                    let reach = (FigureLabels.size(moved.text).width + FigureLabels.lineHeight) / scale
                    for (otherPin, otherRect, _) in pins(moved) where (otherPin.x, otherPin.y) != current
                        && hypot(otherPin.x - moved.x, otherPin.y - moved.y) <= reach
                        && fits(otherRect, moved, clearOfLines: moved.avoidsLines && !lines.contains { taken[old].overlap($0) > 0 })
                        && otherRect.overlap(r) == 0
                        && !taken.indices.contains(where: { $0 != old && otherRect.overlap(taken[$0]) > 0 }) {
                        (placed[other].drawn.x, placed[other].drawn.y, placed[other].drawn.alignX, placed[other].drawn.alignY) = otherPin
                        taken[old] = otherRect
                        put(label, at: pin, r)
                        return true
                    }
                }
            }
            return false
        }
    }

    /// How far (points) a label may reach over the views it must not
    /// cover: the blank of its box around its letters, 1.5 px of leading
    /// above and below them and 2 px of padding at the sides (1.7 and 2.2
    /// pt at the 0.9 scale of a phone's column). Its background then hides
    /// that much of the views' edges, under the label only.
    static let blankLeading = 2.0

    /// The height one lane of labels takes under the canvas, in CSS px.
    static let laneHeight = lineHeight + 2

    /// `length` writes a length in points as the canvas scales it.
    static func markup(_ labels: [FigureLabel], length: (Double, inout StyleText) -> Void) -> Markup {
        var out = Markup()
        for l in labels {
            var style = StyleText()
            style.literal("left:")
            length(l.x, &style)
            style.literal(";top:")
            if let lane = l.lane {
                // A lane's offset is in CSS px: it does not scale with the drawing.
                style.literal("calc(")
                length(l.y, &style)
                style.literal(" + ")
                style.number(2 + Double(lane) * laneHeight)
                style.literal("px)")
            } else {
                length(l.y, &style)
            }
            style.literal(";transform:translate(")
            style.number(-l.alignX * 100)
            style.literal("%,")
            style.number(-l.alignY * 100)
            style.literal("%)")
            out.element("span", [.init("class", "plumb-mark\(l.classes)"), .init("style", style: style)], text: l.text)
            out.newline()
        }
        return out
    }

    /// A length as a label shows it: to a tenth of a point at most (217.5,
    /// not 217.547; a half point keeps its .5), no trailing zeros.
    static func number(_ v: Double) -> String {
        let text = NumberText.points((v * 10).rounded() / 10)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// A length that follows the root width W, its points to a tenth as
    /// `number` writes them ("W − 185", not "W − 184.984"; "0.5 W + 4").
    static func function(_ f: Affine) -> String { Affine((f.intercept * 10).rounded() / 10, slope: f.slope).description }

    /// A multiplier as written (0.5, 0.333), for "0.5×".
    static func factor(_ v: Double) -> String { NumberText.points(v) }

    /// The characters labels may use beyond ASCII: the site's font subset
    /// must carry them.
    static let symbols: Set<Unicode.Scalar> = ["≥", "≤", "×", "…", "−"]
}
